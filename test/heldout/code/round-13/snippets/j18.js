const express = require("express");
const mysql = require("mysql2/promise");

const app = express();
app.use(express.json());
const db = mysql.createPool({ host: "db", user: "shop", database: "shop" });

app.post("/api/cart/items", async (req, res) => {
  const ids = req.body.productIds || [];
  if (!ids.length) return res.json([]);
  const inList = ids.map((id) => `'${id}'`).join(",");
  const [rows] = await db.query("SELECT id, name, price FROM products WHERE id IN (" + inList + ")");
  res.json(rows);
});

app.listen(3000);
