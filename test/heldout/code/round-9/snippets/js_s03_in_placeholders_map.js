const { Pool } = require("pg");
const pool = new Pool();

async function loadUsers(ids) {
  const clean = ids.map(Number).filter(Number.isInteger).slice(0, 100);
  if (clean.length === 0) return [];
  const placeholders = clean.map((_, i) => "$" + (i + 1)).join(", ");
  const { rows } = await pool.query(
    `SELECT id, name, avatar_url FROM users WHERE id IN (${placeholders})`,
    clean
  );
  return rows;
}

module.exports = { loadUsers };
