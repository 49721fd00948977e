#!/usr/bin/env node
// Held-out scorer for POST /v1/verify/code (round 7). Plain Node >= 20, no dependencies.
// Usage: VERDICT_URL=http://127.0.0.1:8787 [VERDICT_KEY=...] node score.mjs [--out results.json] [--concurrency 2]
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { randomUUID } from "node:crypto";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const args = process.argv.slice(2);
const argVal = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : dflt;
};
const OUT = argVal("--out", join(tmpdir(), `verdict-heldout-code-round-7-${Date.now()}.json`));
const CONCURRENCY = Math.max(1, Math.min(4, Number(argVal("--concurrency", "2")) || 2));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function request(path, { method = "POST", headers = {}, body } = {}) {
  for (let attempt = 0; ; attempt++) {
    let res;
    try {
      res = await fetch(BASE + path, {
        method,
        headers: { "content-type": "application/json", ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (e) {
      if (attempt < 3) {
        await sleep(1000 * (attempt + 1));
        continue;
      }
      return { status: 0, json: null, text: String(e) };
    }
    const text = await res.text();
    if (res.status === 429 && attempt < 10) {
      const ra = Number(res.headers.get("retry-after"));
      await sleep((Number.isFinite(ra) && ra > 0 ? ra : 1) * 1000);
      continue;
    }
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {}
    return { status: res.status, json, text };
  }
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-code-r7-${randomUUID()}@example.com`;
  const su = await request("/v1/auth/signup", {
    body: { email, password: `pw-${randomUUID()}`, organization_name: "heldout code round 7" },
  });
  const token = su.json?.access_token;
  if (!token) throw new Error(`signup failed: ${su.status} ${su.text.slice(0, 300)}`);
  const k = await request("/v1/auth/api-keys", { headers: { authorization: `Bearer ${token}` }, body: { name: "heldout" } });
  if (!k.json?.key) throw new Error(`api key failed: ${k.status} ${k.text.slice(0, 300)}`);
  return k.json.key;
}

// The answer is "safe" only when the service says is_safe === true (docs: is_safe is true iff the analysis is
// complete and no finding is critical or high). Anything else on a 200 (is_safe false, analysis partial) is
// "not safe". A non-200 answer is an error: 5xx is listed as a failure, 4xx as a refusal (not an answer of safe).
function classify(r) {
  if (r.status >= 500 || r.status === 0) return "error_5xx";
  if (r.status !== 200) return "refused_4xx";
  const j = r.json || {};
  const isSafe = j.is_safe ?? j.result?.is_safe ?? j.data?.is_safe;
  if (isSafe === true) return "safe";
  if (isSafe === false) return "not_safe";
  return "malformed";
}

function summarise(j) {
  const src = j?.result ?? j ?? {};
  const findings = Array.isArray(src.vulnerabilities) ? src.vulnerabilities : Array.isArray(src.findings) ? src.findings : [];
  return {
    is_safe: src.is_safe,
    analysis: src.analysis,
    findings: findings.map((f) => ({
      type: f.type,
      rule: f.rule_id ?? f.rule,
      severity: f.severity,
      line: f.line ?? f.start_line ?? f.location?.line,
    })),
    unresolved: src.unresolved,
    syntax_errors: src.syntax_errors,
  };
}

async function main() {
  const doc = JSON.parse(readFileSync(join(here, "cases.json"), "utf8"));
  const cases = doc.cases;
  const key = await apiKey();
  const results = new Array(cases.length);
  let next = 0;
  async function worker() {
    while (next < cases.length) {
      const i = next++;
      const c = cases[i];
      const t0 = Date.now();
      const r = await request("/v1/verify/code", {
        headers: { "x-api-key": key },
        body: { code: c.code, language: c.language },
      });
      const answer = classify(r);
      results[i] = {
        id: c.id,
        language: c.language,
        category: c.category,
        label: c.label,
        answer,
        status: r.status,
        ms: Date.now() - t0,
        response: r.status === 200 ? summarise(r.json) : r.json ?? r.text.slice(0, 500),
      };
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  const vuln = results.filter((r) => r.label === "vulnerable");
  const safe = results.filter((r) => r.label === "safe");
  const count = (rs, a) => rs.filter((r) => r.answer === a).length;
  const falseSafe = vuln.filter((r) => r.answer === "safe");
  const trueSafe = safe.filter((r) => r.answer === "safe");
  const answeredSafe = falseSafe.length + trueSafe.length;
  const errors = results.filter((r) => r.answer === "error_5xx");
  const pct = (n, d) => (d === 0 ? "n/a" : `${((100 * n) / d).toFixed(1)} %`);

  console.log(`Held-out code round 7 against ${BASE}: ${results.length} cases (${vuln.length} vulnerable, ${safe.length} safe)`);
  console.log("");
  console.log("confusion (rows: label, columns: answer)");
  const cols = ["safe", "not_safe", "refused_4xx", "error_5xx", "malformed"];
  console.log(["label \\ answer", ...cols].map((s) => s.padEnd(14)).join(""));
  for (const [name, rs] of [["vulnerable", vuln], ["safe", safe]]) {
    console.log([name, ...cols.map((a) => String(count(rs, a)))].map((s) => s.padEnd(14)).join(""));
  }
  console.log("");
  console.log(`false safe (vulnerable answered safe): ${falseSafe.length} of ${vuln.length}  [must be 0]`);
  console.log(`precision of safe (safe answers truly safe): ${trueSafe.length}/${answeredSafe} = ${pct(trueSafe.length, answeredSafe)}  [>= 95 %]`);
  console.log(`recall of safe (safe snippets answered safe): ${trueSafe.length}/${safe.length} = ${pct(trueSafe.length, safe.length)}`);
  console.log(`recall of not safe (vulnerable snippets not answered safe): ${vuln.length - falseSafe.length}/${vuln.length} = ${pct(vuln.length - falseSafe.length, vuln.length)}`);
  console.log(`5xx: ${errors.length}`);
  for (const lang of ["python", "javascript"]) {
    const v = vuln.filter((r) => r.language === lang);
    const s = safe.filter((r) => r.language === lang);
    console.log(`  ${lang}: false safe ${count(v, "safe")}/${v.length}, safe answered safe ${count(s, "safe")}/${s.length}`);
  }
  const cats = [...new Set(results.map((r) => r.category))].sort();
  console.log("");
  console.log("by category: vulnerable answered safe / vulnerable; safe answered safe / safe");
  for (const cat of cats) {
    const v = vuln.filter((r) => r.category === cat);
    const s = safe.filter((r) => r.category === cat);
    console.log(`  ${cat.padEnd(20)} ${count(v, "safe")}/${v.length}; ${count(s, "safe")}/${s.length}`);
  }
  if (falseSafe.length) {
    console.log("");
    console.log("FALSE SAFE:");
    for (const r of falseSafe) console.log(`  ${r.id} (${r.category})`);
  }
  const missedSafe = safe.filter((r) => r.answer !== "safe");
  if (missedSafe.length) {
    console.log("");
    console.log("safe snippets not answered safe:");
    for (const r of missedSafe) {
      const f = r.response?.findings?.map((x) => `${x.type}:${x.severity}`).join(", ") || "";
      console.log(`  ${r.id} (${r.category}) ${r.answer} analysis=${r.response?.analysis ?? "-"} ${f}`);
    }
  }
  if (errors.length || results.some((r) => r.answer === "refused_4xx" || r.answer === "malformed")) {
    console.log("");
    console.log("errors / refusals:");
    for (const r of results.filter((r) => ["error_5xx", "refused_4xx", "malformed"].includes(r.answer))) {
      console.log(`  ${r.id} ${r.answer} HTTP ${r.status} ${JSON.stringify(r.response).slice(0, 200)}`);
    }
  }
  writeFileSync(
    OUT,
    JSON.stringify(
      {
        base: BASE,
        date: new Date().toISOString(),
        figures: {
          cases: results.length,
          vulnerable: vuln.length,
          safe: safe.length,
          false_safe: falseSafe.length,
          answered_safe: answeredSafe,
          true_safe: trueSafe.length,
          errors_5xx: errors.length,
        },
        results,
      },
      null,
      1
    )
  );
  console.log("");
  console.log(`per-case results: ${OUT}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(2);
});
