import { describe, expect, it } from 'vitest';
import { apiKey, call, newTenant, type Tenant } from './setup/harness.ts';

let t: Tenant;
const fact = async (claim: string, context: string, extra: Record<string, unknown> = {}) => {
  t ??= await newTenant();
  return call('POST', '/v1/verify/fact', { headers: apiKey(t), body: { claim, context, ...extra } });
};
const payload = (jwt: string) => JSON.parse(atob((jwt.split('.')[1] as string).replaceAll('-', '+').replaceAll('_', '/')));

describe('POST /v1/verify/fact', () => {
  it('refutes another designer, a swap of buyer and bought and a wrong year, quoting the evidence', async () => {
    const who = await fact(
      'The Eiffel Tower was designed by Victor Hugo.',
      'The Eiffel Tower was designed by Gustave Eiffel. It was completed in 1889.',
    );
    expect(who.status, who.text).toBe(200);
    expect(who.json.verdict).toBe('REFUTED');
    expect(who.json.reasoning).toContain('Gustave Eiffel');
    // The year makes it the same acquisition; without it, Tessel might have bought Norvik another time.
    const swap = await fact('Tessel acquired Norvik Systems in 2021.', 'Norvik Systems acquired the Danish startup Tessel in 2021.');
    expect(swap.json.verdict).toBe('REFUTED');
    const unpinned = await fact('Tessel acquired Norvik Systems.', 'Norvik Systems acquired the Danish startup Tessel in 2021.');
    expect(unpinned.json.verdict).toBe('INCONCLUSIVE');
    // Two places may contain each other ("in France" is as true as "in Paris"): no contradiction without a gazetteer.
    const city = await fact('The Eiffel Tower is in Berlin.', 'The Eiffel Tower is located in Paris, France. It was completed in 1889.');
    expect(city.json.verdict).toBe('INCONCLUSIVE');
    const year = await fact('Acme Corp was founded in 2005.', 'Acme Corp was founded in 1998 in Ohio. It makes anvils.');
    expect(year.json.verdict).toBe('REFUTED');
    expect(year.json.confidence).toBeGreaterThan(0);
    expect(year.json.confidence).toBeLessThanOrEqual(1);
  });

  it('refutes a number only under the same frame (place, year, condition)', async () => {
    const boiling =
      'At sea level, pure water boils at 100 degrees Celsius. At the summit of Mount Elbrus, about 5,600 metres above sea level, it boils at about 82 degrees Celsius.';
    const sea = await fact('At sea level, water boils at 100 degrees Celsius.', boiling);
    expect(sea.status, sea.text).toBe(200);
    expect(sea.json.verdict).toBe('INCONCLUSIVE');
    const fares = 'In 2019 a single ticket cost €2.40. In 2023 a single ticket cost €3.10.';
    expect((await fact('A single ticket cost €5.', fares)).json.verdict).toBe('INCONCLUSIVE');
    expect((await fact('In 2019 a single ticket cost €3.10.', fares)).json.verdict).toBe('REFUTED');
  });

  it('supports a value only under the frame that restricts it (group, area, part), and an event without its place', async () => {
    expect((await fact('A day pass costs €9.', 'For adults, a day pass costs €9.')).json.verdict).toBe('INCONCLUSIVE');
    expect((await fact('Maelor has 48,000 inhabitants.', 'Within the city limits, Maelor has 48,000 inhabitants.')).json.verdict).toBe(
      'INCONCLUSIVE',
    );
    expect((await fact('The Molle freezes in 40 days.', 'In the lower stretch, the Molle freezes in 40 days.')).json.verdict).toBe(
      'INCONCLUSIVE',
    );
    expect((await fact('The committee met.', 'The committee met in Geneva on Monday.')).json.verdict).toBe('SUPPORTED');
  });

  it('supports a stated fact and is inconclusive about things the context never mentions', async () => {
    expect(
      (await fact('The tower was completed in 1889.', 'The Eiffel Tower was completed in 1889 for the World Fair.')).json.verdict,
    ).toBe('SUPPORTED');
    expect((await fact('The moon is made of basalt.', 'The Eiffel Tower was completed in 1889.')).json.verdict).toBe('INCONCLUSIVE');
  });

  it('answers 503 when the named provider is not configured, and validates input', async () => {
    expect((await fact('x is y', 'x is y', { provider: 'anthropic' })).status).toBe(503);
    expect((await call('POST', '/v1/verify/fact', { headers: apiKey(t), body: { claim: 'x' } })).status).toBe(400);
  });

  it('never signs a VERIFIED attestation for the false claims of issue 15', async () => {
    const apollo =
      'Commander Neil Armstrong and pilot Buzz Aldrin landed the lunar module Eagle on July 20, 1969. Michael Collins remained in lunar orbit.';
    const falseClaims: Array<[string, string]> = [
      ['Neil Armstrong remained in lunar orbit.', apollo],
      ['Each tablet contains 50 g of caffeine.', 'Each tablet contains 50 mg of caffeine.'],
      ['The market opens every Saturday at 8 am.', 'The market opens every Sunday at 8 am.'],
      ['Smith resigned before the merger was announced.', 'The merger was announced before Smith resigned.'],
      [
        'The Empire State Building was the tallest building in the world in 1930.',
        'In 1930 the Chrysler Building was the tallest building in the world.',
      ],
    ];
    for (const [claim, context] of falseClaims) {
      const res = await fact(claim, context, { options: { include_attestation: true } });
      expect(res.status, res.text).toBe(200);
      expect(res.json.verdict, claim).not.toBe('SUPPORTED');
      expect(payload(res.json.attestation).qwed.result, claim).toMatchObject({ status: 'FAILED', verified: false });
    }
    // And the two forms that used to be refuted are the same fact.
    expect((await fact('Revenue grew by 12 percent in 2023.', 'Revenue grew by 12% in 2023.')).json.verdict).toBe('SUPPORTED');
    expect((await fact('Water boils at 100 °C at sea level.', 'Water boils at 100 degrees Celsius at sea level.')).json.verdict).toBe(
      'SUPPORTED',
    );
  });

  it('answers nested and pathological contexts at the cap with a verdict, and refuses over it', async () => {
    const nested = await fact('The value is 3.', `${'('.repeat(15_900)}x${')'.repeat(15_900)}`);
    expect(nested.status, nested.text).toBe(200);
    expect(nested.json.verdict).toBe('INCONCLUSIVE');
    expect(nested.json.work.sentences).toBeGreaterThan(0);
    const soup = await fact('Alpha Beta rose 12% on Monday.', 'Alpha Beta rose 12% on Tuesday '.repeat(1_000));
    expect(soup.status).toBe(200);
    expect(soup.json.work.analysed).toBeLessThanOrEqual(70);
    expect((await fact('x', 'y'.repeat(32_001))).status).toBe(400);
  });
});
