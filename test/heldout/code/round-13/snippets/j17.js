const express = require("express");
const { Pool } = require("pg");

const pool = new Pool();
const app = express();

app.get("/api/users/:username/posts", async (req, res) => {
  const limit = Math.min(Number(req.query.limit) || 20, 100);
  const { rows } = await pool.query(
    `SELECT p.id, p.title, p.created_at
       FROM posts p JOIN users u ON u.id = p.author_id
      WHERE u.username = $1
      ORDER BY p.created_at DESC LIMIT $2`,
    [req.params.username, limit]
  );
  res.json(rows);
});

app.listen(3000);
