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

  it('milestones over a repetitive trace: linear matching within the budget, or a typed refusal', () => {
    const trace = fill('a a a a a a a a a b. ');
    const milestones = Array.from({ length: 100 }, (_, i) => `${'a '.repeat(60)}c${i}`);
    expect(() => verifyProcess({ trace, mode: 'milestones', milestones })).toThrow(InputTooComplexError);
    const fewer = verifyProcess({ trace, mode: 'milestones', milestones: milestones.slice(0, 20) }) as MilestoneProcessResult;
    expect(fewer.verified).toBe(false);
    expect(fewer.work.matching_units).toBeLessThanOrEqual(MILESTONE_BUDGET);
    console.log(`repetitive milestones: 100 refused (matching_work), 20 answered with ${JSON.stringify(fewer.work)}`);
  });

  it('refuses traces over the cap', () => {
    expect(() => verifyProcess({ trace: 'x'.repeat(MAX_TRACE_CHARS + 1) })).toThrow();
  });
});
