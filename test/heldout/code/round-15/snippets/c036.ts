import { decodeJwt } from "jose";
import { cookies } from "next/headers";
import { NextResponse } from "next/server";
import { db } from "@/lib/db";

export async function DELETE(_req: Request, { params }: { params: { id: string } }) {
  const token = cookies().get("session")?.value;
  if (!token) return NextResponse.json({ error: "unauthenticated" }, { status: 401 });

  const claims = decodeJwt(token) as { sub?: string; role?: string };
  if (claims.role !== "admin") {
    return NextResponse.json({ error: "forbidden" }, { status: 403 });
  }

  await db.project.delete({ where: { id: params.id } });
  return NextResponse.json({ deleted: params.id, by: claims.sub });
}
