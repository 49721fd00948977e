const http = require("http");
const { URL } = require("url");

const server = http.createServer((req, res) => {
  const url = new URL(req.url, "http://localhost");
  if (url.pathname === "/oauth/done") {
    const dest = url.searchParams.get("continue") || "/";
    res.writeHead(302, { Location: dest });
    return res.end();
  }
  res.writeHead(404);
  res.end("not found");
});

server.listen(8081);
