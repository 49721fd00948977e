const express = require("express");
const mysql = require("mysql2");

const app = express();
const pool = mysql.createPool({ host: "localhost", user: "shop", database: "shop" });

app.get("/api/orders/:orderId", (req, res) => {
  const sql = `SELECT id, total, status FROM orders WHERE id = ${req.params.orderId} AND customer_id = ${req.session.customerId}`;
  pool.query(sql, (err, rows) => {
    if (err) return res.status(500).json({ error: "db error" });
    if (rows.length === 0) return res.status(404).end();
    res.json(rows[0]);
  });
});

app.listen(3000);
