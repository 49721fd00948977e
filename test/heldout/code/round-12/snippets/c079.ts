import express from "express";

const app = express();
app.use(express.json());
const ALLOWED_HOSTS = new Set(["hooks.slack.com", "discord.com"]);

app.post("/api/notify", async (req, res) => {
  let url: URL;
  try {
    url = new URL(String(req.body.webhook));
  } catch {
    return res.status(400).json({ error: "bad url" });
  }
  if (url.protocol !== "https:" || !ALLOWED_HOSTS.has(url.hostname)) {
    return res.status(400).json({ error: "host not allowed" });
  }
  const r = await fetch(url, { method: "POST", body: JSON.stringify({ text: "deploy finished" }),
    headers: { "content-type": "application/json" }, redirect: "error" });
  res.json({ status: r.status });
});

app.listen(3000);
