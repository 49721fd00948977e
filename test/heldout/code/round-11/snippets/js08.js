const Koa = require("koa");
const Router = require("@koa/router");
const { createSession } = require("./sessions");

const app = new Koa();
const router = new Router();

router.get("/auth/callback", async (ctx) => {
  const session = await createSession(ctx.query.code);
  ctx.cookies.set("sid", session.id, { httpOnly: true, sameSite: "lax" });
  ctx.redirect(ctx.query.returnTo || "/");
});

app.use(router.routes());
app.listen(3000);
