import { NextRequest } from "next/server";

const CDN_ORIGIN = "https://images.example-cdn.com";

export async function GET(req: NextRequest) {
  const id = req.nextUrl.searchParams.get("id") ?? "";
  if (!/^[a-f0-9]{32}$/.test(id)) return new Response("bad id", { status: 400 });
  const upstream = await fetch(`${CDN_ORIGIN}/originals/${encodeURIComponent(id)}.webp`);
  if (!upstream.ok) return new Response("upstream error", { status: 502 });
  return new Response(upstream.body, {
    headers: { "content-type": "image/webp", "cache-control": "public, max-age=86400" },
  });
}
