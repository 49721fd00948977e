const express = require("express");
const app = express();

app.get("/search", (req, res) => {
  res.send("<h2>Results for " + req.query.q + "</h2><p>No matches.</p>");
});

app.listen(3000);
