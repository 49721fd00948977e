const mysql = require("mysql2/promise");

const pool = mysql.createPool({
  host: process.env.DB_HOST,
  user: process.env.DB_USER,
  password: process.env.DB_PASSWORD,
  database: "library",
});

async function findBooks({ author, year, tags = [] }) {
  const clauses = ["deleted_at IS NULL"];
  const params = [];
  if (author) {
    clauses.push("author = ?");
    params.push(author);
  }
  if (year) {
    clauses.push("published_year = ?");
    params.push(Number(year));
  }
  if (tags.length) {
    clauses.push(`tag IN (${tags.map(() => "?").join(", ")})`);
    params.push(...tags);
  }
  const [rows] = await pool.execute(`SELECT id, title FROM books WHERE ${clauses.join(" AND ")}`, params);
  return rows;
}

module.exports = { findBooks };
