const express = require("express");
const jwt = require("jsonwebtoken");

const app = express();

function authenticate(req, res, next) {
  const token = (req.headers.authorization || "").replace(/^Bearer /, "");
  const payload = jwt.decode(token);
  if (!payload || !payload.sub) return res.status(401).json({ error: "unauthenticated" });
  req.user = { id: payload.sub, role: payload.role };
  next();
}

app.delete("/api/admin/users/:id", authenticate, (req, res) => {
  if (req.user.role !== "admin") return res.sendStatus(403);
  res.json({ deleted: req.params.id });
});

app.listen(3000);
