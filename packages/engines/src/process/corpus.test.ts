/**
 * Hand-labelled IRAC traces (corpus/traces.json, written by corpus/make_traces.py) and milestone traces
 * (corpus/milestones.json, written by corpus/make_milestones.py). An incomplete trace must never come back verified,
 * and a milestone the trace does not assert done must never be matched.
 * Run: ./node_modules/.bin/vitest run --project node packages/engines/src/process/corpus.test.ts
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { IracStep } from './irac-structure.ts';
import { type IracProcessResult, type MilestoneProcessResult, verifyProcess } from './verify-process.ts';

const TRACES = JSON.parse(readFileSync(new URL('./corpus/traces.json', import.meta.url), 'utf8')) as Array<{
  trace: string;
  steps: IracStep[];
  verified: boolean;
}>;

describe('process corpus (hand-labelled traces)', () => {
  it('finds the labelled steps and never verifies an incomplete trace', () => {
    const results = TRACES.map((t) => ({ t, r: verifyProcess({ trace: t.trace }) as IracProcessResult }));
    const exact = results.filter(
      ({ t, r }) => [...r.found_steps].sort((a, b) => a.localeCompare(b)).join() === [...t.steps].sort((a, b) => a.localeCompare(b)).join(),
    );
    const falseVerified = results.filter(({ t, r }) => r.verified && !t.verified);
    const refused = results.filter(({ t, r }) => !r.verified && t.verified);
    const lines = [
      `process corpus: ${TRACES.length} traces, ${exact.length} with exactly the labelled steps, ${falseVerified.length} false VERIFIED, ${refused.length} complete traces not verified`,
      ...results
        .filter((x) => !exact.includes(x))
        .map(
          ({ t, r }) =>
            `  steps differ: labelled [${t.steps.join(', ')}] found [${r.found_steps.join(', ')}]: ${t.trace.slice(0, 80).replace(/\n/g, ' ')}`,
        ),
    ];
    console.log(lines.join('\n'));
    expect(TRACES.length).toBeGreaterThanOrEqual(30);
    expect(falseVerified).toEqual([]);
    expect(exact.length).toBe(TRACES.length);
  });
});

const MILESTONE_TRACES = JSON.parse(readFileSync(new URL('./corpus/milestones.json', import.meta.url), 'utf8')) as Array<{
  register: string;
  trace: string;
  milestones: Array<{ milestone: string; done: boolean }>;
}>;

/**
 * A labelled set read with all of a trace's milestones in one request: no false done ever, and at most `maxMissed`
 * missed (each set was labelled before the rules it measures; the bound keeps the rules from losing ground).
 */
function checkLabelledSet(title: string, traces: typeof MILESTONE_TRACES, minMilestones: number, maxMissed: number) {
  const answers = traces.flatMap((t) => {
    const r = verifyProcess({
      trace: t.trace,
      mode: 'milestones',
      milestones: t.milestones.map((m) => m.milestone),
    }) as MilestoneProcessResult;
    return t.milestones.map((m) => ({ t, m, got: r.matched_milestones.includes(m.milestone) }));
  });
  const falseDone = answers.filter((a) => a.got && !a.m.done);
  const missed = answers.filter((a) => !a.got && a.m.done);
  console.log(
    [
      `process ${title}: ${traces.length} traces, ${answers.length} milestones, ${falseDone.length} false done, ${missed.length} missed done`,
      ...[...falseDone, ...missed].map((a) => `  ${a.got ? 'false done' : 'missed'}: "${a.m.milestone}" (${a.t.register})`),
    ].join('\n'),
  );
  expect(answers.length).toBeGreaterThanOrEqual(minMilestones);
  expect(falseDone).toEqual([]);
  expect(missed.length).toBeLessThanOrEqual(maxMissed);
}

describe('process corpus (hand-labelled milestone traces)', () => {
  it('matches exactly the milestones the trace asserts done', () => {
    checkLabelledSet('milestone corpus', MILESTONE_TRACES, 60, 0);
  });
});

const FRESH = JSON.parse(readFileSync(new URL('./corpus/milestones-fresh.json', import.meta.url), 'utf8')) as typeof MILESTONE_TRACES;

describe('process corpus (fresh milestone traces, labelled before the rules they measure)', () => {
  it('never matches a milestone the trace does not assert done, and reports what it misses', () => {
    const answers = FRESH.flatMap((t) =>
      t.milestones.map((m) => ({
        t,
        m,
        got:
          (verifyProcess({ trace: t.trace, mode: 'milestones', milestones: [m.milestone] }) as MilestoneProcessResult).matched_milestones
            .length === 1,
      })),
    );
    const falseDone = answers.filter((a) => a.got && !a.m.done);
    const missed = answers.filter((a) => !a.got && a.m.done);
    console.log(
      [
        `process fresh milestones: ${FRESH.length} traces, ${answers.length} milestones, ${falseDone.length} false done, ${missed.length} missed done`,
        ...[...falseDone, ...missed].map((a) => `  ${a.got ? 'false done' : 'missed'}: "${a.m.milestone}" (${a.t.register})`),
      ].join('\n'),
    );
    expect(answers.length).toBeGreaterThanOrEqual(50);
    expect(falseDone).toEqual([]);
    // Missed milestones are reported, not tuned away; the bound only keeps the rules from losing ground.
    expect(missed.length).toBeLessThanOrEqual(5);
  });
});

const RECORDS = JSON.parse(readFileSync(new URL('./corpus/milestones-records.json', import.meta.url), 'utf8')) as typeof MILESTONE_TRACES;
const FORMS = JSON.parse(readFileSync(new URL('./corpus/milestones-forms.json', import.meta.url), 'utf8')) as typeof MILESTONE_TRACES;

describe('process corpus (done in other forms: tables, command records, speaker labels, list statuses, unlisted verbs)', () => {
  it('never matches a milestone the trace does not assert done, and reports what it misses', () => {
    // 14 missed before the rules it measures.
    checkLabelledSet('milestones in other forms', RECORDS, 45, 4);
  });
});

describe('process corpus (status marks, "not only", synonyms, counts, nouns of phrasal verbs, "completion of", "before")', () => {
  it('never matches a milestone the trace does not assert done, and reports what it misses', () => {
    // 5 false done and 21 missed before the rules it measures.
    checkLabelledSet('milestones, in further forms', FORMS, 70, 4);
  });
});

const NOMINAL = JSON.parse(readFileSync(new URL('./corpus/milestones-nominal.json', import.meta.url), 'utf8')) as typeof MILESTONE_TRACES;

describe('process corpus (event nouns with "of", "created", unlisted verbs, tool nouns, test commands, file writes)', () => {
  it('never matches a milestone the trace does not assert done, and reports what it misses', () => {
    // 6 missed before the rules it measures (first batch of 46); after them 1 of the second batch of 12 and 3 of the
    // third of 7 (a status line is read whole: one item pending or failed leaves every item of it not done), 0 of the
    // fourth of 3, 0 of the fifth of 7 and 1 of the sixth of 4 ("ok" lines without a count of passes).
    checkLabelledSet('milestones, nominal and record forms', NOMINAL, 75, 5);
  });
});

const STATUS = JSON.parse(readFileSync(new URL('./corpus/milestones-status.json', import.meta.url), 'utf8')) as typeof MILESTONE_TRACES;

describe('process corpus (snake_case step names, names of rehearsals and skips, "without incident", clauses of time)', () => {
  it('never matches a milestone the trace does not assert done, and reports what it misses', () => {
    // 2 false done and 12 missed before the rules it measures.
    checkLabelledSet('milestones in status lines', STATUS, 28, 5);
  });
});
