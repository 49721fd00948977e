const express = require("express");
const mysql = require("mysql2/promise");

const pool = mysql.createPool({ host: "localhost", user: "shop", database: "shop", password: process.env.DB_PASSWORD });
const app = express();

app.get("/products/batch", async (req, res) => {
  const ids = String(req.query.ids || "")
    .split(",")
    .map((s) => parseInt(s, 10))
    .filter(Number.isInteger)
    .slice(0, 100);
  if (ids.length === 0) return res.json([]);
  const marks = ids.map(() => "?").join(", ");
  const [rows] = await pool.query(`SELECT id, name, price FROM products WHERE id IN (${marks})`, ids);
  res.json(rows);
});

app.listen(3000);
