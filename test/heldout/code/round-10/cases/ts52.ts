import { NextRequest, NextResponse } from "next/server";

const SAFE_PATHS = ["/dashboard", "/account", "/projects"];

export function GET(request: NextRequest) {
  const wanted = request.nextUrl.searchParams.get("callbackUrl") ?? "/dashboard";
  const path = SAFE_PATHS.includes(wanted) ? wanted : "/dashboard";
  const response = NextResponse.redirect(new URL(path, request.url));
  response.cookies.set("signed_in", "1", { httpOnly: true, sameSite: "lax" });
  return response;
}
