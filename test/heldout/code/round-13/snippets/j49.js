const Koa = require("koa");
const app = new Koa();

app.use(async (ctx, next) => {
  const origin = ctx.get("Origin");
  if (origin) {
    ctx.set("Access-Control-Allow-Origin", origin);
    ctx.set("Access-Control-Allow-Credentials", "true");
    ctx.set("Access-Control-Allow-Headers", "Content-Type, Authorization");
  }
  if (ctx.method === "OPTIONS") {
    ctx.status = 204;
    return;
  }
  await next();
});

app.use(async (ctx) => {
  ctx.body = { user: ctx.state.user || null, credits: 42 };
});

app.listen(4000);
