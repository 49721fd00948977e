const Koa = require("koa");
const Router = require("@koa/router");

const app = new Koa();
const router = new Router();
const CITIES = ["Amsterdam", "Berlin", "Bern", "Boston", "Barcelona"];

router.get("/cities", (ctx) => {
  const pattern = ctx.query.match || "";
  const rx = new RegExp(pattern, "i");
  ctx.body = CITIES.filter((c) => rx.test(c));
});

app.use(router.routes());
app.listen(3000);
