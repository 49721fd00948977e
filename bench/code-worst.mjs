// Worst cases of the code engine as a user meets them: each input is sent to POST /v1/verify/code over HTTP and the
// whole request's CPU is read from the workerd threads (bench/cpu.mjs), interleaved with the health floor and an
// authenticated `2+2`, round after round. Every input is at or near the length cap (MAX_CODE_LENGTH) and is named with
// its shape, so a figure can be reproduced by sending the same text. The verdict reads the median above the health
// floor, as bench/caps-http.mjs does: within 50 ms, or refused (400) within it.
//
//   node bench/code-worst.mjs --url http://127.0.0.1:8787 --pgid <wrangler dev process group> [--rounds 3] [--only re]
//
// `pnpm bench code-cap` runs the same suite against a fresh `wrangler dev` of both workers (scripts/bench.mjs).
import { readFileSync } from 'node:fs';
import { cpuDelta, median, threadCpu, workerdPids } from './cpu.mjs';

const LIMITS = readFileSync(new URL('../packages/engines/src/code/limits.ts', import.meta.url), 'utf8');
/** A constant of the engine's limits.ts, read from its source so the inputs follow the caps (limits.ts is TypeScript). */
const limit = (name) => Number(new RegExp(`export const ${name} = ([\\d_]+)`).exec(LIMITS)?.[1]?.replace(/_/g, '') ?? Number.NaN);
/** The engine's length cap. */
export const CODE_CAP = limit('MAX_CODE_LENGTH');
/** Nodes of the parsed tree the engine accepts. */
const CODE_NODES = limit('MAX_SYNTAX_NODES');
let CAP = CODE_CAP;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** Longer than the deferral windows of the request path (coalesced log writes, the audit ledger's batch). */
const SETTLE_MS = 700;

/**
 * `head`, then `unit(0)`, `unit(1)`, … while the text stays within `max` characters, then `tail(n)` where n is the
 * number of units written (so a tail can name the chain's last variable).
 */
function fill(head, unit, tail = () => '', max = CAP) {
  const room = max - tail(99_999).length; // the tail's longest form
  let out = head;
  let n = 0;
  for (; ; n++) {
    const next = unit(n);
    if (out.length + next.length > room) break;
    out += next;
  }
  return out + tail(n);
}

const PY_BLOCK = (i) =>
  [
    `def handler_${i}(request, cursor):`,
    `    name = request.args.get("name_${i}")`,
    `    cursor.execute("SELECT * FROM t${i} WHERE name = '" + name + "'")`,
    `    rows = [r for r in cursor.fetchall() if r[0] > ${i}]`,
    `    digest = hashlib.sha256(str(rows).encode()).hexdigest()`,
    `    data = yaml.safe_load(request.data)`,
    `    log.info("handled %s rows", len(rows))`,
    `    subprocess.run(["ls", "-l", "/tmp/${i}"], check=True)`,
    `    return {"digest": digest, "data": data, "n": ${i}}`,
    '',
    '',
  ].join('\n');

const JS_BLOCK = (i) =>
  [
    `app.get('/item/${i}', async (req, res) => {`,
    '  const id = req.params.id;',
    `  const rows = await db.query("SELECT * FROM t${i} WHERE id = " + id);`,
    `  const safe = await db.query('SELECT * FROM t${i} WHERE id = $1', [id]);`,
    `  const h = crypto.createHash('sha256').update(String(rows.length)).digest('hex');`,
    `  res.setHeader('ETag', h);`,
    '  if (!safe) return res.status(404).end();',
    `  res.json({ rows, n: ${i} });`,
    '});',
    '',
  ].join('\n');

const PY_HEAD = 'import hashlib\nimport logging\nimport subprocess\n\nimport yaml\n\nlog = logging.getLogger(__name__)\n\n\n';
const JS_HEAD =
  "const crypto = require('crypto');\nconst express = require('express');\n\nconst app = express();\nconst db = makePool();\n\n";

/** Deterministic pseudo-random text (a fixed LCG), so the token soup is the same input on every run. */
function soup(length, alphabet) {
  let seed = 12345;
  let out = '';
  while (out.length < length) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    out += alphabet[seed % alphabet.length];
  }
  return out;
}

