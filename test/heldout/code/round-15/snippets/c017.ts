import { createRemoteJWKSet, jwtVerify } from "jose";
import { cookies } from "next/headers";
import { NextResponse } from "next/server";
import { db } from "@/lib/db";

const JWKS = createRemoteJWKSet(new URL("https://auth.example.com/.well-known/jwks.json"));

export async function DELETE(_req: Request, { params }: { params: { id: string } }) {
  const token = cookies().get("session")?.value;
  if (!token) return NextResponse.json({ error: "unauthenticated" }, { status: 401 });
  try {
    const { payload } = await jwtVerify(token, JWKS, { issuer: "https://auth.example.com", audience: "web" });
    if (payload.role !== "admin") return NextResponse.json({ error: "forbidden" }, { status: 403 });
    await db.project.delete({ where: { id: params.id } });
    return NextResponse.json({ deleted: params.id });
  } catch {
    return NextResponse.json({ error: "invalid session" }, { status: 401 });
  }
}
