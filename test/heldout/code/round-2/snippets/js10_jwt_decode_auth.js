const jwt = require("jsonwebtoken");
const express = require("express");
const app = express();

function requireAdmin(req, res, next) {
  const token = (req.headers.authorization || "").replace(/^Bearer /, "");
  const claims = jwt.decode(token);
  if (!claims || claims.role !== "admin") return res.sendStatus(403);
  req.user = claims.sub;
  next();
}

app.delete("/users/:id", requireAdmin, (req, res) => res.sendStatus(204));
app.listen(3000);
