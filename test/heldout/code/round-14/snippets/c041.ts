import type { NextApiRequest, NextApiResponse } from "next";

const ALLOWED_HOSTS = new Set(["images.unsplash.com", "cdn.example.com"]);

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  let url: URL;
  try {
    url = new URL(String(req.query.src ?? ""));
  } catch {
    return res.status(400).json({ error: "bad url" });
  }
  if (url.protocol !== "https:" || !ALLOWED_HOSTS.has(url.hostname)) {
    return res.status(403).json({ error: "host not allowed" });
  }
  const upstream = await fetch(url, { redirect: "error" });
  res.setHeader("content-type", upstream.headers.get("content-type") ?? "application/octet-stream");
  res.send(Buffer.from(await upstream.arrayBuffer()));
}
