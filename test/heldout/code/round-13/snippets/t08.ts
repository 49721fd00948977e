import { NextRequest, NextResponse } from "next/server";
import { readFile } from "node:fs/promises";
import path from "node:path";

const CONTENT_DIR = path.resolve(process.cwd(), "content", "posts");

export async function GET(req: NextRequest) {
  const slug = req.nextUrl.searchParams.get("slug") ?? "index";
  const file = path.resolve(CONTENT_DIR, `${slug}.md`);
  if (!file.startsWith(CONTENT_DIR + path.sep)) {
    return NextResponse.json({ error: "bad slug" }, { status: 400 });
  }
  try {
    const md = await readFile(file, "utf8");
    return new NextResponse(md, { headers: { "content-type": "text/markdown; charset=utf-8" } });
  } catch {
    return NextResponse.json({ error: "not found" }, { status: 404 });
  }
}
