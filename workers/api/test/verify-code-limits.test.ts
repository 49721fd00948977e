import { describe, expect, it } from 'vitest';
import { apiKey, call, newTenant, type Tenant } from './setup/harness.ts';

let t: Tenant;
const code = async (body: Record<string, unknown>) => {
  t ??= await newTenant();
  return call('POST', '/v1/verify/code', { headers: apiKey(t), body });
};
const nested = (n: number) => `x = ${'(1+'.repeat(n)}1${')'.repeat(n)}\n`;

describe('POST /v1/verify/code: bounded work (issue 12)', () => {
  it('answers 8–12 KB of nested (1+(1+…)) with 400 INPUT_TOO_COMPLEX, in every language', async () => {
    for (const language of ['python', 'javascript', 'typescript']) {
      const res = await code({ code: nested(2_400), language });
      expect(res.status, res.text).toBe(400);
      expect(res.json).toMatchObject({ code: 'INPUT_TOO_COMPLEX', limit: 'nesting_depth' });
      expect(res.text).not.toMatch(/at \w+ \(|Error:/);
    }
  });

  it('answers nesting at the cap with a verdict and its work counters', async () => {
    const res = await code({ code: nested(99) });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ is_safe: true, analysis: 'complete' });
    expect(res.json.work.bracket_depth).toBe(99);
  });

  it('a batch of four nested items: each item fails with the refusal, the batch completes', async () => {
    const items = Array.from({ length: 4 }, () => ({ type: 'code', query: nested(2_400) }));
    t ??= await newTenant();
    const res = await call('POST', '/v1/verify/batch', { headers: apiKey(t), body: { items } });
    expect(res.status, res.text).toBe(200);
    expect(res.json.status).toBe('completed');
    expect(res.json.results.every((r: { status: string }) => r.status === 'failed')).toBe(true);
  });

  it('caps the code length at 10,000 characters and reports the examples of issue 15', async () => {
    expect((await code({ code: 'x = 1\n'.repeat(11_000) })).status).toBe(400);
    const evasion = await code({ code: 'import os\ngetattr(os, "system")(cmd)\n' });
    expect(evasion.json).toMatchObject({ is_safe: false, vulnerabilities: [{ type: 'command_injection', severity: 'critical' }] });
    const quoted = await code({ code: 'import os, shlex\nos.system("ls " + shlex.quote(p))\n' });
    expect(quoted.json.is_safe).toBe(true);
    const mktemp = await code({ code: 'import tempfile\np = tempfile.mktemp()\n' });
    expect(mktemp.json).toMatchObject({ is_safe: true, vulnerabilities: [{ severity: 'medium' }] });
    const broken = await code({ code: 'def f(:\n  return eval(x)\n', options: { include_attestation: true } });
    expect(broken.json).toMatchObject({ is_safe: false, analysis: 'partial' });
  });
});
