import { describe, expect, it } from 'vitest';
import { handleCodeRequest } from '../src/code/code-handler.ts';
import { createNodeCodeEngine } from '../src/code/node-code-engine.ts';

const engine = createNodeCodeEngine();

function post(body: unknown): Request {
  return new Request('http://sandbox/code/verify', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function call(body: unknown, withEngine = true): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await handleCodeRequest(post(body), withEngine ? engine : null);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /code/verify (the code engine behind the API service binding)', () => {
  it('answers the engine result for safe and unsafe code', async () => {
    const safe = await call({ code: 'def add(a, b):\n    return a + b\n', language: 'python' });
    expect(safe).toMatchObject({ status: 200, body: { ok: true, result: { is_safe: true, language: 'python', analysis: 'complete' } } });
    const unsafe = await call({ code: 'import os\nos.system(input())\n', language: 'python' });
    expect(unsafe.status).toBe(200);
    const result = unsafe.body.result as { is_safe: boolean; vulnerabilities: { severity: string }[] };
    expect(result.is_safe).toBe(false);
    expect(result.vulnerabilities.some((v) => v.severity === 'critical' || v.severity === 'high')).toBe(true);
    const js = await call({ code: 'const x = 1;\nconsole.log(x);\n', language: 'javascript' });
    expect(js.body).toMatchObject({ ok: true, result: { is_safe: true, language: 'javascript' } });
  });

  it('reports unsupported languages, structural caps and malformed requests as answers the API maps to 4xx', async () => {
    expect((await call({ code: 'x', language: 'cobol' })).body).toMatchObject({ ok: false, error: 'unsupported_language' });
    const deep = await call({ code: `x = ${'('.repeat(150)}1${')'.repeat(150)}\n`, language: 'python' });
    expect(deep.body).toMatchObject({ ok: false, error: 'input_too_complex', limit: 'nesting_depth', max: 100 });
    expect((await call('not json')).status).toBe(400);
    expect((await call({ language: 'python' })).status).toBe(400);
  });

  it('is unavailable (503), never a verdict, in a build without the engine', async () => {
    expect((await call({ code: 'x = 1' }, false)).status).toBe(503);
  });
});
