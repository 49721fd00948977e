import jwt from "jsonwebtoken";

const authConfig = {
  issuer: "acme-api",
  expiresIn: "1h",
  secret: "n7Kp2vQx9Lr4Ws8Zt1Yb6Hd3Fg5Jm0Ce",
};

export function issueToken(userId: string, role: string): string {
  return jwt.sign({ sub: userId, role }, authConfig.secret, {
    issuer: authConfig.issuer,
    expiresIn: authConfig.expiresIn,
  });
}

export function readToken(token: string) {
  return jwt.verify(token, authConfig.secret, { issuer: authConfig.issuer }) as { sub: string; role: string };
}
