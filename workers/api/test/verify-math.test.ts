import { describe, expect, it } from 'vitest';
import { apiKey, call, newTenant, type Tenant } from './setup/harness.ts';

let tenant: Tenant;
const math = async (expression: string, context?: Record<string, unknown>) => {
  tenant ??= await newTenant();
  const res = await call('POST', '/v1/verify/math', { headers: apiKey(tenant), body: { expression, ...(context ? { context } : {}) } });
  expect(res.status, res.text).toBe(200);
  return res.json;
};

describe('POST /v1/verify/math: expressions', () => {
  it('evaluates and simplifies', async () => {
    expect(await math('2*(3+4)')).toMatchObject({ is_valid: true, value: 14, original: '2*(3+4)' });
    expect((await math('1/0.5')).value).toBe(2);
  });

  it('reports complex results and free symbols', async () => {
    expect(await math('sqrt(-4)')).toMatchObject({ is_valid: true, is_complex: true });
    expect(await math('x + x')).toMatchObject({ is_symbolic: true });
  });

  it.each([
    ['sqrt(-1)', 'square root of a negative number', /square root of a negative number/],
    ['log(0)', 'logarithm of zero', /logarithm of zero/],
    ['log(-1)', 'logarithm of a negative number', /logarithm of a negative number/],
    ['1/0', 'division by zero', /divides by zero/],
  ])('rejects %s in the real domain with a descriptive error and message', async (expression, reason, message) => {
    const result = await math(expression, { domain: 'real' });
    expect(result.is_valid).toBe(false);
    expect(result.error).toBe(reason);
    expect(result.message).toMatch(message);
  });

  it.each(['6/2(1+2)', '1/2x'])('warns that %s is ambiguous', async (expression) => {
    expect((await math(expression)).warning).toContain('ambiguous');
  });
});

describe('POST /v1/verify/math: equations and identities', () => {
  it('decides numeric equations exactly', async () => {
    expect(await math('2+2=5')).toMatchObject({ is_valid: false, result: false });
    expect(await math('0.1+0.2=0.3')).toMatchObject({ is_valid: true, result: true });
    const eq = await math('2+2=4');
    expect(eq).toMatchObject({ is_valid: true, result: true });
    expect(typeof eq.left_side).toBe('string');
    expect(typeof eq.right_side).toBe('string');
    expect(typeof eq.simplified_difference).toBe('string');
    expect(typeof eq.message).toBe('string');
  });

  it('proves identities and refutes false ones with a counterexample', async () => {
    expect(await math('sin(x)^2+cos(x)^2 = 1')).toMatchObject({ is_valid: true, result: true });
    expect(await math('(x+1)^2 = x^2+2x+1')).toMatchObject({ is_valid: true, result: true });
    const refuted = await math('sqrt(x^2) = x');
    expect(refuted).toMatchObject({ is_valid: false, result: false });
    expect(refuted.counterexample).toBeTruthy();
  });
});

describe('POST /v1/verify/math: input and auth', () => {
  it('validates input and requires verify:read', async () => {
    tenant ??= await newTenant();
    expect((await call('POST', '/v1/verify/math', { headers: apiKey(tenant), body: {} })).status).toBe(400);
    expect((await call('POST', '/v1/verify/math', { headers: apiKey(tenant), body: { expression: 'x'.repeat(3000) } })).status).toBe(400);
    expect(
      (await call('POST', '/v1/verify/math', { headers: apiKey(tenant), body: { expression: '1+1', context: { domain: 'p-adic' } } }))
        .status,
    ).toBe(400);
    expect((await call('POST', '/v1/verify/math', { body: { expression: '1+1' } })).status).toBe(401);
    const noScope = await newTenant({ scopes: ['agent:write'] });
    expect((await call('POST', '/v1/verify/math', { headers: apiKey(noScope), body: { expression: '1+1' } })).status).toBe(403);
  });

  it('never leaks exception text for hostile input', async () => {
    for (const expression of [
      'cos.constructor("return process")()',
      'import("x")',
      'a["__proto__"]',
      'evaluate("1+1")',
      'range(1,2000000)',
      '((((((((((1))))))))))'.repeat(50),
    ]) {
      const res = await call('POST', '/v1/verify/math', { headers: apiKey(tenant), body: { expression } });
      expect(res.status, expression).toBeLessThan(500);
      expect(res.text).not.toMatch(/at \w+ \(|TypeError|SyntaxError|stack/);
    }
  });
});
