/**
 * Standard Webhooks signatures (standardwebhooks.com): the signed content is `${id}.${timestamp}.${body}`, the MAC is
 * HMAC-SHA256 keyed with the base64-decoded part of a `whsec_` secret, and `webhook-signature` carries one
 * `v1,<base64 MAC>` per valid secret, separated by spaces (two during a secret rotation).
 */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

const encoder = new TextEncoder();

function standardBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function secretBytes(secret: string): Uint8Array {
  if (!secret.startsWith(WEBHOOK_SECRET_PREFIX)) throw new Error('not a whsec_ secret');
  const binary = atob(secret.slice(WEBHOOK_SECRET_PREFIX.length));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

/** A new signing secret: 32 random bytes. */
export function generateWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${standardBase64(crypto.getRandomValues(new Uint8Array(32)))}`;
}

async function mac(secret: string, content: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', secretBytes(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return standardBase64(new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(content))));
}

export interface WebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** The three Standard Webhooks headers for `body`, signed with every secret given (current first). */
export async function signWebhook(secrets: readonly string[], id: string, timestampSeconds: number, body: string): Promise<WebhookHeaders> {
  const timestamp = String(Math.floor(timestampSeconds));
  const content = `${id}.${timestamp}.${body}`;
  const signatures = await Promise.all(secrets.map(async (secret) => `v1,${await mac(secret, content)}`));
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': signatures.join(' ') };
}
