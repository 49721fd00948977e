const express = require("express");
const app = express();

app.get("/search", (req, res) => {
  const q = req.query.q || "";
  const html = `<!doctype html>
<html><body>
  <h2>Results for ${q}</h2>
  <div id="results"></div>
</body></html>`;
  res.send(html);
});

app.listen(3005);
