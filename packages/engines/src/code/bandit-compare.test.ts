/**
 * Corpus comparison of the Python rules against expected findings and, when installed, against Bandit.
 * Run: ./node_modules/.bin/vitest run --project node packages/engines/src/code/bandit-compare.test.ts
 * Bandit: `apt-get install -y bandit` (1.6.2 on Debian 12) or `pip install bandit`; part (b) is skipped without it.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createCodeEngine } from './engine.ts';
import { PYTHON_RULES } from './rules/python.ts';
import { nodeCodeRuntime } from './test-support/node-wasm.ts';

const CORPUS = fileURLToPath(new URL('./corpus/python/', import.meta.url));
const EXPECTED = JSON.parse(readFileSync(new URL('./corpus/expected.json', import.meta.url), 'utf8')) as Record<
  string,
  Array<{ family: string; line: number }>
>;
const FILES = readdirSync(CORPUS)
  .filter((f) => f.endsWith('.py'))
  .sort((a, b) => a.localeCompare(b));

/**
 * Bandit test id → our rule family. Import-only checks (B403/B404/B405-B411: "consider the security implications of
 * importing X") and ids for issues we have no family for are not compared; they are listed in the output.
 */
const BANDIT_FAMILY: Record<string, string> = {
  B307: 'code_injection',
  B102: 'code_injection',
  B602: 'command_injection',
  B604: 'command_injection',
  B605: 'command_injection',
  B301: 'insecure_deserialization',
  B302: 'insecure_deserialization',
  B506: 'insecure_deserialization',
  B105: 'hardcoded_secret',
  B106: 'hardcoded_secret',
  B107: 'hardcoded_secret',
  B303: 'weak_hash',
  B324: 'weak_hash',
  B608: 'sql_injection',
  B610: 'sql_injection',
  B611: 'sql_injection',
  B501: 'tls_verification_disabled',
  B323: 'tls_verification_disabled',
  B306: 'insecure_temp_file',
  B201: 'debug_enabled',
  B104: 'bind_all_interfaces',
  B101: 'assert_used',
  B313: 'xxe',
  B314: 'xxe',
  B315: 'xxe',
  B316: 'xxe',
  B317: 'xxe',
  B318: 'xxe',
  B319: 'xxe',
  B320: 'xxe',
  B311: 'insecure_random',
};
const BANDIT_FAMILIES = new Set(Object.values(BANDIT_FAMILY));

type Hit = { file: string; family: string; line: number };
const key = (h: Hit) => `${h.file}:${h.family}:${h.line}`;

interface Score {
  expected: number;
  tp: number;
  fp: number;
  fpLines: string[];
  fnLines: string[];
}

function score(hits: Hit[], families: Iterable<string>): Map<string, Score> {
  const expected: Hit[] = FILES.flatMap((file) => (EXPECTED[file] ?? []).map((e) => ({ file, ...e })));
  const found = new Set(hits.map(key));
  const wanted = new Set(expected.map(key));
  const out = new Map<string, Score>();
  for (const fam of families) {
    const exp = expected.filter((e) => e.family === fam);
    const mine = [...new Map(hits.filter((h) => h.family === fam).map((h) => [key(h), h])).values()];
    out.set(fam, {
      expected: exp.length,
      tp: exp.filter((e) => found.has(key(e))).length,
      fp: mine.filter((h) => !wanted.has(key(h))).length,
      fpLines: mine.filter((h) => !wanted.has(key(h))).map((h) => `${h.file}:${h.line}`),
      fnLines: exp.filter((e) => !found.has(key(e))).map((e) => `${e.file}:${e.line}`),
    });
  }
  return out;
}

const recall = (s: Score | undefined) => (s && s.expected > 0 ? s.tp / s.expected : 1);
const pct = (x: number) => `${(100 * x).toFixed(0)}%`.padStart(5);

