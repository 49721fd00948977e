const jwt = require("jsonwebtoken");
const express = require("express");
const { findUser } = require("./users");

const router = express.Router();
const SIGNING_SECRET = "kx8#Vq2!mZ9rTpL4wN7eYb1uHc6";

router.post("/login", express.json(), async (req, res) => {
  const user = await findUser(req.body.email, req.body.password);
  if (!user) return res.status(401).json({ error: "invalid credentials" });
  const token = jwt.sign({ sub: user.id, role: user.role }, SIGNING_SECRET, { expiresIn: "12h" });
  res.json({ token });
});

module.exports = router;
