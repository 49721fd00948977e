#!/usr/bin/env node
/**
 * The `verdict` CLI. Runs with Node >= 22.18 type stripping (`node packages/client/src/cli.ts …`, or the package bin).
 * Exit status: 0 verified/valid, 1 negative verdict or invalid attestation, 2 usage, network or API error.
 * See USAGE in cli-args.ts.
 */
import { existsSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type CliIo, parseArgs, USAGE, UsageError } from './cli-args.ts';
import { runAttest } from './cli-attest.ts';
import { runHealth, runVerify } from './cli-verify.ts';
import { VerdictClient } from './client.ts';
import { VerdictApiError, VerdictNetworkError } from './errors.ts';

export const CLI_VERSION = '5.0.0';
const DEFAULT_BASE_URL = 'http://127.0.0.1:8787';

/** Runs the CLI and returns the exit status; all I/O goes through `io`. */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    const args = parseArgs(argv);
    if (args.flags.has('help')) {
      io.out(`${USAGE}\n`);
      return 0;
    }
    if (args.flags.has('version')) {
      io.out(`${CLI_VERSION}\n`);
      return 0;
    }
    const timeoutText = args.values.get('timeout');
    const timeoutMs = timeoutText === undefined ? 60_000 : Number(timeoutText);
    if (!Number.isInteger(timeoutMs) || timeoutMs < 0) throw new UsageError('--timeout must be a whole number of milliseconds');

    const command = args.positionals[0];
    if (command === 'attest') return await runAttest(args, io, timeoutMs);
    if (command !== 'health' && command !== 'verify')
      throw new UsageError(command === undefined ? 'missing command' : `unknown command: ${command}`);

    const baseUrl = args.values.get('base-url') ?? io.env.VERDICT_BASE_URL ?? DEFAULT_BASE_URL;
    if (!/^https?:\/\//i.test(baseUrl)) throw new UsageError(`--base-url must be an http(s) URL: ${baseUrl}`);
    const client = new VerdictClient({
      baseUrl,
      // The env is passed explicitly (not read from process by the SDK) so that tests control it.
      apiKey: args.values.get('api-key') ?? io.env.SERVICE_API_KEY ?? null,
      timeoutMs,
      userAgent: `verdict-cli/${CLI_VERSION}`,
      ...(io.fetch ? { fetch: io.fetch } : {}),
    });
    return command === 'health' ? await runHealth(client, args, io) : await runVerify(client, args, io);
  } catch (error) {
    return reportFailure(error, argv.includes('--json'), io);
  }
}

function reportFailure(error: unknown, json: boolean, io: CliIo): number {
  if (error instanceof UsageError) {
    io.err(`verdict: ${error.message}\n\n${USAGE}\n`);
    return 2;
  }
  if (error instanceof VerdictApiError) {
    if (json && error.body !== null && typeof error.body === 'object') io.out(`${JSON.stringify(error.body, null, 2)}\n`);
    io.err(`verdict: HTTP ${error.status} ${error.code}: ${error.detail}${error.requestId ? ` (request ${error.requestId})` : ''}\n`);
    return 2;
  }
  if (error instanceof VerdictNetworkError) {
    io.err(`verdict: ${error.message}\n`);
    return 2;
  }
  // Anything else is a bug in the CLI; say so without pretending it was the service.
  io.err(`verdict: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
  return 2;
}

export function nodeIo(): CliIo {
  return {
    out: (text) => void process.stdout.write(text),
    err: (text) => void process.stderr.write(text),
    env: process.env,
    readText: (path) => readFileSync(path, 'utf8'),
    readBytes: (path) => readFileSync(path),
    writeText: (path, text) => writeFileSync(path, text),
    exists: (path) => existsSync(path),
    now: () => Date.now(),
  };
}

function isEntryPoint(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    // Through an npm bin symlink argv[1] is the link, import.meta.url the real file.
    return realpathSync(entry) === fileURLToPath(import.meta.url);
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  void main(process.argv.slice(2), nodeIo()).then((code) => {
    process.exitCode = code;
  });
}
