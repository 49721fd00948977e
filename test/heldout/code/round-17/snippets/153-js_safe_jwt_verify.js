const express = require("express");
const jwt = require("jsonwebtoken");
const app = express();

function requireAdmin(req, res, next) {
  const token = (req.headers.authorization || "").replace(/^Bearer /, "");
  try {
    const claims = jwt.verify(token, process.env.JWT_KEY, { algorithms: ["HS256"] });
    if (claims.role !== "admin") return res.status(403).end();
    req.user = claims;
    next();
  } catch {
    res.status(401).end();
  }
}

app.post("/admin/cache/flush", requireAdmin, (req, res) => res.json({ flushed: true }));
