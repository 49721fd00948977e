#!/usr/bin/env node
// Scorer for held-out image round 7. Plain Node >= 20, no dependencies.
// VERDICT_URL (default http://127.0.0.1:8787), VERDICT_KEY (else a fresh organization is signed up), --out FILE.
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { randomUUID } from "node:crypto";

const HERE = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const outArg = process.argv.indexOf("--out");
const OUT = outArg > 0 ? process.argv[outArg + 1] : join(tmpdir(), `verdict-heldout-image-round-7-${Date.now()}.json`);
const CONCURRENCY = 2;
const cases = JSON.parse(readFileSync(join(HERE, "cases.json"), "utf8"));
const labels = JSON.parse(readFileSync(join(HERE, "labels.json"), "utf8"));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function send(makeReq) {
  for (let attempt = 0; ; attempt++) {
    const res = await makeReq();
    if (res.status === 429 && attempt < 20) {
      const ra = Number(res.headers.get("retry-after"));
      await res.arrayBuffer();
      await sleep((Number.isFinite(ra) && ra > 0 ? ra : 1) * 1000);
      continue;
    }
    return res;
  }
}

async function getKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-image-r7-${randomUUID()}@example.com`;
  const password = `pw-${randomUUID()}`;
  const s = await send(() => fetch(`${BASE}/v1/auth/signup`, { method: "POST", headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, organization_name: "Held-out image round 7" }) }));
  const sj = await s.json();
  if (!sj.access_token) throw new Error(`signup failed: ${s.status} ${JSON.stringify(sj)}`);
  const k = await send(() => fetch(`${BASE}/v1/auth/api-keys`, { method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${sj.access_token}` }, body: JSON.stringify({ name: "heldout-image-r7" }) }));
  const kj = await k.json();
  if (!kj.key) throw new Error(`api key failed: ${k.status} ${JSON.stringify(kj)}`);
  return kj.key;
}

async function run(c, key) {
  const bytes = readFileSync(join(HERE, "files", c.file));
  const t0 = Date.now();
  try {
    const res = await send(() => {
      const fd = new FormData();
      fd.append("image", new Blob([bytes], { type: c.content_type }), c.file);
      fd.append("claim", c.claim);
      return fetch(`${BASE}/v1/verify/image`, { method: "POST", headers: { "x-api-key": key }, body: fd });
    });
    const text = await res.text();
    let body; try { body = JSON.parse(text); } catch { body = text; }
    let answer;
    if (res.status >= 500) answer = "5xx";
    else if (res.status >= 400) answer = "4xx";
    else answer = body?.verdict ?? "no-verdict";
    return { id: c.id, file: c.file, claim: c.claim, category: c.category, label: labels[c.id], status: res.status, answer,
      confidence: body?.confidence, container: body?.container, error: res.status >= 400 ? body : undefined, ms: Date.now() - t0 };
  } catch (e) {
    return { id: c.id, file: c.file, claim: c.claim, category: c.category, label: labels[c.id], status: 0, answer: "5xx",
      error: String(e), ms: Date.now() - t0 };
  }
}

const key = await getKey();
const results = new Array(cases.length);
let next = 0;
await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
  while (next < cases.length) { const i = next++; results[i] = await run(cases[i], key); }
}));

const LABELS = ["true", "false", "disputed", "undecodable"];
const ANSWERS = ["SUPPORTED", "REFUTED", "INCONCLUSIVE", "VLM_REQUIRED", "4xx", "5xx", "no-verdict"];
const table = Object.fromEntries(LABELS.map((l) => [l, Object.fromEntries(ANSWERS.map((a) => [a, 0]))]));
for (const r of results) table[r.label][r.answer]++;
const unsound = results.filter((r) => r.answer === "SUPPORTED" && r.label !== "true");
const wrongRefuted = results.filter((r) => r.answer === "REFUTED" && r.label === "true");
const refutedNoPixels = results.filter((r) => r.answer === "REFUTED" && (r.label === "undecodable" || r.label === "disputed"));
const decodable = results.filter((r) => r.label === "true" || r.label === "false");
const decided = decodable.filter((r) => r.answer === "SUPPORTED" || r.answer === "REFUTED");
const decidedRight = decided.filter((r) => (r.answer === "SUPPORTED") === (r.label === "true"));
const fivexx = results.filter((r) => r.answer === "5xx");
const pct = (a, b) => (b ? ((100 * a) / b).toFixed(1) : "n/a");

console.log(`held-out image round 7: ${results.length} claims over ${new Set(cases.map((c) => c.file)).size} files against ${BASE}`);
console.log(`unsound (SUPPORTED on a claim the decoders do not support): ${unsound.length}`);
for (const r of unsound) console.log(`  ${r.id} [${r.label}] ${r.claim} (confidence ${r.confidence})`);
console.log(`REFUTED on a true claim: ${wrongRefuted.length}`);
for (const r of wrongRefuted) console.log(`  ${r.id} ${r.claim}`);
console.log(`REFUTED on an undecodable or disputed file: ${refutedNoPixels.length}`);
for (const r of refutedNoPixels) console.log(`  ${r.id} [${r.label}] ${r.claim}`);
console.log(`decided on decodable files: ${decided.length} of ${decodable.length} (${pct(decided.length, decodable.length)} %), ${decidedRight.length} correct`);
const tp = results.filter((r) => r.answer === "SUPPORTED" && r.label === "true").length;
const trues = results.filter((r) => r.label === "true").length;
const sup = results.filter((r) => r.answer === "SUPPORTED").length;
console.log(`SUPPORTED precision ${pct(tp, sup)} % (${tp}/${sup}), recall on true claims ${pct(tp, trues)} % (${tp}/${trues})`);
console.log(`5xx: ${fivexx.length}`);
for (const r of fivexx) console.log(`  ${r.id} status ${r.status} ${JSON.stringify(r.error).slice(0, 200)}`);
console.log("\nconfusion (rows: oracle label, columns: answer)");
console.log(["label".padEnd(12), ...ANSWERS.map((a) => a.padStart(12))].join(""));
for (const l of LABELS) console.log([l.padEnd(12), ...ANSWERS.map((a) => String(table[l][a]).padStart(12))].join(""));
const byCat = {};
for (const r of results) { const k = `${r.category}/${r.answer}`; byCat[k] = (byCat[k] || 0) + 1; }
console.log("\nby category:", JSON.stringify(byCat));
writeFileSync(OUT, JSON.stringify({ base: BASE, date: new Date().toISOString(), results, table,
  unsound: unsound.map((r) => r.id), wrong_refuted: wrongRefuted.map((r) => r.id), refuted_no_pixels: refutedNoPixels.map((r) => r.id),
  fivexx: fivexx.map((r) => r.id) }, null, 1));
console.log(`per-case results: ${OUT}`);
process.exitCode = unsound.length || fivexx.length ? 1 : 0;
