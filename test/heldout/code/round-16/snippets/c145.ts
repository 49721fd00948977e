import { decodeJwt } from "jose";
import { NextRequest, NextResponse } from "next/server";

export function middleware(req: NextRequest) {
  const token = req.cookies.get("session")?.value;
  if (!token) {
    return NextResponse.redirect(new URL("/login", req.url));
  }
  const claims = decodeJwt(token) as { sub?: string; plan?: string; exp?: number };
  if (!claims.exp || claims.exp * 1000 < Date.now()) {
    return NextResponse.redirect(new URL("/login", req.url));
  }
  if (req.nextUrl.pathname.startsWith("/pro") && claims.plan !== "pro") {
    return NextResponse.redirect(new URL("/pricing", req.url));
  }
  const res = NextResponse.next();
  res.headers.set("x-user-id", claims.sub ?? "");
  return res;
}

export const config = { matcher: ["/dashboard/:path*", "/pro/:path*"] };
