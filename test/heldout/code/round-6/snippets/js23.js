const express = require("express");
const app = express();

app.get("/widgets/:name", (req, res) => {
  const widget = require("./widgets/" + req.params.name);
  res.json(widget.render(req.query));
});

app.listen(3006);
