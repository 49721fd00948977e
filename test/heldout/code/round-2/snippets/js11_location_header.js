const http = require("http");
const { URL } = require("url");

http
  .createServer((req, res) => {
    const u = new URL(req.url, "http://localhost");
    if (u.pathname === "/out") {
      res.writeHead(302, { Location: u.searchParams.get("to") });
      return res.end();
    }
    res.end("ok");
  })
  .listen(8080);
