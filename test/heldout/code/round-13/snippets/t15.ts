import { createHmac, timingSafeEqual } from "node:crypto";
import type { Request, Response } from "express";

const WEBHOOK_SIGNING = "whsec_4f1b9c77e2a04d0b8c3e5a1f";

export function verifyWebhook(req: Request, res: Response): boolean {
  const sig = String(req.headers["x-signature"] ?? "");
  const body = JSON.stringify(req.body);
  const expected = createHmac("sha256", WEBHOOK_SIGNING).update(body).digest("hex");
  const ok = sig.length === expected.length && timingSafeEqual(Buffer.from(sig), Buffer.from(expected));
  if (!ok) res.status(401).json({ error: "bad signature" });
  return ok;
}