/** The inputs, each at (or just under) the length cap (`cap` overrides it, to measure how cost grows with size). */
export function codeWorstCases(cap = CODE_CAP) {
  CAP = cap;
  return [
    // The floor of a code request: one line.
    { name: 'python, one line (the code route floor)', language: 'python', code: 'x = 1\n' },
    { name: 'python, typical handlers at the cap', language: 'python', code: fill(PY_HEAD, PY_BLOCK) },
    { name: 'javascript, typical handlers at the cap', language: 'javascript', code: fill(JS_HEAD, JS_BLOCK) },
    { name: 'typescript, typical handlers at the cap', language: 'typescript', code: fill(JS_HEAD, JS_BLOCK) },
    {
      // One function: request data copied through a chain of locals, then a shell: the taint and provenance walk.
      name: 'python, taint chain x(i) = x(i-1) + "a" to open(), one function',
      language: 'python',
      code: fill(
        'from flask import request\n\n\ndef handler():\n    x0 = request.args["q"]\n',
        (i) => `    x${i + 1} = x${i} + "a"\n`,
        (n) => `    return open(x${n}).read()\n`,
      ),
    },
    {
      // The same chain written backwards inside a loop: each pass of a fixed-pass analysis moves taint one step.
      name: 'python, taint chain written backwards in a loop',
      language: 'python',
      code: fill(
        'from flask import request\n\n\ndef handler():\n    for _ in range(3):\n',
        (i) => `        y${i} = y${i + 1} + "a"\n`,
        (n) => `        y${n} = request.args["q"]\n    return open(y0).read()\n`,
      ),
    },
    {
      name: 'javascript, taint chain x(i) = x(i-1) + "a" to fs.readFileSync',
      language: 'javascript',
      code: fill(
        "const fs = require('fs');\napp.get('/', (req, res) => {\n  let x0 = req.query.q;\n",
        (i) => `  let x${i + 1} = x${i} + "a";\n`,
        (n) => `  res.send(fs.readFileSync(x${n}));\n});\n`,
      ),
    },
    {
      // A constant name folded through a long chain of module constants before it reaches getattr.
      name: 'python, constant name chain to getattr(builtins, n)(data)',
      language: 'python',
      code: fill(
        'import builtins\nimport sys\n\nn0 = "ev"\n',
        (i) => `n${i + 1} = n${i}\n`,
        (n) => `getattr(builtins, n${n} + "al")(sys.stdin.read())\n`,
      ),
    },
    {
      // SQL grown by += in one function; every 8th line executes it, so each sink re-reads the whole history.
      name: 'python, SQL grown by += with an execute every 8 lines',
      language: 'python',
      code: fill('def report(cur, tags):\n    sql = "SELECT id FROM post WHERE 1=0"\n', (i) =>
        i % 8 === 7 ? '    cur.execute(sql)\n' : `    sql += " OR tag = '" + tags[${i}] + "'"\n`,
      ),
    },
    {
      // Dispatch through constant tables: every call's callee is a lookup in a table built from the previous one.
      name: 'python, dispatch tables chained through dict lookups',
      language: 'python',
      code: fill(
        'import operator\n\nT0 = {"a": operator.add, "b": operator.sub}\n',
        (i) => `T${i + 1} = {"a": T${i}["a"], "b": T${i}.get("b")}\nT${i + 1}[k](1, 2)\n`,
      ),
    },
    {
      name: 'javascript, object property chain to a flag and a computed global',
      language: 'javascript',
      code: fill(
        "const https = require('https');\nconst c0 = { tls: { verify: false }, key: 'ev' };\n",
        (i) =>
          `const c${i + 1} = { tls: c${i}.tls, key: c${i}.key };\nnew https.Agent({ rejectUnauthorized: c${i + 1}.tls.verify });\nglobalThis[c${i + 1}.key + "al"](x);\n`,
      ),
    },
    {
      name: 'python, MD5 findings past the most reported (MAX_FINDINGS)',
      language: 'python',
      code: fill('import hashlib\n', (i) => `h${i} = hashlib.md5(b"${i}")\n`),
    },
    {
      // As long as the node cap lets a flat sum be (3 nodes a term): the largest one the engine analyses.
      name: 'python, flat sum 1+1+… under the node cap',
      language: 'python',
      code: `x = ${Array.from({ length: Math.floor((CODE_NODES - 10) / 3) }, () => '1').join('+')}\n`,
    },
    {
      name: 'python, flat sum 1+1+… at the length cap',
      language: 'python',
      code: `x = ${Array.from({ length: Math.floor((cap - 6) / 2) }, () => '1').join('+')}\n`,
    },
    // Shapes whose matching or parsing work grows faster than their length, each at the length cap.
    { name: 'javascript, call chain x.f().f()…', language: 'javascript', code: `x${'.f()'.repeat(Math.floor((cap - 3) / 4))};\n` },
    { name: 'python, one call per line f(x)', language: 'python', code: 'f(x)\n'.repeat(Math.floor(cap / 5)) },
    { name: 'typescript, random token soup', language: 'typescript', code: soup(cap - 500, 'ab(){}<>;:=,.?!"\'` \n+-*/&|') },
    { name: 'python, random token soup', language: 'python', code: soup(cap - 500, 'ab(){}[]:=,."\' \n+-*/') },
  ].map((c) => ({ ...c, chars: c.code.length }));
}

async function send(baseUrl, { method = 'GET', path, json, headers = {} }) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(json ? { 'content-type': 'application/json' } : {}), ...headers },
    body: json ? JSON.stringify(json) : undefined,
  });
  const text = await res.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, body, text };
}

