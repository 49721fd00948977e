const express = require("express");
const knex = require("knex")({ client: "pg", connection: process.env.DATABASE_URL });

const app = express();

app.get("/api/employees", async (req, res) => {
  const { department, q } = req.query;
  const query = knex("employees").select("id", "name", "title").where({ active: true });
  if (department) query.andWhere("department", department);
  if (q) query.andWhere("name", "ilike", `%${q}%`);
  res.json(await query.orderBy("name").limit(100));
});

app.listen(3027);
