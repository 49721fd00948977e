import type { NextApiRequest, NextApiResponse } from "next";

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const src = req.query.src;
  if (typeof src !== "string" || !/^https?:\/\//.test(src)) {
    res.status(400).json({ error: "src must be an http(s) URL" });
    return;
  }
  const upstream = await fetch(src, { headers: { "User-Agent": "img-proxy/1.0" } });
  if (!upstream.ok) {
    res.status(502).end();
    return;
  }
  res.setHeader("Content-Type", upstream.headers.get("content-type") ?? "application/octet-stream");
  res.setHeader("Cache-Control", "public, max-age=86400");
  res.send(Buffer.from(await upstream.arrayBuffer()));
}
