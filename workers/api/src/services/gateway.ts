import type { GatewayUpstreamRow } from '@verdict/db';
import { InputTooComplexError } from '@verdict/engines/budget.ts';
import { type ExtractedClaim, extractClaims, type Span, type UncheckedSpan } from '@verdict/engines/gateway/extract.ts';
import { ApiError } from '../errors.ts';
import { deadlinesOf } from '../lib/bindings.ts';
import { type ChainStep, DEFAULT_VALIDITY_DAYS, issueAttestations } from './attestations.ts';
import { type AuditInput, appendAudit } from './audit.ts';
import { principalOf, type ServiceDeps } from './deps.ts';
import type { EngineOutcome } from './engine-runner.ts';
import { ENGINES } from './engines/index.ts';
import { runMath } from './engines/math.ts';
import { dialectOf } from './engines/sql.ts';
import { type GatewayEngine, type GatewayPolicyView, getPolicy, resolveUpstream, upstreamKey, upstreamUrl } from './gateway-config.ts';
import { recordVerification } from './verification.ts';
import { emitWebhookEvent } from './webhook-events.ts';

/** Claims checked per answer; more are listed unchecked (`claim_cap`). Each costs one engine run and one signature. */
export const MAX_GATEWAY_CLAIMS = 16;
/** Extraction work units per answer (characters examined; docs/gateway.md). */
export const MAX_EXTRACTION_WORK = 500_000;
/** The upstream's answer is read up to this size; a longer one is malformed for the gateway (502). */
const MAX_UPSTREAM_BYTES = 2 * 1024 * 1024;
/** The header that carries a provider key for one request (never stored, never logged). */
export const UPSTREAM_KEY_HEADER = 'x-upstream-api-key';

export interface ChatRequest {
  model: string;
  messages: Array<Record<string, unknown>>;
  stream?: boolean | undefined;
  verdict?:
    | { upstream?: string | undefined; schema_ddl?: string | undefined; dialect?: string | undefined; context?: string | undefined }
    | undefined;
  [key: string]: unknown;
}

export const upstreamError = (detail: string, extra: Record<string, unknown> = {}) =>
  new ApiError('UPSTREAM_ERROR', detail, { status: 502, extra });
export const upstreamMalformed = (detail: string) => new ApiError('UPSTREAM_MALFORMED', detail, { status: 502 });
export const upstreamTimeout = (ms: number) =>
  new ApiError('UPSTREAM_TIMEOUT', `The upstream did not answer within ${ms} ms.`, { status: 504 });

/** Reads at most `max` bytes of a body; null when it is longer. */
async function readCapped(response: Response, max: number): Promise<string | null> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(all);
}

export interface UpstreamCall {
  response: Response;
  /** Clears the deadline once the body has been read (the deadline covers the whole answer, streamed or not). */
  done(): void;
  signal: AbortSignal;
  timeoutMs: number;
}

/**
 * POSTs the request (without Verdict's own `verdict` member) to `<base_url>/chat/completions` under the provider
 * deadline. No answer in time is 504 UPSTREAM_TIMEOUT; no connection or a non-2xx status is 502 UPSTREAM_ERROR (the
 * upstream's status in `upstream_status`, its body never echoed).
 */
