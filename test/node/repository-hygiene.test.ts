import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository holds the product only: no path of the machine it was built on, no notes about who built it or how.
 * Every tracked text file is read (the lock file aside), so a new document or comment is checked as soon as it exists.
 */
const ROOT = resolve(import.meta.dirname, '../..');

/**
 * Files whose `/tmp/` paths are inputs under analysis (insecure temp-file use that the code scanner and Bandit must
 * flag, SQL that must be refused for attaching a file or loading an extension), not paths of this repository's machine.
 */
const ANALYSED_INPUTS = [
  /^packages\/engines\/src\/code\/corpus\//,
  /^packages\/engines\/src\/code\/bench\.ts$/,
  /^packages\/engines\/src\/sql\/sql-cases\.ts$/,
  // Held-out code and SQL cases (and the scripts that wrote them) are inputs too; their READMEs are not.
  /^test\/heldout\/(?:code|sql)\/round-\d+\/(?!README\.md$)/,
];

/** This file, which has to spell out what it looks for. */
const SELF = /^test\/node\/repository-hygiene\.test\.ts$/;

const MACHINE_PATH = /(?<![\w.~-])\/(?:work|tmp|home|root|Users)\/[\w.-]/;
/** Talk about how the code was produced: the people or agents working on it, their briefs and sessions. */
const BUILD_TALK =
  /\bthe lead\b|\blead's\b|\bhelper (?:engineers?|sessions?|briefs?)\b|\b(?:another|other) helpers?\b|docs\/helpers|\bPREAMBLE\b|\b(?:work|working|coding|helper|previous|earlier|next) sessions?\b/i;

function trackedTextFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return out
    .split('\0')
    .filter((path) => path !== '' && path !== 'pnpm-lock.yaml' && existsSync(join(ROOT, path)))
    .filter((path) => !/\.(png|jpe?g|gif|webp|ico|wasm|gz|tgz|data|woff2?|pdf|sqlite|db)$/i.test(path));
}

function offending(pattern: RegExp, skip: readonly RegExp[] = []): string[] {
  const hits: string[] = [];
  for (const path of trackedTextFiles()) {
    if (skip.some((re) => re.test(path))) continue;
    const text = readFileSync(join(ROOT, path), 'utf8');
    if (text.includes('\0')) continue;
    text.split('\n').forEach((line, i) => {
      if (pattern.test(line)) hits.push(`${path}:${i + 1}: ${line.trim().slice(0, 160)}`);
    });
  }
  return hits;
}

describe('repository hygiene', () => {
  it('recognises the patterns it looks for', () => {
    expect(MACHINE_PATH.test('see /work/shared/notes.md')).toBe(true);
    expect(MACHINE_PATH.test('mkdir /tmp/try')).toBe(true);
    expect(MACHINE_PATH.test('GET /v1/work/items and ./tmp/x')).toBe(false);
    expect(BUILD_TALK.test("the lead's workerd run")).toBe(true);
    expect(BUILD_TALK.test('a skip link leads to the content')).toBe(false);
    expect(BUILD_TALK.test('the agent session object')).toBe(false);
  });

  it('names no path outside the repository', () => {
    expect(offending(MACHINE_PATH, [SELF, ...ANALYSED_INPUTS])).toEqual([]);
  });

  it('speaks of no helpers, leads or work sessions', () => {
    expect(offending(BUILD_TALK, [SELF])).toEqual([]);
  });

  it('ships no working notes', () => {
    expect(existsSync(join(ROOT, 'docs/helpers'))).toBe(false);
  });
});
