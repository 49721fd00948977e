import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface DevServer {
  url: string;
  stop(): Promise<void>;
  output(): string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts the real `wrangler dev` (the same command as the README's, with both workers) on a free port with its own
 * state directory and fresh secrets, applies the D1 migrations first, and waits for /v1/health.
 */
export async function startWranglerDev(options: { configs?: string[]; vars?: Record<string, string> } = {}): Promise<DevServer> {
  const configs = options.configs ?? ['wrangler.toml', 'workers/sandbox/wrangler.toml'];
  const state = mkdtempSync(join(tmpdir(), 'verdict-e2e-'));
  const envFile = join(state, 'secrets.env');
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  writeFileSync(
    envFile,
    [
      `JWT_SECRET=${randomBytes(32).toString('base64url')}`,
      `AUDIT_HMAC_SECRET=${randomBytes(32).toString('base64url')}`,
      `WEBHOOK_SECRET_KEY=${randomBytes(32).toString('base64url')}`,
      `SERVICE_ATTESTATION_SECRET='${JSON.stringify(privateKey.export({ format: 'jwk' }))}'`,
      ...Object.entries(options.vars ?? {}).map(([k, v]) => `${k}=${v}`),
    ].join('\n'),
  );
  const wrangler = join(process.cwd(), 'node_modules', '.bin', 'wrangler');
  const env = { ...process.env, CI: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' };
  execFileSync(wrangler, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state, '-c', configs[0]!], { env, stdio: 'pipe' });
  const port = await freePort();
  const inspectorPort = await freePort();
  const child: ChildProcess = spawn(
    wrangler,
    [
      'dev',
      '--local',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--persist-to',
      state,
      '--env-file',
      envFile,
      '--show-interactive-dev-session=false',
      ...configs.flatMap((c) => ['-c', c]),
    ],
    { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let log = '';
  child.stdout?.on('data', (d) => (log += String(d)));
  child.stderr?.on('data', (d) => (log += String(d)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${log}`);
    try {
      const res = await fetch(`${url}/v1/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  if (Date.now() >= deadline) throw new Error(`wrangler dev did not become ready:\n${log}`);
  return {
    url,
    output: () => log,
    async stop() {
      // pnpm's node shim does not exec, so kill the whole process group.
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((r) => setTimeout(r, 500));
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    },
  };
}
