const express = require("express");
const app = express();

const API = "https://api.github.com";

app.get("/gh/:user", async (req, res) => {
  const r = await fetch(`${API}/users/${encodeURIComponent(req.params.user)}`, {
    headers: { accept: "application/vnd.github+json" },
  });
  const data = await r.json();
  res.json({ login: data.login, repos: data.public_repos });
});

app.listen(3000);
