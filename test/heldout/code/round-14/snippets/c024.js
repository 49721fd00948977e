const Koa = require("koa");
const Router = require("@koa/router");
const session = require("koa-session");

const app = new Koa();
const router = new Router();
app.keys = [process.env.SESSION_KEY];
app.use(session(app));

router.get("/logout", (ctx) => {
  ctx.session = null;
  const returnTo = ctx.query.returnTo || "/";
  ctx.redirect(returnTo);
});

app.use(router.routes());
app.listen(3000);
