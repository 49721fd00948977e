import { describe, expect, it } from 'vitest';
import { apiKey, call, newTenant, type Tenant } from './setup/harness.ts';

let t: Tenant;

// SQL tests live in verify-sql.test.ts.
describe('POST /v1/verify/fact', () => {
  const fact = async (claim: string, context: string, extra: Record<string, unknown> = {}) => {
    t ??= await newTenant();
    return call('POST', '/v1/verify/fact', { headers: apiKey(t), body: { claim, context, ...extra } });
  };

  it('refutes a wrong city and a wrong year, quoting the evidence', async () => {
    const city = await fact('The Eiffel Tower is in Berlin.', 'The Eiffel Tower is located in Paris, France. It was completed in 1889.');
    expect(city.status, city.text).toBe(200);
    expect(city.json.verdict).toBe('REFUTED');
    expect(city.json.reasoning).toContain('Paris');
    const year = await fact('Acme Corp was founded in 2005.', 'Acme Corp was founded in 1998 in Ohio. It makes anvils.');
    expect(year.json.verdict).toBe('REFUTED');
    expect(year.json.confidence).toBeGreaterThan(0);
    expect(year.json.confidence).toBeLessThanOrEqual(1);
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
});
