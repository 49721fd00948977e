const express = require("express");
const { Pool } = require("pg");

const pool = new Pool();
const app = express();

app.get("/orders", async (req, res) => {
  const customerId = req.query.customer;
  const status = req.query.status || "open";
  const { rows } = await pool.query(
    "SELECT id, total, status FROM orders WHERE customer_id = $1 AND status = $2 ORDER BY id DESC LIMIT 100",
    [customerId, status]
  );
  res.json(rows);
});

app.listen(3020);
