/**
 * The labelled code corpus (corpus/snippets, written by make_snippets.py from hand-labelled cases) against this engine
 * and against Debian's Bandit: Bandit's answers are committed in bandit-baseline.json by the same script, and Bandit
 * is also run live when it is installed (`apt-get install -y bandit`).
 * Run: ./node_modules/.bin/vitest run --project node packages/engines/src/code/snippets.test.ts
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createCodeEngine } from './engine.ts';
import { nodeCodeRuntime } from './test-support/node-wasm.ts';
import type { CodeResult } from './types.ts';

const DIR = fileURLToPath(new URL('./corpus/snippets/', import.meta.url));
/** `partial`: code whose calls or security flags cannot be resolved by constant propagation; expected not safe, partial. */
type Level = 'high' | 'medium' | 'none' | 'partial';
const LABELS = JSON.parse(readFileSync(join(DIR, 'labels.json'), 'utf8')) as Record<string, { level: Level; family: string | null }>;
interface BanditHit {
  test_id: string;
  severity: string;
  confidence: string;
  line: number;
}
const BASELINE = JSON.parse(readFileSync(join(DIR, 'bandit-baseline.json'), 'utf8')) as {
  bandit: string;
  results: Record<string, BanditHit[]>;
};

const LANGUAGE: Record<string, string> = { py: 'python', js: 'javascript', ts: 'typescript' };
const engine = createCodeEngine(nodeCodeRuntime());

interface Tally {
  high: number;
  medium: number;
  none: number;
  partial: number;
  caught: number;
  falseSafe: string[];
  falseAlarm: string[];
  familyMissed: string[];
}

const tally = (): Tally => ({ high: 0, medium: 0, none: 0, partial: 0, caught: 0, falseSafe: [], falseAlarm: [], familyMissed: [] });
const pct = (x: number) => `${(100 * x).toFixed(0)}%`;

function score(t: Tally): { recall: number; precision: number } {
  return {
    recall: t.high ? t.caught / t.high : 1,
    precision: t.caught + t.falseAlarm.length ? t.caught / (t.caught + t.falseAlarm.length) : 1,
  };
}

/** Bandit flags a snippet when it reports a MEDIUM or HIGH issue that is not an import-only notice (B401–B413). */
function banditFlags(hits: BanditHit[]): boolean {
  return hits.some((h) => (h.severity === 'HIGH' || h.severity === 'MEDIUM') && !/^B4(0\d|1[0-3])$/.test(h.test_id));
}

function banditTally(results: Record<string, BanditHit[]>): Tally {
  const t = tally();
  for (const [file, label] of Object.entries(LABELS)) {
    if (!file.startsWith('py/')) continue;
    t[label.level]++;
    const flagged = banditFlags(results[file] ?? []);
    if (label.level === 'high') flagged ? t.caught++ : t.falseSafe.push(file);
    else if (label.level === 'partial') continue;
    else if (flagged) t.falseAlarm.push(file);
  }
  return t;
}

