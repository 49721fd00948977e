import { NextRequest, NextResponse } from "next/server";

const DESTINATIONS: Record<string, string> = {
  billing: "/settings/billing",
  team: "/settings/team",
  home: "/",
};

export async function GET(req: NextRequest) {
  const key = req.nextUrl.searchParams.get("to") ?? "home";
  const path = Object.prototype.hasOwnProperty.call(DESTINATIONS, key) ? DESTINATIONS[key] : "/";
  return NextResponse.redirect(new URL(path, req.url));
}
