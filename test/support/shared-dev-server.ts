import { inject } from 'vitest';
import { startApi } from '../../scripts/wrangler-dev.mjs';

/** A running API for a test file: shared with the other files of the run that ask for the same variables. */
export interface ApiServer {
  url: string;
  /** Process group of wrangler and its workerd children. */
  pgid: number;
  /** wrangler's output so far (for failure messages). */
  log(): Promise<string>;
  /** Stops the server if this file owns it; a shared one is stopped at the end of the run. */
  stop(): Promise<void>;
}

/**
 * `wrangler dev` of the API (both workers, fresh state, fresh secrets, migrations applied) with `vars` over
 * wrangler.toml's [vars]. In the `dev` project the server comes from test/support/shared-dev-servers.ts, started once
 * per run and per set of variables; a file whose tests need state nobody else touches, or variables of its own, still
 * gets a server to itself by asking for distinct variables or by calling startApi. Outside that project (a file run
 * with another configuration) the file starts its own.
 */
export async function apiServer(vars: Record<string, string> = {}): Promise<ApiServer> {
  const endpoint = inject('sharedDevServers');
  if (!endpoint) {
    const own = await startApi({ vars });
    return { url: own.url, pgid: own.pgid, log: async () => own.output(), stop: () => own.stop() };
  }
  const ask = (path: string) => fetch(`${endpoint}${path}`, { method: 'POST', body: JSON.stringify({ vars }) });
  const res = await ask('/');
  const text = await res.text();
  if (!res.ok) throw new Error(`shared wrangler dev did not start:\n${text}`);
  const { url, pgid } = JSON.parse(text) as { url: string; pgid: number };
  return {
    url,
    pgid,
    log: async () => (await ask('/log')).text(),
    stop: async () => undefined,
  };
}
