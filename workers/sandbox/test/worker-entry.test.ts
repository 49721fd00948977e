import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { sandboxContractSuite } from './contract.ts';
import { freePort, type RunningEntry, startEntry } from './processes.ts';

// The Worker entry (src/worker.ts) under the real `wrangler dev` (workerd), as local development runs it.
const state = mkdtempSync(join(tmpdir(), 'verdict-sandbox-worker-'));
let entry: RunningEntry | undefined;

beforeAll(async () => {
  const port = await freePort();
  const inspector = await freePort();
  entry = await startEntry({
    argv: [
      join(process.cwd(), 'node_modules', '.bin', 'wrangler'),
      'dev',
      '--local',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspector),
      '--persist-to',
      state,
      '--show-interactive-dev-session=false',
      '-c',
      'workers/sandbox/wrangler.toml',
    ],
    env: { CI: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
    base: `http://127.0.0.1:${port}`,
  });
}, 180_000);

afterAll(async () => {
  await entry?.stop();
  rmSync(state, { recursive: true, force: true });
});

sandboxContractSuite('Worker entry (src/worker.ts under wrangler dev)', () => entry?.base ?? '');
