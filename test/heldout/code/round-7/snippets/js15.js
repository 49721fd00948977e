const http = require("http");

const server = http.createServer((req, res) => {
  const url = new URL(req.url, "http://localhost");
  if (url.pathname === "/go") {
    const dest = url.searchParams.get("to") || "/";
    res.writeHead(302, { Location: dest, "Cache-Control": "no-store" });
    return res.end();
  }
  res.writeHead(200, { "Content-Type": "text/plain" });
  res.end("ok");
});

server.listen(8081);
