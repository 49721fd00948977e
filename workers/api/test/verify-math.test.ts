import { describe, expect, it } from 'vitest';
import { apiKey, call, newTenant, type Tenant } from './setup/harness.ts';

let tenant: Tenant;
const post = async (expression: string, extra: Record<string, unknown> = {}) => {
  tenant ??= await newTenant();
  return call('POST', '/v1/verify/math', { headers: apiKey(tenant), body: { expression, ...extra } });
};
const math = async (expression: string, context?: Record<string, unknown>) => {
  const res = await post(expression, context ? { context } : {});
  expect(res.status, res.text).toBe(200);
  return res.json;
};
const claims = (jwt: string) => JSON.parse(atob(jwt.split('.')[1]!.replaceAll('-', '+').replaceAll('_', '/')));

describe('POST /v1/verify/math: expressions', () => {
  it('evaluates exactly: the correctly rounded double of the exact value', async () => {
    expect(await math('2*(3+4)')).toMatchObject({ is_valid: true, status: 'VERIFIED', value: 14, original: '2*(3+4)' });
    expect(await math('10^20+1-10^20')).toMatchObject({ status: 'VERIFIED', value: 1, exact: '1' });
    expect(await math('1/3')).toMatchObject({ value: 1 / 3, exact: '1/3' });
    expect((await math('1/0.5')).value).toBe(2);
  });

  it('reports complex results, and free symbols without claiming anything', async () => {
    expect(await math('sqrt(-4)')).toMatchObject({ is_valid: true, is_complex: true, value: '2i' });
    expect(await math('x + x')).toMatchObject({ is_symbolic: true, is_valid: false, status: 'UNKNOWN', simplified: '2*x' });
    expect(await math('string')).toMatchObject({ is_valid: false, status: 'UNKNOWN' });
  });

  it.each([
    ['sqrt(-1)', 'square root of a negative number', /square root of a negative number/],
    ['log(0)', 'logarithm of zero', /logarithm of zero/],
    ['log(-1)', 'logarithm of a negative number', /logarithm of a negative number/],
    ['1/0', 'division by zero', /division by zero/],
    ['tan(pi/2)', 'division by zero', /not defined/],
    ['log(cos(pi/2))', 'logarithm of zero', /not defined/],
  ])('rejects %s with a descriptive error decided exactly', async (expression, reason, message) => {
    const result = await math(expression, { domain: 'real' });
    expect(result).toMatchObject({ is_valid: false, status: 'ERROR', error: reason, value: null });
    expect(result.message).toMatch(message);
  });

  it.each(['6/2(1+2)', '1/2x'])('warns that %s is ambiguous', async (expression) => {
    expect((await math(expression)).warning).toContain('ambiguous');
  });

  it('evaluates calculus, sums, matrices and units', async () => {
    expect(await math('integrate(x^2, x, 0, 3)')).toMatchObject({ status: 'VERIFIED', value: 9 });
    expect(await math('sum(k^2, k, 1, 10)')).toMatchObject({ status: 'VERIFIED', value: 385 });
    expect(await math('inv([[1,2],[3,4]])')).toMatchObject({
      status: 'VERIFIED',
      value: [
        [-2, 1],
        [1.5, -0.5],
      ],
    });
    expect(await math('100 km/h to m/s')).toMatchObject({ status: 'VERIFIED', exact: '250/9', unit: 'm/s' });
  });
});

