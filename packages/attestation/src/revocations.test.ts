import { describe, expect, it } from 'vitest';
import { parseRevocationList } from './revocations.ts';

describe('parseRevocationList', () => {
  it('reads the published document, a JSON string and a bare array', () => {
    const doc = {
      issuer: 'did:svc:node:a',
      generated_at: '2026-01-01T00:00:00Z',
      revoked: [
        { jti: 'a', revoked_at: null },
        { jti: 'b', revoked_at: '2026-01-01T00:00:00Z' },
      ],
    };
    expect([...parseRevocationList(doc)]).toEqual(['a', 'b']);
    expect([...parseRevocationList(JSON.stringify(doc))]).toEqual(['a', 'b']);
    expect([...parseRevocationList(['c'])]).toEqual(['c']);
  });

  it('refuses malformed lists instead of treating them as empty', () => {
    for (const bad of [{}, null, { revoked: 'a' }, { revoked: [{}] }, [''], [42]]) expect(() => parseRevocationList(bad)).toThrow();
    expect(() => parseRevocationList('not json')).toThrow();
  });
});
