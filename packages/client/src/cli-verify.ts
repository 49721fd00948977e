/**
 * `verdict verify <kind> …` and `verdict health`: one API call, then a verdict summary (or the raw JSON) and an exit
 * status: 0 when the claim verified, 1 for any other answer of the service (negative, inconclusive, blocked, error
 * status), 2 when no answer could be obtained (usage, network, or an HTTP error that is not a verdict). Batches are in
 * cli-batch.ts.
 */
import { allowOnly, type CliIo, exactlyOne, type ParsedArgs, readInput, UsageError } from './cli-args.ts';
import { runBatch } from './cli-batch.ts';
import type { VerdictClient } from './client.ts';
import { VerdictApiError } from './errors.ts';
import type { VerdictResponse } from './http.ts';
import type { RagRequest } from './types.ts';

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

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

const VERIFY_KINDS = ['math', 'logic', 'sql', 'code', 'fact', 'stats', 'image', 'process', 'rag', 'consensus', 'natural_language'] as const;
const ALIASES: Record<string, string> = { nl: 'natural_language', 'natural-language': 'natural_language' };

/**
 * When each engine's answer is positive: the same rule as its attestation's `verified` (docs/attestation-status-mapping.md).
 */
const outcomes: Record<string, (d: Body) => Outcome> = {
  math: (d) => ({
    positive: d.is_valid === true,
    word: d.is_valid === true ? 'VALID' : 'INVALID',
    fields: [
      'status',
      'value',
      'exact',
      'simplified',
      'result',
      'left_side',
      'right_side',
      'simplified_difference',
      'counterexample',
      'conditions',
      'is_symbolic',
      'is_complex',
      'warning',
      'message',
      'error',
    ],
  }),
  logic: (d) => ({ positive: d.status === 'SAT', word: String(d.status ?? 'UNKNOWN'), fields: ['model', 'provider_used', 'error'] }),
  sql: (d) => ({ positive: d.is_valid === true, word: d.is_valid === true ? 'VALID' : 'INVALID', fields: ['message', 'issues'] }),
  code: (d) => ({ positive: d.is_safe === true, word: d.is_safe === true ? 'SAFE' : 'UNSAFE', fields: ['analysis'] }),
  fact: (d) => ({
    positive: d.verdict === 'SUPPORTED',
    word: String(d.verdict ?? 'UNKNOWN'),
    fields: ['confidence', 'reasoning', 'evidence'],
  }),
  stats: (d) => ({ positive: d.status === 'SUCCESS', word: String(d.status ?? 'UNKNOWN'), fields: ['computed_value', 'exact', 'message'] }),
  image: (d) => ({ positive: d.verdict === 'SUPPORTED', word: String(d.verdict ?? 'UNKNOWN'), fields: ['reasoning', 'checks'] }),
  process: (d) => ({
    positive: d.verified === true,
    word: d.verified === true ? 'VERIFIED' : 'NOT VERIFIED',
    fields: ['mode', 'score', 'missing_steps', 'missed_milestones'],
  }),
  rag: (d) => ({
    positive: d.verified === true,
    word: d.verified === true ? 'VERIFIED' : 'NOT VERIFIED',
    fields: ['drm_rate_exact', 'max_drm_rate', 'mismatched_chunk_ids', 'message'],
  }),
  consensus: (d) => {
    const agreed = d.agreement_status === 'UNANIMOUS' || d.agreement_status === 'MAJORITY';
    const positive = d.meets_requirement === true && agreed && d.claim_holds !== false;
    return {
      positive,
      word: positive ? 'VERIFIED' : d.claim_holds === false ? 'REFUTED' : 'NOT VERIFIED',
      fields: ['final_answer', 'exact_answer', 'claim_holds', 'agreement_status', 'confidence', 'engines_used'],
    };
  },
  // Never positive: the translation by a language model is not itself verified (top-level status INCONCLUSIVE at best).
  natural_language: (d) => ({
    positive: false,
    word: String(d.status ?? 'UNKNOWN'),
    fields: ['inner_status', 'final_answer', 'translation', 'error'],
  }),
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

/** A JSON file named on the command line, or the array under `key` in it. */
function readJsonArray(io: CliIo, path: string, key: string, what: string): unknown[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readInput(io, path, what));
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`${what} ${path} is not JSON`);
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as Body | null)?.[key];
  if (!Array.isArray(list)) throw new UsageError(`${what} ${path} must hold a JSON array (or an object with "${key}")`);
  return list;
}

