import { createServer, type Server } from 'node:http';
import type { TestProject } from 'vitest/node';
import { type DevServer, startApi } from '../../scripts/wrangler-dev.mjs';

/**
 * globalSetup of the `dev` test project: one `wrangler dev` of the API per distinct set of variables, started when the
 * first test file asks for it and shared by every file of the run that asks for the same variables (see
 * shared-dev-server.ts). Starting wrangler dev costs tens of seconds of CPU on a small machine; most files only need
 * "a running API", not one of their own.
 *
 * The files ask over a small HTTP endpoint on 127.0.0.1 because they run in other processes than this setup, and the
 * servers must start lazily: `provide()` values are fixed before any file runs.
 */

/**
 * Every test request comes from one client address, so the per-client throttles (signup, sign-in, agent tokens) would
 * count all files together: they are opened up on shared servers, as in the workers project. Per-credential rate limits
 * and per-e-mail throttles keep their configured values.
 */
const OPEN_CLIENT_THROTTLES = {
  THROTTLE_SIGNUP_CLIENT: '100000/1',
  THROTTLE_SIGNIN_CLIENT: '100000/1',
  THROTTLE_AGENT_CLIENT: '100000/1',
};

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the endpoint that hands out shared dev servers; absent when the file runs outside the `dev` project. */
    sharedDevServers?: string;
  }
}

/** One canonical key per set of variables (order does not matter). */
function keyOf(vars: Record<string, string>): string {
  return JSON.stringify(Object.entries(vars).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

async function readBody(req: import('node:http').IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return body;
}

export default async function setup(project: TestProject) {
  const servers = new Map<string, Promise<DevServer>>();
  const broker: Server = createServer((req, res) => {
    void (async () => {
      try {
        const { vars = {} } = JSON.parse((await readBody(req)) || '{}') as { vars?: Record<string, string> };
        const key = keyOf(vars);
        let started = servers.get(key);
        if (!started) {
          // A server that failed to start stays failed for the run: every file asking for it reports the same error.
          started = startApi({ vars: { ...OPEN_CLIENT_THROTTLES, ...vars }, prefix: 'verdict-shared-dev-' });
          servers.set(key, started);
        }
        const server = await started;
        if (req.url === '/log') {
          res.writeHead(200, { 'content-type': 'text/plain' }).end(server.output());
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ url: server.url, pgid: server.pgid }));
      } catch (error) {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(error instanceof Error ? error.message : String(error));
      }
    })();
  });
  // Starting a server takes far longer than Node's default request timeout allows for.
  broker.requestTimeout = 0;
  await new Promise<void>((resolve) => broker.listen(0, '127.0.0.1', resolve));
  const address = broker.address();
  if (typeof address !== 'object' || !address) throw new Error('shared dev server endpoint did not bind');
  project.provide('sharedDevServers', `http://127.0.0.1:${address.port}`);

  return async () => {
    await new Promise((resolve) => broker.close(resolve));
    await Promise.all([...servers.values()].map((started) => started.then((server) => server.stop()).catch(() => undefined)));
  };
}
