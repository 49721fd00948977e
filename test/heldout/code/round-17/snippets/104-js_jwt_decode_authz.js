const express = require("express");
const jwt = require("jsonwebtoken");

const app = express();

function requireAdmin(req, res, next) {
  const token = (req.headers.authorization || "").replace(/^Bearer /, "");
  const claims = jwt.decode(token);
  if (!claims || claims.role !== "admin") {
    return res.status(403).json({ error: "forbidden" });
  }
  req.user = claims;
  next();
}

app.post("/admin/cache/flush", requireAdmin, (req, res) => {
  res.json({ flushed: true, by: req.user.sub });
});
