const express = require("express");
const mysql = require("mysql2/promise");

const pool = mysql.createPool({ host: "localhost", user: "app", database: "shop", password: process.env.DB_PASSWORD });
const app = express();

app.get("/api/orders", async (req, res) => {
  const parts = ["SELECT id, status, total FROM orders WHERE 1=1"];
  if (req.query.status) parts.push(`AND status = '${req.query.status}'`);
  if (req.query.customer) parts.push(`AND customer_id = ${req.query.customer}`);
  parts.push("ORDER BY created_at DESC LIMIT 100");
  const [rows] = await pool.query(parts.join(" "));
  res.json(rows);
});

app.listen(3000);
