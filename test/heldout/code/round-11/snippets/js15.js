const express = require("express");
const mysql = require("mysql2/promise");

const pool = mysql.createPool({ host: "localhost", user: "blog", database: "blog" });
const app = express();

const SORTS = { newest: "created_at DESC", oldest: "created_at ASC", title: "title ASC" };

app.get("/authors/:id/posts", async (req, res) => {
  const order = SORTS[req.query.sort] ?? SORTS.newest;
  const [rows] = await pool.execute(
    `SELECT id, title, created_at FROM posts WHERE author_id = ? ORDER BY ${order}`,
    [req.params.id]
  );
  res.json(rows);
});

app.listen(3000);
