import type { NextApiRequest, NextApiResponse } from "next";

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const src = req.query.src;
  if (typeof src !== "string" || !/^https?:\/\//.test(src)) {
    res.status(400).json({ error: "src must be an http(s) URL" });
    return;
  }
  const upstream = await fetch(src, { headers: { "user-agent": "img-proxy/1.0" } });
  const type = upstream.headers.get("content-type") ?? "application/octet-stream";
  res.setHeader("content-type", type);
  res.setHeader("cache-control", "public, max-age=86400");
  res.send(Buffer.from(await upstream.arrayBuffer()));
}
