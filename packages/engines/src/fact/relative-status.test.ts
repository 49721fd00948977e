import { describe, expect, it } from 'vitest';
import { verifyFact } from './verify-fact.ts';

/**
 * A relative clause in the subject keeps its own status: "adults who said they smoked" reports what the adults said,
 * not the main clause, and the main clause keeps its verb ("rose" is not the object of "smoked").
 */
const verdict = (claim: string, context: string) => verifyFact({ claim, context }).verdict;

describe('the status of a relative clause stays in it', () => {
  it('a past form after the relative clause is the main verb', () => {
    const smoked = 'The share of adults who said they smoked rose in 2023.';
    expect(verdict('The share of adults who said they smoked fell in 2023.', smoked)).toBe('REFUTED');
  });

  it('a verb of saying in the relative clause takes no complement that would leave the main clause without a verb', () => {
    const damp = 'The number of tenants who reported damp rose in 2023.';
    expect(verdict('The number of tenants who reported damp rose in 2023.', damp)).toBe('SUPPORTED');
    expect(verdict('The number of tenants who reported damp fell in 2023.', damp)).toBe('REFUTED');
  });

  it('false twins: what the relative clause reports, and a reported main clause, stay reported', () => {
    const interviewed = 'Tenants who said rents rose were interviewed in 2023.';
    expect(verdict('Rents rose in 2023.', interviewed)).not.toBe('SUPPORTED');
    expect(verdict('Rents fell in 2023.', interviewed)).not.toBe('REFUTED');
    const officials = 'Officials said the number of tenants who reported damp rose in 2023.';
    expect(verdict('The number of tenants who reported damp rose in 2023.', officials)).not.toBe('SUPPORTED');
    expect(verdict('The number of tenants who reported damp fell in 2023.', officials)).not.toBe('REFUTED');
  });

  it('a comma-closed relative clause keeps the later main verb, and a plural noun stays a noun', () => {
    const bridge = 'The Orla Bridge, which crosses the Venn, was shut on Friday after divers found cracks in two of its piers.';
    expect(verdict('Divers found cracks in two of the Orla Bridge piers.', bridge)).not.toBe('REFUTED');
  });
});
