const Koa = require("koa");
const Router = require("@koa/router");

const app = new Koa();
const router = new Router();
const RETURN_PATHS = new Set(["/", "/dashboard", "/settings"]);

router.get("/logout", (ctx) => {
  ctx.cookies.set("sid", null);
  const requested = ctx.query.returnTo;
  const target = RETURN_PATHS.has(requested) ? requested : "/";
  ctx.redirect(target);
});

app.use(router.routes());
app.listen(3000);
