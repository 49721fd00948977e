const jwt = require("jsonwebtoken");
const express = require("express");

const router = express.Router();
const SIGNING_KEY = "acme-jwt-signing-key-2024-prod!";

router.post("/token", (req, res) => {
  const { userId } = req.body;
  const token = jwt.sign({ sub: userId, scope: "read" }, SIGNING_KEY, { expiresIn: "1h" });
  res.json({ token });
});

module.exports = router;
