/**
 * `verdict attest verify <file | jwt> --registry <url | file> [--revocations <url | file>]`: offline verification. The
 * service is never asked; only the issuer registry and, when given, the revocation list are read (fetched once when
 * a URL is given). Exit 0 only for a valid attestation of a positive verdict, 1 invalid, 2 usage/network, 3 a valid
 * attestation of a negative verdict (the same codes as verdict-attest).
 */

import type { AttestationConclusion, DecodedAttestation, IssuerRegistry, VerificationOutcome } from '@verdict/attestation';
import { ATTESTATION_EXIT_CODES, conclusionOf, decodeAttestation, parseIssuerRegistry, parseRevocationList } from '@verdict/attestation';
import { allowOnly, type CliIo, exactlyOne, type ParsedArgs, readInput, UsageError } from './cli-args.ts';
import { apiErrorFrom, VerdictNetworkError } from './errors.ts';
import { fetchIssuerRegistry, verifyAttestationOffline } from './offline.ts';

async function loadRegistry(source: string, io: CliIo, timeoutMs: number): Promise<IssuerRegistry> {
  if (/^https?:\/\//i.test(source)) {
    try {
      return await fetchIssuerRegistry(source, { timeoutMs, ...(io.fetch ? { fetch: io.fetch } : {}) });
    } catch (error) {
      // Network and HTTP failures are reported by the caller (exit 2); a bad document is a usage error like a bad file.
      if ((error as Error).name === 'RegistryError') throw new UsageError(`registry ${source}: ${(error as Error).message}`);
      throw error;
    }
  }
  const text = readInput(io, source, 'registry file');
  try {
    return parseIssuerRegistry(text);
  } catch (error) {
    throw new UsageError(`registry ${source}: ${error instanceof Error ? error.message : 'invalid'}`);
  }
}

/**
 * The jti values of a revocation list (`/registry/revocations.json`). An unreadable or invalid list is an error, never
 * an empty list: that would let a revoked attestation pass.
 */
async function loadRevocations(source: string, io: CliIo, timeoutMs: number): Promise<string[]> {
  let text: string;
  if (/^https?:\/\//i.test(source)) {
    const url = new URL(source);
    if (!/\.json$/i.test(url.pathname)) url.pathname = `${url.pathname.replace(/\/+$/, '')}/revocations.json`;
    const f = io.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init));
    let response: Response;
    try {
      response = await f(url.toString(), {
        method: 'GET',
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (cause) {
      throw new VerdictNetworkError('network', 'GET', url.toString(), `could not fetch the revocation list from ${url}`, cause);
    }
    if (!response.ok) throw apiErrorFrom(response.status, response.statusText, response.headers, text);
  } else {
    text = readInput(io, source, 'revocation list');
  }
  try {
    return [...parseRevocationList(text)];
  } catch (error) {
    throw new UsageError(`revocations ${source}: ${error instanceof Error ? error.message : 'invalid'}`);
  }
}

function readToken(io: CliIo, input: string): string {
  if (io.exists(input)) return readInput(io, input, 'attestation file').trim();
  if (input.trim().split('.').length === 3) return input.trim();
  throw new UsageError(`no such file, and not a JWT: ${input}`);
}

const isoOf = (seconds: unknown) => (typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : undefined);

function summary(verdict: VerificationOutcome, conclusion: AttestationConclusion, decoded: DecodedAttestation | null): string {
  if (!verdict.valid) {
    const lines = [`INVALID ${verdict.code}: ${verdict.message}`, `  status: ${verdict.status}`];
    const iss = decoded?.payload.iss;
    if (typeof iss === 'string') lines.push(`  issuer (unverified unless the signature checked): ${iss}`);
    return `${lines.join('\n')}\n`;
  }
  const { result, claims } = verdict;
  const lines = [
    // Only a positive verdict is VALID: a genuine attestation of a refuted claim must not read as a pass.
    conclusion === 'positive' ? 'VALID' : 'NEGATIVE: a valid attestation of a negative verdict',
    `  issuer: ${claims.iss}`,
    `  result: ${result.status} (verified: ${result.verified}${result.engine ? `, engine: ${result.engine}` : ''})`,
    `  subject: ${claims.sub}`,
  ];
  // The verdict holds only under these: say so next to it.
  const conditions = result.conditions;
  if (conditions?.domain || conditions?.assumptions?.length) {
    const parts = [
      ...(conditions.domain ? [`domain ${conditions.domain}`] : []),
      ...(conditions.assumptions?.length ? [`assuming ${conditions.assumptions.join(', ')}`] : []),
    ];
    lines.push(`  holds under: ${parts.join('; ')}`);
  }
  const issued = isoOf(claims.iat);
  const expires = isoOf(claims.exp);
  if (issued) lines.push(`  issued_at: ${issued}`);
  if (expires) lines.push(`  expires_at: ${expires}`);
  if (claims.jti) lines.push(`  jti: ${claims.jti}`);
  return `${lines.join('\n')}\n`;
}

export async function runAttest(args: ParsedArgs, io: CliIo, timeoutMs: number): Promise<number> {
  if (args.positionals[1] !== 'verify')
    throw new UsageError(
      args.positionals[1] === undefined ? 'attest needs a subcommand: verify' : `unknown attest subcommand: ${args.positionals[1]}`,
    );
  allowOnly(args, 'attest verify', ['registry', 'revocations', 'at', 'revoked']);
  const token = readToken(io, exactlyOne(args.positionals.slice(2), 'attestation (file or JWT)'));
  const registrySource = args.values.get('registry');
  if (registrySource === undefined) throw new UsageError('attest verify needs --registry <url or issuers.json>');
  let now = io.now();
  const at = args.values.get('at');
  if (at !== undefined) {
    now = Date.parse(at);
    if (Number.isNaN(now)) throw new UsageError(`--at is not an ISO-8601 time: ${at}`);
  }
  const revoked = (args.values.get('revoked') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const registry = await loadRegistry(registrySource, io, timeoutMs);
  const revocationsSource = args.values.get('revocations');
  if (revocationsSource !== undefined) revoked.push(...(await loadRevocations(revocationsSource, io, timeoutMs)));

  let decoded: DecodedAttestation | null = null;
  try {
    decoded = decodeAttestation(token);
  } catch {
    decoded = null;
  }
  const verdict = await verifyAttestationOffline(token, { registry, now, revoked });
  const conclusion = conclusionOf(verdict);
  io.out(
    args.flags.has('json')
      ? `${JSON.stringify({ conclusion, attestation: decoded, verdict }, null, 2)}\n`
      : summary(verdict, conclusion, decoded),
  );
  return ATTESTATION_EXIT_CODES[conclusion];
}
