const http = require("http");
const { URL } = require("url");

const server = http.createServer((req, res) => {
  const url = new URL(req.url, "http://localhost");
  if (url.pathname === "/go") {
    const dest = url.searchParams.get("u") || "/";
    res.writeHead(302, { Location: dest, "Cache-Control": "no-store" });
    return res.end();
  }
  res.writeHead(200, { "Content-Type": "text/plain" });
  res.end("link shortener");
});

server.listen(8080);
