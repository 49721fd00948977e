import {
  CodeRequest,
  CodeResult,
  ConsensusRequest,
  ConsensusResult,
  errorResponses,
  FactRequest,
  FactResult,
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
} from '@verdict/contracts';
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { asRouteResponse, createRouter } from '../lib/openapi.ts';
import { route, verification } from '../lib/route.ts';
import type { EngineAdapter } from '../services/engine-runner.ts';
import { ENGINES } from '../services/engines/index.ts';
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

/**
 * A verification route's work and answer: the engine adapter runs with the request's dependencies, the engine and
 * outcome are tagged for request metrics (before the tail, so a failed audit append is still attributed), then the
 * shared tail (log, audit, attestation) runs and its answer is sent.
 */
export async function respondWithVerification<Body>(
  c: Context<AppEnv>,
  engine: EngineAdapter<Body>,
  body: Body,
  request: { query: string; options?: AttestationOptions | undefined; latencyStart: number },
): Promise<Response> {
  const deps = c.var.services;
  const run = await engine.run(deps, body);
  const { outcome } = run;
  c.set('engine', outcome.engine);
  c.set('outcome', outcome.blocked ? 'blocked' : outcome.verified ? 'verified' : 'failure');
  const answer = await completeVerification(deps, run, request);
  return c.json(answer.body, answer.status as 200, answer.headers);
}

export const verifyRouter = createRouter()
  .openapi(mathRoute, async (c) => {
    const started = performance.now();
    const body = c.req.valid('json');
    return asRouteResponse(
      mathRoute,
      await respondWithVerification(c, ENGINES.math, body, { query: body.expression, options: body.options, latencyStart: started }),
    );
  })
  .openapi(codeRoute, async (c) => {
    const started = performance.now();
    const body = c.req.valid('json');
    return asRouteResponse(
      codeRoute,
      await respondWithVerification(c, ENGINES.code, body, { query: body.code, options: body.options, latencyStart: started }),
    );
  })
  .openapi(ragRoute, async (c) => {
    const started = performance.now();
    const { options, ...body } = c.req.valid('json');
    return asRouteResponse(
      ragRoute,
      await respondWithVerification(c, ENGINES.rag, body, { query: JSON.stringify(body).slice(0, 2000), options, latencyStart: started }),
    );
  })
  .openapi(processRoute, async (c) => {
    const started = performance.now();
    const body = c.req.valid('json');
    return asRouteResponse(
      processRoute,
      await respondWithVerification(c, ENGINES.process, body, { query: body.trace, options: body.options, latencyStart: started }),
    );
  })
  .openapi(consensusRoute, async (c) => {
    const started = performance.now();
    const body = c.req.valid('json');
    return asRouteResponse(
      consensusRoute,
      await respondWithVerification(c, ENGINES.consensus, body, { query: body.query, options: body.options, latencyStart: started }),
    );
  })
  .openapi(naturalLanguageRoute, async (c) => {
    const started = performance.now();
    const body = c.req.valid('json');
    return asRouteResponse(
      naturalLanguageRoute,
      await respondWithVerification(c, ENGINES.natural_language, body, { query: body.query, options: body.options, latencyStart: started }),
    );
  })
  .openapi(sqlRoute, async (c) => {
    const started = performance.now();
    const body = c.req.valid('json');
    return asRouteResponse(
      sqlRoute,
      await respondWithVerification(c, ENGINES.sql, body, { query: body.query, options: body.options, latencyStart: started }),
    );
  })
  .openapi(factRoute, async (c) => {
    const started = performance.now();
    const body = c.req.valid('json');
    return asRouteResponse(
      factRoute,
      await respondWithVerification(c, ENGINES.fact, body, { query: body.claim, options: body.options, latencyStart: started }),
    );
  })
  .openapi(logicRoute, async (c) => {
    const started = performance.now();
    const body = c.req.valid('json');
    return asRouteResponse(
      logicRoute,
      await respondWithVerification(c, ENGINES.logic, body, { query: body.query, options: body.options, latencyStart: started }),
    );
  });
