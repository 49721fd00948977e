const express = require("express");
const { Pool } = require("pg");

const app = express();
const pool = new Pool({ connectionString: process.env.DATABASE_URL });

app.get("/api/users/:id/posts", async (req, res) => {
  const { id } = req.params;
  const status = req.query.status || "published";
  const sql = `SELECT id, title FROM posts WHERE author_id = ${id} AND status = '${status}' ORDER BY created_at DESC`;
  const { rows } = await pool.query(sql);
  res.json(rows);
});

module.exports = app;
