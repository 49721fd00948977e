// The address `pnpm dev` gives out. It listens at once; until the service is ready it answers every request
// immediately with 503 and Retry-After (wrangler's own listener would hold a request until its workers have loaded,
// up to a minute on a first start), then it passes requests through to `wrangler dev` on an internal port.
import { Agent, createServer, request as httpRequest } from 'node:http';

/** The answer while starting: an RFC 9457 problem like the API's own, with a stable code. */
function starting(res, phase) {
  const body = JSON.stringify({
    type: 'about:blank',
    title: 'Starting',
    status: 503,
    code: 'STARTING',
    detail: `Verdict is starting (${phase}); retry in a moment.`,
  });
  res.writeHead(503, {
    'content-type': 'application/problem+json',
    'retry-after': '1',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

function unavailable(res) {
  if (res.headersSent) return void res.destroy();
  const body = JSON.stringify({
    type: 'about:blank',
    title: 'Service Unavailable',
    status: 502,
    code: 'DEV_SERVER_UNAVAILABLE',
    detail: 'wrangler dev did not answer; see the terminal running pnpm dev.',
  });
  res.writeHead(502, { 'content-type': 'application/problem+json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/**
 * A front for `wrangler dev`. `listen()` binds the public address; `setPhase(text)` says what is starting;
 * `open(upstreamPort)` starts passing requests through; `close()` stops listening.
 */
export function createDevFront({ host, port }) {
  let phase = 'applying migrations and loading the workers';
  let upstream = null;
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });

  const server = createServer((req, res) => {
    if (upstream === null) {
      req.resume();
      return starting(res, phase);
    }
    const forward = httpRequest(
      { host: '127.0.0.1', port: upstream, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    forward.on('error', () => unavailable(res));
    req.pipe(forward);
  });
  // Bodies stream through; a slow verification must not be cut by Node's default request timeout.
  server.requestTimeout = 0;

  return {
    listen: () =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      }),
    setPhase(text) {
      phase = text;
    },
    open(upstreamPort) {
      upstream = upstreamPort;
    },
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
