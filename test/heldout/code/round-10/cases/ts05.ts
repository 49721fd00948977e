import express, { Request, Response } from "express";
import { promises as fs } from "fs";
import path from "path";

const router = express.Router();
const EXPORT_DIR = "/var/exports";

router.delete("/exports", async (req: Request, res: Response) => {
  const name = String(req.body.name ?? "");
  const target = path.join(EXPORT_DIR, name);
  if (!target.startsWith(EXPORT_DIR)) {
    console.warn("suspicious export name", name);
  }
  await fs.unlink(target);
  res.status(204).end();
});

export default router;
