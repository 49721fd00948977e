const mysql = require("mysql2/promise");

async function searchProducts(db, filters) {
  const where = [];
  if (filters.brand) where.push("brand = '" + filters.brand + "'");
  if (filters.color) where.push("color = '" + filters.color + "'");
  const sql = ["SELECT id, name FROM products", where.length ? "WHERE " + where.join(" AND ") : ""].join(" ");
  const [rows] = await db.query(sql);
  return rows;
}

async function handler(req, res) {
  const db = await mysql.createConnection(process.env.MYSQL_URL);
  res.json(await searchProducts(db, req.query));
}

module.exports = { handler };
