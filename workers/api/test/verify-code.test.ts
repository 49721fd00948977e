import { describe, expect, it } from 'vitest';
import { apiKey, call, newTenant } from './setup/harness.ts';

describe('POST /v1/verify/code', () => {
  it('finds critical issues in Python and marks the code unsafe', async () => {
    const t = await newTenant();
    const code = ['import os, pickle', 'def run(cmd, blob):', '    os.system(cmd)', '    return pickle.loads(blob)', 'eval(input())'].join(
      '\n',
    );
    const res = await call('POST', '/v1/verify/code', { headers: apiKey(t), body: { code } });
    expect(res.status, res.text).toBe(200);
    expect(res.json.is_safe).toBe(false);
    for (const v of res.json.vulnerabilities) {
      expect(typeof v.type).toBe('string');
      expect(['critical', 'high', 'medium', 'low']).toContain(v.severity);
      expect(Number.isInteger(v.line)).toBe(true);
      expect(typeof v.message).toBe('string');
    }
    expect(res.json.vulnerabilities.some((v: { line: number }) => v.line === 3)).toBe(true);
  });

  it('does not flag re.compile and reports safe code as safe', async () => {
    const t = await newTenant();
    const res = await call('POST', '/v1/verify/code', {
      headers: apiKey(t),
      body: { code: "import re\npattern = re.compile(r'^a+$')\nprint(pattern.match('aaa'))\n" },
    });
    expect(res.json).toMatchObject({ is_safe: true, vulnerabilities: [] });
  });

  it('handles JavaScript and TypeScript', async () => {
    const t = await newTenant();
    const js = await call('POST', '/v1/verify/code', {
      headers: apiKey(t),
      body: { language: 'javascript', code: 'const x = req.query.x;\neval(x);\ndocument.body.innerHTML = x;\n' },
    });
    expect(js.json.is_safe).toBe(false);
    const ts = await call('POST', '/v1/verify/code', {
      headers: apiKey(t),
      body: { language: 'typescript', code: 'const opts: any = { rejectUnauthorized: false };\nexport default opts;\n' },
    });
    expect(ts.status).toBe(200);
    expect(ts.json.vulnerabilities.length).toBeGreaterThan(0);
  });

  it('reports syntax errors instead of crashing, and rejects unknown languages with 400', async () => {
    const t = await newTenant();
    const broken = await call('POST', '/v1/verify/code', { headers: apiKey(t), body: { code: 'def f(:\n  return' } });
    expect(broken.status).toBe(200);
    expect(JSON.stringify(broken.json)).toMatch(/syntax/i);
    expect((await call('POST', '/v1/verify/code', { headers: apiKey(t), body: { code: 'x', language: 'cobol' } })).status).toBe(400);
    expect((await call('POST', '/v1/verify/code', { body: { code: 'x' } })).status).toBe(401);
  });
});
