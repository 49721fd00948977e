const express = require("express");
const knex = require("knex")({ client: "pg", connection: process.env.DATABASE_URL });
const app = express();

const SORTS = new Set(["name", "price", "created_at"]);

app.get("/products", async (req, res) => {
  const sort = SORTS.has(req.query.sort) ? req.query.sort : "name";
  const rows = await knex("products").select("id", "name", "price").orderBy(sort).limit(50);
  res.json(rows);
});
