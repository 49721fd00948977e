const express = require("express");
const app = express();

app.get("/welcome", (req, res) => {
  const name = req.query.name || "visitor";
  const page = `<!doctype html>
<html><body>
  <h1>Welcome, ${name}!</h1>
  <p>Your dashboard is loading…</p>
</body></html>`;
  res.send(page);
});

app.listen(3000);
