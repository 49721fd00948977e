const { Pool } = require("pg");
const express = require("express");

const pool = new Pool({ connectionString: process.env.DATABASE_URL });
const app = express();

app.get("/articles", async (req, res) => {
  const tag = String(req.query.tag || "");
  const page = Math.max(0, parseInt(req.query.page, 10) || 0);
  const { rows } = await pool.query(
    "SELECT id, title FROM articles WHERE $1 = ANY(tags) ORDER BY published_at DESC LIMIT 20 OFFSET $2",
    [tag, page * 20]
  );
  res.json(rows);
});

app.listen(3010);
