// Scores the round-2 image held-out set against POST /v1/verify/image (one claim per request).
// Usage: VERDICT_URL=http://127.0.0.1:8787 [VERDICT_KEY=...] node score.mjs [--out results.json]
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const outIdx = process.argv.indexOf("--out");
const OUT = outIdx > 0 ? process.argv[outIdx + 1] : join(tmpdir(), `image-round-2-${Date.now()}.json`);
const { files } = JSON.parse(readFileSync(join(here, "labels.json"), "utf8"));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function call(path, mkInit, tries = 8) {
  for (let i = 0; ; i++) {
    const res = await fetch(BASE + path, mkInit());
    if (res.status === 429 && i < tries) {
      await sleep((Number(res.headers.get("retry-after")) || 1) * 1000);
      continue;
    }
    const text = await res.text();
    let body;
    try { body = JSON.parse(text); } catch { body = text; }
    return { status: res.status, body };
  }
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const s = await call("/v1/auth/signup", () => ({ method: "POST", headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "held out set " + Math.random().toString(36), organization_name: "Heldout" }) }));
  if (!s.body?.access_token) throw new Error("signup failed: " + JSON.stringify(s));
  const k = await call("/v1/auth/api-keys", () => ({ method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${s.body.access_token}` },
    body: JSON.stringify({ name: "heldout" }) }));
  if (!k.body?.key) throw new Error("api key failed: " + JSON.stringify(k));
  return k.body.key;
}

const key = await apiKey();
const results = [];
const failures = [];
const labels = ["true", "false", "undetermined", "undecodable"];
const answers = ["SUPPORTED", "REFUTED", "INCONCLUSIVE", "VLM_REQUIRED", "4xx", "5xx"];
const table = Object.fromEntries(labels.map((l) => [l, Object.fromEntries(answers.map((a) => [a, 0]))]));
for (const f of files) {
  const bytes = readFileSync(join(here, "files", f.file));
  for (const c of f.claims) {
    const r = await call("/v1/verify/image", () => {
      const fd = new FormData();
      // application/octet-stream: the declared type names no format, the bytes decide
      fd.append("image", new Blob([bytes], { type: "application/octet-stream" }), f.file);
      fd.append("claim", c.claim);
      return { method: "POST", headers: { "x-api-key": key }, body: fd };
    });
    let got;
    if (r.status >= 500) { got = "5xx"; failures.push({ file: f.file, claim: c.claim, status: r.status, body: r.body }); }
    else if (r.status !== 200) got = "4xx";
    else got = r.body?.verdict ?? "INCONCLUSIVE";
    const unsound = (got === "SUPPORTED" && c.label !== "true") || (got === "REFUTED" && c.label !== "false");
    table[c.label][got]++;
    results.push({ file: f.file, category: f.category, claim: c.claim, label: c.label, got, status: r.status, unsound,
      confidence: r.body?.confidence ?? null, container: r.body?.container ?? null,
      error: r.status !== 200 ? (r.body?.code ?? r.body?.title ?? r.body) : undefined });
  }
}
const unsound = results.filter((r) => r.unsound);
const decodable = results.filter((r) => r.label === "true" || r.label === "false");
const decided = decodable.filter((r) => r.got === "SUPPORTED" || r.got === "REFUTED");
const decidedRight = decided.filter((r) => !r.unsound);
const falseSupported = unsound.filter((r) => r.got === "SUPPORTED").length;
console.log(`image round-2: ${files.length} files, ${results.length} claims against ${BASE}`);
console.log(`unsound answers: ${unsound.length} (must be 0): ${falseSupported} SUPPORTED without decoder support, ${unsound.length - falseSupported} REFUTED without decoder support`);
console.log(`decided on decodable files: ${decided.length} of ${decodable.length} claims (${(100 * decided.length / Math.max(1, decodable.length)).toFixed(1)} %), ${decidedRight.length} of them correct`);
console.log("confusion (rows: label, columns: answer)");
console.log("".padEnd(13) + answers.map((a) => a.padStart(13)).join(""));
for (const l of labels) console.log(l.padEnd(13) + answers.map((a) => String(table[l][a]).padStart(13)).join(""));
for (const r of unsound) console.log(`  UNSOUND ${r.file} "${r.claim}": label ${r.label}, answer ${r.got}`);
console.log(`5xx answers: ${failures.length}`);
for (const x of failures) console.log("  ", JSON.stringify(x).slice(0, 300));
writeFileSync(OUT, JSON.stringify({ base: BASE, unsound: unsound.length, false_supported: falseSupported,
  decided: decided.length, decodable_claims: decodable.length, table, failures, results }, null, 1));
console.log(`per-case results: ${OUT}`);