async function tenant(baseUrl) {
  const signup = await send(baseUrl, {
    method: 'POST',
    path: '/v1/auth/signup',
    json: {
      email: `code-worst.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
      password: 'a long enough bench password',
      organization_name: 'Bench',
    },
  });
  if (signup.status !== 201) throw new Error(`signup failed: HTTP ${signup.status} ${signup.text.slice(0, 200)}`);
  const key = await send(baseUrl, {
    method: 'POST',
    path: '/v1/auth/api-keys',
    json: { name: 'bench' },
    headers: { authorization: `Bearer ${signup.body.access_token}` },
  });
  if (key.status !== 201) throw new Error(`API key creation failed: HTTP ${key.status} ${key.text.slice(0, 200)}`);
  return { 'x-api-key': key.body.key };
}

/** What the service answered, in a few words: the verdict and analysis, or the refusal and its limit. */
function outcome(r) {
  if (r.status === 200 && r.body) {
    const b = r.body;
    const findings = Array.isArray(b.vulnerabilities) ? b.vulnerabilities.length : 0;
    return `${b.is_safe ? 'safe' : 'not safe'}, ${b.analysis ?? '?'}, ${findings} findings`;
  }
  if (r.body?.code) return `HTTP ${r.status} ${r.body.code}${r.body.limit ? ` (${r.body.limit})` : ''}`;
  return `HTTP ${r.status}`;
}

/**
 * CPU per request of each worst case, in ms, over `rounds` interleaved rounds of `perBlock` sequential requests.
 * Rows: the floor (health), `2+2`, then each case with min / median / max and what the service answered.
 */
export async function runCodeWorstSuite(baseUrl, pgid, progress = () => {}, { rounds = 3, perBlock = 2, only, cap } = {}) {
  const pids = workerdPids(pgid);
  if (pids.length === 0) throw new Error('no workerd process found in the wrangler process group');
  const auth = await tenant(baseUrl);
  const worst = codeWorstCases(cap).filter((c) => !only || only.test(c.name));
  const cases = [
    { name: 'GET /v1/health (floor)', code: false, request: { path: '/v1/health' } },
    {
      name: 'POST /v1/verify/math 2+2',
      code: false,
      request: { method: 'POST', path: '/v1/verify/math', json: { expression: '2+2' }, headers: auth },
    },
    ...worst.map((c) => ({
      name: `${c.name} (${c.chars.toLocaleString('en-US')} chars)`,
      code: true,
      request: { method: 'POST', path: '/v1/verify/code', json: { code: c.code, language: c.language }, headers: auth },
    })),
  ];
  progress(`code worst cases over HTTP: ${cases.length} cases × ${rounds} rounds × ${perBlock} requests, interleaved`);
  for (const c of cases) {
    const r = await send(baseUrl, c.request); // warm-up: grammars, query compilation, Durable Objects
    if (r.status >= 500) throw new Error(`${c.name}: HTTP ${r.status} ${r.text.slice(0, 200)}`);
    c.outcome = outcome(r);
    c.perRound = [];
  }
  await sleep(SETTLE_MS);
  for (let round = 0; round < rounds; round++) {
    for (const c of cases) {
      const before = threadCpu(pids);
      for (let i = 0; i < perBlock; i++) {
        const r = await send(baseUrl, c.request);
        if (r.status >= 500) throw new Error(`${c.name}: HTTP ${r.status} ${r.text.slice(0, 200)}`);
      }
      await sleep(SETTLE_MS);
      c.perRound.push(cpuDelta(before, threadCpu(pids)).totalMs / perBlock);
    }
  }
  const rows = [];
  const floor = median(cases[0].perRound);
  for (const c of cases) {
    const sorted = [...c.perRound].sort((a, b) => a - b);
    const med = median(sorted);
    const spread = `min ${sorted[0].toFixed(1)} / median ${med.toFixed(1)} / max ${sorted.at(-1).toFixed(1)} ms`;
    const net = med - floor;
    const verdict = `${net.toFixed(1)} ms above the floor ${net <= 50 ? '≤ 50 ms ✓' : '> 50 ms ✗'}`;
    rows.push({
      group: 'code over HTTP',
      name: c.name,
      value: med,
      unit: 'ms CPU',
      note: c.code ? `${spread}; ${c.outcome}; ${verdict}` : spread,
    });
  }
  return rows;
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(name);
    return i >= 0 ? process.argv[i + 1] : fallback;
  };
  const url = arg('--url', 'http://127.0.0.1:8787');
  const pgid = Number(arg('--pgid', '0'));
  const only = arg('--only', null);
  const rows = await runCodeWorstSuite(url, pgid, (l) => process.stderr.write(`${l}\n`), {
    rounds: Number(arg('--rounds', '3')),
    only: only ? new RegExp(only) : undefined,
    cap: arg('--cap', null) ? Number(arg('--cap', null)) : undefined,
  });
  for (const r of rows) console.log(`${r.value.toFixed(1).padStart(7)} ms  ${r.name}  — ${r.note}`);
}
