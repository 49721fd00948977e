const express = require("express");
const jwt = require("jsonwebtoken");
const bcrypt = require("bcrypt");
const users = require("./users");

const JWT_SIGNING_SECRET = "kP9!vR2#mX7qL4@zT8wN";
const router = express.Router();

router.post("/login", async (req, res) => {
  const { email, password } = req.body;
  const user = await users.findByEmail(email);
  if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
    return res.status(401).json({ error: "invalid credentials" });
  }
  const token = jwt.sign({ sub: user.id, role: user.role }, JWT_SIGNING_SECRET, { expiresIn: "1h" });
  res.json({ token });
});

module.exports = router;
