const Koa = require("koa");
const Router = require("@koa/router");
const bodyParser = require("koa-bodyparser");

const app = new Koa();
const router = new Router();
const SAFE_NEXT = new Set(["/home", "/billing", "/settings", "/projects"]);

router.post("/login", async (ctx) => {
  const { email, password } = ctx.request.body;
  const user = await ctx.state.users.verify(String(email), String(password));
  if (!user) {
    ctx.status = 401;
    return;
  }
  ctx.session.userId = user.id;
  const next = String(ctx.query.next || "");
  ctx.redirect(SAFE_NEXT.has(next) ? next : "/home");
});

app.use(bodyParser());
app.use(router.routes());
app.listen(3000);
