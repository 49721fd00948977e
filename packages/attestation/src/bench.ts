/**
 * Cost of attestation signing and verification next to raw WebCrypto ECDSA P-256 on the same machine, in one run with
 * the cases interleaved (A, B, C, A, B, C, …) so that noise from other processes falls on every case alike. Where
 * `process.cpuUsage` exists (Node) the clock is CPU time of the whole process, thread pool included, which is what a
 * WebCrypto call really costs; elsewhere it is `performance.now()`. In workerd that clock does not advance during
 * computation, so run this in Node or a browser.
 */
import { createAttestation } from './create.ts';
import { utf8 } from './encoding.ts';
import { generateIssuerSecret, type IssuerSigningKey, importVerificationKey, loadIssuerKey, signParams } from './keys.ts';
import { buildRegistryDocument } from './registry.ts';
import { verifyAttestation } from './verify.ts';

type Op = () => Promise<unknown>;

interface CpuProcess {
  cpuUsage(previous?: { user: number; system: number }): { user: number; system: number };
}

/** Microseconds on the best clock available: process CPU time in Node, else wall time. */
function clock(): { now: () => number; kind: 'cpu' | 'wall' } {
  const proc = (globalThis as { process?: Partial<CpuProcess> }).process;
  let usable = false;
  try {
    // Runtimes with a Node-compatible `process` (workerd's nodejs_compat) may define cpuUsage without implementing it.
    usable = typeof proc?.cpuUsage === 'function' && Number.isFinite(proc.cpuUsage().user);
  } catch {
    usable = false;
  }
  if (usable && proc?.cpuUsage) {
    const cpuUsage = proc.cpuUsage.bind(proc);
    return {
      now: () => {
        const u = cpuUsage();
        return u.user + u.system;
      },
      kind: 'cpu',
    };
  }
  return { now: () => performance.now() * 1000, kind: 'wall' };
}

