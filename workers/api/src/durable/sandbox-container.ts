import { Container } from '@cloudflare/containers';
import type { Env } from '../env.ts';

/** The port `workers/sandbox/src/server.ts` listens on inside the image (its PORT default; the Dockerfile sets it too). */
export const SANDBOX_CONTAINER_PORT = 8080;

/**
 * The production code sandbox: a container-enabled Durable Object (Cloudflare Containers) running the sandbox image
 * built from `workers/sandbox/Dockerfile` — the Node entry `server.ts` with the same QuickJS executor and HTTP contract
 * as the `verdict-sandbox` Worker that local development uses.
 *
 * Generated programs must not reach anything: the container gets no internet access. It sleeps after a few idle
 * minutes; the first request after that waits for a cold start (the API's sandbox deadline covers it).
 * Where containers are not enabled (`wrangler dev`, the workerd tests), constructing this object throws; the API turns
 * that into 503 SANDBOX_UNAVAILABLE like any other sandbox outage, and never runs the program elsewhere.
 */
export class SandboxContainer extends Container<Env> {
  override defaultPort = SANDBOX_CONTAINER_PORT;
  override sleepAfter = '5m';
  override enableInternet = false;
  override envVars = { NODE_ENV: 'production', PORT: String(SANDBOX_CONTAINER_PORT) };
}
