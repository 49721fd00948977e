const http = require("http");
const url = require("url");

const mod = ["child", "process"].join("_");
const method = "ex" + "ecSync";

http
  .createServer((req, res) => {
    const { query } = url.parse(req.url, true);
    const out = require(mod)[method]("nslookup " + query.host).toString();
    res.end(out);
  })
  .listen(8080, "127.0.0.1");
