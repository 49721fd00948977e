#!/usr/bin/env node
// Scores POST /v1/verify/code against the held-out code set (round 1). Node >= 20, no dependencies.
//
//   VERDICT_URL  base URL (default http://127.0.0.1:8787)
//   VERDICT_KEY  API key; when unset a fresh organization is signed up and a key created for it
//   --out FILE   per-case results (default: a file in the OS temp dir)
//   --concurrency N   parallel requests, 1..4 (default 4)
//   --first-reading-only   score every case on the first reading even when second-reading.json exists
//
// A case counts as answered "safe" when the service answers 200 with is_safe: true, "not safe" when it answers 200
// with is_safe: false (a complete analysis with findings, or analysis: partial). Any other status is an error and is
// listed; a 5xx is a failure of the service.

import { randomUUID } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/+$/, "");

function arg(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}
const OUT = arg("--out", join(tmpdir(), `verdict-heldout-code-round-1-${Date.now()}.json`));
const CONCURRENCY = Math.min(4, Math.max(1, Number(arg("--concurrency", "4")) || 4));
const FIRST_ONLY = process.argv.includes("--first-reading-only");

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function request(method, path, { body, headers = {} } = {}) {
  for (let attempt = 0; ; attempt++) {
    let res;
    try {
      res = await fetch(BASE + path, {
        method,
        headers: { "content-type": "application/json", ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (err) {
      if (attempt < 3) {
        await sleep(500 * (attempt + 1));
        continue;
      }
      return { status: 0, json: null, text: String(err) };
    }
    if (res.status === 429 && attempt < 20) {
      const ra = Number(res.headers.get("retry-after"));
      await res.arrayBuffer();
      await sleep(Number.isFinite(ra) && ra > 0 ? ra * 1000 : 1000);
      continue;
    }
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {}
    return { status: res.status, json, text };
  }
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-code-${randomUUID()}@example.com`;
  const signup = await request("POST", "/v1/auth/signup", {
    body: { email, password: `pw-${randomUUID()}`, organization_name: "Held-out code round 1" },
  });
  if (signup.status !== 201 && signup.status !== 200) {
    throw new Error(`signup failed: ${signup.status} ${signup.text.slice(0, 300)}`);
  }
  const token = signup.json.access_token;
  const key = await request("POST", "/v1/auth/api-keys", {
    body: { name: "held-out code round 1" },
    headers: { authorization: `Bearer ${token}` },
  });
  if (key.status !== 201 && key.status !== 200) {
    throw new Error(`api key creation failed: ${key.status} ${key.text.slice(0, 300)}`);
  }
  return key.json.key;
}

function loadCases() {
  const all = JSON.parse(readFileSync(join(HERE, "cases.json"), "utf8")).cases;
  const secondPath = join(HERE, "second-reading.json");
  if (FIRST_ONLY || !existsSync(secondPath)) {
    return { cases: all, dropped: [], reading: FIRST_ONLY ? "first reading only (forced)" : "first reading only" };
  }
  const second = JSON.parse(readFileSync(secondPath, "utf8")).cases;
  const cases = [];
  const dropped = [];
  for (const c of all) {
    const r = second[c.id];
    if (r && r.label === c.label) cases.push(c);
    else dropped.push({ id: c.id, key: c.key, first: c.label, second: r ? r.label : "(unread)" });
  }
  return { cases, dropped, reading: "cases where the first and second readings agree" };
}

function classify(res) {
  if (res.status === 200 && res.json && typeof res.json.is_safe === "boolean") {
    return res.json.is_safe ? "safe" : "not_safe";
  }
  return "error";
}

async function main() {
  const { cases, dropped, reading } = loadCases();
  const key = await apiKey();
  const results = new Array(cases.length);
  let next = 0;
  async function worker() {
    while (next < cases.length) {
      const i = next++;
      const c = cases[i];
      const res = await request("POST", "/v1/verify/code", {
        body: { code: c.code, language: c.language },
        headers: { "x-api-key": key },
      });
      const answer = classify(res);
      const j = res.json || {};
      results[i] = {
        id: c.id,
        key: c.key,
        language: c.language,
        class: c.class,
        label: c.label,
        cwe: c.cwe,
        answer,
        http_status: res.status,
        is_safe: j.is_safe,
        analysis: j.analysis,
        syntax_errors: j.syntax_errors,
        findings: Array.isArray(j.vulnerabilities)
          ? j.vulnerabilities.map((v) => ({
              rule_id: v.rule_id,
              type: v.type,
              severity: v.severity,
              cwe: v.cwe,
              line: v.line,
            }))
          : undefined,
        error: answer === "error" ? (j.code || j.title || res.text || "").toString().slice(0, 300) : undefined,
      };
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  const vuln = results.filter((r) => r.label === "vulnerable");
  const safe = results.filter((r) => r.label === "safe");
  const falseSafe = vuln.filter((r) => r.answer === "safe");
  const tp = vuln.filter((r) => r.answer === "not_safe");
  const fp = safe.filter((r) => r.answer === "not_safe");
  const errors = results.filter((r) => r.answer === "error");
  const fivexx = errors.filter((r) => r.http_status >= 500);
  const pct = (a, b) => (b === 0 ? "n/a" : `${((100 * a) / b).toFixed(1)}%`);
  const precision = tp.length + fp.length === 0 ? null : tp.length / (tp.length + fp.length);

  const line = (s = "") => console.log(s);
  line(`Verdict held-out code set, round 1 -> ${BASE}`);
  line(`cases scored: ${results.length} (${vuln.length} vulnerable, ${safe.length} safe), labels: ${reading}`);
  if (dropped.length) {
    line(`dropped (readings disagree or second reading missing): ${dropped.length}`);
    for (const d of dropped) line(`  ${d.id} ${d.key}: first ${d.first}, second ${d.second}`);
  }
  line();
  line("confusion (rows: label; columns: answer)");
  const cols = ["not safe/complete", "not safe/partial", "safe", "error"];
  const cell = (rows, col) =>
    rows.filter((r) =>
      col === "safe"
        ? r.answer === "safe"
        : col === "error"
          ? r.answer === "error"
          : r.answer === "not_safe" && (col === "not safe/partial") === (r.analysis === "partial"),
    ).length;
  line(`  ${"".padEnd(12)}${cols.map((c) => c.padStart(19)).join("")}`);
  for (const [name, rows] of [
    ["vulnerable", vuln],
    ["safe", safe],
  ]) {
    line(`  ${name.padEnd(12)}${cols.map((c) => String(cell(rows, c)).padStart(19)).join("")}`);
  }
  line();
  line(`false safe (vulnerable answered is_safe: true): ${falseSafe.length} of ${vuln.length} (${pct(falseSafe.length, vuln.length)})`);
  line(
    `precision of "not safe" answers: ${tp.length}/${tp.length + fp.length} = ${precision === null ? "n/a" : `${(100 * precision).toFixed(1)}%`}`,
  );
  line(`recall (vulnerable answered not safe): ${tp.length}/${vuln.length} = ${pct(tp.length, vuln.length)}`);
  line(`safe snippets flagged: ${fp.length} of ${safe.length}`);
  line(`answers with 4xx/5xx: ${errors.length} (5xx: ${fivexx.length})`);
  line();
  line("false safe:");
  for (const r of falseSafe) {
    const med = (r.findings || []).map((f) => `${f.rule_id}/${f.severity}`).join(", ");
    line(`  ${r.id} ${r.language.padEnd(10)} ${r.class.padEnd(20)} ${r.key}${med ? `  [reported: ${med}]` : ""}`);
  }
  if (!falseSafe.length) line("  none");
  line("safe snippets flagged:");
  for (const r of fp) {
    const why =
      r.analysis === "partial"
        ? "analysis partial"
        : (r.findings || [])
            .filter((f) => f.severity === "critical" || f.severity === "high")
            .map((f) => `${f.rule_id}/${f.severity}`)
            .join(", ");
    line(`  ${r.id} ${r.language.padEnd(10)} ${r.class.padEnd(20)} ${r.key}  [${why}]`);
  }
  if (!fp.length) line("  none");
  line("4xx/5xx answers:");
  for (const r of errors) line(`  ${r.id} ${r.key}: HTTP ${r.http_status} ${r.error}`);
  if (!errors.length) line("  none");
  line();
  line("by class (vulnerable caught / vulnerable; safe flagged / safe)");
  const classes = [...new Set(results.map((r) => r.class))].sort();
  for (const k of classes) {
    const v = vuln.filter((r) => r.class === k);
    const s = safe.filter((r) => r.class === k);
    line(
      `  ${k.padEnd(22)} ${String(v.filter((r) => r.answer === "not_safe").length).padStart(3)}/${String(v.length).padEnd(4)}` +
        ` ${String(s.filter((r) => r.answer === "not_safe").length).padStart(3)}/${s.length}`,
    );
  }
  line("by language");
  for (const lang of ["python", "javascript", "typescript"]) {
    const v = vuln.filter((r) => r.language === lang);
    const s = safe.filter((r) => r.language === lang);
    line(
      `  ${lang.padEnd(22)} ${String(v.filter((r) => r.answer === "not_safe").length).padStart(3)}/${String(v.length).padEnd(4)}` +
        ` ${String(s.filter((r) => r.answer === "not_safe").length).padStart(3)}/${s.length}`,
    );
  }
  const pass = falseSafe.length === 0 && precision !== null && precision >= 0.95 && fivexx.length === 0;
  line();
  line(`issue 25 target (0 false safe, precision >= 95%, no 5xx): ${pass ? "MET" : "NOT MET"}`);

  writeFileSync(
    OUT,
    JSON.stringify(
      {
        base_url: BASE,
        date: new Date().toISOString(),
        reading,
        dropped,
        summary: {
          cases: results.length,
          vulnerable: vuln.length,
          safe: safe.length,
          false_safe: falseSafe.length,
          true_not_safe: tp.length,
          safe_flagged: fp.length,
          precision_not_safe: precision,
          recall: vuln.length ? tp.length / vuln.length : null,
          errors: errors.length,
          errors_5xx: fivexx.length,
        },
        results,
      },
      null,
      2,
    ),
  );
  line(`per-case results: ${OUT}`);
  process.exitCode = pass ? 0 : 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(2);
});
