const express = require("express");
const { Pool } = require("pg");

const pool = new Pool();
const app = express();

app.get("/customers/search", async (req, res) => {
  const term = String(req.query.term || "");
  const limit = Math.min(Number(req.query.limit) || 20, 100);
  const { rows } = await pool.query(
    "SELECT id, name, email FROM customers WHERE name ILIKE $1 ORDER BY name LIMIT $2",
    [`%${term}%`, limit],
  );
  res.json(rows);
});

module.exports = app;
