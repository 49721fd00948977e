import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { open, seal } from '../../workers/api/src/lib/secret-box.ts';
import { generateWebhookSecret, signWebhook } from '../../workers/api/src/lib/webhook-signature.ts';
import { checkWebhookTarget } from '../../workers/api/src/lib/webhook-target.ts';

describe('webhook signatures against the Standard Webhooks reference library', () => {
  const body = JSON.stringify({ type: 'batch.completed', timestamp: '2026-11-25T00:00:00.000Z', data: { job_id: 'job_1', émoji: '✓' } });

  it('produces signatures the reference verifier accepts, and only for the exact body', async () => {
    const secret = generateWebhookSecret();
    const now = Math.floor(Date.now() / 1000);
    const headers = await signWebhook([secret], 'msg_1', now, body);
    expect(new Webhook(secret).verify(body, { ...headers })).toEqual(JSON.parse(body));
    expect(() => new Webhook(secret).verify(`${body} `, { ...headers })).toThrow();
    expect(() => new Webhook(generateWebhookSecret()).verify(body, { ...headers })).toThrow();
  });

  it('signs with both secrets during a rotation, each accepted by the reference verifier', async () => {
    const [oldSecret, newSecret] = [generateWebhookSecret(), generateWebhookSecret()];
    const now = Date.now() / 1000;
    const both = await signWebhook([newSecret, oldSecret], 'msg_3', now, body);
    // The reference library throws on a bad signature and returns the parsed payload on a good one.
    for (const secret of [newSecret, oldSecret]) expect(new Webhook(secret).verify(body, { ...both })).toEqual(JSON.parse(body));
    expect(() => new Webhook(generateWebhookSecret()).verify(body, { ...both })).toThrow();
  });
});

describe('secret sealing with key rotation', () => {
  it('opens with the sealing key, names it, and opens with the previous key after a rotation', async () => {
    const sealed = await seal({ current: 'key-one-0123456789abcdef0123456789' }, 'webhook:wh_1', 'whsec_abc');
    expect(await open({ current: 'key-one-0123456789abcdef0123456789' }, 'webhook:wh_1', sealed)).toEqual({
      plain: 'whsec_abc',
      stale: false,
    });
    // Bound to its purpose: the same ciphertext cannot be opened as another endpoint's secret.
    expect(await open({ current: 'key-one-0123456789abcdef0123456789' }, 'webhook:wh_2', sealed)).toBeNull();
    const rotated = { current: 'key-two-0123456789abcdef0123456789', previous: 'key-one-0123456789abcdef0123456789' };
    expect(await open(rotated, 'webhook:wh_1', sealed)).toEqual({ plain: 'whsec_abc', stale: true });
    expect(await open({ current: 'key-two-0123456789abcdef0123456789' }, 'webhook:wh_1', sealed)).toBeNull();
    await expect(seal({ current: undefined }, 'x', 'y')).rejects.toThrow();
  });
});

describe('webhook target policy', () => {
  const strict = { allowPrivate: false };
  it('admits public HTTPS hosts and refuses everything that reaches inside', () => {
    for (const url of [
      'https://hooks.example.com/x',
      'https://8.8.8.8/x',
      'https://[2606:4700::1111]/',
      'https://a.b.example.org:8443/p?q=1',
    ]) {
      expect(checkWebhookTarget(url, strict).ok, url).toBe(true);
    }
    for (const url of [
      'http://hooks.example.com/',
      'https://127.1/',
      'https://017700000001/',
      'https://[::]/',
      'https://[::ffff:10.0.0.1]/',
      'https://[64:ff9b::a00:1]/',
      'https://[2001:db8::1]/',
      'https://198.18.0.1/',
      'https://224.0.0.1/',
      'https://255.255.255.255/',
      'https://LOCALHOST./',
      'https://svc.home.arpa/',
      'https://hooks.example.com/#frag',
      'javascript:alert(1)',
    ]) {
      expect(checkWebhookTarget(url, strict).ok, url).toBe(false);
    }
  });

  it('admits http and loopback only with the development switch', () => {
    expect(checkWebhookTarget('http://127.0.0.1:9999/hook', { allowPrivate: true }).ok).toBe(true);
    expect(checkWebhookTarget('file:///etc/passwd', { allowPrivate: true }).ok).toBe(false);
  });
});
