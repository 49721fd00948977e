import type { Request, Response, NextFunction } from "express";
import { jwtDecode } from "jwt-decode";

interface Claims {
  sub: string;
  role: "user" | "admin";
  exp: number;
}

export function requireAdmin(req: Request, res: Response, next: NextFunction) {
  const token = req.cookies?.access_token as string | undefined;
  if (!token) return res.status(401).end();
  const claims = jwtDecode<Claims>(token);
  if (claims.exp * 1000 < Date.now()) return res.status(401).end();
  if (claims.role !== "admin") return res.status(403).end();
  (req as any).userId = claims.sub;
  next();
}
