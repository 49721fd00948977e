const express = require("express");
const app = express();

const GITHUB_API = "https://api.github.com";

app.get("/api/gh-user", async (req, res) => {
  const username = String(req.query.u || "");
  if (!/^[A-Za-z0-9-]{1,39}$/.test(username)) return res.status(400).json({ error: "bad username" });
  const r = await fetch(`${GITHUB_API}/users/${encodeURIComponent(username)}`, {
    headers: { Accept: "application/vnd.github+json", "User-Agent": "profile-card" },
  });
  if (!r.ok) return res.status(r.status).end();
  const { login, name, public_repos } = await r.json();
  res.json({ login, name, public_repos });
});

app.listen(3025);
