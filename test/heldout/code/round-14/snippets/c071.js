const express = require("express");
const app = express();

const ROWS = [{ id: 1, name: "Ada" }, { id: 2, name: "Linus" }];
const toCsv = (rows) => ["id,name", ...rows.map((r) => `${r.id},${JSON.stringify(r.name)}`)].join("\n");
const toJson = (rows) => JSON.stringify(rows);

const EXPORTERS = new Map([
  ["csv", { fn: toCsv, type: "text/csv" }],
  ["json", { fn: toJson, type: "application/json" }],
]);

app.get("/export", (req, res) => {
  const exporter = EXPORTERS.get(String(req.query.format || "json"));
  if (!exporter) return res.status(400).json({ error: "unknown format" });
  res.type(exporter.type).send(exporter.fn(ROWS));
});

app.listen(3000);
