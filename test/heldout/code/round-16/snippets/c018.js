const Koa = require("koa");
const Router = require("@koa/router");

const app = new Koa();
const router = new Router();

router.post("/items", async (ctx) => {
  const item = await ctx.state.db.items.create({ title: String(ctx.request.body.title || "untitled") });
  ctx.status = 303;
  ctx.redirect("/items/" + Number(item.id));
});

app.use(router.routes());
module.exports = app;
