const express = require("express");
const mysql = require("mysql2/promise");

const router = express.Router();
const db = mysql.createPool({ host: "localhost", user: "web", database: "catalog" });

router.get("/products", async (req, res) => {
  const sort = req.query.sort || "name";
  const dir = req.query.dir === "desc" ? "DESC" : "ASC";
  const sql = "SELECT id, name, price FROM products WHERE visible = ? ORDER BY " + sort + " " + dir;
  const [rows] = await db.execute(sql, [1]);
  res.json(rows);
});

module.exports = router;
