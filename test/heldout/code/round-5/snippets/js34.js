const express = require("express");
const app = express();

const ALLOWED_RETURN_PATHS = new Set(["/", "/dashboard", "/settings", "/billing"]);

app.get("/auth/done", (req, res) => {
  const requested = String(req.query.return || "/");
  const destination = ALLOWED_RETURN_PATHS.has(requested) ? requested : "/";
  res.redirect(destination);
});

app.post("/orders/:id/cancel", (req, res) => {
  res.redirect(303, "/orders/" + encodeURIComponent(req.params.id));
});

app.listen(3023);
