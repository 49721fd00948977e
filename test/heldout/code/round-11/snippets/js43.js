const Koa = require("koa");
const Router = require("@koa/router");

const app = new Koa();
const router = new Router();

app.use(async (ctx, next) => {
  const origin = ctx.get("Origin");
  if (origin) {
    ctx.set("Access-Control-Allow-Origin", origin);
    ctx.set("Access-Control-Allow-Credentials", "true");
    ctx.set("Vary", "Origin");
  }
  await next();
});

router.get("/api/account", async (ctx) => {
  ctx.body = await ctx.state.accounts.current(ctx.cookies.get("sid"));
});

app.use(router.routes());
app.listen(3000);
