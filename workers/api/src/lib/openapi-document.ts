import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Handler } from 'hono';
import type { AppEnv } from '../env.ts';
import { errorStatus, PROBLEM_TITLES } from '../errors.ts';
import { MEDIA_EXAMPLES, MULTIPART_EXAMPLES, REQUEST_EXAMPLES, RESPONSE_EXAMPLES } from './openapi-examples.ts';
import { FACTS_KEY, type OperationFacts } from './route.ts';
import { exampleFor, type JsonSchema } from './schema-example.ts';

type Json = Record<string, unknown>;
interface MediaType {
  schema?: JsonSchema;
  example?: unknown;
  examples?: Record<string, { summary?: string; value: unknown }>;
}
interface ResponseObject {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, MediaType>;
}
interface Operation {
  operationId?: string;
  [FACTS_KEY]?: OperationFacts;
  tags?: string[];
  security?: unknown[];
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content: Record<string, MediaType>; required?: boolean };
  responses: Record<string, ResponseObject>;
}
interface Document {
  info: Json;
  tags?: unknown[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; headers?: Json; [key: string]: unknown };
}

/** The order of the documentation page: the product first, then what a caller needs next. */
export const TAGS = [
  { name: 'Verification', description: 'Deterministic engines that decide claims; each answer can be signed as an attestation.' },
  { name: 'Attestations', description: 'Fetch, verify and revoke signed verdicts; public keys and revocations for offline checks.' },
  { name: 'Agents', description: 'Registered AI agents: budgets, permissions, approved tools and their activity.' },
  { name: 'Accounts', description: 'Sign up and sign in (Bearer JWT).' },
  { name: 'API keys', description: 'Create, list, revoke and rotate API keys (X-API-Key).' },
  { name: 'Logs', description: 'The verification log of the organization.' },
  { name: 'Audit', description: 'The tamper-evident audit trail (hash chain and HMAC).' },
  { name: 'Admin', description: 'Compliance exports and reports (scope admin:all).' },
  { name: 'Observability', description: 'Metrics in JSON and Prometheus text.' },
  { name: 'Gateway', description: 'An OpenAI-compatible endpoint that checks a model’s answer before the caller sees it.' },
  { name: 'Webhooks', description: 'Signed event deliveries to HTTPS endpoints of the organization, with retries and replay.' },
  { name: 'Badges', description: 'SVG badges for README files.' },
  { name: 'MCP', description: 'Model Context Protocol server (Streamable HTTP) exposing the engines as tools.' },
  { name: 'Health', description: 'Liveness and readiness.' },
  { name: 'Console', description: 'The web console.' },
];

/** A realistic `detail` for each stable code, used by the per-status problem examples. */
export const PROBLEM_DETAILS: Record<string, string> = {
  VALIDATION_ERROR: 'body.expression: Too small: expected string to have >=1 characters',
  INVALID_JSON: 'The request body is not valid JSON.',
  INPUT_TOO_COMPLEX: 'The input exceeds the nesting_depth limit (max 64).',
  WEAK_PASSWORD: 'The password must have at least 12 characters.',
  UNAUTHORIZED: 'Missing or invalid credential.',
  INVALID_CREDENTIALS: 'Email or password is wrong.',
  INVALID_AGENT_TOKEN: 'The agent token is missing, expired or not for this agent.',
  FORBIDDEN: 'This organization does not own the resource.',
  INSUFFICIENT_SCOPE: 'This API key lacks the scope verify:read.',
  IP_NOT_ALLOWED: 'This API key is not allowed from this address.',
  BLOCKED: 'The request was blocked by a security rule.',
  AGENT_BUDGET_EXCEEDED: 'The agent has spent its daily budget.',
  AGENT_PERMISSION_DENIED: 'The agent lacks the permission math.',
  GUARD_BLOCKED: 'The tool call was blocked by a guard.',
  NOT_FOUND: 'No such resource.',
  CONFLICT: 'The resource is in a conflicting state.',
  EMAIL_TAKEN: 'An account with this email already exists.',
  IDEMPOTENCY_IN_PROGRESS: 'A request with this Idempotency-Key is still being processed.',
  PAYLOAD_TOO_LARGE: 'The request body exceeds 1048576 bytes.',
  UNSUPPORTED_MEDIA_TYPE: 'Send application/json.',
  UNPROCESSABLE: 'The request is well-formed but cannot be processed.',
  IDEMPOTENCY_MISMATCH: 'This Idempotency-Key was used with another request body.',
  CONFIDENCE_BELOW_MINIMUM: 'Consensus confidence 50% is below the required minimum.',
  RATE_LIMITED: 'Rate limit exceeded; retry after the Retry-After delay.',
  INTERNAL_ERROR: 'Request failed.',
  RATE_LIMITER_UNAVAILABLE: 'The rate limiter is unavailable; the request was refused.',
  DEPENDENCY_UNAVAILABLE: 'A dependency did not answer in time.',
  SANDBOX_UNAVAILABLE: 'The secure sandbox is unavailable.',
  PROVIDER_UNAVAILABLE: 'The language-model provider is unavailable.',
  AUDIT_UNAVAILABLE: 'The audit ledger is unavailable; the request was refused.',
  SERVICE_MISCONFIGURED: 'The service is missing a required secret.',
  GATEWAY_BLOCKED: "The answer was withheld by the organization's gateway policy (1 finding(s)).",
  UPSTREAM_ERROR: 'The upstream answered HTTP 500.',
  UPSTREAM_MALFORMED: 'The upstream answer is not a chat completion.',
  UPSTREAM_TIMEOUT: 'The upstream did not answer within 30000 ms.',
};

