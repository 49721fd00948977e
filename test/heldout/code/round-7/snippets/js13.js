import { decodeJwt } from "jose";
import { NextResponse } from "next/server";

export function middleware(request) {
  const token = request.cookies.get("session")?.value;
  if (!token) {
    return NextResponse.redirect(new URL("/login", request.url));
  }
  const claims = decodeJwt(token);
  if (request.nextUrl.pathname.startsWith("/admin") && claims.role !== "admin") {
    return NextResponse.redirect(new URL("/", request.url));
  }
  return NextResponse.next();
}

export const config = { matcher: ["/admin/:path*", "/account/:path*"] };
