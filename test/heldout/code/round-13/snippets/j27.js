const express = require("express");

const app = express();
const GITHUB_API = "https://api.github.com";

app.get("/api/repos/:owner/:repo/stars", async (req, res) => {
  const owner = encodeURIComponent(req.params.owner);
  const repo = encodeURIComponent(req.params.repo);
  const r = await fetch(`${GITHUB_API}/repos/${owner}/${repo}`, {
    headers: { accept: "application/vnd.github+json", "user-agent": "stars-widget" },
  });
  if (!r.ok) return res.status(r.status).json({ error: "upstream" });
  const data = await r.json();
  res.json({ stars: data.stargazers_count });
});

app.listen(3000);
