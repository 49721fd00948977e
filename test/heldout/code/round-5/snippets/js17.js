const http = require("http");

http
  .createServer((req, res) => {
    const url = new URL(req.url, `http://${req.headers.host}`);
    if (url.pathname === "/go") {
      const target = url.searchParams.get("to") || "/";
      res.writeHead(302, { Location: target, "Cache-Control": "no-store" });
      return res.end();
    }
    res.writeHead(404);
    res.end("not found");
  })
  .listen(8082);
