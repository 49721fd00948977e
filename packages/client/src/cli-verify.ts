/**
 * `verdict verify <kind> …` and `verdict health`: one API call, then a verdict summary (or the raw JSON) and an exit
 * status: 0 when the claim verified, 1 for any other answer of the service (negative, inconclusive, blocked, error
 * status), 2 when no answer could be obtained (usage, network, or an HTTP error that is not a blocked verdict).
 */
import { allowOnly, type CliIo, exactlyOne, type ParsedArgs, readInput, UsageError } from './cli-args.ts';
import type { VerdictClient } from './client.ts';
import { VerdictApiError } from './errors.ts';
import type { VerdictResponse } from './http.ts';

type Body = Record<string, unknown>;

interface Outcome {
  positive: boolean;
  /** First summary line, e.g. VALID, SAT, SUPPORTED. */
  word: string;
  /** Response fields worth showing, in order, when present. */
  fields: readonly string[];
}

const EXTENSION_LANGUAGES: Record<string, string> = {
  py: 'python',
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  ts: 'typescript',
  mts: 'typescript',
  tsx: 'typescript',
  jsx: 'javascript',
};

const outcomes: Record<string, (d: Body) => Outcome> = {
  math: (d) => ({
    positive: d.is_valid === true,
    word: d.is_valid === true ? 'VALID' : 'INVALID',
    fields: [
      'value',
      'simplified',
      'result',
      'left_side',
      'right_side',
      'simplified_difference',
      'is_symbolic',
      'is_complex',
      'warning',
      'message',
      'error',
    ],
  }),
  logic: (d) => ({ positive: d.status === 'SAT', word: String(d.status ?? 'UNKNOWN'), fields: ['model', 'provider_used', 'error'] }),
  sql: (d) => ({ positive: d.is_valid === true, word: d.is_valid === true ? 'VALID' : 'INVALID', fields: ['message', 'issues'] }),
  code: (d) => ({ positive: d.is_safe === true, word: d.is_safe === true ? 'SAFE' : 'UNSAFE', fields: [] }),
  fact: (d) => ({ positive: d.verdict === 'SUPPORTED', word: String(d.verdict ?? 'UNKNOWN'), fields: ['confidence', 'reasoning'] }),
  stats: (d) => ({ positive: d.status === 'SUCCESS', word: String(d.status ?? 'UNKNOWN'), fields: ['computed_value', 'message'] }),
};

