const express = require("express");
const app = express();

app.get("/search", async (req, res) => {
  const q = req.query.q || "";
  const results = await req.app.locals.search(q);
  res.send(`
    <html><body>
      <h1>Results for ${q}</h1>
      <ul>${results.map((r) => `<li>${r.title.replace(/</g, "&lt;")}</li>`).join("")}</ul>
    </body></html>
  `);
});

app.listen(3000);
