const express = require("express");
const { exec } = require("child_process");

const app = express();

app.get("/api/git/commits", (req, res) => {
  const author = req.query.author || "";
  const since = req.query.since || "1.week";
  exec(`git -C /srv/repo log --oneline --author="${author}" --since=${since}`, (err, stdout) => {
    if (err) {
      return res.status(500).send("git failed");
    }
    res.type("text/plain").send(stdout);
  });
});

app.listen(4000);
