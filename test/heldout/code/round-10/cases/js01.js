const express = require("express");
const mysql = require("mysql2/promise");

const app = express();
app.use(express.json());
const pool = mysql.createPool({ host: "localhost", user: "app", database: "shop" });

app.post("/api/login", async (req, res) => {
  const { email, password } = req.body;
  const [rows] = await pool.query(
    `SELECT id, role FROM users WHERE email = '${email}' AND password_hash = SHA2('${password}', 256)`
  );
  if (rows.length === 0) {
    return res.status(401).json({ error: "invalid credentials" });
  }
  res.json({ id: rows[0].id, role: rows[0].role });
});

app.listen(3000);
