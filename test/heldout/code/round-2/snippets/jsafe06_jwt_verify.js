const jwt = require("jsonwebtoken");
const express = require("express");
const app = express();

function requireAdmin(req, res, next) {
  const token = (req.headers.authorization || "").replace(/^Bearer /, "");
  try {
    const claims = jwt.verify(token, process.env.JWT_SECRET, { algorithms: ["HS256"] });
    if (claims.role !== "admin") return res.sendStatus(403);
    req.user = claims.sub;
    next();
  } catch (e) {
    res.sendStatus(401);
  }
}

app.delete("/users/:id", requireAdmin, (req, res) => res.sendStatus(204));
app.listen(3000);
