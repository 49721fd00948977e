const express = require("express");
const { Pool } = require("pg");

const pool = new Pool({ connectionString: process.env.DATABASE_URL });
const router = express.Router();

router.get("/users", async (req, res, next) => {
  try {
    const clauses = ["deleted_at IS NULL"];
    if (req.query.team) clauses.push(`team = '${req.query.team}'`);
    if (req.query.role) clauses.push(`role = '${req.query.role}'`);
    const sql = `SELECT id, name, email FROM users WHERE ${clauses.join(" AND ")} ORDER BY name LIMIT 100`;
    const { rows } = await pool.query(sql);
    res.json(rows);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
