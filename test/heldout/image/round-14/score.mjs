#!/usr/bin/env node
// Scorer for the held-out image set, round 14. Plain Node >= 20, no dependencies.
// VERDICT_URL (default http://127.0.0.1:8787), VERDICT_KEY (else a fresh organization is signed up),
// --out FILE for per-case results (default: a file in the OS temp dir), --concurrency N (default 2, at most 4).
import { readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const args = process.argv.slice(2);
const argOf = (n) => (args.includes(n) ? args[args.indexOf(n) + 1] : undefined);
const OUT = argOf("--out") || join(tmpdir(), `verdict-heldout-image-round-14-${Date.now()}.json`);
const CONC = Math.min(4, Math.max(1, Number(argOf("--concurrency") || 2)));
const TYPES = { png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", gif: "image/gif", webp: "image/webp" };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function call(path, init) {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(BASE + path, init());
    if ((res.status === 429 || res.status === 503) && attempt < 20) {
      const ra = Number(res.headers.get("retry-after") || 1);
      await sleep(Math.max(1, ra) * 1000);
      continue;
    }
    return res;
  }
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-image14-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const json = (body, extra = {}) => () => ({
    method: "POST",
    headers: { "content-type": "application/json", ...extra },
    body: JSON.stringify(body),
  });
  const s = await call("/v1/auth/signup", json({ email, password: "held-out image set fourteen", organization_name: "Heldout" }));
  const auth = await s.json();
  if (!auth.access_token) throw new Error(`signup failed: ${s.status} ${JSON.stringify(auth)}`);
  const k = await call("/v1/auth/api-keys", json({ name: "heldout-image-14" }, { authorization: `Bearer ${auth.access_token}` }));
  const key = await k.json();
  if (!key.key) throw new Error(`api key failed: ${k.status} ${JSON.stringify(key)}`);
  return key.key;
}

function answerOf(status, body) {
  if (status >= 500) return "5xx";
  if (status >= 400) return `HTTP ${status}`;
  if (status !== 200) return `HTTP ${status}`;
  return body?.verdict ?? "no verdict";
}

