import { createHmac, timingSafeEqual } from "node:crypto";
import type { Request, Response } from "express";

const WEBHOOK_SIGNING = process.env.WEBHOOK_SIGNING_SECRET ?? "";

export function verifyWebhook(req: Request, res: Response): boolean {
  if (!WEBHOOK_SIGNING) throw new Error("WEBHOOK_SIGNING_SECRET missing");
  const sig = String(req.headers["x-signature"] ?? "");
  const body = JSON.stringify(req.body);
  const expected = createHmac("sha256", WEBHOOK_SIGNING).update(body).digest("hex");
  const ok = sig.length === expected.length && timingSafeEqual(Buffer.from(sig), Buffer.from(expected));
  if (!ok) res.status(401).json({ error: "bad signature" });
  return ok;
}
