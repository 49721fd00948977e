import { findHits, SECRET_DETECTORS, strongSecretValue, type TextDetector, type TextHit } from './detectors.ts';
import { GUARD_LIMITS } from './limits.ts';
import { DEFAULT_ALLOWED_HOSTS, type NetworkContext, scanBeacons, scanNetwork } from './network.ts';
import { EMAIL_PATTERN, PHONE_DETECTORS, PII_DETECTORS } from './pii.ts';
import {
  bytesToLatin1,
  characterClasses,
  decodeBase64,
  decodeHex,
  maskSecret,
  normaliseForScan,
  printableRatio,
  shannonEntropy,
} from './text.ts';
import { childPath, type GuardFinding } from './types.ts';

export interface ExfiltrationOptions {
  /** Extra hosts (and their subdomains) that data may be sent to; added to `DEFAULT_ALLOWED_HOSTS`. */
  allowedHosts?: string[];
  /** Distinct emails (or phone numbers) in one payload from which it counts as a bulk transfer. Default 5. */
  bulkThreshold?: number;
}

const MAX_DEPTH = GUARD_LIMITS.depth;
const MAX_CHARS = GUARD_LIMITS.scanChars;
/** Hex lengths of common digests (SHA-256/384/512): single hashes in a question are normal, piles of them are not. */
const DIGEST_LENGTHS = new Set([64, 96, 128]);
const DIGEST_BUDGET = 256;

/** JSON keys whose value is the body of an outgoing request; a URL beside them is being sent data. */
const DATA_KEYS =
  /^(?:body|data|payload|content|contents|json|form|form_data|file|files|attachment|attachments|message|text|html|upload|raw)$/i;
/** JSON keys that name a credential; their value is judged as a secret even without a recognisable prefix. */
const SECRET_KEYS =
  /(?:^|[_-])(?:pass(?:word|wd|phrase)?|pwd|secret|client[_-]?secret|api[_-]?key|apikey|access[_-]?key|secret[_-]?key|auth[_-]?token|access[_-]?token|refresh[_-]?token|id[_-]?token|session[_-]?token|bearer|private[_-]?key|credentials?)$/i;

interface ScanState {
  findings: Map<string, GuardFinding>;
  emails: Set<string>;
  phones: Set<string>;
  digestChars: number;
  chars: number;
  limited: boolean;
  net: Omit<NetworkContext, 'siblingData'>;
}

function add(state: ScanState, finding: GuardFinding): void {
  const key = `${finding.rule}|${finding.path ?? ''}`;
  if (!state.findings.has(key)) state.findings.set(key, finding);
}

function hitFinding(hit: TextHit, path: string, note = ''): GuardFinding {
  const d: TextDetector = hit.detector;
  const what = d.maskable
    ? `${d.label} (${maskSecret(hit.value)})`
    : d.category === 'secret'
      ? `${d.label} (${hit.value.length} chars)`
      : d.label;
  return { rule: d.rule, category: d.category, severity: d.severity, message: `${what}${note}.`, path };
}

/** Credentials, private keys and single-item personal data in one piece of text. */
function scanSensitive(state: ScanState, text: string, path: string, note = ''): void {
  for (const hit of findHits(text, SECRET_DETECTORS)) add(state, hitFinding(hit, path, note));
  for (const hit of findHits(text, PII_DETECTORS)) add(state, hitFinding(hit, path, note));
}

