const knex = require("knex")({ client: "pg", connection: process.env.DATABASE_URL });

async function monthlyTotals(req, res) {
  const { year, region } = req.query;
  const rows = await knex.raw(
    "SELECT date_trunc('month', created_at) AS month, sum(total) FROM sales " +
      "WHERE extract(year from created_at) = " + year + " AND region = '" + region + "' GROUP BY 1"
  );
  res.json(rows.rows);
}

module.exports = monthlyTotals;
