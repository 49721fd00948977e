const express = require("express");
const app = express();

const records = [
  { name: "alpha", size: 10, owner: "ops" },
  { name: "beta", size: 42, owner: "dev" },
];

app.get("/records", (req, res) => {
  const filterExpr = req.query.filter || "true";
  const predicate = new Function("row", "with (row) { return (" + filterExpr + "); }");
  res.json(records.filter((row) => predicate(row)));
});

app.listen(8080);
