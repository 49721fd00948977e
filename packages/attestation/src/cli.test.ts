import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAttestation } from './create.ts';
import { flipS } from './ecdsa.ts';
import { base64urlDecode, base64urlEncode } from './encoding.ts';
import { makeIssuer, registryOf, T0 } from './test-fixtures.ts';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
const packageVersion = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version as string;
const dir = mkdtempSync(join(tmpdir(), 'attest-cli-'));
// Running .ts directly needs Node's type stripping (22.18+); vitest runs on the workspace's Node 22.
const canStrip = Boolean((process.features as { typescript?: unknown }).typescript);

function run(...args: string[]) {
  const r = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', cwd: dir });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

let jwt: string;
let refuted: string;
const at = new Date(T0 + 60_000).toISOString();
beforeAll(async () => {
  const key = await makeIssuer();
  writeFileSync(join(dir, 'issuers.json'), JSON.stringify(registryOf(key)));
  jwt = (
    await createAttestation(
      { status: 'VERIFIED', verified: true, engine: 'math' },
      { issuer: key, validityDays: 30, subject: 'x', timestamp: T0, jti: 'j-1' },
    )
  ).jwt;
  writeFileSync(join(dir, 'result.service-attestation'), `${jwt}\n`);
  // A genuine attestation of a refuted claim (2+2=5 is CORRECTED, verified: false).
  refuted = (
    await createAttestation(
      { status: 'CORRECTED', verified: false, engine: 'math' },
      { issuer: key, validityDays: 30, subject: '2+2=5', timestamp: T0, jti: 'j-2' },
    )
  ).jwt;
  writeFileSync(join(dir, 'refuted.service-attestation'), `${refuted}\n`);
  writeFileSync(join(dir, 'bad-registry.json'), '{"issuers": 5}');
  writeFileSync(
    join(dir, 'revocations.json'),
    JSON.stringify({ issuer: 'did:x', generated_at: at, revoked: [{ jti: 'j-1', revoked_at: at }] }),
  );
  writeFileSync(join(dir, 'bad-revocations.json'), '{"revoked": 1}');
});

describe.skipIf(!canStrip)('verdict-attest CLI (node with type stripping)', () => {
  it('exit 0 and prints the decoded attestation plus the verdict for a valid file', () => {
    const r = run('verify', 'result.service-attestation', '--registry', 'issuers.json', '--at', at);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.conclusion).toBe('positive');
    expect(out.attestation.header.typ).toBe('service-attestation+jwt');
    expect(out.attestation.payload.jti).toBe('j-1');
    expect(out.verdict).toMatchObject({ valid: true, status: 'valid', result: { status: 'VERIFIED', verified: true, engine: 'math' } });
  });

  it('exit 3, never 0, for a valid attestation of a negative verdict: verify && deploy does not ship a refuted claim', () => {
    const r = run('verify', 'refuted.service-attestation', '--registry', 'issuers.json', '--at', at);
    expect(r.code).toBe(3);
    const out = JSON.parse(r.stdout);
    expect(out.conclusion).toBe('negative');
    expect(out.verdict).toMatchObject({ valid: true, status: 'valid', result: { status: 'CORRECTED', verified: false } });
    expect(r.stderr).toContain('NEGATIVE verdict (CORRECTED, verified: false)');
    // Revoked or expired, the same attestation is invalid (1) before it is negative.
    expect(
      run('verify', refuted, '--registry', 'issuers.json', '--at', at, '--revocations', 'revocations.json', '--revoked', 'j-2').code,
    ).toBe(1);
  });

  it('accepts the JWT string itself', () => {
    expect(run('verify', jwt, '--registry', 'issuers.json', '--at', at).code).toBe(0);
  });

  it('exit 1 when revoked, expired or tampered', () => {
    const revoked = run('verify', 'result.service-attestation', '--registry', 'issuers.json', '--at', at, '--revoked', 'x,j-1');
    expect(revoked.code).toBe(1);
    expect(JSON.parse(revoked.stdout).verdict).toMatchObject({ status: 'revoked', code: 'ATT-006' });
    const listed = run('verify', jwt, '--registry', 'issuers.json', '--at', at, '--revocations', 'revocations.json');
    expect(listed.code).toBe(1);
    expect(JSON.parse(listed.stdout).verdict.code).toBe('ATT-006');
    const expired = run('verify', jwt, '--registry', 'issuers.json', '--at', new Date(T0 + 40 * 86_400_000).toISOString());
    expect(JSON.parse(expired.stdout).verdict.code).toBe('ATT-004');
    expect(expired.code).toBe(1);
    const broken = run('verify', `${jwt.slice(0, -4)}AAAA`, '--registry', 'issuers.json', '--at', at);
    expect(broken.code).toBe(1);
    expect(JSON.parse(broken.stdout).verdict.code).toBe('ATT-003');
  });

  it('--help prints the usage on stdout with exit 0; --version prints the package version', () => {
    const help = run('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('usage: verdict-attest verify');
    const version = run('--version');
    expect(version.code).toBe(0);
    expect(version.stdout.trim()).toBe(packageVersion);
  });

  it('rejects the high-S twin of a valid attestation offline (exit 1, ATT-003)', () => {
    const [h, p, s] = jwt.split('.') as [string, string, string];
    const twin = `${h}.${p}.${base64urlEncode(flipS(base64urlDecode(s)!))}`;
    const r = run('verify', twin, '--registry', 'issuers.json', '--at', at);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).verdict).toMatchObject({ valid: false, code: 'ATT-003', message: 'signature is not in low-S form' });
  });

  it('exit 1 with a null attestation for a malformed token', () => {
    const r = run('verify', 'a.b.c', '--registry', 'issuers.json');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ attestation: null, verdict: { code: 'ATT-001' } });
  });

  it.each([
    ['no command', []],
    ['unknown command', ['sign']],
    ['missing registry', ['verify', 'result.service-attestation']],
    ['missing input', ['verify', '--registry', 'issuers.json']],
    ['unreadable input', ['verify', 'nope.service-attestation', '--registry', 'issuers.json']],
    ['bad --at', ['verify', 'a.b.c', '--registry', 'issuers.json', '--at', 'yesterday']],
    ['invalid registry', ['verify', 'result.service-attestation', '--registry', 'bad-registry.json']],
    [
      'unreadable revocation list',
      ['verify', 'result.service-attestation', '--registry', 'issuers.json', '--revocations', 'bad-revocations.json'],
    ],
    ['unknown option', ['verify', 'result.service-attestation', '--registry', 'issuers.json', '--fast']],
  ])('exit 2 on usage error: %s', (_name, args) => {
    const r = run(...args);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('usage: verdict-attest verify');
    expect(r.stdout).toBe('');
  });
});
