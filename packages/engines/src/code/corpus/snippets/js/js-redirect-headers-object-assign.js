const http = require('http');
const { URL } = require('url');

http.createServer((req, res) => {
  const to = new URL(req.url, 'http://localhost').searchParams.get('to');
  const headers = {};
  headers['Location'] = to;
  res.writeHead(302, headers);
  res.end();
}).listen(8080);
