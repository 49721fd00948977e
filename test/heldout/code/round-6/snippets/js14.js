const http = require("http");
const { URL } = require("url");

http
  .createServer((req, res) => {
    const url = new URL(req.url, "http://localhost");
    if (url.pathname === "/out") {
      const dest = url.searchParams.get("to");
      res.writeHead(302, { Location: dest });
      return res.end();
    }
    res.writeHead(404);
    res.end();
  })
  .listen(8081);
