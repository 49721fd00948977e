/**
 * A tiny node:http server for this package's tests: it records every request (method, URL, headers, raw body) and
 * answers from a route table. Not exported by index.ts.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type Handler = (req: RecordedRequest, res: ServerResponse) => void | Promise<void>;

export interface TestServer {
  baseUrl: string;
  requests: RecordedRequest[];
  route(method: string, path: string, handler: Handler): void;
  close(): Promise<void>;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export function sendProblem(res: ServerResponse, status: number, code: string, detail: string, requestId = 'req-problem'): void {
  res.writeHead(status, { 'content-type': 'application/problem+json', 'x-request-id': requestId });
  res.end(
    JSON.stringify({ type: `urn:verdict:problem:${code.toLowerCase()}`, title: 'Error', status, detail, code, request_id: requestId }),
  );
}

export async function startTestServer(): Promise<TestServer> {
  const routes = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const recorded: RecordedRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      requests.push(recorded);
      const path = new URL(recorded.url, 'http://x').pathname;
      const handler = routes.get(`${recorded.method} ${path}`);
      if (!handler) return sendProblem(res, 404, 'NOT_FOUND', 'No such route.');
      Promise.resolve(handler(recorded, res)).catch(() => sendProblem(res, 500, 'INTERNAL_ERROR', 'test handler failed'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    route: (method, path, handler) => void routes.set(`${method} ${path}`, handler),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