function readBlob(io: CliIo, path: string, type: string, what: string): Blob {
  let bytes: Uint8Array;
  try {
    bytes = io.readBytes(path);
  } catch {
    throw new UsageError(`cannot read ${what}: ${path}`);
  }
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type });
}

const baseName = (path: string, fallback: string) => path.split(/[\\/]/).pop() || fallback;

function numberOption(args: ParsedArgs, name: string): number | undefined {
  const text = args.values.get(name);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) throw new UsageError(`--${name} must be a number`);
  return value;
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
  const attest = ['attest', 'attest-out'];
  switch (kind) {
    case 'math': {
      allowOnly(args, 'verify math', ['domain', ...attest]);
      const domain = value('domain');
      if (domain !== undefined && domain !== 'real' && domain !== 'complex') throw new UsageError('--domain must be real or complex');
      // Narrowed above; the assertion only tells the compiler.
      const narrowed = domain as 'real' | 'complex' | undefined;
      const body = { expression: exactlyOne(rest, 'expression'), ...(narrowed ? { context: { domain: narrowed } } : {}) };
      return client.verify.math(withOptions(body));
    }
    case 'logic': {
      allowOnly(args, 'verify logic', ['provider', ...attest]);
      const provider = value('provider');
      return client.verify.logic(withOptions({ query: exactlyOne(rest, 'logic query'), ...(provider ? { provider } : {}) }));
    }
    case 'sql': {
      allowOnly(args, 'verify sql', ['schema', 'dialect', 'allow-writes', ...attest]);
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
      allowOnly(args, 'verify code', ['language', ...attest]);
      const path = exactlyOne(rest, 'source file (or - for stdin)');
      const code = readInput(io, path === '-' ? '/dev/stdin' : path, 'source file');
      const language = value('language') ?? EXTENSION_LANGUAGES[/\.([a-z]+)$/i.exec(path)?.[1]?.toLowerCase() ?? ''];
      return client.verify.code(withOptions({ code, ...(language ? { language } : {}) }));
    }
    case 'fact': {
      allowOnly(args, 'verify fact', ['context', 'provider', ...attest]);
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
      allowOnly(args, 'verify stats', ['file', ...attest]);
      const filePath = value('file');
      if (filePath === undefined) throw new UsageError('verify stats needs --file <data.csv>');
      const file = readBlob(io, filePath, 'text/csv', 'CSV file');
      const query = exactlyOne(rest, 'query');
      return client.verify.stats({ file, query, filename: baseName(filePath, 'data.csv'), ...(options ? { options } : {}) });
    }
    case 'image': {
      allowOnly(args, 'verify image', ['file', ...attest]);
      const filePath = value('file');
      if (filePath === undefined) throw new UsageError('verify image needs --file <image: png, jpeg, gif or webp>');
      const type = IMAGE_TYPES[/\.([a-z]+)$/i.exec(filePath)?.[1]?.toLowerCase() ?? ''] ?? 'application/octet-stream';
      const image = readBlob(io, filePath, type, 'image file');
      const claim = exactlyOne(rest, 'claim');
      return client.verify.image({ image, claim, filename: baseName(filePath, 'image'), ...(options ? { options } : {}) });
    }
    case 'process': {
      allowOnly(args, 'verify process', ['mode', 'milestones', ...attest]);
      const path = exactlyOne(rest, 'trace file (or - for stdin)');
      const trace = readInput(io, path === '-' ? '/dev/stdin' : path, 'trace file');
      const milestonesPath = value('milestones');
      const milestones =
        milestonesPath === undefined
          ? undefined
          : readInput(io, milestonesPath, 'milestones file')
              .split(/\r?\n/)
              .map((line) => line.trim())
              .filter(Boolean);
      const mode = value('mode') ?? (milestones ? 'milestones' : undefined);
      if (mode !== undefined && mode !== 'irac' && mode !== 'milestones') throw new UsageError('--mode must be irac or milestones');
      return client.verify.process(withOptions({ trace, ...(mode ? { mode } : {}), ...(milestones ? { milestones } : {}) }));
    }
    case 'rag': {
      allowOnly(args, 'verify rag', ['target', 'chunks', 'max-drm-rate', ...attest]);
      if (rest.length > 0) throw new UsageError('verify rag takes no positional argument (use --target and --chunks)');
      const target = value('target');
      const chunksPath = value('chunks');
      if (target === undefined || chunksPath === undefined)
        throw new UsageError('verify rag needs --target <document id> and --chunks <chunks.json>');
      // Boundary: the file's chunks are passed on as written; the service validates each one (400 naming the chunk).
      const chunks = readJsonArray(io, chunksPath, 'chunks', 'chunks file') as RagRequest['chunks'];
      const maxDrmRate = value('max-drm-rate');
      return client.verify.rag(
        withOptions({ target_document_id: target, chunks, ...(maxDrmRate !== undefined ? { max_drm_rate: maxDrmRate } : {}) }),
      );
    }
    case 'consensus': {
      allowOnly(args, 'verify consensus', ['mode', 'min-confidence', ...attest]);
      const mode = value('mode');
      if (mode !== undefined && mode !== 'single' && mode !== 'high' && mode !== 'maximum')
        throw new UsageError('--mode must be single, high or maximum');
      const minConfidence = numberOption(args, 'min-confidence');
      return client.verify.consensus(
        withOptions({
          query: exactlyOne(rest, 'query'),
          ...(mode ? { verification_mode: mode } : {}),
          ...(minConfidence !== undefined ? { min_confidence: minConfidence } : {}),
        }),
      );
    }
    case 'natural_language': {
      allowOnly(args, 'verify natural_language', ['provider', ...attest]);
      const provider = value('provider');
      return client.verify.naturalLanguage(withOptions({ query: exactlyOne(rest, 'question'), ...(provider ? { provider } : {}) }));
    }
    default:
      throw new UsageError(`unknown verify kind: ${kind} (${VERIFY_KINDS.join(', ')}, batch)`);
  }
}

