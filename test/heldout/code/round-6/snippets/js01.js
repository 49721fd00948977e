const express = require("express");
const mysql = require("mysql");

const app = express();
const pool = mysql.createPool({ host: "db", user: "app", database: "shop" });

app.get("/users/search", (req, res) => {
  const name = req.query.name || "";
  pool.query(`SELECT id, name, email FROM users WHERE name LIKE '%${name}%' LIMIT 50`, (err, rows) => {
    if (err) return res.status(500).json({ error: "db" });
    res.json(rows);
  });
});

app.listen(3000);
