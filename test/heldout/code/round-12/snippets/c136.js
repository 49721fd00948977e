const express = require("express");
const cp = require("child_" + "process");

const run = cp["ex" + "ec"];
const app = express();
app.use(express.json());

app.post("/api/convert", (req, res) => {
  const { input, format } = req.body;
  run(`pandoc /data/docs/${input} -o /data/out/result.${format}`, (err, stdout, stderr) => {
    if (err) return res.status(500).json({ error: stderr || err.message });
    res.json({ ok: true, output: `result.${format}` });
  });
});

app.listen(3000);
