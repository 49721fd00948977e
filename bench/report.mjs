// Writes docs/benchmarks.md from one `pnpm bench --docs` run: the machine and date, every table the run printed, and
// the fixed notes on how each figure is measured and what was decided to reach the targets.
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';

const escapeCell = (text) => text.replaceAll('|', '\\|');

function table({ title, header, cells }) {
  const lines = [`### ${title}`, '', `| ${header.join(' | ')} |`, `| ${header.map((_, i) => (i === 2 ? '--:' : '---')).join(' | ')} |`];
  let previous;
  for (const c of cells) {
    lines.push(`| ${(previous === c[0] ? ['', ...c.slice(1)] : c).map(escapeCell).join(' | ')} |`);
    previous = c[0];
  }
  return lines.join('\n');
}

const NOTES = `## How the figures are measured

- **CPU, not wall time.** The machine is shared, so wall-clock figures move 2–4× between runs. Request-path figures
  are CPU read by Linux for the workerd threads (\`/proc/<pid>/task/<tid>/schedstat\`), in blocks of 20 sequential
  requests per case, cases interleaved over 5 rounds, median per request; each block includes the deferred work
  (\`waitUntil\`) of its requests. Locally Miniflare runs D1, Durable Objects, KV and the Queue on the same workerd
  threads as the Worker, so every storage round trip adds its emulation cost here; in production that CPU is not the
  Worker's. \`GET /v1/health\` is the floor (wrangler's dev middleware and the HTTP stack).
- **Engines over corpora and at caps** run in Node (the same V8 as workerd) and are timed with \`process.cpuUsage\`:
  p50/p99 over every case of the engine's committed corpus after one warm pass; each worst case is the minimum of
  three runs, marked against the 50 ms per-request budget. In-worker engine rows (ms/op) are loops inside workerd.
- **SAT vs MiniSat**: our CDCL solver and MiniSat 2.2 (linked against the Debian package's library) on the same 100
  seeded random 3-SAT instances, both in-process, interleaved over 5 rounds (three let one disturbed round move the
  median by a whole unit on a shared machine); the ratio is ours ÷ MiniSat. The
  language-route row runs the same instances written in the DSL through \`verifyLogic\` (parsing, sort inference,
  encoding, search and the exact model check: the engine work of \`POST /v1/verify/logic\`), min / median / max.
- **Worst case per cap over HTTP** (\`node scripts/bench.mjs caps\`, \`bench/caps-http.mjs\`): each math, logic and fact
  cap's worst input (\`bench/cap-inputs.ts\`, the same inputs as the Node worst-case rows) sent to the real API with an
  API key, whole-request CPU of the workerd threads including deferred work, next to \`GET /v1/health\` in every round
  (its median subtracted); min / median / max over 5 rounds. Passes at ≤ 50 ms, and the answer column shows whether a
  case was refused early (400 \`INPUT_TOO_COMPLEX\`) or answered UNKNOWN within its budget. The SQL, code and stats
  caps are measured by their own rows.
- **Startup** is \`wrangler check startup\`: a CPU profile of the API worker's top-level module evaluation in local
  workerd. Its "Active" time counts wall time in which the isolate was not idle, so a busy machine inflates it; the
  figure is the minimum of 5 runs (the least-disturbed one), with every run shown.
- **Bundle** is \`wrangler deploy --dry-run --outdir\`, every module except source maps, gzip level 9; the limit is
  committed in \`scripts/bundle-size.mjs\` and enforced by \`test/node/bundle-size.test.ts\`.
- **Attestations**: ops/s inside workerd next to raw WebCrypto ECDSA P-256 in the same run, and the ratio that
  counts: CPU of the workerd threads read from outside around loops of 10,000 signings (or verifications) and 10,000
  raw WebCrypto P-256 operations, interleaved over 5 rounds, minus an empty request (\`bench/attestation-cpu.mjs\`).
  Signing an attestation also hashes the verified text and the proof's canonical JSON and encodes the token; those
  are what the ratio above 1× pays for. Loops of 2,000 (~45 ms of CPU each) were too short: a stray GC or compiler slice on
  another thread moved single rounds, so that three runs on a quiet machine spread their rounds' sign ratios over 0.51,
  0.66 and 1.53 (max − min); at 10,000 the same three runs spread over 0.28, 0.29 and 0.44.
- Benchmarks print numbers and never fail on speed.

## What keeps the API worker small and quick to start

- **Code analysis runs in the sandbox worker** (\`POST /code/verify\` behind the \`SANDBOX\` service binding), as the
  non-SQLite SQL grammars already did: tree-sitter and its Python, JavaScript and TypeScript grammars are ~330 KiB gzip
  of wasm. The engine is unchanged (same rules, caps and budgets); the API re-checks the answer's shape and that
  \`is_safe\` follows from the reported findings, so a faulty sandbox cannot turn a finding into a VERIFIED verdict, and
  answers 503 \`SANDBOX_UNAVAILABLE\` when the sandbox does not answer. The Node container entry of the sandbox serves
  the same route with the same grammars.
- **The consensus engine's mathjs instances hold only the functions the evaluator can reach** (the scalar functions the
  parser allows plus the arithmetic they use) instead of mathjs \`all\`: −172 KiB gzip. A test compares them with a
  full mathjs instance on every function.
- **algebrite is loaded on first use** (maximum-mode consensus only) instead of at module load: ~15 ms less startup.
- **Minified, with zod tree-shaken.** wrangler minifies the bundle (\`minify = true\`, function and class names kept).
  zod 4 only drops its unused parts (~400 KB raw of locales) when no module hands its namespace object around whole:
  every module imports \`* as z from 'zod'\`, and a pnpm patch makes @hono/zod-openapi pass only \`ZodType\` to its
  extender. Together: 1,013 → ~700 KiB gzip, and startup from ~100 ms to ~65 ms.
- **What remains at startup**: evaluating zod and building the contracts and the OpenAPI route registry; the engines
  construct nothing heavy at module load.

## What an authenticated request costs, and what remains above the floor

An API-key verification makes two storage round trips on its path, both Durable Object calls: the key gate
(authentication, IP allowlist and the rate-limit charge in one call) before the engine, and the audit ledger append
(the evidence, acknowledged before the response) after it. Logs, metrics and \`last_used_at\` are deferred and
coalesced into one D1 batch per 250 ms. The request-path table splits the cost: a malformed key (refused before any
storage call) costs the floor; a valid key with an invalid body adds the gate call alone; the verification adds the
ledger append. Locally each Durable Object call costs ~3 ms of workerd CPU whatever the object does: with the gate's
SQLite work removed entirely (an experiment: the answer kept in memory), the figure did not move. That is Miniflare's
emulation of the call on the same threads, which in production runs elsewhere; what remains above the floor is
those two calls. Two ratio rows give the target's figure per round: the verification ÷ the health floor (the issue's
1.5× target, not reached locally because of those two calls), and the verification ÷ the gate call alone (what the
engine, the validation and the ledger append add once the unavoidable gate call is paid).

Ways to take the calls off that were weighed and refused, because each weakens a guarantee:
- caching a key's authorization in the isolate for some seconds: a revoked or rotated key would keep working in every
  warm isolate until the cache expired, where today the gate's tombstone refuses it at once;
- the Workers rate-limiting binding instead of the gate's token bucket: its counters are per location and eventually
  consistent, so a key could exceed its limit once per location;
- appending the audit entry after the response (\`waitUntil\`): the caller would hold a verdict whose audit entry may
  never have been written, where today a failed append is a 503.
`;

export function writeReport(path, { tables, startedAt, suites, seconds, load }) {
  const cpu = cpus();
  const machine = `${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GiB RAM, shared with other work`;
  const text = `# Measured performance

Generated by \`pnpm bench --docs\` (scripts/bench.mjs) on ${new Date(startedAt).toISOString().slice(0, 16).replace('T', ' ')} UTC, suites: ${suites.join(', ')},
in ${Math.round(seconds)} s. Machine: ${machine}; load average (1 min, sampled every 10 s) min ${load.min.toFixed(2)}, mean
${load.mean.toFixed(2)}, max ${load.max.toFixed(2)}. Node ${process.version}. Figures move between runs on a shared machine;
compare figures of the same run, and read ratios rather than absolute times.

${tables.map(table).join('\n\n')}

${NOTES}`;
  writeFileSync(path, text);
}