describe('labelled code corpus', () => {
  const results = new Map<string, CodeResult>();
  const files = Object.keys(LABELS).sort((a, b) => a.localeCompare(b));

  it('has at least 150 snippets in Python and JavaScript/TypeScript', async () => {
    expect(files.length).toBeGreaterThanOrEqual(150);
    expect(files.filter((f) => f.startsWith('py/')).length).toBeGreaterThanOrEqual(80);
    expect(files.filter((f) => !f.startsWith('py/')).length).toBeGreaterThanOrEqual(50);
    for (const f of files) {
      const lang = LANGUAGE[f.split('/')[0] as string] as string;
      results.set(f, await engine.verifyCode({ code: readFileSync(join(DIR, f), 'utf8'), language: lang }));
    }
  });

  it('never calls an unsafe snippet safe, reports the labelled family, and prints recall/precision next to Bandit', () => {
    const byLang: Record<string, Tally> = { py: tally(), js: tally(), ts: tally() };
    for (const f of files) {
      const label = LABELS[f] as { level: Level; family: string | null };
      const r = results.get(f) as CodeResult;
      const t = byLang[f.split('/')[0] as string] as Tally;
      t[label.level]++;
      const families = new Set(r.vulnerabilities.map((v) => v.type));
      const serious = new Set(r.vulnerabilities.filter((v) => v.severity === 'critical' || v.severity === 'high').map((v) => v.type));
      if (label.level === 'high') {
        if (r.is_safe) t.falseSafe.push(f);
        else t.caught++;
        if (!serious.has(label.family as string)) t.familyMissed.push(`${f} (${[...families].join(',') || 'no finding'})`);
      } else if (label.level === 'partial') {
        if (r.is_safe || r.analysis !== 'partial' || !r.unresolved?.length) t.falseSafe.push(`${f} (expected partial: unresolved)`);
      } else {
        if (!r.is_safe) t.falseAlarm.push(`${f} (${r.vulnerabilities.map((v) => `${v.type}:${v.severity}`).join(',')})`);
        if (label.level === 'medium' && !families.has(label.family as string))
          t.familyMissed.push(`${f} (${[...families].join(',') || 'no finding'})`);
      }
    }
    const lines = [`${'corpus'.padEnd(22)} cases  high  med  none  partial  caught  false-safe  false-alarm  recall  precision`];
    const row = (name: string, t: Tally) => {
      const s = score(t);
      lines.push(
        `${name.padEnd(22)} ${String(t.high + t.medium + t.none + t.partial).padStart(5)} ${String(t.high).padStart(5)} ${String(t.medium).padStart(4)} ${String(t.none).padStart(5)} ${String(t.partial).padStart(8)} ${String(t.caught).padStart(7)} ${String(t.falseSafe.length).padStart(11)} ${String(t.falseAlarm.length).padStart(12)} ${pct(s.recall).padStart(7)} ${pct(s.precision).padStart(10)}`,
      );
    };
    row('engine python', byLang.py as Tally);
    row('engine javascript', byLang.js as Tally);
    row('engine typescript', byLang.ts as Tally);
    row(`${BASELINE.bandit} (baseline)`.slice(0, 22), banditTally(BASELINE.results));
    const live = liveBandit();
    if (live) row(`${live.version} (live)`.slice(0, 22), banditTally(live.results));
    else lines.push('bandit live run: SKIPPED (bandit not on PATH; the committed baseline above is from make_snippets.py)');
    for (const [lang, t] of Object.entries(byLang)) {
      for (const f of t.falseSafe) lines.push(`  FALSE SAFE ${lang}: ${f}`);
      for (const f of t.falseAlarm) lines.push(`  false alarm ${lang}: ${f}`);
      for (const f of t.familyMissed) lines.push(`  family missed ${lang}: ${f}`);
    }
    console.log(lines.join('\n'));
    for (const t of Object.values(byLang)) {
      expect(t.falseSafe).toEqual([]);
      expect(t.familyMissed).toEqual([]);
      expect(t.falseAlarm.length).toBeLessThanOrEqual(1);
    }
  });
});

/** Bandit over the Python snippets, through the same runner as the baseline (ast.Constant backport for Bandit < 1.7). */
function liveBandit(): { version: string; results: Record<string, BanditHit[]> } | null {
  const v = spawnSync('bandit', ['--version'], { encoding: 'utf8' });
  if (v.error || v.status !== 0) return null;
  const which = spawnSync('sh', ['-c', 'command -v bandit'], { encoding: 'utf8' }).stdout.trim();
  const shebang = readFileSync(which, 'utf8').split('\n')[0] ?? '';
  const python = shebang.startsWith('#!') ? (shebang.slice(2).trim().split(/\s+/)[0] ?? 'python3') : 'python3';
  const files = Object.keys(LABELS).filter((f) => f.startsWith('py/'));
  const r = spawnSync(python, [join(DIR, '..', 'bandit_run.py'), '-f', 'json', '-q', ...files], { cwd: DIR, encoding: 'utf8' });
  const report = JSON.parse(r.stdout || '{}') as {
    results?: Array<{ filename: string; test_id: string; line_number: number; issue_severity: string; issue_confidence: string }>;
  };
  const results: Record<string, BanditHit[]> = {};
  for (const x of report.results ?? []) {
    const file = x.filename.replace(/^\.\//, '');
    (results[file] ??= []).push({ test_id: x.test_id, severity: x.issue_severity, confidence: x.issue_confidence, line: x.line_number });
  }
  return { version: (v.stdout.split('\n')[0] ?? 'bandit').trim(), results };
}
