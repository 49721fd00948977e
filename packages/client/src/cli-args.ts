/** Argument parsing for the `verdict` CLI: options may appear anywhere, as `--name value` or `--name=value`. */

export class UsageError extends Error {
  override name = 'UsageError';
}

const VALUE_OPTIONS = new Set([
  'base-url',
  'api-key',
  'timeout',
  'schema',
  'dialect',
  'language',
  'context',
  'file',
  'registry',
  'at',
  'revoked',
  'domain',
  'provider',
  'attest-out',
  'revocations',
  'mode',
  'milestones',
  'target',
  'chunks',
  'max-drm-rate',
  'min-confidence',
]);
const FLAG_OPTIONS = new Set(['attest', 'json', 'help', 'version', 'allow-writes', 'async']);
const SHORT: Record<string, string> = { '-h': 'help', '-v': 'version' };

export interface ParsedArgs {
  positionals: string[];
  values: Map<string, string>;
  flags: Set<string>;
}

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const positionals: string[] = [];
  const values = new Map<string, string>();
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    const short = SHORT[arg];
    if (short) {
      flags.add(short);
      continue;
    }
    // A lone "-" is a positional (stdin), and so is anything not starting with "--" (e.g. "-1" in an expression).
    if (!arg.startsWith('--')) {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq === -1 ? undefined : eq);
    if (VALUE_OPTIONS.has(name)) {
      const value = eq === -1 ? argv[++i] : arg.slice(eq + 1);
      if (value === undefined) throw new UsageError(`--${name} needs a value`);
      if (values.has(name)) throw new UsageError(`--${name} was given twice`);
      values.set(name, value);
    } else if (FLAG_OPTIONS.has(name)) {
      if (eq !== -1) throw new UsageError(`--${name} takes no value`);
      flags.add(name);
    } else {
      throw new UsageError(`unknown option: --${name}`);
    }
  }
  return { positionals, values, flags };
}

/** Options that only some commands understand; anything else given to a command is a usage error, not ignored. */
export function allowOnly(args: ParsedArgs, command: string, allowed: readonly string[]): void {
  const global = ['base-url', 'api-key', 'timeout', 'json', 'help', 'version'];
  for (const name of [...args.values.keys(), ...args.flags]) {
    if (!global.includes(name) && !allowed.includes(name)) throw new UsageError(`--${name} does not apply to "${command}"`);
  }
}

export function exactlyOne(positionals: readonly string[], what: string): string {
  if (positionals.length === 0) throw new UsageError(`missing ${what}`);
  if (positionals.length > 1) throw new UsageError(`expected one ${what}, got ${positionals.length} arguments (quote it)`);
  return positionals[0] ?? '';
}

export const USAGE = `usage: verdict <command> [options]

Commands:
  health                                          service health (no credential)
  verify math "<expression>" [--domain real|complex]
  verify logic "<dsl>" [--provider <name>]
  verify sql --schema <schema.sql> "<query>" [--dialect sqlite] [--allow-writes]
  verify code [--language python] <file | ->
  verify fact --context <ctx.txt> "<claim>" [--provider <name>]
  verify stats --file <data.csv> "<query>"
  verify image --file <image.png> "<claim>"
  verify process <trace.txt | -> [--mode irac|milestones] [--milestones <file, one milestone a line>]
  verify rag --target <document id> --chunks <chunks.json> [--max-drm-rate <fraction, e.g. 1/4>]
  verify consensus "<query>" [--mode single|high|maximum] [--min-confidence <0-1>]
  verify natural_language "<question>" [--provider <name>]   (alias nl; never VERIFIED, so never exit 0)
  verify batch <items.json> [--async]             items: [{"type":"math","query":"2+2"}, ...], at most 100
  attest verify <file.service-attestation | jwt> --registry <url | issuers.json>
                [--revocations <url | revocations.json>] [--at <ISO time>] [--revoked <jti,...>]

Options:
  --base-url <url>     service origin without /v1 (default: $VERDICT_BASE_URL or http://127.0.0.1:8787)
  --api-key <key>      API key (default: $SERVICE_API_KEY)
  --attest             ask for a signed attestation (options.include_attestation) and print it
  --attest-out <file>  also write the attestation JWT to <file> (a .service-attestation file); implies --attest
  --json               print the JSON response instead of a summary
  --timeout <ms>       request timeout (default 60000)

Exit status (so that \`verdict ... && deploy\` proceeds only on a positive verdict):
  0  the claim verified; every batch item verified; a valid attestation of a positive verdict (verified: true)
  1  a negative verdict (refuted, unsafe, unsupported, inconclusive, blocked...); an invalid attestation (ATT-00x)
  2  usage, network or API error: no verdict was obtained
  3  attest verify: a valid attestation of a NEGATIVE verdict (verified: false)`;

/** Everything the CLI touches outside itself, injected so that tests can run it in-process. */
export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  env: Record<string, string | undefined>;
  readText: (path: string) => string;
  readBytes: (path: string) => Uint8Array;
  writeText: (path: string, text: string) => void;
  exists: (path: string) => boolean;
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  now: () => number;
}

/** Reads a file named on the command line; a missing or unreadable file is a usage error (exit 2). */
export function readInput(io: CliIo, path: string, what: string): string {
  try {
    return io.readText(path);
  } catch {
    throw new UsageError(`cannot read ${what}: ${path}`);
  }
}
