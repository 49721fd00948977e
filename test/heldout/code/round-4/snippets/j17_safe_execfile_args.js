const { execFile } = require("child_process");
const express = require("express");

const router = express.Router();

router.get("/whois", (req, res) => {
  const domain = String(req.query.domain || "");
  if (!/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(domain)) return res.status(400).end();
  execFile("whois", [domain], { timeout: 5000 }, (err, stdout) => {
    if (err) return res.status(502).json({ error: "lookup failed" });
    res.type("text/plain").send(stdout);
  });
});

module.exports = router;
