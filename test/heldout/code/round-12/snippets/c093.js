const express = require("express");
const { execFile } = require("child_process");

const app = express();

app.get("/api/whois", (req, res) => {
  const domain = String(req.query.domain || "");
  if (!/^[a-z0-9.-]{1,253}$/i.test(domain)) {
    return res.status(400).json({ error: "bad domain" });
  }
  execFile("whois", [domain], { timeout: 10000 }, (err, stdout) => {
    if (err) return res.status(502).json({ error: "lookup failed" });
    res.type("text/plain").send(stdout);
  });
});

app.listen(3000);
