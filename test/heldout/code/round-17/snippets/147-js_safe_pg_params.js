const express = require("express");
const { Pool } = require("pg");
const pool = new Pool();
const app = express();

const SQL = "SELECT id, name FROM users WHERE name ILIKE $1 ORDER BY name LIMIT $2";

app.get("/users/search", async (req, res) => {
  const term = `%${req.query.name || ""}%`;
  const limit = Math.min(Number(req.query.limit) || 25, 100);
  const { rows } = await pool.query(SQL, [term, limit]);
  res.json(rows);
});
