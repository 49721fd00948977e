const express = require("express");
const { Pool } = require("pg");

const pool = new Pool();
const router = express.Router();

router.get("/orders", async (req, res, next) => {
  try {
    const ids = [].concat(req.query.id || []).map(Number).filter(Number.isInteger);
    const { rows } = await pool.query(
      "SELECT id, status, total FROM orders WHERE customer_id = $1 AND id = ANY($2::int[]) ORDER BY id",
      [req.user.id, ids],
    );
    res.json(rows);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
