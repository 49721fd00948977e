import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/wrangler-dev.mjs';
import { attestationCorpus } from '../support/attestation-corpus.ts';
import { type ApiServer, apiServer } from '../support/shared-dev-server.ts';

/**
 * The Python SDK as a user gets it: `clients/python` built into a wheel with pip and no network, installed into a
 * fresh virtual environment, and its pytest suite run from there against a real `wrangler dev` (plus the conformance
 * corpus of the TypeScript attestation verifier). Skipped, saying why, only when python3 (>= 3.10), pytest or
 * cryptography is missing.
 */
const run = promisify(execFile);
const PACKAGE = join(ROOT, 'clients', 'python');

function probePython(): { python: string } | { skip: string } {
  const probe = (code: string) => spawnSync('python3', ['-c', code], { encoding: 'utf8' });
  const found = probe('import sys; print(sys.executable); print("%d.%d" % sys.version_info[:2])');
  if (found.error || found.status !== 0) return { skip: 'python3 is not on PATH' };
  const [python = 'python3', version = ''] = found.stdout.trim().split('\n');
  const [major, minor] = version.split('.').map(Number);
  if ((major ?? 0) < 3 || ((major ?? 0) === 3 && (minor ?? 0) < 10)) return { skip: `python3 is ${version}; the SDK needs >= 3.10` };
  for (const module of ['pytest', 'cryptography']) {
    if (probe(`import ${module}`).status !== 0) return { skip: `python3 (${python}) has no ${module} module` };
  }
  return { python };
}

const probed = probePython();
if ('skip' in probed) console.log(`python-sdk.test.ts skipped: ${probed.skip}`);

describe.skipIf('skip' in probed)('Python SDK (clients/python): wheel, fresh venv, pytest against wrangler dev', () => {
  const python = 'python' in probed ? probed.python : 'python3';
  let work = '';
  const venvPython = () => join(work, 'venv', 'bin', 'python');
  const env = {
    ...process.env,
    PIP_DISABLE_PIP_VERSION_CHECK: '1',
    PIP_NO_INPUT: '1',
    PYTHONDONTWRITEBYTECODE: '1',
    PYTEST_DISABLE_PLUGIN_AUTOLOAD: '1',
  };
  const timings: string[] = [];
  let serverStart: Promise<ApiServer> | undefined;
  let wheel = '';

  async function timed<T>(label: string, step: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await step();
    } finally {
      timings.push(`${label} ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  }

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'verdict-python-'));
    // The service starts while the wheel is built and installed.
    serverStart = apiServer();
    serverStart.catch(() => {});
  });

  afterAll(async () => {
    console.log(`python-sdk: ${timings.join(', ')}`);
    await serverStart?.then((server) => server.stop()).catch(() => {});
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('builds a wheel with pip, offline and without build isolation', async () => {
    const dist = join(work, 'dist');
    await timed('wheel', () =>
      run(python, ['-m', 'pip', 'wheel', '--no-deps', '--no-build-isolation', '--no-index', '-w', dist, PACKAGE], { env }),
    );
    const built = readdirSync(dist);
    expect(built).toEqual(['verdict-5.0.0-py3-none-any.whl']);
    wheel = join(dist, built[0] as string);
  }, 120_000);

  it('installs the wheel into a fresh virtual environment', async () => {
    expect(wheel).not.toBe('');
    // The system site-packages provide pytest and cryptography (PyPI may be unreachable); the venv gets only the wheel.
    await timed('venv + install', async () => {
      await run(python, ['-m', 'venv', '--system-site-packages', '--without-pip', join(work, 'venv')], { env });
      await run(venvPython(), ['-m', 'pip', 'install', '--no-index', `${wheel}[attestation]`], { env });
    });
    const { stdout } = await run(venvPython(), ['-c', 'import verdict, sys; print(verdict.__file__); print(sys.prefix)'], { env });
    const [location = '', prefix = ''] = stdout.trim().split('\n');
    expect(prefix).toBe(join(work, 'venv'));
    expect(location.startsWith(join(work, 'venv'))).toBe(true);
  }, 120_000);

  it('passes its pytest suite against wrangler dev, with the TypeScript verifier conformance corpus', async () => {
    const corpus = join(work, 'conformance.json');
    writeFileSync(corpus, JSON.stringify({ cases: await attestationCorpus() }));
    const server = await timed('wrangler dev ready', async () => {
      if (!serverStart) throw new Error('wrangler dev was not started');
      return serverStart;
    });
    const tests = join(PACKAGE, 'tests');
    const result = await timed('pytest', () =>
      run(venvPython(), ['-m', 'pytest', tests, '-q', '-rs', '-p', 'no:cacheprovider'], {
        cwd: PACKAGE,
        env: { ...env, VERDICT_URL: server.url, VERDICT_CONFORMANCE: corpus, VERDICT_EXPECT_SITE: join(work, 'venv') },
        maxBuffer: 16 * 1024 * 1024,
      }).catch((failure: { stdout?: string; stderr?: string }) => {
        throw new Error(`pytest failed:\n${failure.stdout ?? ''}\n${failure.stderr ?? ''}`);
      }),
    );
    const summary = result.stdout.trim().split('\n').at(-1) ?? '';
    console.log(`python-sdk: pytest ${summary}`);
    expect(summary).toMatch(/^\d+ passed in /);
    // With the service and the corpus given, nothing may skip.
    expect(summary).not.toMatch(/skipped|failed|error/);
  }, 300_000);
});
