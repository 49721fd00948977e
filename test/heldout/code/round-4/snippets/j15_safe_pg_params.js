const express = require("express");
const { Pool } = require("pg");

const app = express();
const pool = new Pool({ connectionString: process.env.DATABASE_URL });

app.get("/api/users/:id/posts", async (req, res) => {
  const authorId = Number.parseInt(req.params.id, 10);
  const status = req.query.status || "published";
  const { rows } = await pool.query(
    "SELECT id, title FROM posts WHERE author_id = $1 AND status = $2 ORDER BY created_at DESC",
    [authorId, status]
  );
  res.json(rows);
});

module.exports = app;
