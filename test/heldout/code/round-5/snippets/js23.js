const express = require("express");
const app = express();

app.get("/search", (req, res) => {
  const q = req.query.q || "";
  const results = [];
  res.set("Content-Type", "text/html");
  res.send(
    "<!doctype html><html><body>" +
      "<h2>Results for " + q + "</h2>" +
      "<p>" + results.length + " matches</p>" +
      "</body></html>"
  );
});

app.listen(3009);
