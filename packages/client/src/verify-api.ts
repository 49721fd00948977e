/** `client.verify.*`: the verification endpoints of spec 4.2, batches included. */
import { type CallOptions, segment, type Transport, type VerdictResponse } from './http.ts';
import type {
  BatchItem,
  BatchJob,
  CodeRequest,
  CodeResult,
  ConsensusRequest,
  ConsensusResult,
  FactRequest,
  FactResult,
  ImageResult,
  LogicRequest,
  LogicResult,
  MathRequest,
  MathResult,
  NaturalLanguageRequest,
  NaturalLanguageResult,
  ProcessRequest,
  ProcessResult,
  RagRequest,
  RagResult,
  SqlRequest,
  SqlResult,
  StatsResult,
  VerificationOptions,
} from './types.ts';

export interface ImageUploadInput {
  /** PNG, JPEG, GIF or WebP, at most 10 MB. */
  image: Blob;
  claim: string;
  /** File name sent with the part (default `image` plus an extension from the Blob type). */
  filename?: string;
  /** Sent as the `options` part (JSON text), e.g. `{ include_attestation: true }`. */
  options?: VerificationOptions;
}

export interface StatsUploadInput {
  /** The CSV data: a Blob/File, or the CSV text itself. */
  file: Blob | string;
  query: string;
  filename?: string;
  /** Sent as the `options` part (JSON text), e.g. `{ include_attestation: true }`. */
  options?: VerificationOptions;
}

export interface BatchOptions extends CallOptions {
  /** Sent as `Idempotency-Key`: resubmitting the same key returns the same job instead of running it again. */
  idempotencyKey?: string;
  /** Queue the job (202, `status: "queued"`) instead of running it within the request. */
  async?: boolean;
}

export interface WaitForBatchOptions extends CallOptions {
  /** Delay between polls (default 1000 ms). */
  intervalMs?: number;
  /** Give up after this long (default 5 minutes); the last job seen is returned, still unfinished. */
  maxWaitMs?: number;
}

const IMAGE_EXTENSIONS: Record<string, string> = { 'image/png': '.png', 'image/jpeg': '.jpg', 'image/gif': '.gif', 'image/webp': '.webp' };

export class VerifyApi {
  private readonly http: Transport;

  constructor(http: Transport) {
    this.http = http;
  }

  naturalLanguage(body: NaturalLanguageRequest, options?: CallOptions): Promise<VerdictResponse<NaturalLanguageResult>> {
    return this.http.request({ method: 'POST', path: '/verify/natural_language', json: body }, options);
  }

  math(body: MathRequest, options?: CallOptions): Promise<VerdictResponse<MathResult>> {
    return this.http.request({ method: 'POST', path: '/verify/math', json: body }, options);
  }

  /** Note: a BLOCKED logic query is answered 403 and therefore thrown as a `VerdictApiError` with code `BLOCKED`. */
  logic(body: LogicRequest, options?: CallOptions): Promise<VerdictResponse<LogicResult>> {
    return this.http.request({ method: 'POST', path: '/verify/logic', json: body }, options);
  }

  code(body: CodeRequest, options?: CallOptions): Promise<VerdictResponse<CodeResult>> {
    return this.http.request({ method: 'POST', path: '/verify/code', json: body }, options);
  }

  sql(body: SqlRequest, options?: CallOptions): Promise<VerdictResponse<SqlResult>> {
    return this.http.request({ method: 'POST', path: '/verify/sql', json: body }, options);
  }

  fact(body: FactRequest, options?: CallOptions): Promise<VerdictResponse<FactResult>> {
    return this.http.request({ method: 'POST', path: '/verify/fact', json: body }, options);
  }

  /** Multipart upload with parts `image` (file) and `claim` (text). */
  image(input: ImageUploadInput, options?: CallOptions): Promise<VerdictResponse<ImageResult>> {
    const form = new FormData();
    form.append('image', input.image, input.filename ?? `image${IMAGE_EXTENSIONS[input.image.type] ?? ''}`);
    form.append('claim', input.claim);
    if (input.options !== undefined) form.append('options', JSON.stringify(input.options));
    return this.http.request({ method: 'POST', path: '/verify/image', form }, options);
  }

  /** Multipart upload with parts `file` (CSV) and `query` (text). */
  stats(input: StatsUploadInput, options?: CallOptions): Promise<VerdictResponse<StatsResult>> {
    const form = new FormData();
    const file = typeof input.file === 'string' ? new Blob([input.file], { type: 'text/csv' }) : input.file;
    form.append('file', file, input.filename ?? 'data.csv');
    form.append('query', input.query);
    if (input.options !== undefined) form.append('options', JSON.stringify(input.options));
    return this.http.request({ method: 'POST', path: '/verify/stats', form }, options);
  }

  process(body: ProcessRequest, options?: CallOptions): Promise<VerdictResponse<ProcessResult>> {
    return this.http.request({ method: 'POST', path: '/verify/process', json: body }, options);
  }

  rag(body: RagRequest, options?: CallOptions): Promise<VerdictResponse<RagResult>> {
    return this.http.request({ method: 'POST', path: '/verify/rag', json: body }, options);
  }

  consensus(body: ConsensusRequest, options?: CallOptions): Promise<VerdictResponse<ConsensusResult>> {
    return this.http.request({ method: 'POST', path: '/verify/consensus', json: body }, options);
  }

  /** Up to 100 items. Synchronous (200, `completed`) unless `async: true` (202, `queued`; poll with `getBatch`). */
  batch(items: BatchItem[], options: BatchOptions = {}): Promise<VerdictResponse<BatchJob>> {
    const { idempotencyKey, async: asynchronous, ...call } = options;
    const headers: Record<string, string> = {};
    if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;
    const json = asynchronous === undefined ? { items } : { items, async: asynchronous };
    return this.http.request({ method: 'POST', path: '/verify/batch', json, headers }, call);
  }

  getBatch(jobId: string, options?: CallOptions): Promise<VerdictResponse<BatchJob>> {
    return this.http.request({ method: 'GET', path: `/verify/batch/${segment(jobId)}` }, options);
  }

  /** Polls `getBatch` until the job is `completed` or `failed` (or `maxWaitMs` passes). */
  async waitForBatch(jobId: string, options: WaitForBatchOptions = {}): Promise<VerdictResponse<BatchJob>> {
    const { intervalMs = 1000, maxWaitMs = 300_000, ...call } = options;
    const deadline = Date.now() + maxWaitMs;
    for (;;) {
      const response = await this.getBatch(jobId, call);
      const { status } = response.data;
      if (status === 'completed' || status === 'failed' || Date.now() + intervalMs > deadline) return response;
      await sleep(intervalMs, call.signal);
    }
  }
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    // On abort, resolve early: the next getBatch call sees the aborted signal and throws VerdictNetworkError('aborted').
    signal?.addEventListener('abort', done, { once: true });
  });
}
