import { NextResponse } from "next/server";
import type { NextRequest } from "next/server";

export function middleware(req: NextRequest) {
  const session = req.cookies.get("sid")?.value;
  const callback = req.nextUrl.searchParams.get("callback") ?? "/";

  if (req.nextUrl.pathname === "/login" && session) {
    return NextResponse.redirect(new URL(callback, req.url));
  }
  return NextResponse.next();
}

export const config = { matcher: ["/login"] };
