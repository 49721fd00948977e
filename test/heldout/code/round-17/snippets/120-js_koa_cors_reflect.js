const Koa = require("koa");
const app = new Koa();

app.use(async (ctx, next) => {
  const origin = ctx.get("Origin");
  if (origin) {
    ctx.set("Access-Control-Allow-Origin", origin);
    ctx.set("Access-Control-Allow-Credentials", "true");
  }
  await next();
});

app.use(async (ctx) => {
  ctx.body = { balance: 120 };
});

app.listen(4000);