async function ourHits(): Promise<Hit[]> {
  const engine = createCodeEngine(nodeCodeRuntime());
  const hits: Hit[] = [];
  for (const file of FILES) {
    const result = await engine.verifyCode({ code: readFileSync(join(CORPUS, file), 'utf8'), language: 'python' });
    for (const v of result.vulnerabilities) hits.push({ file, family: v.type, line: v.line });
  }
  return hits;
}

interface Bandit {
  version: string;
  python: string | null;
}

/** Bandit on PATH, and the interpreter its launcher uses (to run the same installation through bandit_run.py). */
function findBandit(): Bandit | null {
  const r = spawnSync('bandit', ['--version'], { encoding: 'utf8' });
  if (r.error || r.status !== 0) return null;
  const version = r.stdout.split('\n')[0] ?? 'bandit';
  const which = spawnSync('sh', ['-c', 'command -v bandit'], { encoding: 'utf8' }).stdout.trim();
  let python: string | null = null;
  try {
    const shebang = readFileSync(which, 'utf8').split('\n')[0] ?? '';
    python = shebang.startsWith('#!') ? (shebang.slice(2).trim().split(/\s+/)[0] ?? null) : null;
  } catch {
    python = null;
  }
  return { version, python };
}

interface BanditRun {
  hits: Hit[];
  unmapped: Map<string, number>;
  errors: string[];
  lowOnly: Set<string>;
}

/** `bandit -f json -q FILES...` over the corpus; `patched` runs it through bandit_run.py (ast.Constant backport). */
function runBandit(bandit: Bandit, patched: boolean): BanditRun {
  const hits: Hit[] = [];
  const unmapped = new Map<string, number>();
  const errors: string[] = [];
  const lowOnly = new Set<string>();
  const args = ['-f', 'json', '-q', ...FILES.map((f) => join(CORPUS, f))];
  const r =
    patched && bandit.python
      ? spawnSync(bandit.python, [fileURLToPath(new URL('./corpus/bandit_run.py', import.meta.url)), ...args], { encoding: 'utf8' })
      : spawnSync('bandit', args, { encoding: 'utf8' });
  const report = JSON.parse(r.stdout || '{}') as {
    results?: Array<{ filename: string; test_id: string; line_number: number; issue_severity: string }>;
    errors?: Array<{ filename: string; reason: string }>;
  };
  for (const e of report.errors ?? []) errors.push(`${basename(e.filename)}: ${e.reason}`);
  for (const res of report.results ?? []) {
    const family = BANDIT_FAMILY[res.test_id];
    if (!family) {
      unmapped.set(res.test_id, (unmapped.get(res.test_id) ?? 0) + 1);
      continue;
    }
    const h = { file: basename(res.filename), family, line: res.line_number };
    if (res.issue_severity === 'LOW') lowOnly.add(key(h));
    hits.push(h);
  }
  return { hits, unmapped, errors, lowOnly };
}

