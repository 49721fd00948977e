import { NextRequest, NextResponse } from "next/server";

export function GET(request: NextRequest) {
  const callbackUrl = request.nextUrl.searchParams.get("callbackUrl") ?? "/";
  const response = NextResponse.redirect(new URL(callbackUrl, request.url));
  response.cookies.set("signed_in", "1", { httpOnly: true, sameSite: "lax" });
  return response;
}
