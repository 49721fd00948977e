import { base64url, sha256Hex } from './crypto.ts';

/**
 * Sealing of secrets the service must be able to read back (webhook signing secrets): AES-256-GCM under a key derived
 * (HKDF-SHA-256) from a deployment secret. A sealed value names the key that sealed it (`v1.<key id>.<iv+ciphertext>`),
 * so the key can be rotated: the new key seals, and the previous one, kept as a second secret, still opens older
 * values until they are sealed again.
 */
export interface KeyRing {
  current: string | undefined;
  previous?: string | undefined;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

async function keyId(secret: string): Promise<string> {
  return (await sha256Hex(`verdict secret-box key id\u0000${secret}`)).slice(0, 12);
}

async function aesKey(secret: string, purpose: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode('verdict secret-box v1'), info: encoder.encode(purpose) },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

function fromBase64url(text: string): Uint8Array {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

/** `purpose` binds the ciphertext to its use (e.g. `webhook:<endpoint id>`): a sealed value cannot be moved elsewhere. */
export async function seal(ring: KeyRing, purpose: string, plain: string): Promise<string> {
  if (!ring.current) throw new Error('no sealing key configured');
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await aesKey(ring.current, purpose), encoder.encode(plain)),
  );
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return `v1.${await keyId(ring.current)}.${base64url(out)}`;
}

/** The plain value and whether it was sealed by the previous key (so the caller can seal it again); null if no key opens it. */
export async function open(ring: KeyRing, purpose: string, sealed: string): Promise<{ plain: string; stale: boolean } | null> {
  const [version, id, data] = sealed.split('.');
  if (version !== 'v1' || !id || !data) return null;
  for (const [secret, stale] of [
    [ring.current, false],
    [ring.previous, true],
  ] as const) {
    if (!secret || (await keyId(secret)) !== id) continue;
    try {
      const bytes = fromBase64url(data);
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: bytes.subarray(0, 12) },
        await aesKey(secret, purpose),
        bytes.subarray(12),
      );
      return { plain: decoder.decode(plain), stale };
    } catch {
      return null;
    }
  }
  return null;
}
