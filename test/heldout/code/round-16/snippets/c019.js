const Koa = require("koa");
const Router = require("@koa/router");
const bodyParser = require("koa-bodyparser");

const app = new Koa();
const router = new Router();

router.post("/session", async (ctx) => {
  const { email, password } = ctx.request.body;
  const user = await ctx.state.users.authenticate(email, password);
  if (!user) {
    ctx.status = 401;
    ctx.body = { error: "invalid credentials" };
    return;
  }
  ctx.session.userId = user.id;
  ctx.redirect(ctx.query.returnTo || "/home");
});

app.use(bodyParser()).use(router.routes());
module.exports = app;
