const Koa = require("koa");
const Router = require("@koa/router");
const bodyParser = require("koa-bodyparser");

const app = new Koa();
const router = new Router();

router.post("/login", async (ctx) => {
  const { email, password } = ctx.request.body;
  const user = await ctx.state.users.verify(String(email), String(password));
  if (!user) {
    ctx.status = 401;
    ctx.body = { error: "invalid credentials" };
    return;
  }
  ctx.session.userId = user.id;
  ctx.redirect(ctx.query.next || "/home");
});

app.use(bodyParser());
app.use(router.routes());
app.listen(3000);
