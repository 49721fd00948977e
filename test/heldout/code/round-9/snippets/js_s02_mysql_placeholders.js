const mysql = require("mysql2/promise");

const pool = mysql.createPool({ host: "127.0.0.1", user: "blog", database: "blog", password: process.env.DB_PASSWORD });

async function addComment(req, res) {
  const { postId, body } = req.body;
  if (!body || body.length > 2000) {
    return res.status(400).json({ error: "comment must be 1-2000 characters" });
  }
  const [result] = await pool.execute(
    "INSERT INTO comments (post_id, author_id, body) VALUES (?, ?, ?)",
    [postId, req.user.id, body]
  );
  res.status(201).json({ id: result.insertId });
}

module.exports = { addComment };
