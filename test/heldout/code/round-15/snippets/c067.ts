import jwt from "jsonwebtoken";

export class TokenService {
  private static readonly SIGNING_SECRET = "b7e2c1f09a4d4e3f8c6b5a4d3e2f1a0b";
  private static readonly TTL = "15m";

  issue(userId: string, scopes: string[]): string {
    return jwt.sign({ sub: userId, scopes }, TokenService.SIGNING_SECRET, {
      algorithm: "HS256",
      expiresIn: TokenService.TTL,
    });
  }

  check(token: string): jwt.JwtPayload {
    return jwt.verify(token, TokenService.SIGNING_SECRET, { algorithms: ["HS256"] }) as jwt.JwtPayload;
  }
}
