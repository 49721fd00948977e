const express = require("express");
const mysql = require("mysql2/promise");

const router = express.Router();
const pool = mysql.createPool({ host: "localhost", user: "app", database: "shop" });

router.get("/products/batch", async (req, res) => {
  const ids = String(req.query.ids || "")
    .split(",")
    .map((s) => Number.parseInt(s, 10))
    .filter(Number.isInteger);
  if (ids.length === 0) return res.json([]);
  const placeholders = ids.map(() => "?").join(", ");
  const [rows] = await pool.execute(`SELECT id, name, price FROM products WHERE id IN (${placeholders})`, ids);
  res.json(rows);
});

module.exports = router;