export async function callUpstream(
  deps: ServiceDeps,
  upstream: GatewayUpstreamRow,
  key: string | null,
  body: Record<string, unknown>,
): Promise<UpstreamCall> {
  const base = upstreamUrl(deps, upstream.baseUrl).toString().replace(/\/+$/, '');
  const timeoutMs = deadlinesOf(deps.env).providerMs;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch(`${base}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: body.stream ? 'text/event-stream' : 'application/json',
        ...(key ? { authorization: `Bearer ${key}` } : {}),
      },
      body: JSON.stringify(body),
      signal: controller.signal,
      redirect: 'manual',
    });
  } catch {
    clearTimeout(timer);
    if (controller.signal.aborted) throw upstreamTimeout(timeoutMs);
    throw upstreamError('The upstream could not be reached.');
  }
  if (response.status < 200 || response.status > 299) {
    clearTimeout(timer);
    await response.body?.cancel().catch(() => undefined);
    throw upstreamError(`The upstream answered HTTP ${response.status}.`, { upstream_status: response.status });
  }
  return { response, done: () => clearTimeout(timer), signal: controller.signal, timeoutMs };
}

/** The upstream's JSON answer (non-streaming), checked to be a chat completion with one choice. */
async function readCompletion(call: UpstreamCall): Promise<Record<string, unknown>> {
  let text: string | null;
  try {
    text = await readCapped(call.response, MAX_UPSTREAM_BYTES);
  } catch {
    throw call.signal.aborted ? upstreamTimeout(call.timeoutMs) : upstreamError('The upstream connection failed while answering.');
  } finally {
    call.done();
  }
  if (text === null) throw upstreamMalformed('The upstream answer is too large.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw upstreamMalformed('The upstream answer is not JSON.');
  }
  if (!isRecord(parsed) || !Array.isArray(parsed.choices) || parsed.choices.length === 0 || !isRecord(parsed.choices[0]))
    throw upstreamMalformed('The upstream answer is not a chat completion.');
  const message = parsed.choices[0].message;
  if (!isRecord(message) || (message.content !== null && message.content !== undefined && typeof message.content !== 'string'))
    throw upstreamMalformed('The upstream answer has no assistant message.');
  return parsed;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

interface CheckedClaim {
  id: string;
  claim: ExtractedClaim;
  outcome: EngineOutcome | null;
  status: string;
  verified: boolean;
  /** A definite finding: false arithmetic, a critical/high code finding, SQL proven invalid. */
  failed: boolean;
  evidence: Record<string, unknown>;
  correctedTo?: string;
}

/** Runs one claim through its engine's service, as /v1/verify/<engine> would. */
async function runClaim(deps: ServiceDeps, claim: ExtractedClaim, request: ChatRequest): Promise<EngineOutcome> {
  // The same adapters the verification routes, batches and MCP run.
  if (claim.engine === 'math') return (await ENGINES.math.run(deps, { expression: claim.input })).outcome;
  if (claim.engine === 'code') return (await ENGINES.code.run(deps, { code: claim.input, language: claim.language })).outcome;
  if (claim.engine === 'fact')
    return (await ENGINES.fact.run(deps, { claim: claim.input, context: request.verdict?.context ?? '' })).outcome;
  const body = { query: claim.input, schema_ddl: request.verdict?.schema_ddl ?? '', dialect: request.verdict?.dialect };
  return (await ENGINES.sql.run(deps, body)).outcome;
}

function definiteFailure(outcome: EngineOutcome): boolean {
  if (outcome.engine === 'math') return outcome.status === 'CORRECTION_NEEDED';
  if (outcome.engine === 'sql') return outcome.status === 'INVALID';
  if (outcome.engine === 'fact') return outcome.status === 'REFUTED';
  const findings = outcome.result.vulnerabilities;
  return Array.isArray(findings) && findings.some((f) => isRecord(f) && (f.severity === 'critical' || f.severity === 'high'));
}

/** A claim no engine could decide: reported as ERROR, never verified, never a finding. */
function unchecked(id: string, claim: ExtractedClaim, evidence: Record<string, unknown>): CheckedClaim {
  return { id, claim, outcome: null, status: 'ERROR', verified: false, failed: false, evidence };
}

async function checkClaims(deps: ServiceDeps, claims: ExtractedClaim[], request: ChatRequest, policy: GatewayPolicyView) {
  const checked: CheckedClaim[] = [];
  for (const [index, claim] of claims.entries()) {
    const id = `c${index + 1}`;
    try {
      const outcome = await runClaim(deps, claim, request);
      checked.push({
        id,
        claim,
        outcome,
        status: outcome.status,
        verified: outcome.verified,
        failed: definiteFailure(outcome),
        evidence: outcome.result,
      });
    } catch (error) {
      // A block beyond an engine's caps was written by the model, not the caller: the claim is unchecked, not a 400.
      if (error instanceof InputTooComplexError) {
        checked.push(unchecked(id, claim, { error: 'INPUT_TOO_COMPLEX', limit: error.limit, max: error.max }));
        continue;
      }
      if (!(error instanceof ApiError)) throw error;
      // An engine that cannot answer leaves its claim unverified; where the policy blocks on that engine, the answer
      // cannot be let through unchecked, so the request fails closed with the engine's own problem (503).
      if (error.status >= 500 && policy.engines[claim.engine] === 'block') throw error;
      checked.push(unchecked(id, claim, { error: error.code, message: error.detail }));
    }
  }
  return checked;
}

/** The exact value of an arithmetic claim's left side, written as a plain number or fraction; null when not one. */
function exactValue(left: string): string | null {
  const outcome = runMath({ expression: left });
  if (outcome.status !== 'VERIFIED') return null;
  const r = outcome.result;
  const exact = typeof r.exact === 'string' ? r.exact : typeof r.value === 'number' ? String(r.value) : null;
  return exact !== null && /^-?\d+(\.\d+)?(\/\d+)?$/.test(exact) ? exact : null;
}

interface Correction {
  claim_id: string;
  span: Span;
  from: string;
  to: string;
}

/** `correct`: a false arithmetic result is replaced by the exact value of its left side (the edit is listed). */
function corrections(checked: CheckedClaim[], policy: GatewayPolicyView): Correction[] {
  if (policy.engines.math !== 'correct') return [];
  const out: Correction[] = [];
  for (const c of checked) {
    if (c.claim.kind !== 'arithmetic' || !c.failed || !c.claim.result || !c.claim.left) continue;
    const to = exactValue(c.claim.left);
    if (to === null) continue;
    c.correctedTo = to;
    out.push({ claim_id: c.id, span: c.claim.result.span, from: c.claim.result.text, to });
  }
  return out;
}

/** Applies the corrections and maps a position of the model's text to the returned text. */
function applyCorrections(content: string, edits: Correction[]) {
  const sorted = [...edits].sort((a, b) => a.span[0] - b.span[0]);
  let text = '';
  let at = 0;
  for (const e of sorted) {
    text += content.slice(at, e.span[0]) + e.to;
    at = e.span[1];
  }
  text += content.slice(at);
  const map = (pos: number) => {
    let shift = 0;
    for (const e of sorted) if (e.span[1] <= pos) shift += e.to.length - (e.span[1] - e.span[0]);
    return pos + shift;
  };
  return { text, map: (span: Span): Span => [map(span[0]), map(span[1])] };
}

type VerdictStatus = 'VERIFIED' | 'FAILED' | 'CORRECTED' | 'BLOCKED' | 'UNCHECKED';

/**
 * The whole check's status. VERIFIED needs claims, every one verified and nothing left unchecked: an answer with
 * unchecked prose is never reported verified, whatever its claims.
 */
function overallStatus(checked: CheckedClaim[], unchecked: UncheckedSpan[], edits: Correction[], blocked: boolean): VerdictStatus {
  if (blocked) return 'BLOCKED';
  if (edits.length > 0) return 'CORRECTED';
  if (checked.length === 0) return 'UNCHECKED';
  return checked.every((c) => c.verified) && unchecked.length === 0 ? 'VERIFIED' : 'FAILED';
}

function claimStep(c: CheckedClaim): ChainStep {
  if (c.outcome) return { outcome: c.outcome, query: c.claim.input, proof: c.outcome.result };
  return {
    outcome: { engine: c.claim.engine, verified: false, attestation: { status: 'FAILED', confidence: 0 }, subject: c.claim.text },
    query: c.claim.input,
    proof: c.evidence,
  };
}

export interface GatewayCheck {
  status: VerdictStatus;
  blocked: boolean;
  content: string | null;
  verdict: Record<string, unknown>;
  findings: Array<Record<string, unknown>>;
  jwts: string[];
}

/**
 * Checks an assistant message: extract, run the engines, apply the policy, sign. The verification log, audit trail
 * (one ledger call: each claim's verification, its attestation, then the gateway event) and metrics are written as for
 * any verification.
 */
export async function checkAnswer(
  call: GatewayCall,
  request: ChatRequest,
  content: string | null,
  context: { upstream: GatewayUpstreamRow; policy: GatewayPolicyView },
): Promise<GatewayCheck> {
  const { deps } = call;
  const principal = principalOf(deps);
  const { policy } = context;
  const started = performance.now();
  const extraction = content
    ? extractClaims(content, {
        maxClaims: MAX_GATEWAY_CLAIMS,
        maxWork: MAX_EXTRACTION_WORK,
        hasSchema: Boolean(request.verdict?.schema_ddl),
        hasContext: Boolean(request.verdict?.context),
      })
    : { claims: [], unchecked: [], work: 0 };
  const checked = await checkClaims(deps, extraction.claims, request, policy);
  const blocking = checked.filter((k) => k.failed && policy.engines[k.claim.engine as GatewayEngine] === 'block');
  const blocked = blocking.length > 0;
  const edits = blocked ? [] : corrections(checked, policy);
  const applied = applyCorrections(content ?? '', edits);
  const status = overallStatus(checked, extraction.unchecked, edits, blocked);
  const returned = blocked ? null : content === null ? null : applied.text;

  const latencyMs = Math.round((performance.now() - started) * 100) / 100;
  const events: AuditInput[] = [];
  for (const k of checked) {
    recordVerification(deps, principal, {
      query: k.claim.text,
      domain: k.outcome?.domain ?? k.claim.engine.toUpperCase(),
      status: k.status,
      isVerified: k.verified,
      latencyMs,
    });
    events.push({
      action: `verification.${k.claim.engine}`,
      outcome: k.verified ? 'verified' : 'failure',
      resource: k.claim.engine,
      details: { status: k.status, verified: k.verified, via: 'gateway', claim_id: k.id },
    });
  }
  const proof = {
    status,
    policy_version: policy.version,
    claims: checked.map((k) => ({
      id: k.id,
      kind: k.claim.kind,
      engine: k.claim.engine,
      span: k.claim.span,
      status: k.status,
      verified: k.verified,
    })),
    unchecked: extraction.unchecked,
    corrections: edits,
  };
  const summary: ChainStep = {
    outcome: {
      engine: 'gateway',
      verified: status === 'VERIFIED',
      attestation: {
        status: status === 'UNCHECKED' ? 'FAILED' : status,
        confidence: status === 'UNCHECKED' ? 0 : 1,
      },
      // The text the caller receives (or, when blocked, the text withheld): only its SHA-256 is signed.
      subject: returned ?? content ?? '',
    },
    query: JSON.stringify({ model: request.model, messages: request.messages }),
    proof,
  };
  let jwts: string[] = [];
  try {
    // The claims' verification events go first, then each attestation.issue (appended by the signing service).
    jwts = await issueAttestations(deps, principal.orgId, [...checked.map(claimStep), summary], DEFAULT_VALIDITY_DAYS, events);
  } finally {
    await appendAudit(deps, {
      action: blocked ? 'gateway.blocked' : 'gateway.completion',
      outcome: blocked ? 'blocked' : status === 'VERIFIED' ? 'verified' : 'success',
      resource: `gateway_upstream:${context.upstream.id}`,
      details: {
        model: request.model,
        status,
        claims: checked.length,
        unchecked: extraction.unchecked.length,
        corrections: edits.length,
        policy_version: policy.version,
      },
    });
  }
  call.report({ engine: 'gateway', outcome: blocked ? 'blocked' : status === 'VERIFIED' ? 'verified' : 'failure' });

  const attestation = jwts[jwts.length - 1] ?? '';
  const findings = blocking.map((k) => ({
    claim_id: k.id,
    kind: k.claim.kind,
    engine: k.claim.engine,
    span: k.claim.span,
    status: k.status,
  }));
  if (blocked) {
    await emitWebhookEvent(deps, principal.orgId, 'gateway.blocked', {
      upstream_id: context.upstream.id,
      model: request.model,
      findings,
      attestation_id: attestationId(attestation),
    });
  }
  const verdict = {
    status,
    policy_version: policy.version,
    claims: checked.map((k, i) => ({
      id: k.id,
      kind: k.claim.kind,
      engine: k.claim.engine,
      span: applied.map(k.claim.span),
      text: k.claim.text,
      status: k.status,
      verified: k.verified,
      evidence: k.evidence,
      attestation: jwts[i] ?? '',
      ...(k.correctedTo !== undefined ? { corrected_to: k.correctedTo } : {}),
    })),
    unchecked: extraction.unchecked.map((u) => ({ span: applied.map(u.span), reason: u.reason })),
    corrections: edits.map((e) => ({ ...e, span: applied.map(e.span) })),
    attestation,
    attestation_chain: jwts,
  };
  return { status, blocked, content: returned, verdict, findings, jwts };
}

function attestationId(jwt: string): string | null {
  try {
    const payload = JSON.parse(atob((jwt.split('.')[1] ?? '').replaceAll('-', '+').replaceAll('_', '/'))) as { jti?: unknown };
    return typeof payload.jti === 'string' ? payload.jti : null;
  } catch {
    return null;
  }
}

/** The request as the upstream receives it: Verdict's member removed, everything else as the caller sent it. */
export function forwardedBody(request: ChatRequest, stream: boolean): Record<string, unknown> {
  const { verdict: _verdict, ...rest } = request;
  return { ...rest, stream };
}

export function blockedProblem(check: GatewayCheck): ApiError {
  return new ApiError(
    'GATEWAY_BLOCKED',
    `The answer was withheld by the organization's gateway policy (${check.findings.length} finding(s)).`,
    {
      status: 422,
      extra: {
        findings: check.findings,
        verdict: {
          status: 'BLOCKED',
          policy_version: check.verdict.policy_version,
          attestation: check.verdict.attestation,
          attestation_chain: check.jwts,
        },
      },
    },
  );
}