export interface InterleavedResult {
  clock: 'cpu' | 'wall';
  rounds: number;
  /** Median microseconds per operation over the rounds, per case. */
  microsPerOp: Record<string, number>;
  /** Per-round ratios case / peer (e.g. attestation sign / raw sign): min and median. */
  ratios: Record<string, { min: number; median: number }>;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

/**
 * Runs every case `opsPerRound` times per round, interleaved over `rounds` rounds; returns µs/op and per-round ratios
 * of each case against its peer.
 */
export async function interleaved(
  cases: Record<string, Op>,
  peers: Record<string, string>,
  opts: { rounds?: number; opsPerRound?: number } = {},
): Promise<InterleavedResult> {
  const rounds = opts.rounds ?? 7;
  const n = opts.opsPerRound ?? 400;
  const c = clock();
  const perRound = new Map<string, number[]>();
  for (const [name, op] of Object.entries(cases)) {
    perRound.set(name, []);
    for (let i = 0; i < 50; i++) await op(); // warm-up: JIT and key caches
  }
  for (let r = 0; r < rounds; r++) {
    for (const [name, op] of Object.entries(cases)) {
      const start = c.now();
      for (let i = 0; i < n; i++) await op();
      perRound.get(name)?.push((c.now() - start) / n);
    }
  }
  const microsPerOp = Object.fromEntries([...perRound].map(([k, v]) => [k, Math.round(median(v) * 10) / 10]));
  const ratios: InterleavedResult['ratios'] = {};
  for (const [name, peer] of Object.entries(peers)) {
    const base = perRound.get(peer) ?? [];
    const rs = (perRound.get(name) ?? []).map((v, i) => v / (base[i] ?? Number.NaN));
    ratios[`${name}/${peer}`] = { min: Math.round(Math.min(...rs) * 100) / 100, median: Math.round(median(rs) * 100) / 100 };
  }
  return { clock: c.kind, rounds, microsPerOp, ratios };
}

/**
 * The verification every signing case signs: a short query (also the verified text), the engine's result, and its
 * proof (hashed as canonical JSON).
 */
export const BENCH_VERIFICATION = {
  text: '(x+1)^2 = x^2+2x+1',
  result: { status: 'VERIFIED' as const, verified: true, engine: 'math', confidence: 0.99 },
  proof: { is_valid: true, result: true, left_side: '(x+1)^2', right_side: 'x^2+2*x+1', simplified_difference: '0' },
};

/** Signs BENCH_VERIFICATION with `issuer` at `now` (milliseconds): one signing case's operation. */
export type BenchSigner = (issuer: IssuerSigningKey, now: number) => () => Promise<{ jwt: string }>;

/** The package's own signing call: createAttestation with BENCH_VERIFICATION. */
const createSigner: BenchSigner = (issuer, now) => () =>
  createAttestation(BENCH_VERIFICATION.result, {
    issuer,
    validityDays: 365,
    subject: BENCH_VERIFICATION.text,
    query: BENCH_VERIFICATION.text,
    proof: BENCH_VERIFICATION.proof,
    timestamp: now,
  });

/**
 * The attestation cases and their raw WebCrypto peers, ready for `interleaved`. `signer` makes the signing cases'
 * operation: the bench worker passes the API's own per-step signing function, so that what is measured in workerd is
 * the path the service runs; by default (Node, browsers) it is createAttestation itself.
 */
export async function attestationCases(
  signer: BenchSigner = createSigner,
): Promise<{ cases: Record<string, Op>; peers: Record<string, string> }> {
  const now = Date.UTC(2026, 0, 1);
  const cases: Record<string, Op> = {};
  const peers: Record<string, string> = {};
  for (const alg of ['ES256', 'EdDSA'] as const) {
    const issuer = await loadIssuerKey(await generateIssuerSecret(alg), { did: 'did:svc:node:bench', keyName: alg.toLowerCase() });
    const registry = buildRegistryDocument([{ did: issuer.did, name: 'bench', keys: [issuer] }]);
    const sign = signer(issuer, now);
    const sample = await sign();
    cases[`attestation_sign_${alg}`] = sign;
    cases[`attestation_verify_${alg}`] = async () => {
      const r = await verifyAttestation(sample.jwt, { registry, now });
      if (!r.valid) throw new Error('benchmark token did not verify');
    };
    // The raw peer signs the same bytes as the attestation's signing input, with the same keys: the issuer's private key
    // and the public key the verifier imports from the registry. A key made by generateKey signs a few per cent faster in
    // workerd than the same curve's key imported from a JWK (measured), which is not the attestation's cost.
    const [h, p] = sample.jwt.split('.');
    const data = utf8(`${h}.${p}`);
    const params = signParams(alg);
    const publicKey = await importVerificationKey(issuer.publicJwk);
    const sig = await crypto.subtle.sign(params, issuer.privateKey, data);
    const raw = alg === 'ES256' ? 'webcrypto_p256' : 'webcrypto_ed25519';
    cases[`${raw}_sign`] = () => crypto.subtle.sign(params, issuer.privateKey, data);
    cases[`${raw}_verify`] = () => crypto.subtle.verify(params, publicKey, sig, data);
    peers[`attestation_sign_${alg}`] = `${raw}_sign`;
    peers[`attestation_verify_${alg}`] = `${raw}_verify`;
  }
  return { cases, peers };
}

/**
 * ops/s per case (attestation sign/verify for ES256 and EdDSA, raw WebCrypto P-256 sign/verify), measured interleaved.
 * `minMillisPerCase` is the rough total time given to each case.
 */
export async function benchAttestation(opts: { minMillisPerCase?: number } = {}): Promise<Record<string, number>> {
  const { cases, peers } = await attestationCases();
  const wanted = Object.fromEntries(Object.entries(cases).filter(([name]) => !name.startsWith('webcrypto_ed25519')));
  // ~100 µs per operation: choose the per-round count so each case gets about minMillisPerCase in total.
  const rounds = 5;
  const opsPerRound = Math.max(20, Math.round(((opts.minMillisPerCase ?? 500) * 10) / rounds));
  const r = await interleaved(wanted, Object.fromEntries(Object.entries(peers).filter(([, p]) => p in wanted)), { rounds, opsPerRound });
  return Object.fromEntries(Object.entries(r.microsPerOp).map(([k, us]) => [k, Math.round(1e6 / us)]));
}
