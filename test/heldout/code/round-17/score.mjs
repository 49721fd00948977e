#!/usr/bin/env node
// Scores POST /v1/verify/code on the round-17 held-out set.
// Usage: node score.mjs [--out results.json]
// Env: VERDICT_URL (default http://127.0.0.1:8787), VERDICT_KEY (else a fresh organization is signed up).
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const CONCURRENCY = 2;
const args = process.argv.slice(2);
const outIdx = args.indexOf("--out");
const OUT = outIdx >= 0 ? args[outIdx + 1] : join(tmpdir(), `verdict-code-round-17-${Date.now()}.json`);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function request(path, init, tries = 8) {
  for (let i = 0; ; i++) {
    const res = await fetch(BASE + path, init);
    if ((res.status === 429 || res.status === 503) && i < tries) {
      const ra = Number(res.headers.get("retry-after"));
      await res.arrayBuffer().catch(() => {});
      await sleep((Number.isFinite(ra) && ra > 0 ? Math.min(ra, 60) : 2) * 1000);
      continue;
    }
    const text = await res.text();
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = { raw: text.slice(0, 500) };
    }
    return { status: res.status, body };
  }
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-code-r17-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = `pw-${Math.random().toString(36).slice(2)}-${Date.now()}`;
  const json = { "content-type": "application/json" };
  const s = await request("/v1/auth/signup", {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email, password, organization_name: "Held-out code round 17" }),
  });
  if (!s.body.access_token) throw new Error(`signup failed: ${s.status} ${JSON.stringify(s.body)}`);
  const k = await request("/v1/auth/api-keys", {
    method: "POST",
    headers: { ...json, authorization: `Bearer ${s.body.access_token}` },
    body: JSON.stringify({ name: "heldout-code-r17" }),
  });
  if (!k.body.key) throw new Error(`api key failed: ${k.status} ${JSON.stringify(k.body)}`);
  return k.body.key;
}

function classify(status, body) {
  if (status >= 500) return "error_5xx";
  if (status === 200 && body && typeof body.is_safe === "boolean") {
    if (body.is_safe === true) return "safe";
    return body.analysis === "partial" ? "not_safe_partial" : "not_safe_findings";
  }
  if (status === 400) return "refused_400";
  return "error_other";
}

const { cases } = JSON.parse(readFileSync(join(HERE, "cases.json"), "utf8"));
const key = await apiKey();
const results = new Array(cases.length);
let next = 0;
async function worker() {
  while (next < cases.length) {
    const i = next++;
    const c = cases[i];
    const code = readFileSync(join(HERE, c.file), "utf8");
    const t0 = Date.now();
    let status, body;
    try {
      ({ status, body } = await request("/v1/verify/code", {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": key },
        body: JSON.stringify({ code, language: c.language }),
      }));
    } catch (err) {
      status = 0;
      body = { error: String(err) };
    }
    const answer = classify(status, body);
    const findings = Array.isArray(body?.vulnerabilities)
      ? body.vulnerabilities.map((f) => ({ type: f.type, severity: f.severity, line: f.line, rule_id: f.rule_id }))
      : undefined;
    results[i] = {
      id: c.id,
      key: c.key,
      language: c.language,
      class: c.class,
      label: c.label,
      status,
      answer,
      said_safe: answer === "safe",
      is_safe: body?.is_safe,
      analysis: body?.analysis,
      findings,
      unresolved: body?.unresolved,
      error: status === 200 ? undefined : body,
      ms: Date.now() - t0,
    };
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));

const pct = (n, d) => (d === 0 ? "n/a" : `${((100 * n) / d).toFixed(1)} %`);
function figures(rs, title) {
  const vuln = rs.filter((r) => r.label === "vulnerable");
  const safe = rs.filter((r) => r.label === "safe");
  const saidSafe = rs.filter((r) => r.said_safe);
  const falseSafe = vuln.filter((r) => r.said_safe);
  const trueSafe = safe.filter((r) => r.said_safe);
  console.log(`\n== ${title}: ${rs.length} cases (${vuln.length} vulnerable, ${safe.length} safe)`);
  console.log(`false safe (vulnerable answered safe): ${falseSafe.length} of ${vuln.length}${falseSafe.length ? " -> " + falseSafe.map((r) => r.id).join(", ") : ""}`);
  console.log(`precision of safe: ${trueSafe.length}/${saidSafe.length} = ${pct(trueSafe.length, saidSafe.length)}`);
  console.log(`recall of safe: ${trueSafe.length}/${safe.length} = ${pct(trueSafe.length, safe.length)}`);
  console.log(`recall of not safe (vulnerable answered not safe): ${vuln.length - falseSafe.length}/${vuln.length} = ${pct(vuln.length - falseSafe.length, vuln.length)}`);
}
figures(results, "all");
figures(results.filter((r) => r.language === "python"), "python");
figures(results.filter((r) => r.language !== "python"), "javascript + typescript");

