const { Pool } = require("pg");
const express = require("express");
const pool = new Pool();
const app = express();
app.use(express.json());

app.post("/lookup", async (req, res) => {
  const { rows } = await pool.query("SELECT id, name FROM users WHERE email = $1", [req.body.email]);
  res.json(rows[0] || null);
});

app.listen(3000);