/** Long encoded runs: base64 ≥ 200 characters, hex ≥ 64 that is not a lone digest, and text smuggled as hex. */
function scanBlobs(state: ScanState, text: string, path: string): void {
  for (const m of text.matchAll(/[A-Za-z0-9+/_-]{200,}={0,2}/g)) {
    const run = m[0];
    const slashes = (run.match(/\//g)?.length ?? 0) / run.length;
    if (slashes <= 0.06 && characterClasses(run) >= 3 && shannonEntropy(run) >= 4.5) {
      add(state, {
        rule: 'EXF-BASE64-BLOB',
        category: 'encoded_blob',
        severity: 'high',
        message: `Long base64-like run (${run.length} chars).`,
        path,
      });
    }
  }
  for (const m of text.matchAll(/(?<![A-Za-z0-9])(?:0x)?([0-9a-fA-F]{64,})(?![A-Za-z0-9])/g)) {
    const run = m[1] ?? '';
    // Long decimal numbers (digits of pi, big integers) and repeated letters are not encodings.
    if (!/[a-f]/i.test(run) || !/\d/.test(run) || shannonEntropy(run) < 3) continue;
    const bytes = decodeHex(run.length % 2 === 0 ? run : run.slice(0, -1));
    if (bytes && printableRatio(bytes) >= 0.9) {
      add(state, {
        rule: 'EXF-HEX-BLOB',
        category: 'encoded_blob',
        severity: 'high',
        message: `Hex-encoded text (${run.length} chars).`,
        path,
      });
    } else if (DIGEST_LENGTHS.has(run.length)) {
      state.digestChars += run.length;
      if (state.digestChars > DIGEST_BUDGET)
        add(state, {
          rule: 'EXF-HEX-BLOB',
          category: 'encoded_blob',
          severity: 'medium',
          message: 'Many digest-sized hex values in one payload.',
          path,
        });
    } else {
      add(state, {
        rule: 'EXF-HEX-BLOB',
        category: 'encoded_blob',
        severity: 'high',
        message: `Long hex run decoding to binary (${run.length} chars).`,
        path,
      });
    }
  }
}

/** One level of decoding (base64, percent-encoding, hex) so a secret cannot pass by being encoded once. */
function scanDecoded(state: ScanState, text: string, path: string): void {
  for (const m of text.matchAll(/(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{16,8192}={0,2}/g)) {
    const token = m[0];
    if (!/[A-Z]/.test(token) || !/[a-z]/.test(token)) continue;
    const bytes = decodeBase64(token);
    if (!bytes || bytes.length < 8 || printableRatio(bytes) < 0.95) continue;
    scanSensitive(state, bytesToLatin1(bytes), path, ' inside base64-encoded text');
  }
  for (const m of text.matchAll(/(?<![A-Za-z0-9])[0-9a-fA-F]{32,8192}(?![A-Za-z0-9])/g)) {
    const bytes = decodeHex(m[0].length % 2 === 0 ? m[0] : m[0].slice(0, -1));
    if (bytes && printableRatio(bytes) >= 0.95) scanSensitive(state, bytesToLatin1(bytes), path, ' inside hex-encoded text');
  }
  if (/%[0-9A-Fa-f]{2}/.test(text)) {
    let decoded: string | null = null;
    try {
      decoded = decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
      decoded = null;
    }
    if (decoded && decoded !== text) scanSensitive(state, normaliseForScan(decoded), path, ' inside percent-encoded text');
  }
}

function scanString(state: ScanState, raw: string, path: string, key: string | null, siblingData: boolean): void {
  state.chars += raw.length;
  if (state.chars > MAX_CHARS) {
    state.limited = true;
    return;
  }
  const text = normaliseForScan(raw);
  scanSensitive(state, text, path);
  if (key !== null && SECRET_KEYS.test(key) && strongSecretValue(text.trim())) {
    add(state, {
      rule: 'EXF-GENERIC-SECRET',
      category: 'secret',
      severity: 'high',
      message: `Credential in field "${key}" (${text.trim().length} chars).`,
      path,
    });
  }
  for (const m of text.matchAll(EMAIL_PATTERN)) state.emails.add(m[0].toLowerCase());
  // Keyed by the last ten digits so "+1 202 555 0101" and "202-555-0101" count once.
  for (const hit of findHits(text, PHONE_DETECTORS)) state.phones.add(hit.value.replace(/\D/g, '').slice(-10));
  const ctx: NetworkContext = { ...state.net, siblingData };
  for (const f of scanNetwork(text, path, ctx)) add(state, f);
  for (const f of scanBeacons(text, path, ctx)) add(state, f);
  scanBlobs(state, text, path);
  scanDecoded(state, text, path);
}

function nonEmpty(value: unknown): boolean {
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  if (value && typeof value === 'object') return Object.keys(value).length > 0;
  return value !== null && value !== undefined;
}

function walk(
  state: ScanState,
  value: unknown,
  path: string,
  depth: number,
  key: string | null,
  siblingData: boolean,
  seen: WeakSet<object>,
): void {
  if (state.limited) return;
  if (depth > MAX_DEPTH) {
    state.limited = true;
    return;
  }
  if (typeof value === 'string') {
    scanString(state, value, path, key, siblingData);
    return;
  }
  if (typeof value === 'number' || typeof value === 'bigint') {
    // Card numbers sent as JSON numbers are still card numbers.
    if (typeof value === 'bigint' || (Number.isInteger(value) && Math.abs(value) >= 1e11)) {
      for (const hit of findHits(String(value), PII_DETECTORS)) add(state, hitFinding(hit, path));
    }
    return;
  }
  if (!value || typeof value !== 'object') return;
  if (seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      walk(state, item, childPath(path, i), depth + 1, key, siblingData, seen);
    });
    return;
  }
  const record = value as Record<string, unknown>;
  if (typeof record.kty === 'string' && typeof record.d === 'string' && record.d.length >= 16) {
    add(state, {
      rule: 'EXF-PRIVATE-KEY',
      category: 'private_key',
      severity: 'critical',
      message: 'JSON Web Key with private key material ("d").',
      path,
    });
  }
  const hasData = Object.entries(record).some(([k, v]) => DATA_KEYS.test(k) && nonEmpty(v));
  for (const [k, v] of Object.entries(record)) {
    const p = childPath(path, k);
    for (const hit of findHits(normaliseForScan(k), SECRET_DETECTORS)) add(state, hitFinding(hit, p, ' in a field name'));
    walk(state, v, p, depth + 1, k, hasData && !DATA_KEYS.test(k), seen);
  }
}

/**
 * Scans every string (and large integer) in a JSON-like value for data leaving through an agent: credentials, private
 * keys, personal data, data sent to collection hosts or foreign hosts (see the network rule in `network.ts`), encoded
 * blobs and render-time beacons. Findings never contain the matched value. A value too large or too deep to scan
 * completely yields an `EXF-SCAN-LIMIT` finding (fail closed).
 */
export function scanExfiltration(payload: unknown, options: ExfiltrationOptions = {}): GuardFinding[] {
  const explicit = options.allowedHosts ?? [];
  const state: ScanState = {
    findings: new Map(),
    emails: new Set(),
    phones: new Set(),
    digestChars: 0,
    chars: 0,
    limited: false,
    net: { allowed: [...DEFAULT_ALLOWED_HOSTS, ...explicit], explicit },
  };
  walk(state, payload, '$', 0, null, false, new WeakSet());
  const threshold = Math.max(1, options.bulkThreshold ?? 5);
  if (state.emails.size >= threshold) {
    add(state, {
      rule: 'EXF-PII-BULK-EMAIL',
      category: 'pii',
      severity: 'high',
      message: `${state.emails.size} distinct email addresses in one payload (threshold ${threshold}).`,
      path: '$',
    });
  }
  if (state.phones.size >= threshold) {
    add(state, {
      rule: 'EXF-PII-BULK-PHONE',
      category: 'pii',
      severity: 'high',
      message: `${state.phones.size} distinct phone numbers in one payload (threshold ${threshold}).`,
      path: '$',
    });
  }
  if (state.limited) {
    add(state, {
      rule: 'EXF-SCAN-LIMIT',
      category: 'limit',
      severity: 'high',
      message: `Payload exceeds the scan limits (${MAX_CHARS} characters or depth ${MAX_DEPTH}); refused unscanned.`,
      path: '$',
    });
  }
  return [...state.findings.values()];
}
