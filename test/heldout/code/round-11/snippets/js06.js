const express = require("express");
const jwt = require("jsonwebtoken");

const app = express();
const SECRET = process.env.JWT_SECRET;
if (!SECRET) throw new Error("JWT_SECRET is not set");

function auth(req, res, next) {
  const token = (req.headers.authorization || "").replace(/^Bearer /, "");
  try {
    const payload = jwt.verify(token, SECRET, { algorithms: ["HS256"], issuer: "auth.example.com" });
    req.user = { id: payload.sub, role: payload.role };
    return next();
  } catch {
    return res.status(401).json({ error: "unauthorized" });
  }
}

app.get("/me", auth, (req, res) => res.json(req.user));
app.listen(3000);
