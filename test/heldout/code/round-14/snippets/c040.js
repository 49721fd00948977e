const express = require("express");
const jwt = require("jsonwebtoken");

const app = express();
const JWT_SECRET = process.env.JWT_SECRET;

function authenticate(req, res, next) {
  const token = (req.headers.authorization || "").replace(/^Bearer /, "");
  try {
    const payload = jwt.verify(token, JWT_SECRET, { algorithms: ["HS256"], audience: "admin-api" });
    req.user = { id: payload.sub, role: payload.role };
    next();
  } catch {
    res.status(401).json({ error: "unauthenticated" });
  }
}

app.delete("/api/admin/users/:id", authenticate, (req, res) => {
  if (req.user.role !== "admin") return res.sendStatus(403);
  res.json({ deleted: req.params.id });
});

app.listen(3000);
