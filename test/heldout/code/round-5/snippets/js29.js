const express = require("express");
const { Pool } = require("pg");

const app = express();
app.use(express.json());
const pool = new Pool();

app.get("/api/invoices", async (req, res) => {
  const customerId = Number.parseInt(req.query.customer, 10);
  const status = req.query.status || "open";
  if (!Number.isInteger(customerId)) return res.status(400).json({ error: "customer required" });
  const { rows } = await pool.query(
    "SELECT id, total, status, due_at FROM invoices WHERE customer_id = $1 AND status = $2 ORDER BY due_at",
    [customerId, status]
  );
  res.json(rows);
});

app.post("/api/invoices/:id/notes", async (req, res) => {
  await pool.query("INSERT INTO invoice_notes (invoice_id, body) VALUES ($1, $2)", [req.params.id, req.body.body]);
  res.status(201).end();
});

app.listen(3020);