const cols = ["safe", "not_safe_findings", "not_safe_partial", "refused_400", "error_5xx", "error_other"];
console.log(`\nconfusion (rows: label, columns: answer)`);
console.log(["label".padEnd(11), ...cols.map((c) => c.padStart(18))].join(""));
for (const label of ["vulnerable", "safe"]) {
  const row = cols.map((c) => String(results.filter((r) => r.label === label && r.answer === c).length).padStart(18));
  console.log([label.padEnd(11), ...row].join(""));
}
console.log(`\nper class (label: n, answered safe, not safe with findings, partial, refused/errors)`);
const classes = [...new Set(results.map((r) => `${r.label}\t${r.class}`))].sort();
for (const key of classes) {
  const [label, cls] = key.split("\t");
  const rs = results.filter((r) => r.label === label && r.class === cls);
  const n = (a) => rs.filter((r) => r.answer === a).length;
  const bad = label === "vulnerable" ? n("safe") : rs.length - n("safe");
  console.log(
    `  ${label.padEnd(10)} ${cls.padEnd(26)} n=${String(rs.length).padStart(2)}  safe=${n("safe")}  findings=${n("not_safe_findings")}  partial=${n("not_safe_partial")}  refused/errors=${rs.length - n("safe") - n("not_safe_findings") - n("not_safe_partial")}${bad ? "  <- wrong: " + bad : ""}`
  );
}

console.log(`\nper class, both labels together (false safe, precision of safe, recall of safe, errors)`);
const perClass = {};
for (const cls of [...new Set(results.map((r) => r.class))].sort()) {
  const rs = results.filter((r) => r.class === cls);
  const said = rs.filter((r) => r.said_safe);
  const tsafe = rs.filter((r) => r.label === "safe" && r.said_safe).length;
  const nsafe = rs.filter((r) => r.label === "safe").length;
  const fsafe = rs.filter((r) => r.label === "vulnerable" && r.said_safe).length;
  const errs = rs.filter((r) => r.answer === "error_5xx" || r.answer === "error_other").length;
  perClass[cls] = { n: rs.length, vulnerable: rs.length - nsafe, safe: nsafe, false_safe: fsafe, answered_safe: said.length, true_safe: tsafe, errors: errs };
  console.log(
    `  ${cls.padEnd(22)} n=${String(rs.length).padStart(2)} false safe ${fsafe}/${rs.length - nsafe}  precision of safe ${tsafe}/${said.length} = ${pct(tsafe, said.length)}  recall of safe ${tsafe}/${nsafe} = ${pct(tsafe, nsafe)}  errors ${errs}`
  );
}

const fivexx = results.filter((r) => r.answer === "error_5xx" || r.answer === "error_other");
console.log(`\n5xx / other errors: ${fivexx.length}${fivexx.length ? "\n" + fivexx.map((r) => `  ${r.id} ${r.status} ${JSON.stringify(r.error).slice(0, 200)}`).join("\n") : ""}`);
const safeMissed = results.filter((r) => r.label === "safe" && !r.said_safe);
console.log(`safe snippets not answered safe: ${safeMissed.map((r) => `${r.id}(${r.answer})`).join(", ") || "none"}`);
const falseSafeAll = results.filter((r) => r.label === "vulnerable" && r.said_safe);
console.log(`\nwrong answers (id key [class]: expected -> got)`);
for (const r of results.filter((r) => (r.label === "vulnerable") === r.said_safe || r.answer.startsWith("error"))) {
  const why = r.findings?.length ? ` findings: ${r.findings.map((f) => `${f.type}/${f.severity}`).join(", ")}` : "";
  const unres = r.unresolved?.length ? ` unresolved: ${JSON.stringify(r.unresolved).slice(0, 160)}` : "";
  console.log(`  ${r.id} ${r.key} [${r.class}]: ${r.label === "vulnerable" ? "not safe" : "safe"} -> ${r.answer}${why}${unres}`);
}
console.log(`targets: false safe 0 (got ${falseSafeAll.length}); precision of safe >= 95 % (got ${pct(results.filter((r) => r.label === "safe" && r.said_safe).length, results.filter((r) => r.said_safe).length)})`);
console.log(`vulnerable snippets answered safe: ${falseSafeAll.map((r) => `${r.id}[${r.class}]`).join(", ") || "none"}`);

const vulnAll = results.filter((r) => r.label === "vulnerable");
const safeAll = results.filter((r) => r.label === "safe");
const saidSafeAll = results.filter((r) => r.said_safe);
const summary = {
  cases: results.length,
  vulnerable: vulnAll.length,
  safe: safeAll.length,
  false_safe: vulnAll.filter((r) => r.said_safe).length,
  answered_safe: saidSafeAll.length,
  true_safe: safeAll.filter((r) => r.said_safe).length,
  precision_of_safe: saidSafeAll.length ? safeAll.filter((r) => r.said_safe).length / saidSafeAll.length : null,
  recall_of_safe: safeAll.length ? safeAll.filter((r) => r.said_safe).length / safeAll.length : null,
  errors_5xx: results.filter((r) => r.answer === "error_5xx").length,
  errors_other: results.filter((r) => r.answer === "error_other").length,
  refused_400: results.filter((r) => r.answer === "refused_400").length,
  per_class: perClass,
};
writeFileSync(OUT, JSON.stringify({ base: BASE, date: new Date().toISOString(), summary, results }, null, 2));
console.log(`\nper-case results: ${OUT}`);