/** Codes every operation can answer with a given status (the operation's own codes are added to these). */
export const DEFAULT_CODES: Record<number, string[]> = {
  400: ['VALIDATION_ERROR'],
  401: ['UNAUTHORIZED'],
  403: ['FORBIDDEN'],
  404: ['NOT_FOUND'],
  405: ['METHOD_NOT_ALLOWED'],
  409: ['CONFLICT'],
  413: ['PAYLOAD_TOO_LARGE'],
  415: ['UNSUPPORTED_MEDIA_TYPE'],
  422: ['UNPROCESSABLE'],
  429: ['RATE_LIMITED'],
  500: ['INTERNAL_ERROR'],
  502: [],
  503: ['DEPENDENCY_UNAVAILABLE'],
  504: [],
};

const header = (description: string, schema: JsonSchema, example: unknown) => ({ description, schema, example });
const HEADERS = {
  'X-Request-Id': header(
    'Identifier of this request; also in problem bodies and logs',
    { type: 'string' },
    '4ff29a7c-5e89-404a-b682-1926c91f43bf',
  ),
  'RateLimit-Limit': header('Requests allowed per window for this key', { type: 'integer' }, 120),
  'RateLimit-Remaining': header('Requests left in the current window', { type: 'integer' }, 119),
  'RateLimit-Reset': header('Seconds until the window resets', { type: 'integer' }, 30),
  'Retry-After': header('Seconds to wait before retrying', { type: 'integer' }, 5),
  Location: header('Where the created resource can be read', { type: 'string' }, '/v1/verify/batch/2f1c0d6e-8d0e-4a57-9a43-9d8f0f1c2b3a'),
  'Idempotent-Replayed': header(
    'Present (true) when this is the stored answer to an earlier request with the same Idempotency-Key',
    { type: 'string', enum: ['true'] },
    'true',
  ),
  'Service-Attestation': header(
    'The signed attestation JWT, when options.include_attestation was true',
    { type: 'string' },
    'eyJhbGciOiJFUzI1NiIsInR5cCI6InNlcnZpY2UtYXR0ZXN0YXRpb24rand0In0.e30.c2ln',
  ),
  'WWW-Authenticate': header(
    'The accepted authentication schemes (RFC 9110)',
    { type: 'string' },
    'Bearer realm="verdict", ApiKey realm="verdict" header="X-API-Key"',
  ),
} as const;
type HeaderName = keyof typeof HEADERS;
const RATE_LIMITED_STATUSES = new Set([200, 201, 202, 400, 404, 409, 422, 429]);
const ref = (name: HeaderName) => ({ $ref: `#/components/headers/${name}` });

const problemContent = () => ({ 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } as MediaType });

function problemExample(code: string, status: number) {
  return {
    type: `urn:verdict:problem:${code.toLowerCase()}`,
    title: PROBLEM_TITLES[status] ?? 'Error',
    status,
    detail: PROBLEM_DETAILS[code] ?? 'Request failed.',
    code,
    request_id: '4ff29a7c-5e89-404a-b682-1926c91f43bf',
  };
}

function codesFor(status: number, facts: OperationFacts): string[] {
  const own = (facts.codes ?? []).filter((code) => (errorStatus as Record<string, number>)[code] === status);
  const defaults = DEFAULT_CODES[status] ?? [];
  // An operation's own 401 code (e.g. agent tokens) replaces the generic one; other statuses add to the defaults.
  const codes = status === 401 && own.length ? own : [...defaults, ...own];
  if (status === 409 && facts.idempotent) codes.push('IDEMPOTENCY_IN_PROGRESS');
  if (status === 422 && facts.idempotent) codes.push('IDEMPOTENCY_MISMATCH');
  return [...new Set(codes)];
}

