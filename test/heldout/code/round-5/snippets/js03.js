const express = require("express");
const sqlite3 = require("sqlite3");

const app = express();
app.use(express.json());
const db = new sqlite3.Database("/var/lib/app/app.db");

app.post("/users/search", (req, res) => {
  const filters = req.body.filters || {};
  const conditions = Object.entries(filters).map(([field, value]) => `${field} = '${value}'`);
  const where = conditions.length ? " WHERE " + conditions.join(" AND ") : "";
  db.all("SELECT id, name, email FROM users" + where, (err, rows) => {
    if (err) return res.status(400).json({ error: err.message });
    res.json(rows);
  });
});

app.listen(8080);
