const http = require("http");
const { URL } = require("url");

http
  .createServer((req, res) => {
    const url = new URL(req.url, "http://localhost");
    if (url.pathname === "/out") {
      const target = url.searchParams.get("to") || "/";
      res.writeHead(302, { Location: target });
      return res.end();
    }
    res.writeHead(404);
    res.end("not found");
  })
  .listen(8081);
