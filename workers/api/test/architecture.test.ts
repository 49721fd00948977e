import { describe, expect, it } from 'vitest';
import architecture from '../../../docs/architecture.md?raw';
import { call } from './setup/harness.ts';

/** Every operation of the served OpenAPI document has its row in docs/architecture.md's traceability table. */
describe('docs/architecture.md against /openapi.json', () => {
  it('lists every documented operation', async () => {
    const doc = (await call('GET', '/openapi.json')).json as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => ['get', 'post', 'put', 'patch', 'delete'].includes(key))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.filter((operation) => !architecture.includes(`\`${operation}\``))).toEqual([]);
  });
});
