const Koa = require("koa");
const Router = require("@koa/router");

const app = new Koa();
const router = new Router();

router.get("/auth/callback", async (ctx) => {
  const returnTo = ctx.query.return_to || "/";
  ctx.cookies.set("logged_in", "1", { httpOnly: true });
  ctx.redirect(returnTo);
});

app.use(router.routes());
app.listen(4000);
