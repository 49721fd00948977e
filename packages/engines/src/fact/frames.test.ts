import { describe, expect, it } from 'vitest';
import { verifyFact } from './verify-fact.ts';

/**
 * The frame rule: a contradiction refutes only between clauses about the same situation. A value stated under another
 * place, time, condition, group or part ("at the summit", "in 2019", "on snow", "for children", "in the wider
 * district") does not contradict the claim's, and a context that gives the claim's value under the claim's own frame
 * never refutes it. Examples from several domains, with the same-frame cases that must still be REFUTED.
 */
const verdict = (claim: string, context: string) => verifyFact({ claim, context }).verdict;

describe('contradictions need the same frame', () => {
  const boiling =
    'At sea level, pure water boils at 100 degrees Celsius. At the summit of Mount Elbrus, about 5,600 metres above sea level, it boils at about 82 degrees Celsius.';
  it('temperatures at different places: a summit value does not refute the sea-level one', () => {
    expect(verdict('At sea level, water boils at 100 degrees Celsius.', boiling)).not.toBe('REFUTED');
    expect(verdict('Water boils at 100 degrees Celsius.', boiling)).not.toBe('REFUTED');
    // Only the summit is described: the claim, without that frame, is about another situation.
    expect(verdict('Water boils at 100 degrees Celsius.', 'At the summit of Mount Elbrus, water boils at about 82 degrees Celsius.')).toBe(
      'INCONCLUSIVE',
    );
    const july = 'In July, temperatures in the Corven valley reach 34 °C. At the summit of Mount Tarra, they reach 12 °C.';
    expect(verdict('In July, temperatures reach 12 °C.', july)).toBe('INCONCLUSIVE');
    // Same frame (the valley in July), another number.
    expect(verdict('In July, temperatures in the Corven valley reach 12 °C.', july)).toBe('REFUTED');
  });

  it('prices in different years', () => {
    const fares = 'In 2019 a single ticket cost €2.40. In 2023 a single ticket cost €3.10.';
    expect(verdict('A single ticket cost €5.', fares)).toBe('INCONCLUSIVE');
    expect(verdict('A single ticket cost €3.10.', fares)).not.toBe('REFUTED');
    expect(verdict('In 2019 a single ticket cost €3.10.', fares)).toBe('REFUTED');
    // A restricting adverb is a frame too.
    expect(verdict('The ticket cost €5.', 'The ticket originally cost €3.')).toBe('INCONCLUSIVE');
  });

  it('speeds in different conditions', () => {
    const speeds = 'On dry roads the Varen E4 reaches 180 km/h. On snow it reaches 90 km/h.';
    expect(verdict('The Varen E4 reaches 90 km/h.', speeds)).not.toBe('REFUTED');
    expect(verdict('The Varen E4 reaches 200 km/h.', speeds)).toBe('INCONCLUSIVE');
    expect(verdict('On dry roads the Varen E4 reaches 150 km/h.', speeds)).toBe('REFUTED');
  });

  it('populations of different areas', () => {
    const maelor = 'In the city proper, Maelor has 48,000 inhabitants. In the wider district, it has 112,000 inhabitants.';
    expect(verdict('Maelor has 60,000 inhabitants.', maelor)).toBe('INCONCLUSIVE');
    expect(verdict('In the city proper, Maelor has 60,000 inhabitants.', maelor)).toBe('REFUTED');
    expect(verdict('Maelor has 60,000 inhabitants.', 'Maelor has 48,000 inhabitants.')).toBe('REFUTED');
  });

  it('prices for different groups', () => {
    const passes = 'For adults, a day pass costs €9. For children under 12, a day pass costs €4.';
    expect(verdict('A day pass costs €6.', 'For children under 12, a day pass costs €4.')).toBe('INCONCLUSIVE');
    // The claim's own frame (children) is stated with another value: the adults' €9 does not rescue it.
    expect(verdict('For children under 12, a day pass costs €9.', passes)).toBe('REFUTED');
    expect(verdict('For children under 12, a day pass costs €5.', passes)).toBe('REFUTED');
  });

  it('a subject narrowed by a modifier is another subject', () => {
    expect(verdict('Water boils at 90 degrees Celsius.', 'Salted water boils at 102 degrees Celsius.')).toBe('INCONCLUSIVE');
    expect(verdict('Salted water boils at 90 degrees Celsius.', 'Salted water boils at 102 degrees Celsius.')).toBe('REFUTED');
  });

  it('a hedged value contradicts only a value more than 10 % away', () => {
    expect(verdict('The bridge is 1,200 metres long.', 'The bridge is about 1,150 metres long.')).toBe('INCONCLUSIVE');
    expect(verdict('The bridge is 1,500 metres long.', 'The bridge is about 1,150 metres long.')).toBe('REFUTED');
  });

  it('one past event is located by its frames, unless the context tells of it more than once', () => {
    const once = 'In 2019 the Kestrel Bank lent 40 million dollars to the port authority.';
    expect(verdict('The Kestrel Bank lent €40 million to the port authority.', once)).toBe('REFUTED');
    const twice = `${once} In 2021 the Kestrel Bank lent 25 million euros to the port authority.`;
    expect(verdict('The Kestrel Bank lent €40 million to the port authority.', twice)).toBe('INCONCLUSIVE');
    expect(verdict('In 2021 the Kestrel Bank lent €40 million to the port authority.', twice)).toBe('REFUTED');
  });

  it('never supports by this rule: a frame dropped from the evidence is not a support either', () => {
    expect(verdict('Water boils at 82 degrees Celsius.', boiling)).not.toBe('SUPPORTED');
  });
});

