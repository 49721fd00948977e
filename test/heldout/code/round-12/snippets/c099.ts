import { cookies } from "next/headers";
import { NextRequest, NextResponse } from "next/server";

// GET /api/banner/dismiss?to=/pricing
export async function GET(req: NextRequest) {
  const to = req.nextUrl.searchParams.get("to") ?? "/";
  const jar = await cookies();
  const visits = Number(jar.get("visits")?.value ?? "0");
  const res = NextResponse.redirect(new URL(to, req.url));
  res.cookies.set("visits", String(visits + 1), { path: "/" });
  res.cookies.set("seen_banner", "1", { maxAge: 60 * 60 * 24 * 30, path: "/" });
  return res;
}
