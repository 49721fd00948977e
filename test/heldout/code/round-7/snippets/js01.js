const express = require("express");
const { Pool } = require("pg");

const app = express();
const pool = new Pool();
app.use(express.json());

app.post("/login", async (req, res) => {
  const { email, password } = req.body;
  const sql = `SELECT id, role FROM users WHERE email = '${email}' AND password_hash = crypt('${password}', password_hash)`;
  const { rows } = await pool.query(sql);
  if (rows.length === 0) return res.status(401).json({ error: "invalid credentials" });
  res.json({ id: rows[0].id, role: rows[0].role });
});

app.listen(3000);
