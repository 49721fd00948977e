import { NextRequest, NextResponse } from "next/server";
import { cookies } from "next/headers";

export async function GET(req: NextRequest) {
  const code = req.nextUrl.searchParams.get("code");
  const to = req.nextUrl.searchParams.get("to") ?? "/";
  if (!code) {
    return NextResponse.json({ error: "missing code" }, { status: 400 });
  }
  const r = await fetch("https://auth.example.com/token", { method: "POST", body: new URLSearchParams({ code }) });
  const { access_token } = await r.json();
  cookies().set("at", access_token, { httpOnly: true, secure: true });
  return NextResponse.redirect(new URL(to, req.url));
}
