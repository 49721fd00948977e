import type { RouteConfig, RouteConfigToTypedResponse } from '@hono/zod-openapi';
import {
  CodeRequest,
  CodeResult,
  ConsensusRequest,
  ConsensusResult,
  errorResponses,
  FactRequest,
  FactResult,
  ImageResult,
  ImageUpload,
  jsonContent,
  LogicRequest,
  LogicResult,
  MathRequest,
  MathResult,
  NaturalLanguageRequest,
  NaturalLanguageResult,
  ProcessRequest,
  ProcessResult,
  RagFailure,
  RagRequest,
  RagResult,
  SqlRequest,
  SqlResult,
  StatsResult,
  StatsUpload,
} from '@verdict/contracts';
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { readUpload } from '../lib/multipart.ts';
import { createRouter } from '../lib/openapi.ts';
import { route, verification } from '../lib/route.ts';
import type { EngineAdapter } from '../services/engine-runner.ts';
import { MAX_IMAGE_BYTES } from '../services/engines/image.ts';
import { ENGINES } from '../services/engines/index.ts';
import { MAX_CSV_BYTES } from '../services/engines/stats.ts';
import { type AttestationOptions, completeVerification } from '../services/verification.ts';

const { 400: e400, 401: e401, 403: e403, 429: e429, 503: e503 } = errorResponses;
const json = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const errors = { 400: e400, 401: e401, 403: e403, 429: e429, 503: e503 };

const mathRoute = route({
  method: 'post',
  path: '/verify/math',
  tags: ['Verification'],
  summary: 'Evaluate an expression or decide an equation / identity',
  ...verification('verifyMath'),
  request: { body: json(MathRequest) },
  responses: { 200: jsonContent(MathResult, 'Result'), ...errors },
});

const codeRoute = route({
  method: 'post',
  path: '/verify/code',
  tags: ['Verification'],
  summary: 'Security analysis of source code (python, javascript, typescript)',
  ...verification('verifyCode'),
  request: { body: json(CodeRequest) },
  responses: { 200: jsonContent(CodeResult, 'Findings'), ...errors },
});

const ragRoute = route({
  method: 'post',
  path: '/verify/rag',
  tags: ['Verification'],
  summary: 'Check that retrieved chunks come from the expected document',
  ...verification('verifyRag'),
  request: { body: json(RagRequest) },
  responses: {
    200: jsonContent(RagResult, 'Result'),
    500: { description: 'INTERNAL_VERIFICATION_ERROR with verified:false', content: { 'application/json': { schema: RagFailure } } },
    ...errors,
  },
});

const processRoute = route({
  method: 'post',
  path: '/verify/process',
  tags: ['Verification'],
  summary: 'Verify a reasoning trace: IRAC structure or milestones',
  ...verification('verifyProcess'),
  request: { body: json(ProcessRequest) },
  responses: { 200: jsonContent(ProcessResult, 'Result'), ...errors },
});

const consensusRoute = route({
  method: 'post',
  path: '/verify/consensus',
  tags: ['Verification'],
  summary: 'Several independent engines must agree above a confidence threshold',
  ...verification('verifyConsensus', ['CONFIDENCE_BELOW_MINIMUM', 'SANDBOX_UNAVAILABLE']),
  request: { body: json(ConsensusRequest) },
  responses: {
    200: jsonContent(ConsensusResult, 'Result'),
    422: { description: 'Confidence below min_confidence', content: e400.content },
    ...errors,
  },
});

const naturalLanguageRoute = route({
  method: 'post',
  path: '/verify/natural_language',
  tags: ['Verification'],
  summary: 'Translate a question to math with a language model and evaluate it deterministically',
  ...verification('verifyNaturalLanguage', ['PROVIDER_UNAVAILABLE']),
  request: { body: json(NaturalLanguageRequest) },
  responses: { 200: jsonContent(NaturalLanguageResult, 'Result (never VERIFIED: INCONCLUSIVE at best)'), ...errors },
});

const sqlRoute = route({
  method: 'post',
  path: '/verify/sql',
  tags: ['Verification'],
  summary: 'Validate SQL against a schema: syntax, tables, columns, safety; SQLite itself for sqlite',
  ...verification('verifySql', ['SANDBOX_UNAVAILABLE']),
  request: { body: json(SqlRequest) },
  responses: { 200: jsonContent(SqlResult, 'Result'), ...errors },
});
const factRoute = route({
  method: 'post',
  path: '/verify/fact',
  tags: ['Verification'],
  summary: 'Check a claim against supplied context',
  ...verification('verifyFact', ['PROVIDER_UNAVAILABLE']),
  request: { body: json(FactRequest) },
  responses: { 200: jsonContent(FactResult, 'Verdict'), ...errors },
});

const logicRoute = route({
  method: 'post',
  path: '/verify/logic',
  tags: ['Verification'],
  summary: 'Decide logical constraints (S-expression DSL or natural language) with our own SMT solver',
  ...verification('verifyLogic', ['PROVIDER_UNAVAILABLE']),
  request: { body: json(LogicRequest) },
  responses: {
    200: jsonContent(LogicResult, 'SAT with a model, UNSAT, or ERROR'),
    ...errors,
    403: {
      description: 'BLOCKED by the prompt-injection screen (result body), or forbidden (problem)',
      content: { ...e403.content, 'application/json': { schema: LogicResult } },
    },
  },
});

