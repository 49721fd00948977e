import { NextRequest, NextResponse } from "next/server";
import { readFile } from "node:fs/promises";
import path from "node:path";

const CONTENT_DIR = path.join(process.cwd(), "content", "posts");

export async function GET(req: NextRequest) {
  const slug = req.nextUrl.searchParams.get("slug") ?? "index";
  try {
    const md = await readFile(path.join(CONTENT_DIR, `${slug}.md`), "utf8");
    return new NextResponse(md, { headers: { "content-type": "text/markdown; charset=utf-8" } });
  } catch {
    return NextResponse.json({ error: "not found" }, { status: 404 });
  }
}
