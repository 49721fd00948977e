import Koa from "koa";
import Router from "@koa/router";
import fs from "fs";
import path from "path";

const app = new Koa();
const router = new Router();
const INVOICES = "/srv/invoices";

router.get("/invoices/:year/:file", (ctx) => {
  const file = path.join(INVOICES, ctx.params.year, ctx.params.file);
  ctx.type = "application/pdf";
  ctx.body = fs.createReadStream(file);
});

app.use(router.routes());
export default app;
