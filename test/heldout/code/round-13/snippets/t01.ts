import { NextRequest, NextResponse } from "next/server";
import { getSession } from "@/lib/session";

export async function GET(req: NextRequest) {
  const session = await getSession(req);
  const callbackUrl = req.nextUrl.searchParams.get("callbackUrl") ?? "/";
  if (!session) {
    const login = new URL("/login", req.url);
    login.searchParams.set("callbackUrl", callbackUrl);
    return NextResponse.redirect(login);
  }
  return NextResponse.redirect(new URL(callbackUrl, req.url));
}
