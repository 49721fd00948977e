import { describe, expect, it } from 'vitest';
import { benchProcess } from './bench-process.ts';
import { ProcessInputError } from './process-input-error.ts';
import type { IracProcessResult, MilestoneProcessResult } from './verify-process.ts';
import { verifyProcess } from './verify-process.ts';

const irac = (trace: string) => verifyProcess({ trace }) as IracProcessResult;
const ms = (trace: string, milestones: string[]) => verifyProcess({ trace, mode: 'milestones', milestones }) as MilestoneProcessResult;

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof ProcessInputError) return e.code;
    throw e;
  }
  return undefined;
}

describe('IRAC structure', () => {
  it('accepts plain headings in order', () => {
    const r = irac(
      'Issue: Is the contract valid?\nRule: A contract needs offer, acceptance and consideration.\nApplication: Both parties signed and paid.\nConclusion: The contract is valid.',
    );
    expect(r).toMatchObject({ verified: true, score: 1, missing_steps: [], mechanism: 'deterministic_irac_structure' });
  });
  it('accepts markdown, synonyms, any order and any case', () => {
    const r = irac(
      '## HOLDING\nThe tenant wins.\n\n**Analysis**\nThe heater was broken.\n\n1. Question presented: whether rent may be withheld\n\n> **Governing law** — the housing code.',
    );
    expect(r.verified).toBe(true);
    expect(r.steps.every((s) => s.via === 'heading')).toBe(true);
  });
  it('detects steps from signal phrases in prose', () => {
    const r = irac(
      'The issue is whether the employer may fire Ann for her post. Under the National Labor Relations Act, concerted activity is protected. Here, Ann discussed wages with colleagues. Therefore, the dismissal was unlawful.',
    );
    expect(r).toMatchObject({ verified: true, score: 1 });
    expect(r.steps.map((s) => s.via)).toEqual(['signal', 'signal', 'signal', 'signal']);
  });
  it('reports missing steps and the fraction found', () => {
    const r = irac('Issue: Was there negligence?\nIn conclusion, the driver was negligent.');
    expect(r).toMatchObject({ verified: false, score: 0.5, missing_steps: ['Rule', 'Application'] });
  });
  it('does not count a step word used in passing', () => {
    const r = irac('I like this rule of thumb and the analysis was fun; no problem.');
    expect(r.score).toBe(0);
    expect(r.missing_steps).toEqual(['Issue', 'Rule', 'Application', 'Conclusion']);
  });
  it('"In conclusion" and "Therefore" open a conclusion at a sentence start', () => {
    expect(irac('Blah. Therefore the claim fails.').found_steps).toEqual(['Conclusion']);
    expect(irac('In conclusion: yes').found_steps).toEqual(['Conclusion']);
  });
});

describe('milestones', () => {
  const trace =
    'First I identified the key issues. Then I looked up the governing statutes and applied them to the facts. Finally, I drafted a conclusion.';
  it('matches with case, punctuation, stemming and function-word tolerance', () => {
    const r = ms(trace, ['Identify the key issue', 'apply statutes to facts', 'Draft conclusion!']);
    expect(r).toMatchObject({ verified: true, process_rate: 1, missed_milestones: [] });
  });
  it('reports missed milestones and the rate', () => {
    const r = ms(trace, ['identify issues', 'interview the client', 'cite case law', 'draft conclusion']);
    expect(r.verified).toBe(false);
    expect(r.process_rate).toBe(0.5);
    expect(r.missed_milestones).toEqual(['interview the client', 'cite case law']);
  });
  it('does not match words scattered over different sentences', () => {
    expect(ms('We held a long interview with the client.', ['interview the client']).verified).toBe(true);
    expect(ms('We reviewed the client file. The interview went well.', ['interview the client']).verified).toBe(false);
    expect(ms('The client paid. We scheduled an interview with the witness.', ['client interview summary']).verified).toBe(false);
  });
});

describe('input errors', () => {
  it('throws stable codes', () => {
    expect(codeOf(() => verifyProcess({ trace: 'x', mode: 'socratic' }))).toBe('invalid_mode');
    expect(codeOf(() => verifyProcess({ trace: 'x', mode: 'milestones' }))).toBe('milestones_required');
    expect(codeOf(() => verifyProcess({ trace: 'x', mode: 'milestones', milestones: [] }))).toBe('milestones_required');
    expect(codeOf(() => verifyProcess({ trace: 'x', mode: 'milestones', milestones: ['!!'] }))).toBe('invalid_milestones');
    expect(codeOf(() => verifyProcess({ trace: '   ' }))).toBe('invalid_trace');
    expect(codeOf(() => verifyProcess({ trace: 'Issue: x', mode: 'IRAC' }))).toBeUndefined();
  });
});

describe('bench', () => {
  it('runs', () => {
    for (const b of benchProcess(20)) expect(b.msPerOp).toBeGreaterThan(0);
  });
});
