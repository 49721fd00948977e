const express = require("express");
const app = express();

app.get("/welcome", (req, res) => {
  const name = req.query.name || "friend";
  res.send(`<!doctype html>
<html>
  <body>
    <h1>Welcome back, ${name}!</h1>
    <a href="/logout">Log out</a>
  </body>
</html>`);
});

app.listen(3000);
