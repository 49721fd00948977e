const { Pool } = require("pg");
const express = require("express");

const pool = new Pool();
const router = express.Router();

router.post("/newsletter/unsubscribe", express.json(), async (req, res) => {
  const email = String(req.body.email || "").trim().toLowerCase();
  if (!email.includes("@")) {
    return res.status(400).json({ error: "invalid email" });
  }
  const text = "UPDATE subscribers SET active = false WHERE email = '" + email + "'";
  const result = await pool.query(text);
  res.json({ updated: result.rowCount });
});

module.exports = router;
