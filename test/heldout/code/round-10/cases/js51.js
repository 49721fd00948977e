const express = require("express");
const { Pool } = require("pg");

const app = express();
app.use(express.json());
const pool = new Pool();

app.get("/api/users/:id/orders", async (req, res) => {
  const userId = Number.parseInt(req.params.id, 10);
  const status = req.query.status || "open";
  const { rows } = await pool.query(
    "SELECT id, total, created_at FROM orders WHERE user_id = $1 AND status = $2 ORDER BY created_at DESC",
    [userId, status]
  );
  res.json(rows);
});

app.listen(3100);