/** Adds the error statuses the shared middleware really answers, which route declarations do not repeat. */
function addMiddlewareErrors(path: string, method: string, op: Operation, facts: OperationFacts) {
  const add = (status: number, description: string) => {
    op.responses[status] ??= { description, content: problemContent() };
  };
  const hasBody = Boolean(op.requestBody);
  if (hasBody && path.startsWith('/v1/')) {
    add(400, 'Invalid request');
    add(413, 'Request body too large');
    add(415, 'Wrong Content-Type');
  }
  if (facts.idempotent) {
    add(409, 'A request with the same Idempotency-Key is in progress');
    add(422, 'Idempotency-Key reused with another body');
  }
  if (facts.rateLimited) add(429, 'Rate limited');
  if (op.security?.length) add(401, 'Missing or invalid credential');
  if (method === 'post' && !facts.codes?.includes('INVALID_JSON') && op.requestBody?.content['application/json']) {
    facts.codes = [...(facts.codes ?? []), 'INVALID_JSON'];
  }
}

function documentResponses(op: Operation, facts: OperationFacts, key: string, schemas: Record<string, JsonSchema>) {
  for (const [statusText, response] of Object.entries(op.responses)) {
    const status = Number(statusText);
    const headers: Record<string, unknown> = { ...(response.headers ?? {}), 'X-Request-Id': ref('X-Request-Id') };
    // The limiter runs after authentication and before the handler: 2xx and the handler's refusals carry its headers;
    // refusals of earlier middleware (401, 403 scope, 413, 415) and 503 do not.
    if (facts.rateLimited && RATE_LIMITED_STATUSES.has(status)) {
      for (const name of ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'] as const) headers[name] = ref(name);
    }
    if (status === 429 || status === 503) headers['Retry-After'] = ref('Retry-After');
    if (status === 401) headers['WWW-Authenticate'] = ref('WWW-Authenticate');
    if (status === 201 || status === 202) headers.Location = ref('Location');
    if (facts.idempotent && status >= 200 && status < 300) headers['Idempotent-Replayed'] = ref('Idempotent-Replayed');
    if (facts.attests && status === 200) headers['Service-Attestation'] = ref('Service-Attestation');
    response.headers = headers;

    for (const [mediaType, media] of Object.entries(response.content ?? {})) {
      if (mediaType === 'application/problem+json' && status >= 400) {
        media.examples = Object.fromEntries(
          codesFor(status, facts).map((code) => [code, { summary: code, value: problemExample(code, status) }]),
        );
        delete media.example;
        continue;
      }
      if (media.example !== undefined || media.examples) continue;
      const explicit = RESPONSE_EXAMPLES[`${key} ${status}`];
      if (explicit) media.examples = explicit;
      else if (media.schema && mediaType.includes('json')) media.example = exampleFor(media.schema, schemas);
      else if (MEDIA_EXAMPLES[mediaType] !== undefined) media.example = MEDIA_EXAMPLES[mediaType];
    }
  }
}

function documentRequest(op: Operation, key: string, facts: OperationFacts, schemas: Record<string, JsonSchema>) {
  if (facts.idempotent && !op.parameters?.some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key')) {
    op.parameters = [
      ...(op.parameters ?? []),
      {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description: 'Repeat a creating request safely: the same key and body answer the stored response once more',
        schema: { type: 'string', minLength: 1, maxLength: 200 },
        example: 'c0ffee00-batch-2026-11-25',
      } as { name: string; in: string },
    ];
  }
  for (const [mediaType, media] of Object.entries(op.requestBody?.content ?? {})) {
    if (media.example !== undefined || media.examples) continue;
    const explicit = mediaType === 'multipart/form-data' ? MULTIPART_EXAMPLES[key] : REQUEST_EXAMPLES[key];
    if (explicit) media.examples = explicit;
    else if (media.schema && mediaType === 'application/json') media.example = exampleFor(media.schema, schemas);
  }
}

/** Names of the component schemas a schema refers to, transitively. */
function referenced(schema: unknown, schemas: Record<string, JsonSchema>, into = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const item of schema) referenced(item, schemas, into);
  else if (schema && typeof schema === 'object') {
    const ref = (schema as JsonSchema).$ref;
    if (typeof ref === 'string') {
      const name = ref.split('/').pop() ?? '';
      if (!into.has(name)) {
        into.add(name);
        referenced(schemas[name], schemas, into);
      }
    }
    for (const value of Object.values(schema)) referenced(value, schemas, into);
  }
  return into;
}

