const { Pool } = require("pg");
const express = require("express");
const pool = new Pool();
const app = express();

app.get("/products", async (req, res) => {
  const cols = String(req.query.fields || "id,name").split(",");
  const { rows } = await pool.query(`SELECT ${cols.join(", ")} FROM products LIMIT 50`);
  res.json(rows);
});

app.listen(3000);
