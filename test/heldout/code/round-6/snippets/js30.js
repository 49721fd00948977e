const jwt = require("jsonwebtoken");

const PUBLIC_KEY = process.env.AUTH_PUBLIC_KEY;

function requireAuth(req, res, next) {
  const header = req.headers.authorization || "";
  const [scheme, token] = header.split(" ");
  if (scheme !== "Bearer" || !token) return res.sendStatus(401);
  jwt.verify(token, PUBLIC_KEY, { algorithms: ["RS256"], issuer: "https://auth.example.com" }, (err, claims) => {
    if (err) return res.sendStatus(401);
    req.user = { id: claims.sub, roles: claims.roles || [] };
    next();
  });
}

module.exports = requireAuth;