/**
 * What a gateway request brings besides its body: the request's dependencies, the per-request provider key
 * (`X-Upstream-Api-Key`, never logged) and where the request's metrics learn the engine and, once known, the outcome.
 */
export interface GatewayCall {
  deps: ServiceDeps;
  upstreamKey: string | undefined;
  report(tags: { engine: 'gateway'; outcome?: 'verified' | 'blocked' | 'failure' }): void;
}

/** Resolves the upstream, its key (the request's header wins over the stored one) and the policy. */
export async function prepare(call: GatewayCall, request: ChatRequest) {
  const { deps } = call;
  if (typeof request.n === 'number' && request.n !== 1)
    throw new ApiError('VALIDATION_ERROR', 'n must be 1: the gateway checks one answer per request.');
  // Refused before the upstream is called: a request the gateway cannot check costs the caller no model call.
  if (request.verdict?.dialect !== undefined) dialectOf(request.verdict.dialect);
  const orgId = principalOf(deps).orgId;
  const upstream = await resolveUpstream(deps, orgId, request.model, request.verdict?.upstream);
  const key = call.upstreamKey !== undefined && call.upstreamKey !== '' ? call.upstreamKey : await upstreamKey(deps, upstream);
  const policy = await getPolicy(deps, orgId);
  return { deps, upstream, key, policy };
}

/** Non-streaming chat completion: the provider's response with `verdict` added (or 422 when the policy blocks). */
export async function chatCompletion(call: GatewayCall, request: ChatRequest): Promise<Response> {
  const { deps, upstream, key, policy } = await prepare(call, request);
  const upstreamCall = await callUpstream(deps, upstream, key, forwardedBody(request, false));
  const completion = await readCompletion(upstreamCall);
  const choices = completion.choices as Array<Record<string, unknown>>;
  const first = choices[0] as Record<string, unknown>;
  const message = first.message as Record<string, unknown>;
  const content = typeof message.content === 'string' ? message.content : null;
  const check = await checkAnswer(call, request, content, { upstream, policy });
  if (check.blocked) throw blockedProblem(check);
  const body = {
    ...completion,
    choices: [{ ...first, message: { ...message, content: check.content } }, ...choices.slice(1)],
    verdict: check.verdict,
  };
  return Response.json(body, { status: 200, headers: { 'service-attestation': check.verdict.attestation as string } });
}