function show(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function summarize(kind: string, data: Body): { text: string; positive: boolean } {
  const summarizer = outcomes[kind];
  if (!summarizer) throw new Error(`no summary for ${kind}`);
  const outcome = summarizer(data);
  const lines = [outcome.word];
  for (const field of outcome.fields) if (data[field] !== undefined && data[field] !== null) lines.push(`  ${field}: ${show(data[field])}`);
  if (kind === 'code' && Array.isArray(data.vulnerabilities)) {
    for (const v of data.vulnerabilities as Body[])
      lines.push(`  line ${show(v.line)}: ${show(v.severity)} ${show(v.type)}: ${show(v.message)}`);
  }
  return { text: `${lines.join('\n')}\n`, positive: outcome.positive };
}

/** Builds the request for one verify kind from the command line, and runs it. */
async function call(
  client: VerdictClient,
  kind: string,
  args: ParsedArgs,
  io: CliIo,
  options: { include_attestation: true } | undefined,
): Promise<VerdictResponse<Body>> {
  const value = (name: string) => args.values.get(name);
  const rest = args.positionals.slice(2);
  const withOptions = <T extends Body>(body: T) => (options ? { ...body, options } : body);
  switch (kind) {
    case 'math': {
      allowOnly(args, 'verify math', ['domain', 'attest', 'attest-out']);
      const domain = value('domain');
      if (domain !== undefined && domain !== 'real' && domain !== 'complex') throw new UsageError('--domain must be real or complex');
      // Narrowed above; the assertion only tells the compiler.
      const narrowed = domain as 'real' | 'complex' | undefined;
      const body = { expression: exactlyOne(rest, 'expression'), ...(narrowed ? { context: { domain: narrowed } } : {}) };
      return client.verify.math(withOptions(body));
    }
    case 'logic': {
      allowOnly(args, 'verify logic', ['provider', 'attest', 'attest-out']);
      const provider = value('provider');
      return client.verify.logic(withOptions({ query: exactlyOne(rest, 'logic query'), ...(provider ? { provider } : {}) }));
    }
    case 'sql': {
      allowOnly(args, 'verify sql', ['schema', 'dialect', 'allow-writes', 'attest', 'attest-out']);
      const schemaPath = value('schema');
      if (schemaPath === undefined) throw new UsageError('verify sql needs --schema <file with CREATE TABLE statements>');
      const dialect = value('dialect');
      const body = {
        query: exactlyOne(rest, 'SQL query'),
        schema_ddl: readInput(io, schemaPath, 'schema file'),
        ...(dialect ? { dialect } : {}),
        ...(args.flags.has('allow-writes') ? { allow_writes: true } : {}),
      };
      return client.verify.sql(withOptions(body));
    }
    case 'code': {
      allowOnly(args, 'verify code', ['language', 'attest', 'attest-out']);
      const path = exactlyOne(rest, 'source file (or - for stdin)');
      const code = readInput(io, path === '-' ? '/dev/stdin' : path, 'source file');
      const language = value('language') ?? EXTENSION_LANGUAGES[/\.([a-z]+)$/i.exec(path)?.[1]?.toLowerCase() ?? ''];
      return client.verify.code(withOptions({ code, ...(language ? { language } : {}) }));
    }
    case 'fact': {
      allowOnly(args, 'verify fact', ['context', 'provider', 'attest', 'attest-out']);
      const contextPath = value('context');
      if (contextPath === undefined) throw new UsageError('verify fact needs --context <file with the reference text>');
      const provider = value('provider');
      const body = {
        claim: exactlyOne(rest, 'claim'),
        context: readInput(io, contextPath, 'context file'),
        ...(provider ? { provider } : {}),
      };
      return client.verify.fact(withOptions(body));
    }
    case 'stats': {
      allowOnly(args, 'verify stats', ['file']);
      const filePath = value('file');
      if (filePath === undefined) throw new UsageError('verify stats needs --file <data.csv>');
      let bytes: Uint8Array;
      try {
        bytes = io.readBytes(filePath);
      } catch {
        throw new UsageError(`cannot read CSV file: ${filePath}`);
      }
      const file = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'text/csv' });
      return client.verify.stats({ file, query: exactlyOne(rest, 'query'), filename: filePath.split(/[\\/]/).pop() || 'data.csv' });
    }
    default:
      throw new UsageError(`unknown verify kind: ${kind} (math, logic, sql, code, fact, stats)`);
  }
}

export async function runVerify(client: VerdictClient, args: ParsedArgs, io: CliIo): Promise<number> {
  const kind = args.positionals[1];
  if (kind === undefined) throw new UsageError('verify needs a kind: math, logic, sql, code, fact or stats');
  const attestOut = args.values.get('attest-out');
  const wantsAttestation = args.flags.has('attest') || attestOut !== undefined;
  const json = args.flags.has('json');
  let response: VerdictResponse<Body>;
  try {
    response = await call(client, kind, args, io, wantsAttestation ? { include_attestation: true } : undefined);
  } catch (error) {
    if (error instanceof VerdictApiError && isBlocked(error)) {
      // A blocked claim is the service's verdict, not a failure to get one.
      if (json) io.out(`${JSON.stringify(error.body, null, 2)}\n`);
      else io.out(`BLOCKED\n  detail: ${error.detail}\n`);
      return 1;
    }
    throw error;
  }
  const { data } = response;
  const attestation = response.attestation ?? (typeof data.attestation === 'string' ? data.attestation : null);
  if (json) io.out(`${JSON.stringify(data, null, 2)}\n`);
  const { text, positive } = summarize(kind, data);
  if (!json) io.out(text);
  if (wantsAttestation) {
    if (attestation === null) io.err('verdict: the service returned no attestation for this result\n');
    else {
      if (!json) io.out(`  attestation: ${attestation}\n`);
      if (attestOut !== undefined) io.writeText(attestOut, `${attestation}\n`);
    }
  }
  return positive ? 0 : 1;
}

function isBlocked(error: VerdictApiError): boolean {
  const body = error.body as Body | null;
  return error.status === 403 && (error.code === 'BLOCKED' || error.code === 'GUARD_BLOCKED' || body?.status === 'BLOCKED');
}

export async function runHealth(client: VerdictClient, args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, 'health', []);
  if (args.positionals.length > 1) throw new UsageError('health takes no arguments');
  const { data } = await client.health();
  io.out(
    args.flags.has('json') ? `${JSON.stringify(data, null, 2)}\n` : `${data.status} ${data.service} ${data.version} ${data.timestamp}\n`,
  );
  return data.status === 'healthy' ? 0 : 1;
}
