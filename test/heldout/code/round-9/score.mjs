#!/usr/bin/env node
// Scores POST /v1/verify/code on the round-9 held-out snippets.
// VERDICT_URL (default http://127.0.0.1:8787), VERDICT_KEY (else a fresh organization is signed up),
// --out FILE for per-case results (default: a file in the OS temp dir), --concurrency N (default 2, at most 4).
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { randomBytes } from "node:crypto";

const HERE = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const args = process.argv.slice(2);
const argOf = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const OUT = argOf("--out") || join(tmpdir(), `verdict-code-heldout-round9-${Date.now()}.json`);
const CONCURRENCY = Math.min(4, Math.max(1, Number(argOf("--concurrency") || 2)));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function call(path, init, tries = 8) {
  for (let attempt = 0; ; attempt++) {
    let res;
    try {
      res = await fetch(BASE + path, init);
    } catch (err) {
      if (attempt < 2) { await sleep(1000); continue; }
      return { status: 0, body: { error: String(err) } };
    }
    const text = await res.text();
    let body;
    try { body = JSON.parse(text); } catch { body = { raw: text.slice(0, 500) }; }
    if (res.status === 429 && attempt < tries) {
      const ra = Number(res.headers.get("retry-after"));
      await sleep((Number.isFinite(ra) && ra > 0 ? ra : 2) * 1000);
      continue;
    }
    return { status: res.status, body };
  }
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-code8-${randomBytes(6).toString("hex")}@example.com`;
  const password = randomBytes(12).toString("base64url");
  const s = await call("/v1/auth/signup", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, organization_name: "heldout code round 9" }),
  });
  if (!s.body?.access_token) throw new Error(`signup failed: ${s.status} ${JSON.stringify(s.body)}`);
  const k = await call("/v1/auth/api-keys", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${s.body.access_token}` },
    body: JSON.stringify({ name: "heldout-code-round-9" }),
  });
  if (!k.body?.key) throw new Error(`api key failed: ${k.status} ${JSON.stringify(k.body)}`);
  return k.body.key;
}

const SEV = ["low", "medium", "high", "critical"];

function classify(r) {
  if (r.status >= 500 || r.status === 0) return "error_5xx";
  if (r.status !== 200) return "error_4xx";
  if (r.body.is_safe === true) return "safe";
  return r.body.analysis === "partial" ? "not_safe_partial" : "not_safe";
}

async function main() {
  const all = JSON.parse(readFileSync(join(HERE, "cases.json"), "utf8"));
  const cases = all.filter((c) => c.label);
  const key = await apiKey();
  const results = new Array(cases.length);
  let next = 0;
  async function worker() {
    while (next < cases.length) {
      const i = next++;
      const c = cases[i];
      const code = readFileSync(join(HERE, c.file), "utf8");
      const r = await call("/v1/verify/code", {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": key },
        body: JSON.stringify({ code, language: c.language }),
      });
      const answer = classify(r);
      const vulns = Array.isArray(r.body?.vulnerabilities) ? r.body.vulnerabilities : [];
      const top = vulns.reduce((m, v) => Math.max(m, SEV.indexOf(v.severity)), -1);
      results[i] = {
        id: c.id, language: c.language, category: c.category, label: c.label, answer, status: r.status,
        is_safe: r.body?.is_safe, analysis: r.body?.analysis, top_severity: top >= 0 ? SEV[top] : null,
        findings: vulns.map((v) => `${v.severity}:${v.type}@${v.line}`),
        unresolved: (r.body?.unresolved || []).map((u) => `${u.kind}@${u.line}`),
        error: r.status === 200 ? undefined : r.body,
      };
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  const isSafe = (r) => r.answer === "safe";
  const vuln = results.filter((r) => r.label === "vulnerable");
  const safe = results.filter((r) => r.label === "safe");
  const falseSafe = vuln.filter(isSafe);
  const answeredSafe = results.filter(isSafe);
  const trueSafe = safe.filter(isSafe);
  const pct = (a, b) => (b === 0 ? "n/a" : `${((100 * a) / b).toFixed(1)} %`);
  const e5 = results.filter((r) => r.answer === "error_5xx");

  console.log(`Verdict code engine, held-out round 9: ${results.length} labelled snippets (${vuln.length} vulnerable, ${safe.length} safe), ${all.length - results.length} dropped by the oracle`);
  console.log(`service ${BASE}`);
  console.log("");
  console.log(`false safe (vulnerable answered safe): ${falseSafe.length} of ${vuln.length}  [must be 0]`);
  console.log(`precision of safe: ${trueSafe.length}/${answeredSafe.length} = ${pct(trueSafe.length, answeredSafe.length)}  [>= 95 %]`);
  console.log(`recall of safe: ${trueSafe.length}/${safe.length} = ${pct(trueSafe.length, safe.length)}`);
  const caught = vuln.filter((r) => r.answer === "not_safe" || r.answer === "not_safe_partial");
  console.log(`recall of not safe (vulnerable answered not safe): ${caught.length}/${vuln.length} = ${pct(caught.length, vuln.length)}`);
  console.log(`5xx: ${e5.length}${e5.length ? " -> " + e5.map((r) => `${r.id} (${r.status})`).join(", ") : ""}`);
  const e4 = results.filter((r) => r.answer === "error_4xx");
  console.log(`4xx: ${e4.length}${e4.length ? " -> " + e4.map((r) => `${r.id} (${r.status})`).join(", ") : ""}`);
  console.log("");
  const cols = ["safe", "not_safe", "not_safe_partial", "error_4xx", "error_5xx"];
  console.log("confusion (rows: label, columns: answer)");
  console.log(["label".padEnd(12), ...cols.map((c) => c.padStart(17))].join(""));
  for (const [name, rows] of [["vulnerable", vuln], ["safe", safe]]) {
    console.log([name.padEnd(12), ...cols.map((c) => String(rows.filter((r) => r.answer === c).length).padStart(17))].join(""));
  }
  console.log("");
  console.log("by category and language (label: answered safe / total)");
  const groups = new Map();
  for (const r of results) {
    const k = `${r.category} ${r.language} ${r.label}`;
    const g = groups.get(k) || { n: 0, s: 0 };
    g.n++; if (isSafe(r)) g.s++;
    groups.set(k, g);
  }
  for (const [k, g] of [...groups].sort()) console.log(`  ${k.padEnd(38)} ${g.s}/${g.n}`);
  console.log("");
  if (falseSafe.length) {
    console.log("false safe:");
    for (const r of falseSafe) console.log(`  ${r.id}  findings=${r.findings.join(",") || "-"}`);
  }
  const falseAlarm = safe.filter((r) => !isSafe(r));
  if (falseAlarm.length) {
    console.log("safe snippets not answered safe:");
    for (const r of falseAlarm) console.log(`  ${r.id}  ${r.answer}  findings=${r.findings.join(",") || "-"}  unresolved=${r.unresolved.join(",") || "-"}`);
  }
  const summary = {
    service: BASE, date: new Date().toISOString(), cases: results.length, dropped: all.length - results.length,
    vulnerable: vuln.length, safe: safe.length, false_safe: falseSafe.length, answered_safe: answeredSafe.length,
    true_safe: trueSafe.length, caught: caught.length, errors_5xx: e5.map((r) => r.id), errors_4xx: e4.map((r) => r.id),
  };
  writeFileSync(OUT, JSON.stringify({ summary, results }, null, 1));
  console.log(`\nper-case results: ${OUT}`);
}

main().catch((e) => { console.error(e); process.exit(2); });
