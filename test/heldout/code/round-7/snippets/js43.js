const express = require("express");
const { Pool } = require("pg");

const pool = new Pool();
const app = express();

const SORT_COLUMNS = { newest: "created_at DESC", oldest: "created_at ASC", price: "price ASC" };

app.get("/listings", async (req, res) => {
  const key = String(req.query.sort || "newest");
  const orderBy = Object.hasOwn(SORT_COLUMNS, key) ? SORT_COLUMNS[key] : SORT_COLUMNS.newest;
  const { rows } = await pool.query(`SELECT id, title, price FROM listings WHERE city = $1 ORDER BY ${orderBy} LIMIT 50`, [
    req.query.city,
  ]);
  res.json(rows);
});

app.listen(3027);
