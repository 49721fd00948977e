const Router = require("@koa/router");
const { verifyCredentials } = require("./auth");

const router = new Router();

router.post("/login", async (ctx) => {
  const { email, password } = ctx.request.body;
  const user = await verifyCredentials(email, password);
  if (!user) {
    ctx.status = 401;
    ctx.body = { error: "invalid credentials" };
    return;
  }
  ctx.session.userId = user.id;
  ctx.redirect(ctx.query.returnTo || "/");
});

module.exports = router;
