import { NextRequest, NextResponse } from "next/server";

export function GET(req: NextRequest) {
  const to = req.nextUrl.searchParams.get("to") ?? "/";
  const target = new URL(to, req.url);
  const res = NextResponse.redirect(target);
  res.cookies.set("visited", "1");
  return res;
}
