import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey } from '@verdict/db';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Env } from '../env.ts';
import { ApiError } from '../errors.ts';
import { base64url, sha256Hex } from '../lib/crypto.ts';

/** How long a key is remembered (the IETF Idempotency-Key draft leaves it to the server; a day covers client retries). */
const RETENTION_MS = 24 * 60 * 60 * 1000;
/** A pending claim older than this belongs to a request that died; the next retry takes it over. */
const STALE_PENDING_MS = 60 * 1000;
/** Response headers worth replaying; the rest (request id, rate limit) describe the new request. */
const REPLAYED_HEADERS = ['content-type', 'location', 'service-attestation'];
const KEY_RE = /^[\x21-\x7e]{1,255}$/;

interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * What makes two requests "the same request": method, path and body. A multipart upload is compared by its parts (each
 * field's value, each file's name, type and SHA-256), not its bytes, because clients pick a new boundary every time.
 */
async function requestFingerprint(c: Context<AppEnv>): Promise<string> {
  const head = `${c.req.method} ${c.req.path}\n`;
  if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) return sha256Hex(head + (await c.req.text()));
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new ApiError('VALIDATION_ERROR', 'The multipart body could not be parsed.');
  }
  const parts: string[] = [];
  for (const [name, value] of form.entries()) {
    parts.push(
      typeof value === 'string'
        ? `${JSON.stringify(name)}=${JSON.stringify(value)}`
        : `${JSON.stringify(name)}=file ${JSON.stringify(value.name)} ${JSON.stringify(value.type)} ${await sha256Hex(await value.arrayBuffer())}`,
    );
  }
  return sha256Hex(`${head}multipart\n${parts.join('\n')}`);
}

/**
 * `Idempotency-Key` on a POST that creates something or signs an attestation (draft-ietf-httpapi-idempotency-key-header): the first request runs and its 2xx
 * response is kept for 24 hours; a retry with the same key and the same request gets that response again with
 * `Idempotent-Replayed: true` and causes no second effect. The same key with another body is 422
 * `IDEMPOTENCY_MISMATCH`; while the first request still runs, 409 `IDEMPOTENCY_IN_PROGRESS`. A failed request frees
 * its key, so a retry runs again. Keys are scoped to the credential that sent them. Runs after `authenticate`.
 */
export function idempotent() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (key === undefined || c.req.method !== 'POST') return next();
    if (!KEY_RE.test(key)) throw new ApiError('VALIDATION_ERROR', 'Idempotency-Key must be 1 to 255 visible ASCII characters.');
    const principal = c.var.principal;
    const orgId = principal.orgId;
    const scope = principal.apiKeyId ?? `user:${principal.userId}`;
    const keyHash = await sha256Hex(key);
    const fingerprint = await requestFingerprint(c);
    const sealer = await sealerFor(c.env, `${orgId}|${scope}|${key}`);
    const now = c.var.clock.now().getTime();
    const claim = await claimIdempotencyKey(c.var.db, orgId, {
      scope,
      keyHash,
      fingerprint,
      now: new Date(now).toISOString(),
      expiresAt: new Date(now + RETENTION_MS).toISOString(),
      staleBefore: new Date(now - STALE_PENDING_MS).toISOString(),
    });

    if (!claim.claimed) {
      const row = claim.row;
      if (row && row.fingerprint !== fingerprint) {
        throw new ApiError('IDEMPOTENCY_MISMATCH', 'This Idempotency-Key was already used with a different request.');
      }
      if (!row || row.state !== 'done' || row.response === null) {
        throw new ApiError('IDEMPOTENCY_IN_PROGRESS', 'A request with this Idempotency-Key is still being processed; retry shortly.', {
          headers: { 'retry-after': '1' },
        });
      }
      const stored = await sealer.open(row.response);
      return new Response(stored.body, { status: stored.status, headers: { ...stored.headers, 'idempotent-replayed': 'true' } });
    }

    try {
      await next();
    } catch (error) {
      await releaseIdempotencyKey(c.var.db, orgId, { scope, keyHash });
      throw error;
    }
    const res = c.res;
    if (res.status < 200 || res.status >= 300) {
      await releaseIdempotencyKey(c.var.db, orgId, { scope, keyHash });
      return;
    }
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = res.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    const body = await res.clone().text();
    await completeIdempotencyKey(
      c.var.db,
      orgId,
      { scope, keyHash },
      { status: res.status, response: await sealer.seal({ status: res.status, headers, body }) },
    );
  });
}

/**
 * AES-GCM with a key derived (HKDF) from JWT_SECRET and the client's Idempotency-Key itself: stored responses can
 * hold secrets shown once (a new API key or agent token), and neither the database nor the secret alone opens them.
 */
async function sealerFor(env: Env, context: string) {
  if (!env.JWT_SECRET)
    throw new ApiError('SERVICE_MISCONFIGURED', 'Idempotency keys cannot be honoured: the server secret is not configured.');
  const encoder = new TextEncoder();
  const material = await crypto.subtle.importKey('raw', encoder.encode(env.JWT_SECRET), 'HKDF', false, ['deriveKey']);
  const key = await crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode('verdict idempotency v1'), info: encoder.encode(context) },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
  return {
    async seal(value: StoredResponse): Promise<string> {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, encoder.encode(JSON.stringify(value))));
      const out = new Uint8Array(iv.length + sealed.length);
      out.set(iv);
      out.set(sealed, iv.length);
      return base64url(out);
    },
    async open(text: string): Promise<StoredResponse> {
      try {
        const bytes = Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (ch) => ch.charCodeAt(0));
        const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.subarray(0, 12) }, key, bytes.subarray(12));
        // Our own JSON, sealed and authenticated above: a boundary of trusted data, not input.
        return JSON.parse(new TextDecoder().decode(plain)) as StoredResponse;
      } catch {
        // Rotated JWT_SECRET or a damaged row: never replay something we cannot read, never run the request twice.
        throw new ApiError('CONFLICT', 'The stored response for this Idempotency-Key cannot be replayed; use a new key.');
      }
    },
  };
}
