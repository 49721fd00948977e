#!/usr/bin/env node
// Scorer for held-out fact round 18. Plain Node >= 20, no dependencies.
// VERDICT_URL (default http://127.0.0.1:8787), VERDICT_KEY (else a fresh organization is signed up), --out FILE.
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const oi = process.argv.indexOf("--out");
const OUT = oi > 0 ? process.argv[oi + 1] : join(tmpdir(), `fact-round-18-${Date.now()}.json`);
const cases = JSON.parse(readFileSync(join(here, "cases.json"), "utf8"));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function call(path, init, tries = 8) {
  for (let i = 0; ; i++) {
    let res;
    try { res = await fetch(BASE + path, init); } catch (e) { if (i < tries) { await sleep(1000); continue; } throw e; }
    if ((res.status === 429 || res.status === 503) && i < tries) {
      await sleep(1000 * (Number(res.headers.get("retry-after")) || 1));
      continue;
    }
    const text = await res.text();
    let body; try { body = JSON.parse(text); } catch { body = text; }
    return { status: res.status, body };
  }
}
async function key() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-fact18-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.com`;
  const s = await call("/v1/auth/signup", { method: "POST", headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "correct horse battery staple 18", organization_name: "Heldout fact 18" }) });
  if (!s.body?.access_token) throw new Error(`signup failed: ${s.status} ${JSON.stringify(s.body)}`);
  const k = await call("/v1/auth/api-keys", { method: "POST", headers: { "content-type": "application/json",
    authorization: `Bearer ${s.body.access_token}` }, body: JSON.stringify({ name: "heldout" }) });
  if (!k.body?.key) throw new Error(`api key failed: ${k.status} ${JSON.stringify(k.body)}`);
  return k.body.key;
}
function norm(v) {
  const s = String(v ?? "").toUpperCase().replace(/[_\s-]+/g, " ").trim();
  if (s === "SUPPORTED") return "SUPPORTED";
  if (s === "REFUTED") return "REFUTED";
  if (s === "INCONCLUSIVE" || s === "NOT ENOUGH INFO" || s === "NEI" || s === "NOT ENOUGH INFORMATION") return "NOT ENOUGH INFO";
  return null;
}
const KEY = await key();
const results = [];
for (const c of cases) {
  const r = await call("/v1/verify/fact", { method: "POST", headers: { "content-type": "application/json", "x-api-key": KEY },
    body: JSON.stringify({ claim: c.claim, context: c.context }) });
  const b = r.body && typeof r.body === "object" ? r.body : {};
  const answer = r.status === 200 ? norm(b.verdict ?? b.label ?? b.result ?? b.status) : null;
  results.push({ id: c.id, category: c.category, register: c.register, label: c.label, status: r.status, answer: answer ?? `ERROR(${r.status})`,
    claim: c.claim, body: r.status === 200 && answer ? undefined : r.body });
}
const L = ["SUPPORTED", "REFUTED", "NOT ENOUGH INFO"];
const cnt = (f, rs = results) => rs.filter(f).length;
const pct = (a, b) => (b ? `${a}/${b} = ${((100 * a) / b).toFixed(1)} %` : `${a}/0`);
const fs = results.filter((r) => r.label !== "SUPPORTED" && r.answer === "SUPPORTED");
const fr = results.filter((r) => r.label !== "REFUTED" && r.answer === "REFUTED");
const s5 = results.filter((r) => r.status >= 500);
const other = results.filter((r) => !L.includes(r.answer));
console.log(`cases: ${results.length} (${L.map((l) => `${l} ${cnt((r) => r.label === l)}`).join(", ")})`);
console.log(`false SUPPORTED (target 0): ${fs.length}${fs.map((r) => `\n  ${r.id} [${r.label}] ${r.claim}`).join("")}`);
console.log(`false REFUTED (target 0): ${fr.length}${fr.map((r) => `\n  ${r.id} [${r.label}] ${r.claim}`).join("")}`);
console.log(`REFUTED recall (target >= 60 %): ${pct(cnt((r) => r.label === "REFUTED" && r.answer === "REFUTED"), cnt((r) => r.label === "REFUTED"))}`);
console.log(`SUPPORTED recall: ${pct(cnt((r) => r.label === "SUPPORTED" && r.answer === "SUPPORTED"), cnt((r) => r.label === "SUPPORTED"))}`);
console.log(`NEI recall: ${pct(cnt((r) => r.label === "NOT ENOUGH INFO" && r.answer === "NOT ENOUGH INFO"), cnt((r) => r.label === "NOT ENOUGH INFO"))}`);
{
  const rr = cnt((r) => r.label === "REFUTED" && r.answer === "REFUTED") / Math.max(1, cnt((r) => r.label === "REFUTED"));
  console.log(`issue 25 target (0 false SUPPORTED and REFUTED recall >= 60 %): ${fs.length === 0 && rr >= 0.6 ? "met" : "not met"}`);
}
console.log(`accuracy: ${pct(cnt((r) => r.label === r.answer), results.length)}`);
console.log(`errors (non-200 or no verdict): ${other.length}; 5xx: ${s5.length}${s5.map((r) => `\n  ${r.id} ${r.status}`).join("")}`);
for (const r of other) console.log(`  ${r.id} ${r.answer} ${JSON.stringify(r.body).slice(0, 200)}`);
console.log("confusion (rows: label, columns: answer)");
const cols = [...L, "other"];
console.log(["label \\ answer", ...cols].join(" | "));
for (const l of L) console.log([l, ...cols.map((a) => cnt((r) => r.label === l && (a === "other" ? !L.includes(r.answer) : r.answer === a)))].join(" | "));
console.log("per category (misses): category | label | n | correct | missed | SUPPORTED | REFUTED | NEI | other");
for (const cat of [...new Set(results.map((r) => r.category))].sort()) {
  const rs = results.filter((r) => r.category === cat);
  console.log([cat, rs[0].label, rs.length, cnt((r) => r.answer === r.label, rs), cnt((r) => r.answer !== r.label, rs), ...L.map((a) => cnt((r) => r.answer === a, rs)),
    cnt((r) => !L.includes(r.answer), rs)].join(" | "));
}
console.log("per family (category prefix): family | n | correct | SUPPORTED | REFUTED | NEI | other");
for (const fam of ["S", "R", "N"]) {
  const rs = results.filter((r) => r.category.startsWith(`${fam}-`));
  console.log([fam, rs.length, cnt((r) => r.answer === r.label, rs), ...L.map((a) => cnt((r) => r.answer === a, rs)),
    cnt((r) => !L.includes(r.answer), rs)].join(" | "));
}
console.log("per register: register | n | correct");
for (const g of [...new Set(results.map((r) => r.register))].sort()) {
  const rs = results.filter((r) => r.register === g);
  console.log([g, rs.length, cnt((r) => r.answer === r.label, rs)].join(" | "));
}
console.log("wrong answers:");
for (const r of results.filter((r) => r.answer !== r.label)) console.log(`  ${r.id} [${r.category}] ${r.claim} — expected ${r.label}, got ${r.answer}`);
writeFileSync(OUT, JSON.stringify(results, null, 1));
console.log(`per-case results: ${OUT}`);
