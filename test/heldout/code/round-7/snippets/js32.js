const mysql = require("mysql2/promise");
const pool = mysql.createPool({ host: "localhost", user: "app", database: "catalog" });

async function productsByIds(ids) {
  const clean = ids.map((x) => Number.parseInt(x, 10)).filter(Number.isInteger);
  if (clean.length === 0) return [];
  const marks = clean.map(() => "?").join(", ");
  const [rows] = await pool.execute(`SELECT id, name, price FROM products WHERE id IN (${marks})`, clean);
  return rows;
}

module.exports = { productsByIds };
