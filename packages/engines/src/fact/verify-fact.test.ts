import { describe, expect, it } from 'vitest';
import { benchFact } from './bench-fact.ts';
import { combineWithModelJudgement } from './combine-model.ts';
import { extractNumbers } from './number-mentions.ts';
import { splitSentences, tokenize } from './text-units.ts';
import { verifyFact } from './verify-fact.ts';

describe('text units', () => {
  it('splits sentences without cutting abbreviations, initials or decimals', () => {
    // A month's abbreviation before a day or a year is part of a date; before anything else its dot ends the sentence.
    expect(splitSentences('Shipped on Mar. 5 to Oslo. It arrived in Apr. 2025 was busy.')).toHaveLength(2);
    expect(splitSentences('We closed the books for Jan-Mar. next up is April.')).toEqual([
      'We closed the books for Jan-Mar.',
      'next up is April.',
    ]);
    expect(splitSentences('Dr. Smith paid $3.50 for it. J. K. Rowling wrote it! Was it 1998? Yes.')).toEqual([
      'Dr. Smith paid $3.50 for it.',
      'J. K. Rowling wrote it!',
      'Was it 1998?',
      'Yes.',
    ]);
  });
  it('reads number words, scales, years and dates', () => {
    const n = extractNumbers(tokenize('twenty-five people, 1.5 million dollars, founded in 1998, on July 20, 1969, the third floor'));
    expect(n.map((m) => [m.kind, m.value])).toEqual([
      ['number', 25],
      ['number', 1_500_000],
      ['year', 1998],
      ['date', 1969],
      ['ordinal', 3],
    ]);
    expect(n[3]).toMatchObject({ month: 7, day: 20 });
  });
});

describe('verifyFact', () => {
  it('refutes another holder of a one-holder role', () => {
    const r = verifyFact({
      claim: 'The Eiffel Tower was designed by Victor Hugo.',
      context: 'The Eiffel Tower was designed by Gustave Eiffel. It opened in 1889.',
    });
    expect(r).toMatchObject({ verdict: 'REFUTED', contradiction: 'entity', method: 'deterministic' });
    expect(r.reasoning).toContain('"The Eiffel Tower was designed by Gustave Eiffel."');
  });
  it('does not refute another place, which may contain the first: that needs a gazetteer', () => {
    // "in France" is as true as "in Paris"; nothing in the words says Berlin is not part of Paris.
    const r = verifyFact({ claim: 'The Eiffel Tower is in Berlin', context: 'The Eiffel Tower is in Paris. It opened in 1889.' });
    expect(r.verdict).toBe('INCONCLUSIVE');
  });
  it('refutes a contradicting year', () => {
    const r = verifyFact({ claim: 'The company was founded in 2005', context: 'The company was founded in 1998 in Oslo.' });
    expect(r).toMatchObject({ verdict: 'REFUTED', contradiction: 'date' });
    expect(r.confidence).toBeGreaterThanOrEqual(0.85);
  });
  it('a counted total in another year is another total, not another date of one event', () => {
    const context = 'In 2018 the ferry line carried 2 million passengers.';
    expect(verifyFact({ claim: 'In 2020 the ferry line carried 2 million passengers.', context }).verdict).toBe('INCONCLUSIVE');
    expect(verifyFact({ claim: 'In 2018 the ferry line carried 3 million passengers.', context }).verdict).toBe('REFUTED');
    expect(verifyFact({ claim: 'In 2018 the ferry line carried 2 million passengers.', context }).verdict).toBe('SUPPORTED');
  });
  it('does not drop a member of a list under "only"', () => {
    const context = 'Since 2004 the old quay has been used only by ferries and fishing boats.';
    expect(verifyFact({ claim: 'The old quay has been used only by ferries.', context }).verdict).not.toBe('SUPPORTED');
    expect(verifyFact({ claim: 'The old quay has been used by ferries.', context }).verdict).not.toBe('REFUTED');
  });
  it('honours comparators: "more than 300" is supported by 330', () => {
    expect(verifyFact({ claim: 'The tower is more than 300 metres tall.', context: 'The tower is 330 metres tall.' }).verdict).toBe(
      'SUPPORTED',
    );
    expect(verifyFact({ claim: 'The tower is less than 300 metres tall.', context: 'The tower is 330 metres tall.' }).verdict).toBe(
      'REFUTED',
    );
  });
  it('is inconclusive when the context is about something else', () => {
    expect(verifyFact({ claim: 'Bananas are rich in potassium.', context: 'The Eiffel Tower is in Paris.' })).toMatchObject({
      verdict: 'INCONCLUSIVE',
    });
    expect(verifyFact({ claim: 'the of and', context: 'The Eiffel Tower is in Paris.' }).verdict).toBe('INCONCLUSIVE');
  });
  it('does not take the consequence of a condition as asserted', () => {
    const context = 'Should funding arrive, the lab opens in March. If the permit is granted, the ferry will resume service in June.';
    expect(verifyFact({ claim: 'The ferry will resume service in June.', context }).verdict).toBe('INCONCLUSIVE');
    expect(verifyFact({ claim: 'If the permit is granted, the ferry will resume service in June.', context }).verdict).not.toBe('REFUTED');
    expect(verifyFact({ claim: 'The ferry resumes service in June unless the permit is refused.', context }).verdict).not.toBe('SUPPORTED');
  });
  it('handles negation parity and contractions', () => {
    expect(verifyFact({ claim: "The museum isn't open on Sundays.", context: 'The museum is open on Sundays.' }).verdict).toBe('REFUTED');
    expect(verifyFact({ claim: 'The museum is not open on Sundays.', context: "The museum isn't open on Sundays." }).verdict).toBe(
      'SUPPORTED',
    );
  });
});

