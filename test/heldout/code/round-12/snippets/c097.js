const Koa = require("koa");
const fs = require("fs");

const app = new Koa();
const LOG_DIR = "/var/log/jobs";

app.use(async (ctx) => {
  if (ctx.path !== "/logs") return;
  const name = ctx.query.name;
  ctx.type = "text/plain";
  ctx.body = fs.createReadStream(`${LOG_DIR}/${name}.log`);
});

app.listen(4000);