/**
 * The frame rule for SUPPORTED: a statement holds inside its frame. A claim that drops a frame of condition, group,
 * part or area, or any frame of a value or of a state or total, is not supported; one past event may drop the place
 * and time that only locate it, and any claim may drop a modifier of its object.
 */
describe('support keeps the frames that restrict the statement', () => {
  it('prices for groups and conditions', () => {
    expect(verdict('A day pass costs €9.', 'For adults, a day pass costs €9.')).toBe('INCONCLUSIVE');
    expect(verdict('A day pass costs €9.', 'A day pass costs €9 for adults.')).toBe('INCONCLUSIVE');
    expect(verdict('For adults, a day pass costs €9.', 'For adults, a day pass costs €9.')).toBe('SUPPORTED');
    expect(verdict('A room costs €80.', 'Outside the festival season, a room costs €80.')).toBe('INCONCLUSIVE');
  });

  it('populations of areas, including a fronted phrase the parse does not attach', () => {
    const maelor = 'Maelor is a market town. In the wider district, it has 112,000 inhabitants.';
    expect(verdict('Maelor has 112,000 inhabitants.', maelor)).toBe('INCONCLUSIVE');
    expect(verdict('In the wider district, Maelor has 112,000 inhabitants.', maelor)).toBe('SUPPORTED');
    expect(verdict('Maelor has 48,000 inhabitants.', 'Within the city limits, Maelor has 48,000 inhabitants.')).toBe('INCONCLUSIVE');
  });

  it('durations for parts and modes', () => {
    expect(verdict('The Molle freezes in 40 days.', 'In the lower stretch, the Molle freezes in 40 days.')).toBe('INCONCLUSIVE');
    expect(verdict('The Molle freezes in 40 days.', 'The Molle freezes in 40 days in the lower stretch.')).toBe('INCONCLUSIVE');
    expect(verdict('The battery lasts 12 hours.', 'In standby mode, the battery lasts 12 hours.')).toBe('INCONCLUSIVE');
  });

  it('rates under conditions, and totals within a period', () => {
    expect(
      verdict('The loan carries an interest rate of 4 percent.', 'For borrowers under 30, the loan carries an interest rate of 4 percent.'),
    ).toBe('INCONCLUSIVE');
    expect(verdict('The pump delivers 120 litres per minute.', 'At full speed, the pump delivers 120 litres per minute.')).toBe(
      'INCONCLUSIVE',
    );
    expect(verdict('The museum attracted 200,000 visitors.', 'In 2019 the museum attracted 200,000 visitors.')).toBe('INCONCLUSIVE');
  });

  it('still supports: one past event without its place and time, and an object without its modifier', () => {
    expect(verdict('The committee met.', 'The committee met in Geneva on Monday.')).toBe('SUPPORTED');
    expect(verdict('The committee met on Monday.', 'The committee met in Geneva on Monday.')).toBe('SUPPORTED');
    expect(verdict('The council approved the budget.', 'On Tuesday the council approved the revised budget.')).toBe('SUPPORTED');
    expect(verdict('The company hired an engineer.', 'The company hired a senior engineer in Oslo.')).toBe('SUPPORTED');
    // Of one past event every frame only tells how it happened; a past state keeps its group.
    expect(verdict('The firm built a school.', 'In 2015 the firm built a school for the village.')).toBe('SUPPORTED');
    expect(verdict('Admission was free in 2019.', 'For children, admission was free in 2019.')).toBe('INCONCLUSIVE');
    expect(verdict('The road is closed.', 'In winter, the road is closed.')).toBe('INCONCLUSIVE');
  });
});

describe('an indefinite subject of a present clause is a kind', () => {
  const fares = 'A return adult fare on the Lindqvist line costs 9 kronor; pensioners ride free.';
  it('the claim may not widen it', () => {
    expect(verdict('A return fare on the Lindqvist line costs 9 kronor.', fares)).toBe('INCONCLUSIVE');
    expect(verdict('A fare on the Lindqvist line costs 9 kronor.', fares)).toBe('INCONCLUSIVE');
    expect(verdict('Fares on the Lindqvist line cost 9 kronor.', fares)).toBe('INCONCLUSIVE');
  });
  it('nor a present clause with "an"', () => {
    expect(verdict('An engine needs a service every 400 hours.', 'An outboard engine needs a service every 400 hours.')).toBe(
      'INCONCLUSIVE',
    );
  });
  it('nor narrow it, since it may be one thing', () => {
    expect(verdict('A security patch is available for the flaw.', 'A patch is available for the flaw.')).toBe('INCONCLUSIVE');
  });
  it('a past clause tells of one thing, whose description may be shortened', () => {
    expect(verdict('A passenger was injured in the collision.', 'A 64-year-old passenger was injured in the collision.')).toBe('SUPPORTED');
  });
});
