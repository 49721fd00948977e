const express = require("express");
const { execSync: run } = require("child_process");

const app = express();
app.use(express.json());

app.post("/admin/disk-usage", (req, res) => {
  const dir = req.body.dir || "/srv";
  try {
    const output = run("du -sh " + dir, { encoding: "utf8", timeout: 10000 });
    res.json({ usage: output.trim() });
  } catch (e) {
    res.status(400).json({ error: "du failed" });
  }
});

module.exports = app;
