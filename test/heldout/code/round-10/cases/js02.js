const express = require("express");
const { Pool } = require("pg");

const router = express.Router();
const pool = new Pool();

router.get("/products/batch", async (req, res) => {
  const ids = String(req.query.ids || "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (ids.length === 0) return res.json([]);
  const sql = "SELECT id, name, price FROM products WHERE id IN (" + ids.map((id) => `'${id}'`).join(",") + ")";
  const { rows } = await pool.query(sql);
  res.json(rows);
});

module.exports = router;
