import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type StartedWrangler, startWrangler } from '../../../scripts/wrangler-dev.mjs';
import { sandboxContractSuite } from './contract.ts';

// The Worker entry (src/worker.ts) under the real `wrangler dev` (workerd), as local development runs it, started by
// the same starter as every other wrangler dev the tests and tools use.
const state = mkdtempSync(join(tmpdir(), 'verdict-sandbox-worker-'));
let server: Extract<StartedWrangler, { failed: false }> | undefined;

beforeAll(async () => {
  const started = await startWrangler({ configs: ['workers/sandbox/wrangler.toml'], readyPath: '/health', state, timeoutMs: 170_000 });
  if (started.failed) throw new Error(`wrangler dev did not start the sandbox worker:\n${started.log.slice(-3000)}`);
  server = started;
}, 180_000);

afterAll(async () => {
  await server?.stop();
  rmSync(state, { recursive: true, force: true });
});

sandboxContractSuite('Worker entry (src/worker.ts under wrangler dev)', () => server?.url ?? '');
