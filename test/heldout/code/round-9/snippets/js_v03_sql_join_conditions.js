const express = require("express");
const db = require("./db");

const app = express();

function whereFrom(query) {
  const parts = [];
  for (const [field, value] of Object.entries(query)) {
    if (value === "") continue;
    parts.push(`${field} LIKE '%${value}%'`);
  }
  return parts.length ? "WHERE " + parts.join(" AND ") : "";
}

app.get("/admin/users", async (req, res) => {
  const sql = ["SELECT id, name, email FROM users", whereFrom(req.query), "LIMIT 50"].join(" ");
  const rows = await db.all(sql);
  res.json(rows);
});

module.exports = app;
