#!/usr/bin/env node
// Scores the fact held-out set (round 6) against a running Verdict service over its documented HTTP API.
//
//   VERDICT_URL=http://127.0.0.1:8787 [VERDICT_KEY=...] node score.mjs [--out results.json] [--concurrency 2]
//
// Without VERDICT_KEY it signs up a fresh organization and creates an API key. Each labelled pair of cases.json is sent
// to POST /v1/verify/fact as { claim, context }; the answer's verdict (SUPPORTED / REFUTED / INCONCLUSIVE) is compared
// with the label of labels.json (written by oracle.py). Pairs the two readings disagreed on are not sent.
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { randomBytes } from "node:crypto";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/+$/, "");
const args = process.argv.slice(2);
const arg = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : dflt;
};
const OUT = arg("--out", join(tmpdir(), `verdict-fact-heldout-round-6-${Date.now()}.json`));
const CONCURRENCY = Math.max(1, Math.min(4, Number(arg("--concurrency", "2")) || 2));

const cases = JSON.parse(readFileSync(join(here, "cases.json"), "utf8"));
const { labels, dropped } = JSON.parse(readFileSync(join(here, "labels.json"), "utf8"));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function request(path, init, attempt = 0) {
  let res;
  try {
    res = await fetch(BASE + path, init);
  } catch (err) {
    if (attempt < 3) {
      await sleep(1000 * (attempt + 1));
      return request(path, init, attempt + 1);
    }
    return { status: 0, body: null, text: String(err) };
  }
  if (res.status === 429 && attempt < 20) {
    const ra = Number(res.headers.get("retry-after"));
    await sleep((Number.isFinite(ra) && ra > 0 ? ra : 1) * 1000);
    return request(path, init, attempt + 1);
  }
  const text = await res.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, body, text };
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-fact-r6-${randomBytes(6).toString("hex")}@example.com`;
  const password = `pw-${randomBytes(12).toString("hex")}`;
  const s = await request("/v1/auth/signup", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, organization_name: "Held-out fact round 6" }),
  });
  const token = s.body?.access_token;
  if (!token) throw new Error(`signup failed (${s.status}): ${s.text.slice(0, 300)}`);
  const k = await request("/v1/auth/api-keys", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: "heldout-fact-round-6" }),
  });
  if (!k.body?.key) throw new Error(`api key failed (${k.status}): ${k.text.slice(0, 300)}`);
  return k.body.key;
}

// The engine's verdict: SUPPORTED, REFUTED or INCONCLUSIVE (NOT ENOUGH INFO).
function verdictOf(body) {
  if (!body || typeof body !== "object") return null;
  const candidates = [body.verdict, body.result?.verdict, body.data?.verdict, body.inner_status, body.status];
  for (const v of candidates) {
    if (typeof v !== "string") continue;
    const u = v.toUpperCase().replace(/[\s-]+/g, "_");
    if (u === "SUPPORTED" || u === "REFUTED") return u;
    if (u === "INCONCLUSIVE" || u === "NOT_ENOUGH_INFO" || u === "NEI") return "INCONCLUSIVE";
  }
  return null;
}

const LABELS = ["SUPPORTED", "REFUTED", "NOT ENOUGH INFO"];
const ANSWERS = ["SUPPORTED", "REFUTED", "INCONCLUSIVE", "error"];

async function main() {
  const key = await apiKey();
  const todo = cases.filter((c) => labels[c.id]);
  const results = new Array(todo.length);
  let next = 0;
  async function worker() {
    while (next < todo.length) {
      const i = next++;
      const c = todo[i];
      const r = await request("/v1/verify/fact", {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": key },
        body: JSON.stringify({ claim: c.claim, context: c.context }),
      });
      const verdict = r.status === 200 ? verdictOf(r.body) : null;
      results[i] = {
        id: c.id,
        register: c.register,
        category: c.category,
        label: labels[c.id],
        http_status: r.status,
        answer: verdict ?? "error",
        confidence: r.body?.confidence ?? null,
        claim: c.claim,
        context: c.context,
        response: r.status === 200 ? r.body : r.text.slice(0, 2000),
      };
      process.stderr.write(".");
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  process.stderr.write("\n");

  const by = (label, answer) => results.filter((r) => r.label === label && r.answer === answer).length;
  const n = (label) => results.filter((r) => r.label === label).length;
  const falseSupported = results.filter((r) => r.label !== "SUPPORTED" && r.answer === "SUPPORTED");
  const falseRefuted = results.filter((r) => r.label !== "REFUTED" && r.answer === "REFUTED");
  const fivexx = results.filter((r) => r.http_status >= 500);
  const otherErrors = results.filter((r) => r.answer === "error" && !(r.http_status >= 500));
  const pct = (a, b) => (b ? ((100 * a) / b).toFixed(1) + " %" : "n/a");

  const lines = [];
  lines.push(`Verdict fact held-out set, round 6: ${results.length} labelled pairs (${Object.keys(dropped).length} dropped by the oracle) against ${BASE}`);
  lines.push(`false SUPPORTED (REFUTED or NEI answered SUPPORTED): ${falseSupported.length} of ${n("REFUTED") + n("NOT ENOUGH INFO")}  (target 0)`);
  lines.push(`REFUTED recall: ${by("REFUTED", "REFUTED")} of ${n("REFUTED")} = ${pct(by("REFUTED", "REFUTED"), n("REFUTED"))}  (target >= 60 %)`);
  lines.push(`false REFUTED (SUPPORTED or NEI answered REFUTED): ${falseRefuted.length} of ${n("SUPPORTED") + n("NOT ENOUGH INFO")}`);
  lines.push(`SUPPORTED recall: ${by("SUPPORTED", "SUPPORTED")} of ${n("SUPPORTED")} = ${pct(by("SUPPORTED", "SUPPORTED"), n("SUPPORTED"))}`);
  lines.push(`NEI answered INCONCLUSIVE: ${by("NOT ENOUGH INFO", "INCONCLUSIVE")} of ${n("NOT ENOUGH INFO")}`);
  const correct = results.filter((r) => r.answer === (r.label === "NOT ENOUGH INFO" ? "INCONCLUSIVE" : r.label)).length;
  lines.push(`exact agreement: ${correct} of ${results.length}`);
  lines.push(`5xx answers: ${fivexx.length}${fivexx.length ? "  " + fivexx.map((r) => `${r.id} (${r.http_status})`).join(", ") : ""}`);
  if (otherErrors.length) lines.push(`other errors: ${otherErrors.map((r) => `${r.id} (${r.http_status})`).join(", ")}`);
  lines.push("");
  lines.push("confusion (rows: label, columns: answer)");
  const w = 16;
  lines.push("".padEnd(w) + ANSWERS.map((a) => a.padStart(13)).join("") + "total".padStart(8));
  for (const l of LABELS) lines.push(l.padEnd(w) + ANSWERS.map((a) => String(by(l, a)).padStart(13)).join("") + String(n(l)).padStart(8));
  lines.push("");
  if (falseSupported.length) {
    lines.push("false SUPPORTED:");
    for (const r of falseSupported) lines.push(`  ${r.id} [${r.category}] label ${r.label}: ${r.claim}`);
  }
  if (falseRefuted.length) {
    lines.push("false REFUTED:");
    for (const r of falseRefuted) lines.push(`  ${r.id} [${r.category}] label ${r.label}: ${r.claim}`);
  }
  console.log(lines.join("\n"));

  writeFileSync(
    OUT,
    JSON.stringify(
      {
        base: BASE,
        date: new Date().toISOString(),
        summary: {
          labelled: results.length,
          false_supported: falseSupported.length,
          refuted_recall: [by("REFUTED", "REFUTED"), n("REFUTED")],
          false_refuted: falseRefuted.length,
          supported_recall: [by("SUPPORTED", "SUPPORTED"), n("SUPPORTED")],
          nei_inconclusive: [by("NOT ENOUGH INFO", "INCONCLUSIVE"), n("NOT ENOUGH INFO")],
          five_xx: fivexx.map((r) => r.id),
        },
        results,
      },
      null,
      1,
    ),
  );
  console.log(`per-case results: ${OUT}`);
  if (fivexx.length) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(2);
});