describe('POST /v1/verify/math: equations and identities (spec 3.1 statuses)', () => {
  it('decides numeric equations exactly', async () => {
    expect(await math('2+2=5')).toMatchObject({ is_valid: false, result: false, status: 'CORRECTION_NEEDED' });
    expect(await math('0.1+0.2=0.3')).toMatchObject({ is_valid: true, result: true, status: 'VERIFIED' });
    const eq = await math('2+2=4');
    expect(eq).toMatchObject({ is_valid: true, result: true, status: 'VERIFIED' });
    for (const key of ['left_side', 'right_side', 'simplified_difference', 'message']) expect(typeof eq[key]).toBe('string');
  });

  it('never proves a claim by numeric agreement, and never refutes one by cancellation', async () => {
    for (const claim of ['factorial(80) + 1 = factorial(80)', 'pi + 10^(-111) = pi', 'tanh(300) = 1', 'exp(-1000) = 0']) {
      expect((await math(claim)).status, claim).toBe('CORRECTION_NEEDED');
    }
    for (const claim of ['cosh(200)^2 - sinh(200)^2 = 1', 'sin(10^30*pi) = 0', 'e^(i*pi) + 1 = 0', '(1+i)^2 = 2*i']) {
      expect((await math(claim)).status, claim).toBe('VERIFIED');
    }
    // Proven exactly (tangent addition), not by agreement; a digit off is refuted.
    expect(await math('atan(1/2) + atan(1/3) = pi/4')).toMatchObject({ status: 'VERIFIED', is_valid: true });
    expect(await math('atan(1/2) + atan(1/3) = 0.7853981634')).toMatchObject({ status: 'CORRECTION_NEEDED' });
  });

  it('proves identities, with conditions when the sides have different domains, and refutes false ones', async () => {
    expect(await math('sin(x)^2+cos(x)^2 = 1')).toMatchObject({ is_valid: true, status: 'VERIFIED' });
    expect(await math('(x^3-1)/(x-1) = x^2+x+1')).toMatchObject({ status: 'VERIFIED', conditions: ['x ≠ 1'] });
    expect(await math('exp(log(x)) = x', { domain: 'real' })).toMatchObject({ status: 'VERIFIED', conditions: ['x > 0'] });
    const refuted = await math('sqrt(x^2) = x');
    expect(refuted).toMatchObject({ is_valid: false, result: false, status: 'CORRECTION_NEEDED' });
    expect(refuted.counterexample.x).toBeLessThan(0);
  });

  it('reads calculus and units as such', async () => {
    expect(await math('d/dx sin(x) = cos(x)')).toMatchObject({ status: 'VERIFIED' });
    expect(await math('integrate(2x, x) = x^2 + C')).toMatchObject({ status: 'VERIFIED' });
    expect(await math('sum(k, k, 1, n) = n(n+1)/2')).toMatchObject({ status: 'VERIFIED', conditions: ['n is an integer', 'n ≥ 1'] });
    expect(await math('det([[1,2],[3,4]]) = -2')).toMatchObject({ status: 'VERIFIED' });
    expect(await math('5 km + 300 m = 5.3 km')).toMatchObject({ status: 'VERIFIED' });
    expect(await math('5 km + 300 m = 5.4 km')).toMatchObject({ status: 'CORRECTION_NEEDED' });
  });
});

describe('POST /v1/verify/math: attestations name the checked claim', () => {
  it('signs VERIFIED only for a proven claim, CORRECTED for a refuted one, FAILED otherwise', async () => {
    const opts = { options: { include_attestation: true } };
    const verified = await post('1/4 + 1/4', opts);
    expect(claims(verified.json.attestation).qwed.result).toMatchObject({ status: 'VERIFIED', verified: true, engine: 'math' });
    const refuted = await post('2+2=5', opts);
    expect(claims(refuted.json.attestation).qwed.result).toMatchObject({ status: 'CORRECTED', verified: false });
    const symbolic = await post('string', opts);
    expect(claims(symbolic.json.attestation).qwed.result).toMatchObject({ status: 'FAILED', verified: false });
    // The subject names the claim as checked: the expression with its exact value, or the equation with its method.
    const sha256 = async (text: string) =>
      [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))]
        .map((b) => b.toString(16).padStart(2, '0'))
        .join('');
    expect(claims(verified.json.attestation).sub).toBe(await sha256('value 1/4 + 1/4 = 1/2: VERIFIED'));
    expect(claims(refuted.json.attestation).sub).toBe(await sha256('equation 2 + 2 = 5: CORRECTION_NEEDED (exact-rational)'));
  });
});

