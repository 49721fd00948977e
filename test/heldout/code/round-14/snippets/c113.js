const express = require("express");
const { execFile } = require("child_process");

const app = express();
const DOMAIN_RE = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/i;

app.get("/tools/whois", (req, res) => {
  const domain = String(req.query.domain || "");
  if (!DOMAIN_RE.test(domain)) return res.status(400).json({ error: "invalid domain" });
  execFile("whois", [domain], { timeout: 10000 }, (err, stdout) => {
    if (err) return res.status(502).json({ error: "lookup failed" });
    res.json({ domain, raw: stdout.slice(0, 4000) });
  });
});

app.listen(8080);