const statsRoute = route({
  method: 'post',
  path: '/verify/stats',
  ...verification('verifyStats', ['SANDBOX_UNAVAILABLE']),
  tags: ['Verification'],
  summary: 'Statistics over a CSV file, computed in the secure sandbox',
  request: { body: { content: { 'multipart/form-data': { schema: StatsUpload } }, required: true } },
  responses: {
    200: { description: 'Result', content: { 'application/json': { schema: StatsResult } } },
    400: e400,
    401: e401,
    403: e403,
    413: { description: 'File over 1 MB', content: e400.content },
    429: e429,
    503: e503,
  },
});

const imageRoute = route({
  method: 'post',
  path: '/verify/image',
  ...verification('verifyImage'),
  tags: ['Verification'],
  summary: 'Check a claim about an image (PNG, JPEG, GIF, WebP; up to 10 MB)',
  request: { body: { content: { 'multipart/form-data': { schema: ImageUpload } }, required: true } },
  responses: {
    200: { description: 'Verdict', content: { 'application/json': { schema: ImageResult } } },
    400: e400,
    401: e401,
    413: { description: 'Image over 10 MB', content: e400.content },
    429: e429,
  },
});

/**
 * A verification route's work and answer: the engine adapter runs with the request's dependencies, the engine and
 * outcome are tagged for request metrics (before the tail, so a failed audit append is still attributed), then the
 * shared tail (log, audit, attestation) runs and its answer is sent. The answer is assembled at run time from an engine
 * outcome, so TypeScript cannot prove it is one of the route's declared typed responses; the contract tests check the
 * bodies against the OpenAPI document instead.
 */
async function respondWithVerification<R extends RouteConfig, Body>(
  c: Context<AppEnv>,
  _route: R,
  engine: EngineAdapter<Body>,
  body: Body,
  request: { query: string; options?: AttestationOptions | undefined; latencyStart: number },
): Promise<RouteConfigToTypedResponse<R>> {
  const deps = c.var.services;
  const run = await engine.run(deps, body);
  const { outcome } = run;
  c.set('engine', outcome.engine);
  c.set('outcome', outcome.blocked ? 'blocked' : outcome.verified ? 'verified' : 'failure');
  const answer = await completeVerification(deps, c.var.principal, run, request);
  // Boundary: Hono's typed responses are phantom types over the same Response object at run time.
  return c.json(answer.body, answer.status as 200, answer.headers) as unknown as RouteConfigToTypedResponse<R>;
}

export const verifyRouter = createRouter()
  .openapi(mathRoute, async (c) => {
    const started = performance.now();
    const body = c.req.valid('json');
    return respondWithVerification(c, mathRoute, ENGINES.math, body, {
      query: body.expression,
      options: body.options,
      latencyStart: started,
    });
  })
  .openapi(codeRoute, async (c) => {
    const started = performance.now();
    const body = c.req.valid('json');
    return respondWithVerification(c, codeRoute, ENGINES.code, body, { query: body.code, options: body.options, latencyStart: started });
  })
  .openapi(ragRoute, async (c) => {
    const started = performance.now();
    const { options, ...body } = c.req.valid('json');
    return respondWithVerification(c, ragRoute, ENGINES.rag, body, {
      query: JSON.stringify(body).slice(0, 2000),
      options,
      latencyStart: started,
    });
  })
  .openapi(processRoute, async (c) => {
    const started = performance.now();
    const body = c.req.valid('json');
    return respondWithVerification(c, processRoute, ENGINES.process, body, {
      query: body.trace,
      options: body.options,
      latencyStart: started,
    });
  })
  .openapi(consensusRoute, async (c) => {
    const started = performance.now();
    const body = c.req.valid('json');
    return respondWithVerification(c, consensusRoute, ENGINES.consensus, body, {
      query: body.query,
      options: body.options,
      latencyStart: started,
    });
  })
  .openapi(naturalLanguageRoute, async (c) => {
    const started = performance.now();
    const body = c.req.valid('json');
    return respondWithVerification(c, naturalLanguageRoute, ENGINES.natural_language, body, {
      query: body.query,
      options: body.options,
      latencyStart: started,
    });
  })
  .openapi(sqlRoute, async (c) => {
    const started = performance.now();
    const body = c.req.valid('json');
    return respondWithVerification(c, sqlRoute, ENGINES.sql, body, { query: body.query, options: body.options, latencyStart: started });
  })
  .openapi(factRoute, async (c) => {
    const started = performance.now();
    const body = c.req.valid('json');
    return respondWithVerification(c, factRoute, ENGINES.fact, body, { query: body.claim, options: body.options, latencyStart: started });
  })
  .openapi(logicRoute, async (c) => {
    const started = performance.now();
    const body = c.req.valid('json');
    return respondWithVerification(c, logicRoute, ENGINES.logic, body, { query: body.query, options: body.options, latencyStart: started });
  })
  .openapi(statsRoute, async (c) => {
    const started = performance.now();
    const upload = await readUpload(c, { file: 'file', text: 'query', optional: ['number_format'] }, MAX_CSV_BYTES);
    const input = {
      csv: await upload.file.text(),
      csvBytes: upload.file.size,
      query: upload.text,
      numberFormat: upload.fields.number_format,
      provider: c.req.query('provider'),
    };
    return respondWithVerification(c, statsRoute, ENGINES.stats, input, {
      query: upload.text,
      options: upload.options,
      latencyStart: started,
    });
  })
  .openapi(imageRoute, async (c) => {
    const started = performance.now();
    const upload = await readUpload(c, { file: 'image', text: 'claim' }, MAX_IMAGE_BYTES);
    const input = {
      bytes: new Uint8Array(await upload.file.arrayBuffer()),
      claim: upload.text,
      declaredType: upload.file.type || undefined,
    };
    return respondWithVerification(c, imageRoute, ENGINES.image, input, {
      query: upload.text,
      options: upload.options,
      latencyStart: started,
    });
  });
