import { describe, expect, it } from 'vitest';
import { MALICIOUS_EXFILTRATION } from './corpus/exfiltration.ts';
import { FAKE } from './corpus/fakes.ts';
import { scanExfiltration } from './exfiltration.ts';

const rules = (payload: unknown, options?: Parameters<typeof scanExfiltration>[1]) => scanExfiltration(payload, options).map((f) => f.rule);

describe('scanExfiltration', () => {
  it('never echoes the matched secret or personal data in a finding', () => {
    const secrets = Object.values(FAKE).map((v) => v.replace(/[\s-]/g, ''));
    for (const c of MALICIOUS_EXFILTRATION) {
      for (const f of scanExfiltration(c.payload)) {
        const text = JSON.stringify(f).replace(/[\s-]/g, '');
        for (const s of secrets) expect(text, `${c.id} ${f.rule}`).not.toContain(s.slice(0, 12));
      }
    }
  });

  it('reports JSON paths', () => {
    const [finding] = scanExfiltration({ a: [{ 'odd key': `x ${FAKE.awsKeyId}` }] });
    expect(finding).toMatchObject({ rule: 'EXF-AWS-KEY', category: 'secret', path: '$.a[0]["odd key"]' });
  });

  it('checks cards with Luhn, issuer prefix and grouping', () => {
    expect(rules('4111 1111 1111 1111')).toContain('EXF-CARD-NUMBER');
    expect(rules('4111-1111-1111-1111')).toContain('EXF-CARD-NUMBER');
    expect(rules('card 4111 1111 1111 1111 12 months')).toContain('EXF-CARD-NUMBER');
    expect(rules('4111 1111 1111 1112')).toEqual([]);
    expect(rules('1234 5678 9012 3452')).toEqual([]); // Luhn-valid but no issuer starts with 1
    expect(rules('0000 0000 0000 0000')).toEqual([]);
    expect(rules('41 1111 1111 1111 11')).toEqual([]); // not a card grouping
  });

  it('applies SSA rules to SSNs and mod-97 to IBANs', () => {
    expect(rules('123-45-6789')).toContain('EXF-SSN');
    for (const bad of ['000-12-3456', '666-12-3456', '900-12-3456', '123-00-4567', '123-45-0000']) expect(rules(bad)).toEqual([]);
    expect(rules('DE89 3704 0044 0532 0130 00')).toContain('EXF-IBAN');
    expect(rules('DE89 3704 0044 0532 0130 01')).toEqual([]);
    expect(rules('QQ 12 34 56 C')).toEqual([]); // HMRC's invalid example prefix
  });

  it('counts distinct emails and phones against bulkThreshold', () => {
    const three = 'a@example.com b@example.com c@example.com A@example.com';
    expect(rules(three)).toEqual([]);
    expect(rules(three, { bulkThreshold: 3 })).toEqual(['EXF-PII-BULK-EMAIL']);
    expect(rules(['+1 202 555 0101', '202-555-0101', '(202) 555-0102'], { bulkThreshold: 3 })).toEqual([]);
  });

  it('honours allowedHosts for data-carrying URLs and known collection hosts', () => {
    const payload = { url: 'https://api.partner-sync.io/v1/ingest', body: { rows: [1, 2, 3] } };
    expect(rules(payload)).toEqual(['NET-UNLISTED-HOST']);
    expect(rules(payload, { allowedHosts: ['partner-sync.io'] })).toEqual([]);
    expect(rules({ url: 'https://webhook.site/abc', body: 'x' }, { allowedHosts: ['webhook.site'] })).toEqual([]);
    expect(rules({ url: 'https://api.partner-sync.io/v1/items', method: 'GET' })).toEqual([]);
  });

  it('distinguishes a question about sending from an instruction to send', () => {
    expect(rules('How do I send a POST request to https://api.shop.io/orders?')).toEqual([]);
    expect(rules('Send the customer list to https://api.shop.io/orders')).toEqual(['NET-UNLISTED-HOST']);
    expect(rules('curl -d @dump.json https://api.shop.io/orders')).toEqual(['NET-UNLISTED-HOST']);
  });

  it('flags raw public and link-local IPs but not loopback or private mentions', () => {
    expect(rules('http://198.51.100.7/x')).toEqual(['NET-RAW-IP']);
    expect(rules('http://[2001:db8::1]/x')).toEqual(['NET-RAW-IP']);
    expect(rules('http://169.254.169.254/latest/meta-data/')).toEqual(['NET-METADATA']);
    expect(rules('Why is http://127.0.0.1:8080/health slow?')).toEqual([]);
    expect(rules('Is http://192.168.1.10/admin reachable from the VPN?')).toEqual([]);
  });

  it('treats single digests as normal and piles of hex or long base64 as blobs', () => {
    const digest = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
    expect(rules(`sha256 = ${digest}`)).toEqual([]);
    expect(rules(Array(5).fill(digest).join(' '))).toEqual(['EXF-HEX-BLOB']);
    const bytes = Array.from({ length: 200 }, (_, i) => (i * 73 + 41) % 256);
    expect(rules(btoa(String.fromCharCode(...bytes)))).toEqual(['EXF-BASE64-BLOB']);
    expect(rules('a'.repeat(300))).toEqual([]);
    expect(rules(`pi = 3.${'1415926535'.repeat(12)}`)).toEqual([]);
  });

  it('only treats a PEM header as a key when key material follows', () => {
    expect(rules('What is -----BEGIN PRIVATE KEY----- for?')).toEqual([]);
    expect(rules('-----BEGIN EC PRIVATE KEY-----\\nMHcCAQEE')).toEqual(['EXF-PRIVATE-KEY']);
  });

  it('judges values of credential-named fields by strength', () => {
    expect(rules({ password: 'hunter2' })).toEqual([]);
    expect(rules({ password: '<your password>' })).toEqual([]);
    expect(rules({ clientSecret: 'Zq8!pL2@wX5#' })).toEqual(['EXF-GENERIC-SECRET']);
    expect(rules({ 'client-secret': 'Zq8!pL2@wX5#' })).toEqual(['EXF-GENERIC-SECRET']);
  });

  it('fails closed on payloads beyond the scan limits', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(rules(deep)).toEqual(['EXF-SCAN-LIMIT']);
    expect(rules({ a: 'x'.repeat(1_000_001) })).toEqual(['EXF-SCAN-LIMIT']);
  });

  it('survives cycles and non-JSON values', () => {
    const a: Record<string, unknown> = { q: '1+1' };
    a.self = a;
    expect(rules(a)).toEqual([]);
    expect(rules(undefined)).toEqual([]);
    expect(rules(42)).toEqual([]);
  });
});
