const express = require("express");
const escapeHtml = require("escape-html");
const app = express();

app.get("/search", async (req, res) => {
  const q = String(req.query.q || "");
  const results = await req.app.locals.search(q);
  const items = results.map((r) => `<li>${escapeHtml(r.title)}</li>`).join("");
  res.send(`
    <html><body>
      <h1>Results for ${escapeHtml(q)}</h1>
      <ul>${items}</ul>
    </body></html>
  `);
});

app.listen(3000);
