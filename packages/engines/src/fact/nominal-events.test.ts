import { describe, expect, it } from 'vitest';
import { verifyFact } from './verify-fact.ts';

/**
 * An event noun a clause says was completed states the clause of its verb: "completed its acquisition of X" is
 * "acquired X", with the holder as subject and the completing clause's time and price.
 */
const verdict = (claim: string, context: string) => verifyFact({ claim, context }).verdict;

describe('a completed acquisition or sale is read as the verb it comes from', () => {
  const done = 'Tervo Robotics completed its acquisition of the drone maker Halsey Aero in June for 640 million dollars.';
  it('"completed its acquisition of" is "acquired"', () => {
    expect(verdict('Tervo Robotics acquired Halsey Aero.', done)).toBe('SUPPORTED');
    expect(verdict('Halsey Aero acquired Tervo Robotics in June.', done)).toBe('REFUTED');
  });

  it('the passive with a "by" phrase names the buyer', () => {
    const passive = 'The purchase of Linden Dairy by Arvo Foods was completed on 3 March.';
    expect(verdict('Arvo Foods bought Linden Dairy.', passive)).toBe('SUPPORTED');
    expect(verdict('Linden Dairy bought Arvo Foods on 3 March.', passive)).toBe('REFUTED');
  });

  it('a completed sale names the seller and the buyer', () => {
    const sale = 'Morrow Textiles completed its sale of the Brisk yarn unit to Calde Mills.';
    expect(verdict('Calde Mills bought the Brisk yarn unit from Morrow Textiles.', sale)).toBe('SUPPORTED');
  });

  it('false twins: a planned or failed completion states no acquisition', () => {
    const planned = 'Tervo Robotics plans to complete its acquisition of the drone maker Halsey Aero in June.';
    expect(verdict('Tervo Robotics acquired Halsey Aero.', planned)).not.toBe('SUPPORTED');
    expect(verdict('Halsey Aero acquired Tervo Robotics in June.', planned)).not.toBe('REFUTED');
    const failed = 'Tervo Robotics did not complete its acquisition of Halsey Aero.';
    expect(verdict('Tervo Robotics acquired Halsey Aero.', failed)).not.toBe('SUPPORTED');
    // Without a holder the buyer is unknown: whoever completed it may be an adviser.
    const adviser = 'Keel Partners completed the acquisition of Halsey Aero in June.';
    expect(verdict('Halsey Aero acquired Keel Partners in June.', adviser)).toBe('INCONCLUSIVE');
  });

  it('a dated event noun in an asserted clause states that the event took place', () => {
    const dated = 'The 2018 purchase of Linden Dairy by Arvo Foods doubled its milk supply.';
    expect(verdict('Arvo Foods bought Linden Dairy.', dated)).toBe('SUPPORTED');
  });

  it('false twins: a planned dated event, an undated one, and one only reported, state nothing', () => {
    const planned = 'The planned 2027 purchase of Linden Dairy by Arvo Foods would double its milk supply.';
    expect(verdict('Arvo Foods bought Linden Dairy.', planned)).not.toBe('SUPPORTED');
    const undated = 'A purchase of Linden Dairy by Arvo Foods would double its milk supply.';
    expect(verdict('Arvo Foods bought Linden Dairy.', undated)).not.toBe('SUPPORTED');
    const reported = 'Analysts said the 2018 purchase of Linden Dairy by Arvo Foods had doubled its milk supply.';
    expect(verdict('Arvo Foods bought Linden Dairy.', reported)).not.toBe('SUPPORTED');
  });
});
