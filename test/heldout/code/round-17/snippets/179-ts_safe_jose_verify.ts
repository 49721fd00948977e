import { createRemoteJWKSet, jwtVerify } from "jose";
import type { Request, Response, NextFunction } from "express";

const JWKS = createRemoteJWKSet(new URL("https://auth.example.com/.well-known/jwks.json"));

export async function authenticate(req: Request, res: Response, next: NextFunction) {
  const token = req.header("authorization")?.split(" ")[1];
  if (!token) return res.status(401).end();
  try {
    const { payload } = await jwtVerify(token, JWKS, { issuer: "https://auth.example.com", audience: "api" });
    (req as any).userId = payload.sub;
    next();
  } catch {
    res.status(401).end();
  }
}
