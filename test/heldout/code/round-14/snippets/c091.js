const Koa = require("koa");
const app = new Koa();

const ROWS = [
  { region: "EU", revenue: 120 },
  { region: "US", revenue: 340 },
];

app.use(async (ctx) => {
  if (ctx.path !== "/report") return;
  const cond = ctx.query.filter || "true";
  const predicate = new Function("row", `with (row) { return (${cond}); }`);
  ctx.body = ROWS.filter((r) => predicate(r));
});

app.listen(3000);
