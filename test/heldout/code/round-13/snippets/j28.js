const express = require("express");
const app = express();

app.get("/unsubscribe", (req, res) => {
  const email = req.query.email || "";
  res.send(`<!doctype html>
<html>
  <body>
    <h1>Unsubscribed</h1>
    <p>${email} will no longer receive our newsletter.</p>
    <a href="/">Back to home</a>
  </body>
</html>`);
});

app.listen(3000);
