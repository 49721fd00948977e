import { NextRequest, NextResponse } from "next/server";

export async function GET(req: NextRequest): Promise<NextResponse> {
  const src = req.nextUrl.searchParams.get("src");
  if (!src) {
    return NextResponse.json({ error: "src required" }, { status: 400 });
  }
  const upstream = await fetch(src, { cache: "no-store" });
  const buf = await upstream.arrayBuffer();
  return new NextResponse(buf, { headers: { "content-type": upstream.headers.get("content-type") ?? "image/png" } });
}
