import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiServer, apiServer } from '../support/shared-dev-server.ts';

/**
 * The strict OpenAPI lint (redocly.yaml: recommended-strict plus example validation) over the document the real
 * `wrangler dev` serves. The document is written where .redocly.lint-ignore.yaml expects it; that file lists the only
 * accepted problems, each with its reason.
 */
let server: ApiServer | undefined;

beforeAll(async () => {
  server = await apiServer();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('OpenAPI lint', () => {
  it('redocly lint (recommended-strict, examples validated) reports 0 errors and 0 warnings', async () => {
    const res = await fetch(`${server?.url}/openapi.json`);
    expect(res.status).toBe(200);
    const dir = join(process.cwd(), '.test-build', 'openapi');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'openapi.json'), await res.text());
    const redocly = join(process.cwd(), 'node_modules', '.bin', 'redocly');
    let output: string;
    try {
      output = execFileSync(redocly, ['lint', '--config', 'redocly.yaml', '--format', 'json', '.test-build/openapi/openapi.json'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      });
    } catch (error) {
      // redocly exits 1 when it finds errors; its JSON report is still on stdout.
      output = String((error as { stdout?: string }).stdout ?? '');
    }
    const report = JSON.parse(output) as {
      totals: { errors: number; warnings: number; ignored: number };
      problems: Array<{ ruleId: string; message: string; location: Array<{ pointer: string }> }>;
    };
    const problems = report.problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(problems).toEqual([]);
    expect(report.totals.errors).toBe(0);
    expect(report.totals.warnings).toBe(0);
    expect(report.totals.ignored).toBeLessThanOrEqual(6);
  });
});
