import { NextRequest, NextResponse } from "next/server";

export async function POST(req: NextRequest) {
  const form = await req.formData();
  const q = String(form.get("q") ?? "").trim();
  if (!q) {
    return NextResponse.redirect(new URL("/search", req.url), 303);
  }
  return NextResponse.redirect(new URL(`/search?q=${encodeURIComponent(q)}`, req.url), 303);
}
