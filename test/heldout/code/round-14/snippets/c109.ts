import { NextRequest, NextResponse } from "next/server";
import { decodeJwt } from "jose";

export function middleware(req: NextRequest) {
  const token = req.cookies.get("session")?.value;
  if (!token) {
    return NextResponse.redirect(new URL("/login", req.url));
  }
  const claims = decodeJwt(token);
  if (req.nextUrl.pathname.startsWith("/admin") && claims.role !== "admin") {
    return NextResponse.redirect(new URL("/403", req.url));
  }
  const res = NextResponse.next();
  res.headers.set("x-user-id", String(claims.sub));
  return res;
}

export const config = { matcher: ["/admin/:path*", "/account/:path*"] };
