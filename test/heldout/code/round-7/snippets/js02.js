const mysql = require("mysql2/promise");

const pool = mysql.createPool({ host: "localhost", user: "app", database: "shop" });

async function ordersByStatus(status, limit) {
  const sql = [
    "SELECT id, total, created_at FROM orders WHERE status = '",
    status,
    "' ORDER BY created_at DESC LIMIT ",
    limit,
  ].join("");
  const [rows] = await pool.query(sql);
  return rows;
}

module.exports = { ordersByStatus };
