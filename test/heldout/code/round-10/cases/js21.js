const express = require("express");
const app = express();

app.get("/search", (req, res) => {
  const q = req.query.q || "";
  const page = parseInt(req.query.page, 10) || 1;
  res.send(`<!doctype html>
<html><body>
  <h2>Results for "${q}"</h2>
  <p>Page ${page}</p>
</body></html>`);
});

app.listen(3007);
