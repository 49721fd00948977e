/**
 * The two public documents of a Verdict node that the gate needs, cached in the Cache API of the data centre (shared by
 * every isolate there) and in the isolate's memory:
 * - the issuer registry (`/registry/issuers.json`), kept 5 minutes and fetched again at once when an attestation
 *   names a key it does not list (the node rotated its key), at most once per REFRESH_INTERVAL_MS per isolate so that
 *   made-up key ids cannot turn every request into a download;
 * - the revocation list (`/registry/revocations.json`), kept 1 minute. When it cannot be fetched the gate refuses
 *   (fail closed): a revoked attestation must never pass because the list was out of reach.
 */
import { type IssuerRegistry, parseIssuerRegistry, parseRevocationList } from '@verdict/attestation';

export const REGISTRY_TTL_MS = 300_000;
export const REVOCATIONS_TTL_MS = 60_000;
export const REFRESH_INTERVAL_MS = 30_000;
const FETCH_TIMEOUT_MS = 5_000;

/** The document could not be fetched or read; the gate answers 503. */
export class DocumentUnavailable extends Error {
  override readonly name = 'DocumentUnavailable';
}

interface Entry<T> {
  value: T;
  fetchedAt: number;
}

class CachedDocument<T> {
  private readonly url: string;
  private readonly ttlMs: number;
  private readonly parse: (text: string) => T;
  private entry: Entry<T> | undefined;
  private lastForced = Number.NEGATIVE_INFINITY;

  constructor(url: string, ttlMs: number, parse: (text: string) => T) {
    this.url = url;
    this.ttlMs = ttlMs;
    this.parse = parse;
  }

  /** The document, from memory, then the Cache API, then the node. */
  async get(now: number): Promise<T> {
    if (this.entry && now - this.entry.fetchedAt < this.ttlMs) return this.entry.value;
    const cached = await caches.default.match(this.url);
    const fetchedAt = Number(cached?.headers.get('x-fetched-at'));
    if (cached && Number.isFinite(fetchedAt) && now - fetchedAt < this.ttlMs) {
      try {
        this.entry = { value: this.parse(await cached.text()), fetchedAt };
        return this.entry.value;
      } catch {
        // A damaged cache entry is ignored and replaced below.
      }
    }
    return this.fetch(now);
  }

  /** Fetches the document again unless that was done within REFRESH_INTERVAL_MS; answers the freshest copy. */
  async refresh(now: number): Promise<T> {
    if (now - this.lastForced < REFRESH_INTERVAL_MS) return this.get(now);
    this.lastForced = now;
    return this.fetch(now);
  }

  private async fetch(now: number): Promise<T> {
    let text: string;
    try {
      // no-store: the gate keeps its own copy, so Cloudflare's cache in front of the node must not add its own age.
      const response = await fetch(this.url, {
        headers: { accept: 'application/json' },
        cache: 'no-store',
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      text = await response.text();
    } catch {
      throw new DocumentUnavailable(`${this.url} could not be fetched`);
    }
    let value: T;
    try {
      value = this.parse(text);
    } catch {
      throw new DocumentUnavailable(`${this.url} is not a valid document`);
    }
    this.entry = { value, fetchedAt: now };
    const seconds = Math.ceil(this.ttlMs / 1000);
    await caches.default.put(
      this.url,
      new Response(text, {
        headers: { 'content-type': 'application/json', 'cache-control': `max-age=${seconds}`, 'x-fetched-at': String(now) },
      }),
    );
    return value;
  }
}

const registries = new Map<string, CachedDocument<IssuerRegistry>>();
const revocationLists = new Map<string, CachedDocument<Set<string>>>();

/** The cached documents of the node at `verdictUrl` (one cache per node, shared by the requests of this isolate). */
export function documentsOf(verdictUrl: string) {
  const base = verdictUrl.replace(/\/+$/, '');
  let registry = registries.get(base);
  if (!registry)
    registries.set(base, (registry = new CachedDocument(`${base}/registry/issuers.json`, REGISTRY_TTL_MS, parseIssuerRegistry)));
  let revocations = revocationLists.get(base);
  if (!revocations) {
    revocations = new CachedDocument(`${base}/registry/revocations.json`, REVOCATIONS_TTL_MS, parseRevocationList);
    revocationLists.set(base, revocations);
  }
  return { registry, revocations };
}
