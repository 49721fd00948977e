const express = require("express");
const app = express();
app.use(express.json());

const records = [
  { name: "alpha", size: 10, owner: "ops" },
  { name: "beta", size: 42, owner: "dev" },
];

const FIELDS = new Set(["name", "size", "owner"]);

app.post("/records/query", (req, res) => {
  const filter = typeof req.body.filter === "string" ? JSON.parse(req.body.filter) : req.body.filter || {};
  const result = records.filter((row) =>
    Object.entries(filter).every(([k, v]) => FIELDS.has(k) && row[k] === v)
  );
  res.json(result);
});

app.listen(3105);
