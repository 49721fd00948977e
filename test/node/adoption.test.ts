import { type SpawnSyncOptions, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPlainNode, type PlainNode } from '../support/plain-node.ts';
import { type ApiServer, apiServer } from '../support/shared-dev-server.ts';

/**
 * What a new user does, against a running `wrangler dev` (the run's shared one): the README's Try-it block (twice), the examples, and the
 * packed SDK and verifier installed with plain npm into an empty folder on a plain Node (20 where the machine has it).
 */
const repo = process.cwd();
let server: ApiServer;
let plain: PlainNode;
let apiKey = '';

/** wrangler dev may close an idle keep-alive connection just as a request reuses it: one retry on a network error. */
async function fetchOnce(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

function run(command: string, args: string[], options: SpawnSyncOptions = {}) {
  const r = spawnSync(command, args, { encoding: 'utf8', timeout: 240_000, ...options });
  const out = `${String(r.stdout ?? '')}${String(r.stderr ?? '')}`;
  return { code: r.status, stdout: String(r.stdout ?? ''), out };
}

/** The Try-it block exactly as README.md shows it (between the try-it markers), so the two cannot drift. */
function readmeTryIt(): string {
  const readme = readFileSync(join(repo, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('<!-- try-it:start -->'), readme.indexOf('<!-- try-it:end -->'));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('README.md has no Try-it block between the try-it markers');
  return block;
}

beforeAll(async () => {
  plain = findPlainNode();
  console.log(`plain node for installs and examples: ${plain.node} ${plain.version}`);
  server = await apiServer();
}, 180_000);

afterAll(async () => {
  if (server) await server.stop();
});

describe('README Try-it', () => {
  it('runs twice in a row (signs up, then signs in) and ends with a working API key and real answers', () => {
    const block = readmeTryIt();
    // The block works relative to a checkout (../packages, ../node_modules): a scratch folder that links to them.
    const dir = mkdtempSync(join(tmpdir(), 'verdict-try-it-'));
    symlinkSync(join(repo, 'packages'), join(dir, 'packages'));
    symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'));
    const env = { ...plain.env, VERDICT_URL: server.url };
    for (const attempt of [1, 2]) {
      const r = run('bash', ['-c', `${block}\necho "KEY=$KEY"`], { cwd: dir, env });
      expect(r.code, `run ${attempt}:\n${r.out}`).toBe(0);
      expect(r.out).not.toContain('undefined');
      expect(r.stdout).toMatch(/math: is_valid=true; attestation att_[0-9a-f]+ is valid/);
      expect(r.stdout).toContain('stats: mean of price where region = EU is 15');
      expect(r.stdout).toContain('offline check: valid');
      expect(r.stdout).toContain('ready: $TOKEN, $KEY and $JWT are set');
      apiKey = /KEY=(svc_live_\S+)/.exec(r.stdout)?.[1] ?? '';
      expect(apiKey).not.toBe('');
    }
  }, 240_000);

  it('the key it left behind works', async () => {
    const res = await fetchOnce(`${server.url}/v1/logs`, { headers: { 'x-api-key': apiKey } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { total_logs: number }).total_logs).toBeGreaterThanOrEqual(4);
  });
});

describe('examples/', () => {
  const env = () => ({ ...plain.env, VERDICT_URL: server.url, SERVICE_API_KEY: apiKey });

  it('plain fetch (examples/fetch.mjs) on plain Node', () => {
    const r = run(plain.node, [join(repo, 'examples', 'fetch.mjs')], { env: env() });
    expect(r.code, r.out).toBe(0);
    expect(r.stdout).toBe(
      ['math: is_valid=true', 'attestation header present: true', 'stats: SUCCESS computed_value=15', 'attestation online: valid', ''].join(
        '\n',
      ),
    );
  });

  // The python3 first on the test's PATH, checked for requests and then used as is.
  const python = spawnSync('python3', ['-c', 'import sys, requests; print(sys.executable)'], { encoding: 'utf8' });
  if (python.status !== 0) console.log('examples/python skipped: python3 with requests is not available');
  it.skipIf(python.status !== 0)('Python with requests (examples/python/verify.py; skipped without python3 + requests)', () => {
    const r = run(python.stdout.trim(), [join(repo, 'examples', 'python', 'verify.py')], { env: env() });
    expect(r.code, r.out).toBe(0);
    expect(r.stdout).toBe(
      ['math: is_valid=true', 'logic: SAT', 'stats: SUCCESS computed_value=15', 'attestation online: valid', ''].join('\n'),
    );
  });
});

describe('packed packages installed with plain npm into an empty folder', () => {
  let dir: string;
  const inDir = (command: string, args: string[]) =>
    run(command, args, { cwd: dir, env: { ...plain.env, VERDICT_URL: server.url, SERVICE_API_KEY: apiKey } });

  beforeAll(() => {
    const packs = mkdtempSync(join(tmpdir(), 'verdict-packs-'));
    // pnpm pack runs each package's build (prepack) and rewrites the manifest for publishing.
    const pnpm = process.env.npm_execpath?.includes('pnpm')
      ? { command: process.execPath, args: [process.env.npm_execpath] }
      : { command: 'npx', args: ['-y', 'pnpm@10.34.9'] };
    for (const pkg of ['attestation', 'client']) {
      const r = run(pnpm.command, [...pnpm.args, 'pack', '--pack-destination', packs], { cwd: join(repo, 'packages', pkg) });
      expect(r.code, r.out).toBe(0);
    }
    const tarballs = readdirSync(packs).map((f) => join(packs, f));
    expect(tarballs).toHaveLength(2);
    dir = mkdtempSync(join(tmpdir(), 'verdict-install-'));
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'verdict-install-check', private: true, type: 'module' }));
    // jose for the stock-JOSE example, installed as its header tells a user to (the verifier itself does not use it).
    const install = inDir('npm', ['install', '--no-audit', '--no-fund', ...tarballs, 'jose@6.2.17']);
    expect(install.code, install.out).toBe(0);
  }, 300_000);

  it(`runs on a plain Node (${process.env.VERDICT_TEST_NODE ?? 'the system one'})`, () => {
    const r = inDir('node', ['-p', 'process.version']);
    expect(r.stdout.trim()).toBe(plain.version);
  });

  it('npx verdict --help and npx verdict-attest --help', () => {
    const verdict = inDir('npx', ['--no-install', 'verdict', '--help']);
    expect(verdict.code, verdict.out).toBe(0);
    expect(verdict.stdout).toContain('usage: verdict <command>');
    const attest = inDir('npx', ['--no-install', 'verdict-attest', '--help']);
    expect(attest.code, attest.out).toBe(0);
    expect(attest.stdout).toContain('usage: verdict-attest verify');
  });

  it('verifies a real attestation offline against a saved registry, with both CLIs', async () => {
    const res = await fetchOnce(`${server.url}/v1/verify/math`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify({ expression: '2+2=4', options: { include_attestation: true } }),
    });
    const jwt = res.headers.get('service-attestation') ?? '';
    writeFileSync(join(dir, 'result.service-attestation'), jwt);
    writeFileSync(join(dir, 'issuers.json'), await (await fetchOnce(`${server.url}/registry/issuers.json`)).text());
    // The service is not needed from here on.
    const attest = inDir('npx', ['--no-install', 'verdict-attest', 'verify', 'result.service-attestation', '--registry', 'issuers.json']);
    expect(attest.code, attest.out).toBe(0);
    expect(JSON.parse(attest.stdout).verdict).toMatchObject({ valid: true, status: 'valid', result: { status: 'VERIFIED' } });
    const verdict = inDir('npx', [
      '--no-install',
      'verdict',
      'attest',
      'verify',
      'result.service-attestation',
      '--registry',
      'issuers.json',
    ]);
    expect(verdict.code, verdict.out).toBe(0);
    const [h, p, s] = jwt.split('.');
    const tampered = `${h}.${p}.${s?.startsWith('A') ? 'B' : 'A'}${s?.slice(1)}`;
    writeFileSync(join(dir, 'tampered.service-attestation'), tampered);
    const refused = inDir('npx', [
      '--no-install',
      'verdict-attest',
      'verify',
      'tampered.service-attestation',
      '--registry',
      'issuers.json',
    ]);
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.stdout).verdict).toMatchObject({ valid: false, code: 'ATT-003' });
  });

  it('imports the SDK from a .mjs file and calls the local server', () => {
    writeFileSync(
      join(dir, 'call.mjs'),
      [
        "import { VerdictClient, verifyAttestationOffline } from '@verdict/client';",
        "import { parseIssuerRegistry } from '@verdict/attestation';",
        'const client = new VerdictClient({ baseUrl: process.env.VERDICT_URL });',
        'const health = await client.health();',
        "const { data, attestation } = await client.verify.math({ expression: '2*(3+4) = 14', options: { include_attestation: true } });",
        "const registry = parseIssuerRegistry(await (await fetch(process.env.VERDICT_URL + '/registry/issuers.json')).text());",
        'const offline = await verifyAttestationOffline(attestation, { registry });',
        'console.log(JSON.stringify({ health: health.data.status, is_valid: data.is_valid, offline: offline.status }));',
      ].join('\n'),
    );
    const r = inDir('node', ['call.mjs']);
    expect(r.code, r.out).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ health: 'healthy', is_valid: true, offline: 'valid' });
  });

  it('type-checks and runs the TypeScript SDK example against the published declarations', () => {
    copyFileSync(join(repo, 'examples', 'sdk.ts'), join(dir, 'sdk.ts'));
    const tsc = run(
      process.execPath,
      [
        join(repo, 'node_modules', 'typescript', 'bin', 'tsc'),
        '--noEmit',
        '--strict',
        '--target',
        'es2022',
        '--module',
        'nodenext',
        '--types',
        'node',
        '--typeRoots',
        join(repo, 'node_modules', '@types'),
        'sdk.ts',
      ],
      { cwd: dir },
    );
    expect(tsc.code, tsc.out).toBe(0);
    // Running .ts needs Node's type stripping (22.18+): the workspace's Node here.
    const r = run(process.execPath, ['sdk.ts'], { cwd: dir, env: { ...process.env, VERDICT_URL: server.url, SERVICE_API_KEY: apiKey } });
    expect(r.code, r.out).toBe(0);
    expect(r.stdout).toBe(
      [
        'math: is_valid=true',
        'sql: is_valid=true',
        'stats: SUCCESS computed_value=15',
        'attestation offline: valid',
        'error: 400 VALIDATION_ERROR',
        '',
      ].join('\n'),
    );
  });

  it('verifies an attestation with stock jose and /.well-known/jwks.json (examples/jose-verify.mjs)', () => {
    copyFileSync(join(repo, 'examples', 'jose-verify.mjs'), join(dir, 'jose-verify.mjs'));
    const r = inDir('node', ['jose-verify.mjs']);
    expect(r.code, r.out).toBe(0);
    expect(r.stdout).toMatch(/^jose: valid ES256 attestation from did:svc:node:\S+\nresult: VERIFIED verified=true\n$/);
  });
});
