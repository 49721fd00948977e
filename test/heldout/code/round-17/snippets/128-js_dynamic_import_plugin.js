const express = require("express");
const app = express();

app.get("/export", async (req, res) => {
  const format = req.query.format || "./exporters/csv.js";
  const mod = await import(format);
  const out = await mod.default([{ id: 1, total: 9.5 }]);
  res.type("text/plain").send(out);
});

app.listen(3000);