describe('combineWithModelJudgement', () => {
  const ctx = 'The company was founded in 1998 in Oslo.';
  it('never lets the model override a number/date contradiction', () => {
    const det = verifyFact({ claim: 'The company was founded in 2005', context: ctx });
    const merged = combineWithModelJudgement(det, { verdict: 'SUPPORTED', confidence: 0.99, reasoning: 'I believe so.' });
    expect(merged).toBe(det);
  });
  it('lets the model decide an inconclusive case at reduced confidence', () => {
    const det = verifyFact({ claim: 'Oslo is the capital of Norway.', context: 'Bananas are yellow.' });
    const merged = combineWithModelJudgement(det, { verdict: 'SUPPORTED', confidence: 1, reasoning: 'Well known.' });
    expect(merged).toMatchObject({ verdict: 'SUPPORTED', confidence: 0.85, method: 'deterministic+model' });
  });
  it('reinforces agreement and turns disagreement into INCONCLUSIVE', () => {
    const det = verifyFact({ claim: 'The company was founded in 1998', context: ctx });
    expect(det.verdict).toBe('SUPPORTED');
    const agree = combineWithModelJudgement(det, { verdict: 'supported', confidence: 0.9, reasoning: 'Stated.' });
    expect(agree.verdict).toBe('SUPPORTED');
    expect(agree.confidence).toBeGreaterThan(det.confidence);
    expect(combineWithModelJudgement(det, { verdict: 'REFUTED', confidence: 0.9, reasoning: 'No.' })).toMatchObject({
      verdict: 'INCONCLUSIVE',
      confidence: 0.5,
    });
    expect(combineWithModelJudgement(det, { verdict: 'MAYBE', confidence: 0.9, reasoning: '?' })).toBe(det);
    expect(combineWithModelJudgement(det, { verdict: 'REFUTED', confidence: 7, reasoning: '?' })).toBe(det);
  });
});

describe('benchFact', () => {
  it('runs', () => {
    for (const b of benchFact(20)) expect(b.msPerOp).toBeGreaterThan(0);
  });
});
