import jwt from "jsonwebtoken";

const authConfig = {
  issuer: "acme-api",
  expiresIn: "1h",
  secret: process.env.JWT_SECRET ?? "",
};

if (!authConfig.secret) {
  throw new Error("JWT_SECRET is not set");
}

export function issueToken(userId: string, role: string): string {
  return jwt.sign({ sub: userId, role }, authConfig.secret, { issuer: authConfig.issuer, expiresIn: authConfig.expiresIn });
}

export function readToken(token: string) {
  return jwt.verify(token, authConfig.secret, { issuer: authConfig.issuer, algorithms: ["HS256"] }) as { sub: string };
}