export async function runVerify(client: VerdictClient, args: ParsedArgs, io: CliIo): Promise<number> {
  const given = args.positionals[1];
  if (given === undefined) throw new UsageError(`verify needs a kind: ${VERIFY_KINDS.join(', ')} or batch`);
  if (given === 'batch') return runBatch(client, args, io);
  const kind = ALIASES[given] ?? given;
  const attestOut = args.values.get('attest-out');
  const wantsAttestation = args.flags.has('attest') || attestOut !== undefined;
  const json = args.flags.has('json');
  let response: VerdictResponse<Body>;
  try {
    response = await call(client, kind, args, io, wantsAttestation ? { include_attestation: true } : undefined);
  } catch (error) {
    if (error instanceof VerdictApiError && isNegativeVerdict(error)) {
      // A blocked claim, or a consensus below the asked confidence, is the service's verdict, not a failure to get one.
      if (json) io.out(`${JSON.stringify(error.body, null, 2)}\n`);
      else io.out(`${error.status === 403 ? 'BLOCKED' : 'NOT VERIFIED'}\n  detail: ${error.detail}\n`);
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

function isNegativeVerdict(error: VerdictApiError): boolean {
  const body = error.body as Body | null;
  if (error.status === 422 && error.code === 'CONFIDENCE_BELOW_MINIMUM') return true;
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
