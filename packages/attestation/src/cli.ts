#!/usr/bin/env node
/**
 * verdict-attest verify <file.service-attestation | jwt> --registry issuers.json [--at <ISO time>] [--revoked <jti,...>]
 *                [--revocations revocations.json]
 *
 * Prints `{ conclusion, attestation, verdict }` as JSON: positive/negative/invalid, the decoded attestation
 * (`application/service-attestation+json` view, or null when it cannot be decoded) and the verification outcome.
 * Exit 0 only for a valid attestation of a positive verdict; 1 invalid; 2 usage or input error; 3 a valid attestation
 * of a negative verdict (so `verdict-attest verify x && deploy` never ships a refuted claim).
 * A file must hold the compact JWT (surrounding whitespace is ignored); the +json form is not verifiable.
 * Published as dist/cli.js (Node >= 20); in this repository it also runs from source with Node >= 22.18 type
 * stripping: `node packages/attestation/src/cli.ts verify ...`.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ATTESTATION_EXIT_CODES, conclusionOf } from './conclusion.ts';
import { decodeAttestation } from './decode.ts';
import { parseIssuerRegistry } from './registry.ts';
import { parseRevocationList } from './revocations.ts';
import type { DecodedAttestation, IssuerRegistry } from './types.ts';
import { verifyAttestation } from './verify.ts';

const USAGE = `usage: verdict-attest verify <file.service-attestation | jwt> --registry <issuers.json> [--at <ISO-8601 time>] [--revoked <jti,...>]
       [--revocations <revocations.json>]
       verdict-attest --help | --version

Verifies a service attestation against an issuer registry document and prints the conclusion, the decoded attestation
and the verdict. --revocations takes the list a node publishes at /registry/revocations.json.
Exit status: 0 valid attestation of a positive verdict (verified: true), 1 invalid attestation (ATT-00x), 2 usage error,
3 valid attestation of a negative verdict (verified: false). Only 0 lets a claim through: verify … && deploy.`;

class UsageError extends Error {}

interface Args {
  token: string;
  registry: IssuerRegistry;
  now: number;
  revoked: Set<string>;
}

function parseArgs(argv: string[], clock: () => number): Args {
  const [command, ...rest] = argv;
  if (command !== 'verify') throw new UsageError(command === undefined ? 'missing command' : `unknown command: ${command}`);
  let input: string | undefined;
  let registryPath: string | undefined;
  let atText: string | undefined;
  let revokedText: string | undefined;
  let revocationsPath: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? '';
    const value = () => {
      const v = rest[++i];
      if (v === undefined) throw new UsageError(`${arg} needs a value`);
      return v;
    };
    if (arg === '--registry') registryPath = value();
    else if (arg === '--at') atText = value();
    else if (arg === '--revoked') revokedText = value();
    else if (arg === '--revocations') revocationsPath = value();
    else if (arg.startsWith('--')) throw new UsageError(`unknown option: ${arg}`);
    else if (input === undefined) input = arg;
    else throw new UsageError(`unexpected argument: ${arg}`);
  }
  if (input === undefined) throw new UsageError('missing attestation (file or JWT)');
  if (registryPath === undefined) throw new UsageError('missing --registry');

  let token: string;
  if (existsSync(input)) token = readFileSync(input, 'utf8').trim();
  else if (input.split('.').length === 3) token = input.trim();
  else throw new UsageError(`no such file, and not a JWT: ${input}`);

  let registry: IssuerRegistry;
  try {
    registry = parseIssuerRegistry(readFileSync(registryPath, 'utf8'));
  } catch (err) {
    throw new UsageError(`registry ${registryPath}: ${err instanceof Error ? err.message : String(err)}`);
  }

  let now = clock();
  if (atText !== undefined) {
    now = Date.parse(atText);
    if (Number.isNaN(now)) throw new UsageError(`--at is not an ISO-8601 time: ${atText}`);
  }
  const revoked = new Set(
    (revokedText ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  if (revocationsPath !== undefined) {
    try {
      for (const jti of parseRevocationList(readFileSync(revocationsPath, 'utf8'))) revoked.add(jti);
    } catch (err) {
      // An unreadable list is an error, never an empty list: that would let a revoked attestation pass.
      throw new UsageError(`revocations ${revocationsPath}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return { token, registry, now, revoked };
}

/** Kept equal to the package version (a test compares them). */
export const CLI_VERSION = '5.0.0';

/** Runs the CLI; returns the exit code. Output goes through the given writers so tests and wrappers can capture it. */
export async function main(
  argv: string[],
  out: (s: string) => void,
  err: (s: string) => void,
  clock: () => number = Date.now,
): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    out(`${USAGE}\n`);
    return 0;
  }
  if (argv.includes('--version')) {
    out(`${CLI_VERSION}\n`);
    return 0;
  }
  let args: Args;
  try {
    args = parseArgs(argv, clock);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    err(`verdict-attest: ${e.message}\n\n${USAGE}\n`);
    return ATTESTATION_EXIT_CODES.usage;
  }
  let attestation: DecodedAttestation | null = null;
  try {
    attestation = decodeAttestation(args.token);
  } catch {
    attestation = null;
  }
  const verdict = await verifyAttestation(args.token, {
    registry: args.registry,
    now: args.now,
    isRevoked: (jti) => args.revoked.has(jti),
  });
  const conclusion = conclusionOf(verdict);
  out(`${JSON.stringify({ conclusion, attestation, verdict }, null, 2)}\n`);
  if (conclusion === 'negative' && verdict.valid) {
    err(`verdict-attest: valid attestation of a NEGATIVE verdict (${verdict.result.status}, verified: false)\n`);
  }
  return ATTESTATION_EXIT_CODES[conclusion];
}

function isEntryPoint(): boolean {
  const entry = typeof process !== 'undefined' ? process.argv[1] : undefined;
  if (!entry) return false;
  try {
    // Through an npm bin symlink argv[1] is the link, import.meta.url the real file.
    return realpathSync(entry) === fileURLToPath(import.meta.url);
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  main(
    process.argv.slice(2),
    (s) => process.stdout.write(s),
    (s) => process.stderr.write(s),
  ).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`verdict-attest: internal error: ${e instanceof Error ? e.message : String(e)}\n`);
      process.exitCode = 2;
    },
  );
}
