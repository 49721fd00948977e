const express = require("express");
const app = express();

// only allow local paths: must start with "/" but not "//"
function isLocalPath(p) {
  return typeof p === "string" && p.startsWith("/") && !p.startsWith("//");
}

app.get("/after-login", (req, res) => {
  const next = req.query.next;
  const target = isLocalPath(next) ? next : "/";
  res.set("Location", target);
  res.status(302).end();
});

app.listen(3004);
