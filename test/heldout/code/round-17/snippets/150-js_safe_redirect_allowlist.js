const express = require("express");
const app = express();

const RETURN_PATHS = new Set(["/", "/account", "/orders", "/help"]);

app.get("/done", (req, res) => {
  const dest = RETURN_PATHS.has(req.query.next) ? req.query.next : "/";
  res.redirect(dest);
});

app.listen(3000);
