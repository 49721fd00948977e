const express = require("express");
const app = express();

app.get("/render/:format", (req, res) => {
  const renderer = require("./renderers/" + req.params.format);
  const data = { title: req.query.title || "Report", rows: [] };
  res.type(renderer.contentType).send(renderer.render(data));
});

app.listen(3002);
