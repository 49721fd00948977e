const express = require("express");
const { exec } = require("child_process");

const app = express();
app.use(express.json());

app.post("/builds", (req, res) => {
  const { repoUrl, branch = "main" } = req.body;
  const dir = `/tmp/build-${Date.now()}`;
  exec(`git clone --depth 1 --branch ${branch} ${repoUrl} ${dir} && npm --prefix ${dir} ci`, (err, stdout, stderr) => {
    if (err) {
      return res.status(500).json({ error: stderr });
    }
    res.json({ dir, log: stdout });
  });
});

app.listen(4000);
