import { describe, expect, it } from 'vitest';
import { FAKE } from './corpus/fakes.ts';
import { redactObject, redactPii } from './redact.ts';

describe('redactPii', () => {
  it('replaces each kind with a marker', () => {
    expect(redactPii('mail jane.doe@example.com now')).toBe('mail [REDACTED:email] now');
    expect(redactPii('call +1 202 555 0143 or (202) 555-0199')).toBe('call [REDACTED:phone] or [REDACTED:phone]');
    expect(redactPii(`card ${FAKE.visaTest} ok`)).toBe('card [REDACTED:card] ok');
    expect(redactPii(`ssn ${FAKE.ssn}`)).toBe('ssn [REDACTED:ssn]');
    expect(redactPii(`iban ${FAKE.iban}`)).toBe('iban [REDACTED:iban]');
    expect(redactPii(`key ${FAKE.awsKeyId} and ${FAKE.github}`)).toBe('key [REDACTED:secret] and [REDACTED:secret]');
    expect(redactPii(`token ${FAKE.verdictKey}`)).toBe('token [REDACTED:secret]');
    expect(redactPii(`Bearer ${FAKE.jwt}`)).toBe('Bearer [REDACTED:secret]');
    expect(redactPii('password=Tr0ub4dor&3xQ!')).toBe('password=[REDACTED:secret]');
  });

  it('removes whole private key blocks, even truncated ones', () => {
    expect(redactPii(`before ${FAKE.rsaKey} after`)).toBe('before [REDACTED:private_key] after');
    expect(redactPii('-----BEGIN RSA PRIVATE KEY-----\nMIIB')).toBe('[REDACTED:private_key]');
  });

  it('leaves look-alikes alone', () => {
    for (const text of [
      '4111 1111 1111 1112',
      'sha ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
      '2026-01-15T10:00:00.000Z',
      'request 550e8400-e29b-41d4-a716-446655440000',
      'aud_01HZX3K9Q2 cost 0.01 USD',
      '1700000000000',
      'What is 2+2?',
    ])
      expect(redactPii(text)).toBe(text);
  });
});

describe('redactObject', () => {
  it('redacts strings deeply and values under credential-named keys', () => {
    const input = {
      tool: 'add',
      query: 'mail a@example.com',
      nested: [{ password: 'hunter2', agentToken: 'abc', max_tokens: 10 }],
      hash: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
      n: 3,
    };
    expect(redactObject(input)).toEqual({
      tool: 'add',
      query: 'mail [REDACTED:email]',
      nested: [{ password: '[REDACTED:secret]', agentToken: '[REDACTED:secret]', max_tokens: 10 }],
      hash: input.hash,
      n: 3,
    });
  });
  it('does not mutate its input and survives cycles', () => {
    const a: Record<string, unknown> = { email: 'x@example.com' };
    a.self = a;
    const out = redactObject(a) as Record<string, unknown>;
    expect(a.email).toBe('x@example.com');
    expect(out.email).toBe('[REDACTED:email]');
    expect(out.self).toBe(out);
  });
});
