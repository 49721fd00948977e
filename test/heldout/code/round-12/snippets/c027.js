const Router = require("@koa/router");

const router = new Router();

router.post("/logout", async (ctx) => {
  const userId = ctx.session && ctx.session.userId;
  ctx.session = null;
  ctx.cookies.set("remember", null);
  if (userId) ctx.log?.info({ userId }, "logged out");
  ctx.redirect("/login?bye=1");
});

router.get("/login", async (ctx) => {
  ctx.type = "html";
  ctx.body = "<form method=post action=/session><input name=email><button>Go</button></form>";
});

module.exports = router;
