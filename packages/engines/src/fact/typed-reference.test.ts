import { describe, expect, it } from 'vitest';
import { verifyFact } from './verify-fact.ts';

/**
 * Coreference by type: "the <kind noun>" stands for the one thing named before it whose own words say it is of that
 * kind; a second thing of the kind, or a name nothing types, leaves the description unresolved.
 */
const verdict = (claim: string, context: string) => verifyFact({ claim, context }).verdict;

describe('a definite description refers to the one named thing of its kind', () => {
  const fined =
    'On 12 May the appeals court upheld a ruling against Brennock Quarrying Ltd. The company had been fined £310,000 for dumping waste.';
  it('a company with a legal form, after a court named in the same sentence', () => {
    expect(verdict('Brennock Quarrying Ltd had been fined £310,000 for dumping waste.', fined)).toBe('SUPPORTED');
    expect(verdict('Brennock Quarrying Ltd had been fined £900,000 for dumping waste.', fined)).toBe('REFUTED');
  });

  it('false twin: two companies named before "the company" resolve to neither', () => {
    const two =
      'On 12 May the appeals court upheld a ruling against Brennock Quarrying Ltd and Sollis Haulage Ltd. The company had been fined £310,000 for dumping waste.';
    expect(verdict('Brennock Quarrying Ltd had been fined £900,000 for dumping waste.', two)).toBe('INCONCLUSIVE');
    expect(verdict('Brennock Quarrying Ltd had been fined £310,000 for dumping waste.', two)).toBe('INCONCLUSIVE');
  });

  it('false twin: a name nothing types may be the company meant', () => {
    const untyped = 'Ostrel Pumps Ltd bought Varnay in 2019. The company had been founded in 2004.';
    expect(verdict('Ostrel Pumps Ltd had been founded in 2004.', untyped)).toBe('INCONCLUSIVE');
    // "the engineering group Varnay": a noun the rule does not classify still leaves Varnay a possible company.
    const described = 'Ostrel Pumps Ltd bought the engineering supplier Varnay in 2019. The company had been founded in 2004.';
    expect(verdict('Ostrel Pumps Ltd had been founded in 2004.', described)).toBe('INCONCLUSIVE');
  });

  it('a person named with a person noun is no rival of "the company"', () => {
    const ruling =
      'A labour court found that Tamsin Logistics had wrongly dismissed the forklift driver Oskar Lenn. The company was ordered to pay £12,000.';
    expect(verdict('Tamsin Logistics was ordered to pay £12,000.', ruling)).toBe('SUPPORTED');
    expect(verdict('Tamsin Logistics was ordered to pay £40,000.', ruling)).toBe('REFUTED');
  });

  it('"the drug" for the one drug named with that noun; a maker named beside it is no drug', () => {
    const trial = 'Halvern Pharma tested the drug Ostrazine in 410 adults. The drug lowered fasting glucose by 11 %.';
    expect(verdict('Ostrazine lowered fasting glucose by 11 %.', trial)).toBe('SUPPORTED');
    expect(verdict('Ostrazine lowered fasting glucose by 30 %.', trial)).toBe('REFUTED');
    const twoDrugs =
      'Halvern Pharma compared the drug Ostrazine with the drug Belcor in 410 adults. The drug lowered fasting glucose by 11 %.';
    expect(verdict('Ostrazine lowered fasting glucose by 30 %.', twoDrugs)).toBe('INCONCLUSIVE');
  });

  it('a person given a role with "as", or taken up by "who", and a place a thing is based in, are no rivals', () => {
    const appointed = 'Arden Freight appointed Lena Voss as chief executive in May. The company employed 410 drivers in 2024.';
    expect(verdict('Arden Freight employed 900 drivers in 2024.', appointed)).toBe('REFUTED');
    const who =
      'Arden Freight, a haulier based in Dunmore, hired Lena Voss, who had run the depot. The company employed 410 drivers in 2024.';
    expect(verdict('Arden Freight employed 900 drivers in 2024.', who)).toBe('REFUTED');
  });

  it('false twins: a person nothing types, a company taken up by "who", and a place not said to be a base stay rivals', () => {
    const hired = 'Arden Freight hired Lena Voss in May. The company employed 410 drivers in 2024.';
    expect(verdict('Arden Freight employed 900 drivers in 2024.', hired)).toBe('INCONCLUSIVE');
    const ran = 'Arden Freight hired Lena Voss, who had run Kettle Buses. The company employed 410 drivers in 2024.';
    expect(verdict('Arden Freight employed 900 drivers in 2024.', ran)).toBe('INCONCLUSIVE');
    const depots =
      'Arden Freight, a haulier with depots in Dunmore, hired Lena Voss, who had run the depot. The company employed 410 drivers in 2024.';
    expect(verdict('Arden Freight employed 900 drivers in 2024.', depots)).toBe('INCONCLUSIVE');
  });

  it('false twin: a thing of the kind mentioned without a name may be the one meant', () => {
    const unnamed = 'A rival firm hired Tarsk Group in May. The company employed 410 drivers in 2024.';
    expect(verdict('Tarsk Group employed 900 drivers in 2024.', unnamed)).toBe('INCONCLUSIVE');
    // The kind noun written with the name is that name's own evidence, not a second thing.
    const own = 'Tarsk Group, a haulage firm, bought two lorries in May. The company employed 410 drivers in 2024.';
    expect(verdict('Tarsk Group employed 900 drivers in 2024.', own)).toBe('REFUTED');
  });

  it('false twin: a capitalised first word read as a common word may be a name standing as the subject', () => {
    const swift = 'The swift growth of the market helped. Swift bought Amber Foods Ltd in May. The company employed 410 people.';
    expect(verdict('Amber Foods Ltd employed 900 people.', swift)).toBe('INCONCLUSIVE');
  });
});
