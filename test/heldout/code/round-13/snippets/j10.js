const http = require("http");

const ORIGIN = "https://shop.example.com";

const server = http.createServer((req, res) => {
  const u = new URL(req.url, ORIGIN);
  if (u.pathname === "/continue") {
    const raw = u.searchParams.get("next") || "/";
    const target = new URL(raw, ORIGIN);
    if (target.origin !== ORIGIN) {
      res.writeHead(400, { "Content-Type": "text/plain" });
      return res.end("bad redirect");
    }
    res.writeHead(302, { Location: target.href });
    return res.end();
  }
  res.writeHead(404);
  res.end();
});

server.listen(8080);
