const jwt = require("jsonwebtoken");

const SECRET = process.env.JWT_SECRET;

module.exports = function requireUser(req, res, next) {
  const auth = req.get("authorization") || "";
  const [scheme, token] = auth.split(" ");
  if (scheme !== "Bearer" || !token) return res.sendStatus(401);
  try {
    const claims = jwt.verify(token, SECRET, { algorithms: ["HS256"], issuer: "acme-auth" });
    req.userId = claims.sub;
    return next();
  } catch (err) {
    return res.sendStatus(401);
  }
};
