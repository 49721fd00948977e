const { exec } = require("child_process");
const express = require("express");

const app = express();
app.use(express.json());

app.post("/ci/checkout", (req, res) => {
  const { repoUrl, branch = "main" } = req.body;
  const dir = `/tmp/build-${Date.now()}`;
  exec(`git clone --depth 1 --branch ${branch} ${repoUrl} ${dir}`, { timeout: 60000 }, (err, stdout, stderr) => {
    if (err) {
      return res.status(500).json({ error: stderr });
    }
    res.json({ dir });
  });
});

app.listen(8080);
