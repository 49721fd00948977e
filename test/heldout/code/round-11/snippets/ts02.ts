import { NextRequest, NextResponse } from "next/server";
import { cookies } from "next/headers";

// GET /api/dismiss-banner?to=/pricing : remember the dismissal, then go back
export async function GET(request: NextRequest) {
  const to = request.nextUrl.searchParams.get("to") ?? "/";
  if (to.length > 2048) {
    return new NextResponse("target too long", { status: 400 });
  }
  const store = cookies();
  store.set("seen_banner", "1", { path: "/", maxAge: 60 * 60 * 24 * 30 });
  return NextResponse.redirect(new URL(to, request.url));
}
