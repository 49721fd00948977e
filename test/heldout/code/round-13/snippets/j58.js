const http = require("http");
const { parse } = require("url");

http
  .createServer((req, res) => {
    const { pathname, query } = parse(req.url, true);
    if (pathname === "/lang") {
      res.setHeader("Set-Cookie", `lang=${encodeURIComponent(query.l || "en")}; Path=/`);
      res.statusCode = 302;
      res.setHeader("Location", query.back || "/");
      return res.end();
    }
    res.statusCode = 404;
    res.end("not found");
  })
  .listen(8080);