/** Object schemas that list their properties say so: nothing else is sent (`additionalProperties: false`). */
function close(schema: unknown) {
  if (Array.isArray(schema)) for (const item of schema) close(item);
  else if (schema && typeof schema === 'object') {
    const node = schema as JsonSchema;
    if (node.properties && node.additionalProperties === undefined) node.additionalProperties = false;
    for (const [key, value] of Object.entries(node)) if (key !== 'example' && key !== 'examples') close(value);
  }
}

/**
 * Response schemas are closed: every field a route returns is documented, and the contract test holds real answers to
 * it. Schemas also used in requests stay as zod validates them (unknown request fields are ignored, not refused), and
 * problem details stay open (RFC 9457 extension members).
 */
function closeResponseSchemas(doc: Document) {
  const schemas = doc.components.schemas;
  // zod's `.extend()` of a named schema becomes allOf [base, extension]; a closed allOf member would refuse the other
  // member's fields, so such schemas are written out as one object.
  for (const [name, schema] of Object.entries(schemas)) {
    const parts = schema.allOf?.map((part) => (part.$ref ? schemas[part.$ref.split('/').pop() ?? ''] : part));
    if (!parts?.every((part) => part?.properties && !part.allOf)) continue;
    const { allOf: _parts, ...rest } = schema;
    schemas[name] = {
      ...rest,
      type: 'object',
      properties: Object.assign({}, ...parts.map((part) => part?.properties)),
      required: [...new Set(parts.flatMap((part) => part?.required ?? []))],
    };
  }
  const inRequests = new Set<string>();
  const inResponses = new Set<string>();
  for (const operations of Object.values(doc.paths)) {
    for (const op of Object.values(operations)) {
      referenced([op.requestBody ?? {}, op.parameters ?? []], schemas, inRequests);
      for (const response of Object.values(op.responses)) {
        for (const media of Object.values(response.content ?? {})) {
          referenced(media.schema, schemas, inResponses);
          if (media.schema && !media.schema.$ref) close(media.schema);
        }
      }
    }
  }
  for (const name of inResponses) {
    if (name !== 'Problem' && !inRequests.has(name) && schemas[name]) close(schemas[name]);
  }
}

/**
 * Completes the generated document: operation ids, tag order, per-status problem examples with their stable codes,
 * the headers the middleware really sends, request and response examples, and the statuses shared middleware answers
 * (413, 415, 409/422 for idempotency). Zod contracts stay the source of every schema.
 */
export function finishDocument(doc: Document): Document {
  doc.info.license = { name: 'Apache-2.0', identifier: 'Apache-2.0' };
  doc.tags = TAGS;
  doc.components.headers = HEADERS;
  // The agent route validates only "an object" up front (its fields are refused with spec codes by the service); the
  // document shows the real request shape.
  const agentPath: Partial<Record<string, Operation>> | undefined = doc.paths['/v1/agents/{agent_id}/verify'];
  const agentVerify: MediaType | undefined = agentPath?.post?.requestBody?.content['application/json'];
  if (agentVerify) agentVerify.schema = { $ref: '#/components/schemas/AgentVerifyRequest' };

  closeResponseSchemas(doc);
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const key = `${method} ${path}`;
      const facts: OperationFacts = { ...op[FACTS_KEY] };
      delete op[FACTS_KEY];
      addMiddlewareErrors(path, method, op, facts);
      documentRequest(op, key, facts, doc.components.schemas);
      documentResponses(op, facts, key, doc.components.schemas);
    }
  }
  return doc;
}

type DocumentConfig = Parameters<OpenAPIHono<AppEnv>['getOpenAPI31Document']>[0];

/**
 * Serves the document of `app`: generated from the route declarations and finished once per isolate (the routes do
 * not change after start-up).
 */
export function openApiDocument(app: OpenAPIHono<AppEnv>, config: DocumentConfig): Handler<AppEnv> {
  let finished: Document | undefined;
  return (c) => {
    // A copy: the generated document shares objects with the route declarations, and finishing it edits in place.
    // Boundary: the generator's document type is wider than the parts finishDocument reads and completes.
    finished ??= finishDocument(structuredClone(app.getOpenAPI31Document(config)) as unknown as Document);
    return c.json(finished);
  };
}
