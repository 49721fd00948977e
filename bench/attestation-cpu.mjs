// Attestation signing and verification against raw WebCrypto P-256, as CPU of the workerd threads (bench/cpu.mjs)
// around requests to the bench worker's /bench-loop/attestation, which runs one case N times. Clocks inside workerd
// stop during CPU work, so this, not a loop timed inside the isolate, is the honest in-workerd figure. A request with
// N = 0 measures what the request itself costs, and is subtracted; cases are interleaved round by round.
import { cpuDelta, median, threadCpu, workerdPids } from './cpu.mjs';

const PAIRS = [
  { op: 'sign', ours: 'attestation_sign_ES256', raw: 'webcrypto_p256_sign' },
  { op: 'verify', ours: 'attestation_verify_ES256', raw: 'webcrypto_p256_verify' },
];
export const SIGN_RATIO_TARGET = 1.5;

async function loopCpuMs(baseUrl, pids, name, n) {
  const before = threadCpu(pids);
  const res = await fetch(`${baseUrl}/bench-loop/attestation?case=${name}&n=${n}`);
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${name}: HTTP ${res.status} ${body.slice(0, 200)}`);
  return cpuDelta(before, threadCpu(pids)).totalMs;
}

export async function runAttestationCpu(baseUrl, pgid, progress, { rounds = 5, n = 10000 } = {}) {
  const pids = workerdPids(pgid);
  if (pids.length === 0) throw new Error('no workerd process found in the wrangler process group');
  const names = ['', ...PAIRS.flatMap((p) => [p.ours, p.raw])];
  // Warm-up long enough for V8 to finish optimising every case: its compiler works on background threads of the same
  // process, whose CPU this instrument counts, so a short warm-up charges compilation to the first measured rounds
  // (of the case with more JavaScript, i.e. the attestation, not its raw peer).
  for (const name of names.filter(Boolean)) await loopCpuMs(baseUrl, pids, name, 2000);
  const perOp = new Map(names.map((name) => [name, []]));
  progress(`attestation vs WebCrypto: ${names.length - 1} cases × ${rounds} rounds × ${n} operations, CPU of the workerd threads`);
  for (let round = 0; round < rounds; round++) {
    const empty = await loopCpuMs(baseUrl, pids, PAIRS[0].raw, 0);
    for (const name of names.filter(Boolean)) {
      const ms = await loopCpuMs(baseUrl, pids, name, n);
      perOp.get(name).push((1000 * Math.max(0, ms - empty)) / n);
    }
  }
  return PAIRS.map(({ op, ours, raw }) => {
    const ratios = perOp.get(ours).map((us, i) => us / perOp.get(raw)[i]);
    const ratio = median(ratios);
    const target = op === 'sign' ? `; target ≤ ${SIGN_RATIO_TARGET}× ${ratio <= SIGN_RATIO_TARGET ? '✓' : '✗'}` : '';
    return {
      group: 'attestation',
      name: `ES256 ${op}: attestation ÷ raw WebCrypto P-256 ${op}, CPU in workerd`,
      value: ratio,
      unit: '×',
      note: `median of ${rounds} rounds, min ${Math.min(...ratios).toFixed(2)}×, max ${Math.max(...ratios).toFixed(2)}×; ${median(perOp.get(ours)).toFixed(1)} µs vs ${median(perOp.get(raw)).toFixed(1)} µs per operation${target}`,
    };
  });
}
