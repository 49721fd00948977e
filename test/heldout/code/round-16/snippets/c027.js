const express = require("express");
const app = express();

const rows = [
  { id: 1, region: "EU", revenue: 1200 },
  { id: 2, region: "US", revenue: 5400 },
];

app.get("/report", (req, res) => {
  const expr = req.query.filter || "true";
  let predicate;
  try {
    predicate = new Function("row", `return (${expr});`);
  } catch {
    return res.status(400).json({ error: "bad filter" });
  }
  res.json(rows.filter((r) => predicate({ ...r })));
});

module.exports = app;
