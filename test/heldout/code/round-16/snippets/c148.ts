import { NextRequest, NextResponse } from "next/server";
import { cookies } from "next/headers";

export async function GET(req: NextRequest) {
  const { searchParams } = new URL(req.url);
  const code = searchParams.get("code");
  const callbackUrl = searchParams.get("callbackUrl") ?? "/";
  if (!code) {
    return NextResponse.json({ error: "missing code" }, { status: 400 });
  }
  const tokenRes = await fetch("https://auth.example.com/oauth/token", {
    method: "POST",
    body: new URLSearchParams({ code, grant_type: "authorization_code" }),
  });
  const { access_token } = (await tokenRes.json()) as { access_token: string };
  cookies().set("at", access_token, { httpOnly: true, secure: true, sameSite: "lax" });
  return NextResponse.redirect(new URL(callbackUrl, req.url));
}
