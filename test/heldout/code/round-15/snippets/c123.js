const express = require("express");
const jwt = require("jsonwebtoken");

const app = express();
const SECRET = process.env.JWT_SECRET;
if (!SECRET) throw new Error("JWT_SECRET is required");

function authenticate(req, res, next) {
  const header = req.get("authorization") || "";
  const token = header.startsWith("Bearer ") ? header.slice(7) : null;
  if (!token) return res.status(401).json({ error: "missing token" });
  try {
    const claims = jwt.verify(token, SECRET, { algorithms: ["HS256"], issuer: "accounts" });
    req.user = { id: claims.sub, role: claims.role };
    return next();
  } catch {
    return res.status(401).json({ error: "invalid token" });
  }
}

app.get("/api/account", authenticate, (req, res) => res.json(req.user));
app.listen(3000);
