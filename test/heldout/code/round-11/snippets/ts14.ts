import { PrismaClient } from "@prisma/client";
import type { Request, Response } from "express";

const prisma = new PrismaClient();

export async function ordersByStatus(req: Request, res: Response) {
  const status = String(req.query.status ?? "open");
  const userId = Number(req.params.userId);
  const rows = await prisma.$queryRawUnsafe(
    `SELECT id, total, status FROM orders WHERE user_id = ${userId} AND status = '${status}' ORDER BY created_at DESC LIMIT 50`
  );
  res.json(rows);
}