async function main() {
  const doc = JSON.parse(await readFile(join(here, "cases.json"), "utf8"));
  const key = await apiKey();
  const results = new Array(doc.cases.length);
  let next = 0;
  async function worker() {
    while (next < doc.cases.length) {
      const i = next++;
      const c = doc.cases[i];
      const bytes = await readFile(join(here, "files", c.file));
      const type = c.content_type || TYPES[c.file.split(".").pop().toLowerCase()] || "application/octet-stream";
      let status = 0, body = null, error = null;
      try {
        const res = await call("/v1/verify/image", () => {
          const form = new FormData();
          form.append("image", new Blob([bytes], { type }), c.file);
          form.append("claim", c.claim);
          return { method: "POST", headers: { "x-api-key": key }, body: form };
        });
        status = res.status;
        const text = await res.text();
        try { body = JSON.parse(text); } catch { body = { raw: text.slice(0, 500) }; }
      } catch (e) {
        error = String(e);
      }
      const answer = error ? "network error" : answerOf(status, body);
      results[i] = {
        id: c.id, file: c.file, group: c.group, claim: c.claim, content_type: type, label: c.label, status, answer,
        label_reason: c.label_reason, confidence: body?.confidence, container: body?.container, metadata: body?.metadata,
        detail: body?.checks?.[0]?.detail ?? body?.detail, error,
      };
      process.stderr.write(".");
    }
  }
  await Promise.all(Array.from({ length: CONC }, worker));
  process.stderr.write("\n");

  const labels = ["true", "false", "undetermined", "vlm", "undecodable"];
  const answers = [...new Set(["SUPPORTED", "REFUTED", "INCONCLUSIVE", "VLM_REQUIRED", ...results.map((r) => r.answer)])];
  const table = Object.fromEntries(labels.map((l) => [l, Object.fromEntries(answers.map((a) => [a, 0]))]));
  for (const r of results) table[r.label][r.answer]++;

  const unsound = results.filter((r) => r.answer === "SUPPORTED" && r.label !== "true");
  const refutedTrue = results.filter((r) => r.answer === "REFUTED" && r.label === "true");
  const refutedNoPixels = results.filter((r) => r.answer === "REFUTED" && (r.label === "undecodable" || r.label === "undetermined" || r.label === "vlm"));
  const vlm = results.filter((r) => r.label === "vlm");
  const vlmOk = vlm.filter((r) => r.answer === "VLM_REQUIRED" || r.answer === "INCONCLUSIVE");
  const decodable = results.filter((r) => r.label === "true" || r.label === "false");
  const decided = decodable.filter((r) => r.answer === "SUPPORTED" || r.answer === "REFUTED");
  const correct = decided.filter((r) => (r.answer === "SUPPORTED") === (r.label === "true"));
  const noPixels = results.filter((r) => r.label === "undecodable");
  const inconclusiveNoPixels = noPixels.filter((r) => r.answer === "INCONCLUSIVE" || r.answer.startsWith("HTTP 4"));
  const fivexx = results.filter((r) => r.answer === "5xx" || r.answer === "network error");
  const pct = (a, b) => (b ? ((100 * a) / b).toFixed(1) : "n/a");

  console.log(`Held-out image round 14: ${results.length} claims on ${new Set(results.map((r) => r.file)).size} files, ${BASE}`);
  console.log(`labels: ${labels.map((l) => `${l} ${results.filter((r) => r.label === l).length}`).join(", ")}`);
  console.log(`UNSOUND (SUPPORTED on a claim the decoders do not support; must be 0): ${unsound.length}`);
  for (const r of unsound) console.log(`  ${r.id} ${r.file} [${r.label}] "${r.claim}" conf ${r.confidence}`);
  console.log(`REFUTED on a true claim: ${refutedTrue.length}`);
  for (const r of refutedTrue) console.log(`  ${r.id} ${r.file} "${r.claim}"`);
  console.log(`REFUTED on a claim not decided by the decoders (label undecodable/undetermined/vlm): ${refutedNoPixels.length}`);
  for (const r of refutedNoPixels) console.log(`  ${r.id} ${r.file} [${r.label}] "${r.claim}"`);
  console.log(`decided on decodable files (label true/false): ${decided.length}/${decodable.length} (${pct(decided.length, decodable.length)} %), correct ${correct.length}/${decided.length}`);
  console.log(`  true claims SUPPORTED: ${decodable.filter((r) => r.label === "true" && r.answer === "SUPPORTED").length}/${results.filter((r) => r.label === "true").length}; false claims REFUTED: ${decodable.filter((r) => r.label === "false" && r.answer === "REFUTED").length}/${results.filter((r) => r.label === "false").length}`);
  console.log(`claims the docs give to a vision model answered VLM_REQUIRED or INCONCLUSIVE: ${vlmOk.length}/${vlm.length}`);
  console.log(`claims without decodable pixels answered INCONCLUSIVE or 4xx: ${inconclusiveNoPixels.length}/${noPixels.length}`);
  console.log(`5xx / network errors: ${fivexx.length}`);
  for (const r of fivexx) console.log(`  ${r.id} ${r.file} status ${r.status} ${r.error ?? ""} ${JSON.stringify(r.detail ?? "")}`);
  console.log("per group (claims; unsound = SUPPORTED on a non-true label or REFUTED on a true one; decided = on true/false labels; errors = 5xx/network):");
  const groups = [...new Set(results.map((r) => r.group))].sort();
  console.log("  " + "group".padEnd(18) + "claims".padStart(7) + "unsound".padStart(9) + "refTrue".padStart(9) + "decided".padStart(10) + "correct".padStart(9) + "4xx".padStart(6) + "errors".padStart(8));
  for (const g of groups) {
    const rs = results.filter((r) => r.group === g);
    const dec = rs.filter((r) => r.label === "true" || r.label === "false");
    const dd = dec.filter((r) => r.answer === "SUPPORTED" || r.answer === "REFUTED");
    const ok = dd.filter((r) => (r.answer === "SUPPORTED") === (r.label === "true"));
    const uns = rs.filter((r) => (r.answer === "SUPPORTED" && r.label !== "true") || (r.answer === "REFUTED" && r.label === "true"));
    console.log("  " + g.padEnd(18) + String(rs.length).padStart(7) + String(uns.length).padStart(9) +
      String(rs.filter((r) => r.answer === "REFUTED" && r.label === "true").length).padStart(9) +
      `${dd.length}/${dec.length}`.padStart(10) + String(ok.length).padStart(9) +
      String(rs.filter((r) => r.answer.startsWith("HTTP 4")).length).padStart(6) +
      String(rs.filter((r) => r.answer === "5xx" || r.answer === "network error").length).padStart(8));
  }
  const wrong = results.filter((r) => (r.answer === "SUPPORTED" && r.label !== "true") || (r.answer === "REFUTED" && r.label !== "false") ||
    (r.label === "vlm" && r.answer !== "VLM_REQUIRED" && r.answer !== "INCONCLUSIVE"));
  console.log(`wrong answers (SUPPORTED on a non-true label, REFUTED on a non-false label, a vlm label not answered VLM_REQUIRED/INCONCLUSIVE): ${wrong.length}`);
  for (const r of wrong) console.log(`  ${r.id} [${r.group}] "${r.claim}" expected ${r.label}, got ${r.answer}`);
  console.log(`UNSOUND TOTAL (SUPPORTED on false/undecodable/undetermined + REFUTED on true; must be 0): ${unsound.length + refutedTrue.length}`);
  console.log("confusion (rows: oracle label, columns: answer):");
  const w = 14;
  console.log("".padEnd(w) + answers.map((a) => a.padStart(w)).join(""));
  for (const l of labels) console.log(l.padEnd(w) + answers.map((a) => String(table[l][a]).padStart(w)).join(""));
  await writeFile(OUT, JSON.stringify({ base: BASE, date: new Date().toISOString(), results }, null, 1));
  console.log(`per-case results: ${OUT}`);
  if (unsound.length || refutedTrue.length || fivexx.length) process.exitCode = 1;
}

main().catch((e) => { console.error(e); process.exit(2); });
