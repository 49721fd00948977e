import { NextRequest, NextResponse } from "next/server";

export function GET(req: NextRequest) {
  const to = req.nextUrl.searchParams.get("to") ?? "/";
  const target = new URL(to, req.nextUrl.origin);
  if (target.origin !== req.nextUrl.origin) {
    return NextResponse.redirect(new URL("/", req.nextUrl.origin));
  }
  return NextResponse.redirect(target);
}
