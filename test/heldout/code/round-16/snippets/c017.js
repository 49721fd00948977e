const Koa = require("koa");
const Router = require("@koa/router");

const app = new Koa();
const router = new Router();
const RETURN_PATHS = new Set(["/home", "/orders", "/settings"]);

router.get("/after-login", (ctx) => {
  const target = RETURN_PATHS.has(ctx.query.returnTo) ? ctx.query.returnTo : "/home";
  ctx.redirect(target);
});

app.use(router.routes());
module.exports = app;