describe('Python rules on the corpus', () => {
  it('the corpus is large enough and only uses known families', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(30);
    expect(Object.keys(EXPECTED).sort((a, b) => a.localeCompare(b))).toEqual(FILES);
    const families = new Set(PYTHON_RULES.map((r) => r.type));
    for (const list of Object.values(EXPECTED)) for (const e of list) expect(families).toContain(e.family);
  });

  it('(a) finds the expected findings with few false positives', async () => {
    const hits = await ourHits();
    const families = [...new Set(PYTHON_RULES.map((r) => r.type))].sort((a, b) => a.localeCompare(b));
    const s = score(hits, families);
    const rows = families.map((f) => {
      const x = s.get(f) as Score;
      return `${f.padEnd(26)} ${String(x.expected).padStart(4)} ${String(x.tp).padStart(4)} ${pct(recall(x))} ${String(x.fp).padStart(4)}  ${[...x.fnLines.map((l) => `miss ${l}`), ...x.fpLines.map((l) => `fp ${l}`)].join(' ')}`;
    });
    const total = [...s.values()].reduce((a, x) => ({ e: a.e + x.expected, tp: a.tp + x.tp, fp: a.fp + x.fp }), { e: 0, tp: 0, fp: 0 });
    console.log(
      [
        `family                      exp   tp recall   fp`,
        ...rows,
        `${'TOTAL'.padEnd(26)} ${String(total.e).padStart(4)} ${String(total.tp).padStart(4)} ${pct(total.tp / total.e)} ${String(total.fp).padStart(4)}`,
      ].join('\n'),
    );
    for (const f of families) expect.soft(recall(s.get(f)), `recall of ${f}`).toBeGreaterThanOrEqual(0.9);
    expect(total.tp / total.e).toBeGreaterThanOrEqual(0.95);
    expect(total.fp).toBeLessThanOrEqual(3);
  });

  const bandit = findBandit();
  it.skipIf(!bandit)(
    `(b) recall is at least Bandit's on the shared families${bandit ? '' : ' — SKIPPED: `bandit` not on PATH'}`,
    async () => {
      const b = bandit as Bandit;
      const ours = score(await ourHits(), BANDIT_FAMILIES);
      const fixed = runBandit(b, true);
      const raw = runBandit(b, false);
      const cols: Array<[string, Map<string, Score>]> = [
        ['ours', ours],
        ['bandit', score(fixed.hits, BANDIT_FAMILIES)],
        [
          'bandit >=MED',
          score(
            fixed.hits.filter((h) => !fixed.lowOnly.has(key(h))),
            BANDIT_FAMILIES,
          ),
        ],
        ['bandit as installed', score(raw.hits, BANDIT_FAMILIES)],
      ];
      const families = [...BANDIT_FAMILIES].sort((a, b) => a.localeCompare(b));
      const cell = (s: Score) => `${pct(recall(s))} ${String(s.fp).padStart(3)}`;
      const lines = [
        `${b.version} vs this engine on ${FILES.length} files. recall = share of expected findings found, fp = findings on lines not expected.`,
        `"bandit" runs through corpus/bandit_run.py (bandit 1.7's ast.Constant visitor backported; without it bandit <1.7 skips every string check on Python >=3.8); "as installed" is the unmodified CLI.`,
        `${'family'.padEnd(26)}  exp | ${cols.map(([n]) => `${n} recall  fp`.padStart(22)).join(' | ')}`,
      ];
      const totals = cols.map(() => ({ tp: 0, fp: 0 }));
      let expTotal = 0;
      for (const f of families) {
        expTotal += (ours.get(f) as Score).expected;
        lines.push(
          `${f.padEnd(26)} ${String((ours.get(f) as Score).expected).padStart(4)} | ${cols
            .map(([, m], i) => {
              const s = m.get(f) as Score;
              (totals[i] as { tp: number; fp: number }).tp += s.tp;
              (totals[i] as { tp: number; fp: number }).fp += s.fp;
              return cell(s).padStart(22);
            })
            .join(' | ')}`,
        );
      }
      lines.push(
        `${'TOTAL'.padEnd(26)} ${String(expTotal).padStart(4)} | ${totals.map((t) => `${pct(t.tp / expTotal)} ${String(t.fp).padStart(3)}`.padStart(22)).join(' | ')}`,
      );
      lines.push(
        `bandit ids not compared (import notices, B603/B607 and others outside the families): ${[...fixed.unmapped].map(([id, n]) => `${id}x${n}`).join(', ') || 'none'}`,
      );
      if (fixed.errors.length) lines.push(`bandit could not scan: ${fixed.errors.join('; ')}`);
      const fixedScore = cols[1]?.[1] as Map<string, Score>;
      for (const f of families) {
        const s = fixedScore.get(f) as Score;
        if (s.fnLines.length || s.fpLines.length)
          lines.push(`  bandit ${f}: ${[...s.fnLines.map((l) => `miss ${l}`), ...s.fpLines.map((l) => `fp ${l}`)].join(' ')}`);
      }
      console.log(lines.join('\n'));
      for (const f of families) {
        expect.soft(recall(ours.get(f)), `recall of ${f} vs bandit`).toBeGreaterThanOrEqual(recall(fixedScore.get(f)));
      }
    },
  );
});
