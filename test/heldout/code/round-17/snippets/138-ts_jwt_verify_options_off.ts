import { decodeJwt } from "jose";
import type { Request, Response, NextFunction } from "express";

export function authenticate(req: Request, res: Response, next: NextFunction) {
  const token = req.header("authorization")?.split(" ")[1];
  if (!token) return res.status(401).end();
  const payload = decodeJwt(token);
  if (typeof payload.sub !== "string") return res.status(401).end();
  (req as any).userId = payload.sub;
  (req as any).isAdmin = payload.admin === true;
  next();
}
