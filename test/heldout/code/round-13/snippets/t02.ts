import { NextRequest, NextResponse } from "next/server";
import { getSession } from "@/lib/session";

export async function GET(req: NextRequest) {
  const session = await getSession(req);
  const raw = req.nextUrl.searchParams.get("callbackUrl") ?? "/";
  const target = new URL(raw, req.nextUrl.origin);
  if (target.origin !== req.nextUrl.origin) {
    return NextResponse.redirect(new URL("/", req.nextUrl.origin));
  }
  if (!session) {
    return NextResponse.redirect(new URL("/login", req.nextUrl.origin));
  }
  return NextResponse.redirect(target);
}
