// Node HTTP entry for the production container image: the same executor and HTTP contract as the Worker entry,
// with QuickJS loaded from the wasm file beside the bundle (or the installed package in development).
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createExecutor, SERVICE_LIMITS, type SandboxExecutor } from './executor.ts';
import { handleSandboxRequest, MAX_REQUEST_BYTES } from './http-handler.ts';
import { createNodeModuleLoader, installedQuickJSWasmPath } from './node-loader.ts';
import { startNodePostgres } from './sql/pglite-node.ts';
import { PostgresChecker } from './sql/postgres-checker.ts';

function resolveWasmPath(): string {
  const fromEnv = process.env.QUICKJS_WASM_PATH;
  if (fromEnv) return fromEnv;
  const beside = join(dirname(fileURLToPath(import.meta.url)), 'quickjs.wasm');
  return existsSync(beside) ? beside : installedQuickJSWasmPath();
}

async function readBody(req: IncomingMessage): Promise<Uint8Array | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.byteLength;
    if (size > MAX_REQUEST_BYTES) return null;
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

async function handleNode(req: IncomingMessage, res: ServerResponse, executor: SandboxExecutor, postgres: PostgresChecker): Promise<void> {
  let response: Response;
  const body = req.method === 'POST' ? await readBody(req) : new Uint8Array();
  if (body === null) {
    response = new Response(JSON.stringify({ ok: false, error: 'too_large', message: 'Request body too large' }), {
      status: 413,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  } else {
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    const request = new Request(`http://sandbox.local${req.url ?? '/'}`, {
      method: req.method ?? 'GET',
      headers,
      body: req.method === 'POST' || req.method === 'PUT' ? body : undefined,
    });
    response = await handleSandboxRequest(request, executor, postgres);
  }
  const text = await response.text();
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(text);
}

export function startSandboxServer(port: number, host = '0.0.0.0'): Promise<Server> {
  const executor = createExecutor({ ...SERVICE_LIMITS, loadModule: createNodeModuleLoader(resolveWasmPath()) });
  const postgres = new PostgresChecker({ start: startNodePostgres });
  // PostgreSQL takes about a second of CPU to start: begin now, so the first SQL check does not wait for it.
  postgres.warm().catch(() => undefined);
  const server = createServer((req, res) => {
    handleNode(req, res, executor, postgres).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ ok: false, error: 'internal', message: 'Internal sandbox error' }));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const port = Number(process.env.PORT ?? '8080');
  const host = process.env.HOST ?? '0.0.0.0';
  const server = await startSandboxServer(port, host);
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  // The test harness reads this line to learn the port when PORT=0.
  process.stdout.write(`sandbox listening on ${host}:${actual}\n`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
