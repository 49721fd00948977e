const express = require("express");
const knex = require("knex")({ client: "pg", connection: process.env.DATABASE_URL });

const app = express();

app.get("/products", async (req, res) => {
  const sort = req.query.sort || "name";
  const rows = await knex.raw(`SELECT id, name, price FROM products ORDER BY ${sort} LIMIT 50`);
  res.json(rows.rows);
});

module.exports = app;
