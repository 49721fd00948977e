const mysql = require("mysql2/promise");

async function loadUsers(conn, ids, status) {
  if (!Array.isArray(ids) || ids.length === 0) return [];
  const marks = ids.map(() => "?").join(", ");
  const [rows] = await conn.execute(
    `SELECT id, email FROM users WHERE id IN (${marks}) AND status = ?`,
    [...ids, status]
  );
  return rows;
}

module.exports = { loadUsers };
