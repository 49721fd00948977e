#!/usr/bin/env node
// Runs the image held-out set, round 4, against a running Verdict service: one multipart POST /v1/verify/image per
// claim (the file, its declared content type and the claim), then prints the figures of issue 25 and a confusion
// table. Plain Node >= 20, no dependencies.
//   VERDICT_URL (default http://127.0.0.1:8787), VERDICT_KEY (default: sign up a fresh organization), --out FILE
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const outIdx = process.argv.indexOf("--out");
const OUT = outIdx > 0 ? process.argv[outIdx + 1] : join(tmpdir(), `verdict-image-heldout-r4-${Date.now()}.json`);
const CONCURRENCY = 2;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function request(path, init, tries = 8) {
  for (let i = 0; ; i++) {
    const res = await fetch(BASE + path, init());
    if (res.status === 429 && i < tries) {
      const ra = Number(res.headers.get("retry-after"));
      await sleep((Number.isFinite(ra) && ra > 0 ? ra : 1 + i) * 1000);
      continue;
    }
    return res;
  }
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-image-r4-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const json = (body, headers = {}) => () => ({
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const s = await request("/v1/auth/signup", json({ email, password: "held-out set, round 4", organization_name: "Held-out image r4" }));
  const session = await s.json();
  if (!session.access_token) throw new Error(`signup failed: ${s.status} ${JSON.stringify(session)}`);
  const k = await request("/v1/auth/api-keys", json({ name: "heldout-image-r4" }, { authorization: `Bearer ${session.access_token}` }));
  const key = await k.json();
  if (!key.key) throw new Error(`api key failed: ${k.status} ${JSON.stringify(key)}`);
  return key.key;
}

// The verdict of the answer: ImageResult.verdict (OpenAPI), one claim per request.
const VERDICTS = ["SUPPORTED", "REFUTED", "INCONCLUSIVE", "VLM_REQUIRED"];
function verdictOf(body) {
  const entries = Array.isArray(body?.claims) ? body.claims : Array.isArray(body?.results) ? body.results : null;
  const pick = (o) => {
    for (const k of ["verdict", "status", "result"]) if (typeof o?.[k] === "string" && VERDICTS.includes(o[k].toUpperCase())) return o[k].toUpperCase();
    return null;
  };
  if (entries && entries.length > 0) return { verdict: pick(entries[0]) || "OTHER", confidence: entries[0]?.confidence ?? null };
  return { verdict: pick(body) || "OTHER", confidence: body?.confidence ?? null };
}

async function runCase(key, c) {
  const bytes = readFileSync(join(HERE, c.file));
  const name = c.file.split("/").pop();
  const init = () => {
    const form = new FormData();
    form.append("image", new Blob([bytes], { type: c.content_type }), name);
    form.append("claim", c.claim);
    return { method: "POST", headers: { "x-api-key": key }, body: form };
  };
  let res;
  let text;
  try {
    res = await request("/v1/verify/image", init);
    text = await res.text();
  } catch (e) {
    return { answer: "ERROR", http: 0, detail: String(e) };
  }
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {}
  if (res.status >= 500) return { answer: "5xx", http: res.status, detail: text.slice(0, 300) };
  if (res.status >= 400) return { answer: "4xx", http: res.status, detail: body?.error?.code || body?.code || text.slice(0, 200) };
  const v = verdictOf(body);
  return { answer: v.verdict, http: res.status, confidence: v.confidence, container: body?.container ?? null, raw: v.verdict === "OTHER" ? text.slice(0, 500) : undefined };
}

const cases = JSON.parse(readFileSync(join(HERE, "cases.json"), "utf8")).cases;
const key = await apiKey();
const results = new Array(cases.length);
let next = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < cases.length) {
      const i = next++;
      results[i] = { id: cases[i].id, file: cases[i].file, claim: cases[i].claim, label: cases[i].label, ...(await runCase(key, cases[i])) };
    }
  }),
);

const LABELS = ["true", "false", "disputed", "undecodable"];
const ANSWERS = ["SUPPORTED", "REFUTED", "INCONCLUSIVE", "VLM_REQUIRED", "OTHER", "4xx", "5xx", "ERROR"];
const table = Object.fromEntries(LABELS.map((l) => [l, Object.fromEntries(ANSWERS.map((a) => [a, 0]))]));
for (const r of results) table[r.label][r.answer]++;

const unsound = results.filter((r) => r.answer === "SUPPORTED" && r.label !== "true");
const trueRefuted = results.filter((r) => r.answer === "REFUTED" && r.label === "true");
const definiteOnUndecodable = results.filter((r) => r.label === "undecodable" && (r.answer === "SUPPORTED" || r.answer === "REFUTED"));
const decodable = results.filter((r) => r.label === "true" || r.label === "false");
const correct = decodable.filter((r) => (r.label === "true" && r.answer === "SUPPORTED") || (r.label === "false" && r.answer === "REFUTED"));
const fivexx = results.filter((r) => r.answer === "5xx" || r.answer === "ERROR");
const pct = (a, b) => (b ? ((100 * a) / b).toFixed(1) : "n/a");

console.log(`image held-out round 4: ${new Set(cases.map((c) => c.file)).size} files, ${cases.length} claims, against ${BASE}`);
console.log(`unsound (SUPPORTED without a positive decoder label; target 0): ${unsound.length}`);
for (const r of unsound) console.log(`  ${r.id} [${r.label}] ${r.file}: ${r.claim}`);
console.log(`true claims REFUTED: ${trueRefuted.length}`);
for (const r of trueRefuted) console.log(`  ${r.id} ${r.file}: ${r.claim}`);
console.log(`definite answers (SUPPORTED/REFUTED) on undecodable files: ${definiteOnUndecodable.length}`);
for (const r of definiteOnUndecodable) console.log(`  ${r.id} ${r.answer} ${r.file}: ${r.claim}`);
console.log(`decided on decodable files: ${correct.length} of ${decodable.length} correct (${pct(correct.length, decodable.length)} %)`);
console.log(`5xx / transport errors: ${fivexx.length}`);
for (const r of fivexx) console.log(`  ${r.id} ${r.http} ${r.file}: ${r.detail}`);
console.log("\nconfusion (rows: label, columns: answer)");
console.log(["label".padEnd(12), ...ANSWERS.map((a) => a.padStart(13))].join(""));
for (const l of LABELS) console.log([l.padEnd(12), ...ANSWERS.map((a) => String(table[l][a]).padStart(13))].join(""));
const fourxx = results.filter((r) => r.answer === "4xx");
if (fourxx.length) {
  console.log("\n4xx answers:");
  for (const r of fourxx) console.log(`  ${r.id} ${r.http} ${r.detail} ${r.file}`);
}
writeFileSync(OUT, JSON.stringify({ base: BASE, table, results }, null, 1));
console.log(`\nper-case results: ${OUT}`);
