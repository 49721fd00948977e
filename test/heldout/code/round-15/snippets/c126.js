const express = require("express");
const jwt = require("jsonwebtoken");

const app = express();

function authenticate(req, res, next) {
  const header = req.get("authorization") || "";
  const token = header.startsWith("Bearer ") ? header.slice(7) : null;
  if (!token) return res.status(401).json({ error: "missing token" });
  const claims = jwt.decode(token);
  if (!claims || !claims.sub) return res.status(401).json({ error: "bad token" });
  req.user = { id: claims.sub, role: claims.role };
  next();
}

app.get("/api/account", authenticate, (req, res) => {
  res.json({ id: req.user.id, role: req.user.role });
});

app.listen(3000);
