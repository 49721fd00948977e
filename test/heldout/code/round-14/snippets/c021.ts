import { PrismaClient } from "@prisma/client";
import type { Request, Response } from "express";

const prisma = new PrismaClient();

export async function searchPosts(req: Request, res: Response) {
  const q = `%${String(req.query.q ?? "")}%`;
  const limit = Math.min(Number(req.query.limit ?? 20), 100);
  const posts = await prisma.$queryRaw`
    SELECT id, title FROM "Post" WHERE title ILIKE ${q} ORDER BY "createdAt" DESC LIMIT ${limit}`;
  res.json(posts);
}
