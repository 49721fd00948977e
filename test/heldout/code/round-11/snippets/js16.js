const express = require("express");
const { Pool } = require("pg");

const pg = new Pool();
const app = express();

app.get("/listings", async (req, res) => {
  const conditions = Object.entries(req.query).map(([key, value]) => `${key} = '${value}'`);
  let sql = "SELECT id, title, price FROM listings";
  if (conditions.length) {
    sql += " WHERE " + conditions.join(" AND ");
  }
  const { rows } = await pg.query(sql + " LIMIT 100");
  res.json(rows);
});

app.listen(3000);