describe('POST /v1/verify/math: domains, assumptions and what is signed', () => {
  it('refutes a branch rule where it fails, verifies it under stated assumptions, and signs them', async () => {
    const claim = 'log(p*q) = log(p) + log(q)';
    // In the complex domain both sides are defined at p = q = −1 and differ (0 vs 2πi).
    expect(await math(claim, { domain: 'complex' })).toMatchObject({ status: 'CORRECTION_NEEDED', domain: 'complex' });
    const assumed = await post(claim, {
      context: { domain: 'complex', assumptions: ['p > 0', 'q > 0'] },
      options: { include_attestation: true },
    });
    expect(assumed.status, assumed.text).toBe(200);
    expect(assumed.json).toMatchObject({ status: 'VERIFIED', domain: 'complex', assumptions: ['p > 0', 'q > 0'] });
    const payload = claims(assumed.json.attestation);
    expect(payload.qwed.result).toMatchObject({
      status: 'VERIFIED',
      verified: true,
      conditions: { domain: 'complex', assumptions: ['p > 0', 'q > 0'] },
    });
    const record = await call('GET', `/v1/attestation/${payload.jti}`, { headers: apiKey(tenant) });
    expect(record.json.conditions).toEqual({ domain: 'complex', assumptions: ['p > 0', 'q > 0'] });
    // Assumptions that contradict the claim: refuted inside their region.
    expect(await math(claim, { domain: 'complex', assumptions: ['p < 0', 'q < 0'] })).toMatchObject({ status: 'CORRECTION_NEEDED' });
  });

  it('never verifies a claim that needs an unstated hypothesis, and says which one', async () => {
    const r = await math('sqrt(x)*sqrt(y) = sqrt(x*y)', { domain: 'complex' });
    expect(r.status).toBe('CORRECTION_NEEDED');
    // In the reals the sides are defined on different sets (x ≠ 0, x > 0): verified where both are.
    const real = await math('log(x^2) = 2*log(x)');
    expect(real).toMatchObject({ status: 'VERIFIED', domain: 'real', conditions: ['x > 0'] });
    expect(await math('log(x^2) = 2*log(x)', { domain: 'complex' })).toMatchObject({ status: 'CORRECTION_NEEDED' });
  });

  it('reads Gaussian rationals exactly', async () => {
    for (const claim of ['1/i = -i', 'i^(-1) = -i', '2/i = -2*i', '1/i + i = 0', '(1/i)^2 = -1']) {
      expect((await math(claim)).status, claim).toBe('VERIFIED');
    }
  });

  it('answers ERROR with a clear message for an assumption that is not a comparison', async () => {
    const r = await math('x = x', { assumptions: ['x = 1'] });
    expect(r).toMatchObject({ status: 'ERROR', error: 'invalid assumption' });
    const tooMany = await post('x = x', { context: { assumptions: Array.from({ length: 9 }, (_, k) => `x > ${k}`) } });
    expect(tooMany.status).toBe(400);
  });
});

describe('POST /v1/verify/math: input, caps and auth', () => {
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

  it('answers 400 INPUT_TOO_COMPLEX at the caps, and verdicts within the budget below them', async () => {
    const nested = await post(`${'(1+'.repeat(399)}1${')'.repeat(399)}`);
    expect(nested.status).toBe(400);
    expect(nested.json).toMatchObject({ code: 'INPUT_TOO_COMPLEX', limit: 'nesting_depth' });
    expect((await post('factorial(10^6)')).json).toMatchObject({ code: 'INPUT_TOO_COMPLEX', limit: 'factorial' });
    expect(await math(Array.from({ length: 150 }, () => '1').join('+'))).toMatchObject({ status: 'VERIFIED', value: 150 });
    expect(await math(`${Array.from({ length: 997 }, () => '1').join('+')} = 997`)).toMatchObject({ status: 'VERIFIED' });
    expect(await math(`${'-'.repeat(1500)}1`)).toMatchObject({ status: 'VERIFIED', value: 1 });
    expect((await math('9^9^9')).simplified).toMatch(/e369693099$/);
    const batch = await call('POST', '/v1/verify/batch', {
      headers: apiKey(tenant),
      body: {
        items: [
          { type: 'math', query: 'factorial(10^6)' },
          { type: 'math', query: '2+2=4' },
        ],
      },
    });
    expect(batch.status, batch.text).toBe(200);
    expect(batch.json.results[0]).toMatchObject({ status: 'failed', verified: false });
    expect(batch.json.results[0].error).toMatch(/Factorials are computed exactly up to 3000!/);
    expect(batch.json.results[1]).toMatchObject({ status: 'completed', verified: true });
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
      const res = await post(expression);
      expect(res.status, expression).toBeLessThan(500);
      expect(res.text).not.toMatch(/at \w+ \(|TypeError|SyntaxError|stack/);
    }
  });
});
