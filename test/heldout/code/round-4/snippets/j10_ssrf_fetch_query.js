import express from "express";

const app = express();

app.get("/preview", async (req, res) => {
  const target = req.query.url;
  if (!target) return res.status(400).json({ error: "url required" });
  const r = await fetch(target, { redirect: "follow" });
  const html = await r.text();
  const title = (html.match(/<title>([^<]*)<\/title>/i) || [])[1] || "";
  res.json({ title: title.trim() });
});

export default app;
