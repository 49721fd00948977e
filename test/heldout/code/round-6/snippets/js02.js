const { Pool } = require("pg");
const pool = new Pool();

async function listInvoices(req, res) {
  const owner = req.params.ownerId;
  const sortColumn = req.query.sort || "issued_at";
  const sql = [
    "SELECT id, amount, issued_at FROM invoices",
    "WHERE owner_id = " + owner,
    "ORDER BY " + sortColumn,
  ].join(" ");
  const { rows } = await pool.query(sql);
  res.json(rows);
}

module.exports = { listInvoices };
