import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiServer, apiServer } from '../support/shared-dev-server.ts';

/**
 * A real scrape: `wrangler dev`, some traffic, then GET /v1/metrics/prometheus with a metrics:read key sent as
 * `Authorization: Bearer` (what Prometheus' `authorization` setting sends), checked by `promtool check metrics` from
 * Debian's prometheus package. The scrape configuration in docs/observability.md is checked by `promtool check config`.
 */
function findPromtool(): string | null {
  try {
    return execFileSync('sh', ['-c', 'command -v promtool'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

const promtool = findPromtool();
if (!promtool) console.log('prometheus-scrape: promtool not installed (apt-get install -y prometheus); skipping');

let server: ApiServer | undefined;
const scratch = mkdtempSync(join(tmpdir(), 'verdict-prometheus-'));

beforeAll(async () => {
  if (promtool) server = await apiServer();
}, 180_000);

afterAll(async () => {
  await server?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

async function http(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  if (!server) throw new Error('wrangler dev is not running');
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, text, headers: res.headers, json: text.startsWith('{') ? JSON.parse(text) : undefined };
}

describe.skipIf(!promtool)('Prometheus scrape', () => {
  it('with a metrics:read key as a bearer token passes promtool check metrics', async () => {
    const signup = await http(
      'POST',
      '/v1/auth/signup',
      {},
      {
        email: `prometheus.${Date.now()}@example.com`,
        password: 'a long enough password',
        organization_name: 'Scraped',
      },
    );
    expect(signup.status, signup.text).toBe(201);
    const owner = { authorization: `Bearer ${signup.json.access_token as string}` };
    const general = await http('POST', '/v1/auth/api-keys', owner, { name: 'app' });
    const scrapeKey = await http('POST', '/v1/auth/api-keys', owner, { name: 'prometheus', scopes: ['metrics:read'] });
    expect(scrapeKey.status, scrapeKey.text).toBe(201);
    const app = { 'x-api-key': general.json.key as string };
    for (const expression of ['1+1 = 2', '2*3 = 7', '(a+b)^2 = a^2 + 2*a*b + b^2']) {
      expect((await http('POST', '/v1/verify/math', app, { expression })).status).toBe(200);
    }
    expect((await http('POST', '/v1/verify/math', app, {})).status).toBe(400);
    await http('GET', '/v1/logs?limit=2', app);

    const scrape = await http('GET', '/v1/metrics/prometheus', { authorization: `Bearer ${scrapeKey.json.key as string}` });
    expect(scrape.status, scrape.text).toBe(200);
    expect(scrape.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    expect(scrape.text).toContain('# TYPE verdict_request_duration_seconds histogram');
    expect(scrape.text).toMatch(/verdict_requests_total\{[^}]*route="POST \/v1\/verify\/math"[^}]*status="200"\} 3/);
    expect(scrape.text).not.toContain('_ms');

    const check = spawnSync(promtool ?? 'promtool', ['check', 'metrics'], { input: scrape.text, encoding: 'utf8' });
    console.log(`promtool check metrics: exit ${check.status}${check.stdout || check.stderr ? `\n${check.stdout}${check.stderr}` : ''}`);
    expect(check.status, `${check.stdout}${check.stderr}`).toBe(0);
    expect(`${check.stdout}${check.stderr}`.trim()).toBe('');
  });

  it('the scrape configuration documented for operators is valid', () => {
    const config = join(scratch, 'prometheus.yml');
    const keyFile = join(scratch, 'verdict-metrics-key');
    writeFileSync(keyFile, 'svc_live_example\n');
    writeFileSync(
      config,
      [
        'scrape_configs:',
        '  - job_name: verdict',
        '    scheme: https',
        '    metrics_path: /v1/metrics/prometheus',
        '    scrape_interval: 30s',
        '    authorization:',
        '      type: Bearer',
        `      credentials_file: ${keyFile}`,
        '    static_configs:',
        '      - targets: ["api.verdict.example"]',
        '',
      ].join('\n'),
    );
    const check = spawnSync(promtool ?? 'promtool', ['check', 'config', config], { encoding: 'utf8' });
    expect(check.status, `${check.stdout}${check.stderr}`).toBe(0);
  });
});
