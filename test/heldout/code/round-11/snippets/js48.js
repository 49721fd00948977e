const express = require("express");
const app = express();

const TEMPLATES = {
  csv: (rows) => rows.map((r) => r.join(",")).join("\n"),
  tsv: (rows) => rows.map((r) => r.join("\t")).join("\n"),
};

app.get("/api/export", async (req, res) => {
  const format = Object.hasOwn(TEMPLATES, req.query.format) ? req.query.format : "csv";
  const rows = await req.app.locals.reports.rows(req.session.userId);
  res.type(format === "csv" ? "text/csv" : "text/tab-separated-values");
  res.send(TEMPLATES[format](rows));
});

app.listen(3000);
