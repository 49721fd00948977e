import { ApiError } from '../errors.ts';
import {
  blockedProblem,
  type ChatRequest,
  callUpstream,
  checkAnswer,
  forwardedBody,
  type GatewayCall,
  type GatewayCheck,
  prepare,
  type UpstreamCall,
  upstreamError,
  upstreamMalformed,
  upstreamTimeout,
} from './gateway.ts';

/** A streamed answer is read up to this size; beyond it the stream is malformed for the gateway. */
const MAX_STREAM_BYTES = 2 * 1024 * 1024;

interface StreamEvent {
  /** The event as the upstream sent it, passed through unchanged. */
  raw: string;
  chunk: Record<string, unknown>;
  delta: string;
  finish: string | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One server-sent event: null for comments and events without data, 'done' for `[DONE]`. */
function parseEvent(raw: string): StreamEvent | 'done' | null {
  const data = raw
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).replace(/^ /, ''))
    .join('\n');
  if (data === '') return null;
  if (data.trim() === '[DONE]') return 'done';
  let chunk: unknown;
  try {
    chunk = JSON.parse(data);
  } catch {
    throw upstreamMalformed('The upstream stream carried an event that is not JSON.');
  }
  if (isRecord(chunk) && chunk.error !== undefined) throw upstreamError('The upstream reported an error in its stream.');
  if (!isRecord(chunk) || !Array.isArray(chunk.choices))
    throw upstreamMalformed('The upstream stream carried an event that is not a chunk.');
  const choice = chunk.choices[0];
  const delta = isRecord(choice) && isRecord(choice.delta) && typeof choice.delta.content === 'string' ? choice.delta.content : '';
  const finish = isRecord(choice) && typeof choice.finish_reason === 'string' ? choice.finish_reason : null;
  return { raw: `${raw}\n\n`, chunk, delta, finish };
}

/**
 * The upstream's chunks in order. The stream must end with `[DONE]` or a chunk carrying a finish reason: one that stops
 * before is incomplete, and an incomplete answer is never checked as if it were whole.
 */
async function* upstreamEvents(call: UpstreamCall): AsyncGenerator<StreamEvent> {
  const reader = call.response.body?.getReader();
  if (!reader) throw upstreamMalformed('The upstream stream is empty.');
  const decoder = new TextDecoder();
  let buffer = '';
  let total = 0;
  let finished = false;
  try {
    for (;;) {
      let read: ReadableStreamReadResult<Uint8Array>;
      try {
        read = await reader.read();
      } catch {
        throw call.signal.aborted ? upstreamTimeout(call.timeoutMs) : upstreamError('The upstream connection failed while streaming.');
      }
      if (read.done) break;
      total += read.value.byteLength;
      if (total > MAX_STREAM_BYTES) throw upstreamMalformed('The upstream stream is too large.');
      buffer += decoder.decode(read.value, { stream: true });
      buffer = buffer.replace(/\r\n/g, '\n');
      for (let sep = buffer.indexOf('\n\n'); sep !== -1; sep = buffer.indexOf('\n\n')) {
        const event = parseEvent(buffer.slice(0, sep));
        buffer = buffer.slice(sep + 2);
        if (event === 'done') return;
        if (event === null) continue;
        if (event.finish) finished = true;
        yield event;
      }
    }
    const last = buffer.trim() === '' ? null : parseEvent(buffer.trim());
    if (last === 'done') return;
    if (last) {
      if (last.finish) finished = true;
      yield last;
    }
    if (!finished) throw upstreamMalformed('The upstream stream ended before the answer was complete.');
  } finally {
    call.done();
    reader.cancel().catch(() => undefined);
  }
}

const encoder = new TextEncoder();
const sse = (data: unknown) => encoder.encode(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
const SSE_HEADERS = { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' };

/** The chunk that closes a checked stream: no choices, the `verdict` object (the attestation also in a header when held). */
function verdictChunk(template: Record<string, unknown>, check: GatewayCheck) {
  return {
    id: template.id,
    object: 'chat.completion.chunk',
    created: template.created,
    model: template.model,
    choices: [],
    verdict: check.verdict,
  };
}

/** A failure after the response has started can only be told in the stream: an `error` event, then the stream ends. */
function errorEvent(error: unknown) {
  const known = error instanceof ApiError;
  if (!known) console.error(JSON.stringify({ level: 'error', event: 'gateway_stream_failed', error: String(error) }));
  return {
    error: {
      type: 'verdict_error',
      code: known ? error.code : 'INTERNAL_ERROR',
      message: known ? error.detail : 'The answer could not be checked.',
    },
  };
}

/**
 * `stream: true`. With every engine on `annotate`, the upstream's chunks are passed through as they arrive and a last
 * chunk carries the verdict. With any engine on `block` or `correct`, the answer is held until checked: a blocked
 * answer is a 422 problem (no model text was sent), otherwise the (corrected) answer is sent as one content chunk,
 * its finish chunk and the verdict chunk. Upstream failures before the first byte is sent are 502/504 problems.
 */
export async function chatCompletionStream(gatewayCall: GatewayCall, request: ChatRequest): Promise<Response> {
  const { deps, upstream, key, policy } = await prepare(gatewayCall, request);
  const hold = Object.values(policy.engines).some((action) => action !== 'annotate');
  const call = await callUpstream(deps, upstream, key, forwardedBody(request, true));
  if (!(call.response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    call.done();
    await call.response.body?.cancel().catch(() => undefined);
    throw upstreamMalformed('The upstream did not answer with an event stream.');
  }
  gatewayCall.report({ engine: 'gateway' });
  const events = upstreamEvents(call);

  if (hold) {
    let content = '';
    let template: Record<string, unknown> = {};
    let finish: StreamEvent | null = null;
    for await (const event of events) {
      content += event.delta;
      template = event.chunk;
      if (event.finish) finish = event;
    }
    const check = await checkAnswer(gatewayCall, request, content, { upstream, policy });
    if (check.blocked) throw blockedProblem(check);
    const base = { id: template.id, object: 'chat.completion.chunk', created: template.created, model: template.model };
    const parts = [
      sse({ ...base, choices: [{ index: 0, delta: { role: 'assistant', content: check.content ?? '' }, finish_reason: null }] }),
      ...(finish ? [sse(finish.chunk)] : []),
      sse(verdictChunk(template, check)),
      sse('[DONE]'),
    ];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(part);
        controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { ...SSE_HEADERS, 'service-attestation': String(check.verdict.attestation) } });
  }

  // Pass-through: the first event is awaited before answering, so a stream that fails at once is still a problem.
  const first = await events.next();
  let pending: IteratorResult<StreamEvent> | null = first;
  let content = '';
  let template: Record<string, unknown> = {};
  let ended = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (ended) return;
      try {
        const step = pending ?? (await events.next());
        pending = null;
        if (!step.done) {
          content += step.value.delta;
          template = step.value.chunk;
          controller.enqueue(encoder.encode(step.value.raw));
          return;
        }
        ended = true;
        const check = await checkAnswer(gatewayCall, request, content, { upstream, policy });
        controller.enqueue(sse(verdictChunk(template, check)));
        controller.enqueue(sse('[DONE]'));
        controller.close();
      } catch (error) {
        ended = true;
        controller.enqueue(sse(errorEvent(error)));
        controller.close();
      }
    },
    async cancel() {
      ended = true;
      await events.return(undefined);
    },
  });
  return new Response(body, { status: 200, headers: SSE_HEADERS });
}
