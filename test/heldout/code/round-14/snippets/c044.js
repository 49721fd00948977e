const express = require("express");
const mysql = require("mysql2/promise");

const pool = mysql.createPool({ host: "localhost", user: "app", database: "shop", password: process.env.DB_PASSWORD });
const app = express();

app.get("/api/orders", async (req, res) => {
  const where = ["1=1"];
  const params = [];
  if (req.query.status) { where.push("status = ?"); params.push(String(req.query.status)); }
  if (req.query.customer) { where.push("customer_id = ?"); params.push(Number(req.query.customer)); }
  const sql = `SELECT id, status, total FROM orders WHERE ${where.join(" AND ")} ORDER BY created_at DESC LIMIT 100`;
  const [rows] = await pool.execute(sql, params);
  res.json(rows);
});

app.listen(3000);
