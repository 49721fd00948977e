import express, { Request, Response } from "express";
import { PrismaClient } from "@prisma/client";

const prisma = new PrismaClient();
const app = express();

app.get("/orders", async (req: Request, res: Response) => {
  const status = String(req.query.status ?? "open");
  const rows = await prisma.$queryRawUnsafe(
    "SELECT id, total FROM orders WHERE status = '" + status + "' ORDER BY id DESC"
  );
  res.json(rows);
});

export default app;
