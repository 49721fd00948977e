import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { sandboxContractSuite } from './contract.ts';
import { freePort, type RunningEntry, startEntry } from './processes.ts';

// The Node entry from source as a real child process (Node 22.18+ strips TypeScript types itself).
const serverPath = fileURLToPath(new URL('../src/server.ts', import.meta.url));
let entry: RunningEntry | undefined;

beforeAll(async () => {
  const port = await freePort();
  entry = await startEntry({
    argv: [process.execPath, serverPath],
    env: { PORT: String(port), HOST: '127.0.0.1' },
    base: `http://127.0.0.1:${port}`,
  });
}, 120_000);

afterAll(async () => {
  await entry?.stop();
});

sandboxContractSuite('Node entry (src/server.ts)', () => entry?.base ?? '');
