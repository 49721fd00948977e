const express = require("express");
const { Pool } = require("pg");

const pool = new Pool();
const app = express();

app.get("/users/search", async (req, res) => {
  const name = req.query.name || "";
  const sql = ["SELECT id, name FROM users WHERE name LIKE '%", name, "%' LIMIT 25"].join("");
  const { rows } = await pool.query(sql);
  res.json(rows);
});

app.listen(3000);
