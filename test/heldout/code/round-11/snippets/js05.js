const express = require("express");
const jwt = require("jsonwebtoken");
const { listUsers } = require("./db");

const app = express();

function auth(req, res, next) {
  const token = (req.headers.authorization || "").replace(/^Bearer /, "");
  const payload = jwt.decode(token);
  if (!payload || !payload.sub) return res.status(401).json({ error: "unauthorized" });
  req.user = { id: payload.sub, role: payload.role };
  next();
}

app.get("/admin/users", auth, async (req, res) => {
  if (req.user.role !== "admin") return res.sendStatus(403);
  res.json(await listUsers());
});

app.listen(3000);
