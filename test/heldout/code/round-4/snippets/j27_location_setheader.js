const http = require("http");

http
  .createServer((req, res) => {
    const u = new URL(req.url, "http://localhost");
    if (u.pathname === "/go") {
      const to = u.searchParams.get("to") || "/";
      res.setHeader("Location", to);
      res.statusCode = 302;
      return res.end();
    }
    res.statusCode = 404;
    res.end("not found");
  })
  .listen(8080, "127.0.0.1");
