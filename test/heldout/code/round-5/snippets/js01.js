const express = require("express");
const { Pool } = require("pg");

const app = express();
const pool = new Pool({ connectionString: process.env.DATABASE_URL });

app.get("/api/orders/:customerId", async (req, res) => {
  const { customerId } = req.params;
  const status = req.query.status || "open";
  try {
    const { rows } = await pool.query(
      `SELECT id, total, status FROM orders WHERE customer_id = ${customerId} AND status = '${status}'`
    );
    res.json(rows);
  } catch (err) {
    res.status(500).json({ error: "query failed" });
  }
});

app.listen(3000);
