import express from "express";

const app = express();

app.get("/api/avatar", async (req, res) => {
  const host = req.query.cdn || "cdn.example.com";
  const id = encodeURIComponent(req.query.id || "default");
  const upstream = await fetch(`https://${host}/avatars/${id}.png`);
  res.status(upstream.status);
  res.set("Content-Type", upstream.headers.get("content-type") || "image/png");
  res.send(Buffer.from(await upstream.arrayBuffer()));
});

app.listen(3008);
