import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { InputTooComplexError } from '../budget.ts';
import { MILESTONE_BUDGET } from './milestone-match.ts';
import { type IracProcessResult, MAX_TRACE_CHARS, type MilestoneProcessResult, verifyProcess } from './verify-process.ts';

describe('process engine caps and work counters', () => {
  const fill = (unit: string) => unit.repeat(Math.floor(MAX_TRACE_CHARS / unit.length));

  it('IRAC over worst-case traces at the cap: headings are found in one pass and counted', () => {
    const shapes: Record<string, string> = {
      'headings only': fill('Rule:\n'),
      'inline headings': fill('x. Issue: y. '),
      'whether without a question mark': fill('whether '),
      'under Capitalised words': fill('under The Big Act Of '),
      'nested brackets': `${'('.repeat(MAX_TRACE_CHARS / 2 - 1)}${')'.repeat(MAX_TRACE_CHARS / 2 - 1)}`,
      'one long line': fill('the issue is here therefore '),
    };
    for (const [name, trace] of Object.entries(shapes)) {
      const r = verifyProcess({ trace }) as IracProcessResult;
      expect(r.work.chars).toBeLessThanOrEqual(MAX_TRACE_CHARS);
      expect(r.work.headings).toBeLessThanOrEqual(r.work.chars);
      console.log(`${name}: verified=${r.verified} ${JSON.stringify(r.work)}`);
    }
  });

  it('milestones over worst-case traces: every sentence parsed at most once, within the budget, or a typed refusal', () => {
    const shapes: Record<string, [string, string[]]> = {
      // Every sentence names the action and every word, and none does it: each sentence is parsed once.
      'negated everywhere': [
        fill('We did not check the logs. '),
        Array.from({ length: 100 }, (_, i) => (i % 2 ? 'check the logs' : 'check logs')),
      ],
      'done everywhere': [
        fill('We checked the logs and restarted the service. '),
        Array.from({ length: 100 }, () => 'restart the service'),
      ],
      'word soup': [
        fill('checked logs the and restarted service we not a of '),
        Array.from({ length: 100 }, (_, i) => `check the logs ${i}`),
      ],
      'no punctuation': [fill('check log '), Array.from({ length: 100 }, (_, i) => `check the log ${i}`)],
      'repetitive words': [fill('a a a a a a a a a b. '), Array.from({ length: 100 }, (_, i) => `${'a '.repeat(60)}c${i}`)],
    };
    // Within the budget, or refused with the typed error: never an answer from part of the trace.
    for (const [name, [trace, milestones]] of Object.entries(shapes)) {
      try {
        const r = verifyProcess({ trace, mode: 'milestones', milestones }) as MilestoneProcessResult;
        expect(r.work.matching_units).toBeLessThanOrEqual(MILESTONE_BUDGET);
        console.log(`${name}: verified=${r.verified} ${JSON.stringify(r.work)}`);
      } catch (e) {
        expect(e).toBeInstanceOf(InputTooComplexError);
        console.log(`${name}: refused (matching_work)`);
      }
    }
    // Sixty distinct words in every sentence and a hundred milestones asking for all of them: refused, not guessed.
    const vocabulary = Array.from({ length: 60 }, (_, i) => `w${i}`).join(' ');
    const wide = fill(`We checked ${vocabulary}. `);
    const many = Array.from({ length: 100 }, (_, i) => `check ${vocabulary} x${i}`);
    try {
      const r = verifyProcess({ trace: wide, mode: 'milestones', milestones: many }) as MilestoneProcessResult;
      expect(r.work.matching_units).toBeLessThanOrEqual(MILESTONE_BUDGET);
    } catch (e) {
      expect(e).toBeInstanceOf(InputTooComplexError);
    }
  });

  it('answers ordinary traces of 5-6 KB with 20 milestones within the budget', () => {
    // Consecutive hand-labelled corpus traces joined up to about 6,000 characters, with up to 20 of their milestones:
    // logs, chats, tool records and status lines as a long trace holds them. None may be refused.
    const corpus = ['milestones', 'milestones-fresh', 'milestones-records', 'milestones-forms', 'milestones-nominal'].flatMap(
      (f) =>
        JSON.parse(readFileSync(new URL(`./corpus/${f}.json`, import.meta.url), 'utf8')) as Array<{
          trace: string;
          milestones: Array<{ milestone: string }>;
        }>,
    );
    let windows = 0;
    let most = 0;
    for (let s = 0; s < corpus.length; s++) {
      let trace = '';
      const names: string[] = [];
      for (let k = s; k < corpus.length && trace.length < 6000; k++) {
        trace += `${corpus[k]?.trace}\n`;
        names.push(...(corpus[k]?.milestones.map((m) => m.milestone) ?? []));
      }
      if (trace.length < 5000) continue;
      windows++;
      const r = verifyProcess({ trace, mode: 'milestones', milestones: [...new Set(names)].slice(0, 20) }) as MilestoneProcessResult;
      most = Math.max(most, r.work.matching_units);
    }
    console.log(`ordinary 5-6 KB traces: ${windows} answered, at most ${most} units`);
    expect(windows).toBeGreaterThanOrEqual(60);
    expect(most).toBeLessThanOrEqual(MILESTONE_BUDGET);
  });

  it('refuses traces over the cap', () => {
    expect(() => verifyProcess({ trace: 'x'.repeat(MAX_TRACE_CHARS + 1) })).toThrow();
  });
});
