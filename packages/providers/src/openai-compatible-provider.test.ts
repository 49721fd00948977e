import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpenAICompatibleProvider } from './openai-compatible-provider.ts';
import { ProviderError } from './provider-error.ts';
import { translateLogic } from './translate-logic.ts';
import { translateMath } from './translate-math.ts';

const chat = (content: string) =>
  JSON.stringify({ id: 'x', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content } }] });

async function kindOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (e) {
    return e instanceof ProviderError ? e.kind : `other: ${String(e)}`;
  }
}

describe('OpenAICompatibleProvider with a fake fetch', () => {
  it('sends the chat request and returns the message content', async () => {
    let seen: { url: string; init: RequestInit } | undefined;
    const provider = new OpenAICompatibleProvider({
      baseUrl: 'https://llm.example/v1/',
      apiKey: 'sk-test',
      model: 'm1',
      fetchImpl: async (url, init) => {
        seen = { url, init };
        return new Response(chat('hello'), { status: 200 });
      },
    });
    expect(await provider.complete({ system: 'S', user: 'U', jsonSchemaHint: '{}' })).toBe('hello');
    expect(seen?.url).toBe('https://llm.example/v1/chat/completions');
    expect((seen!.init.headers as Record<string, string>).authorization).toBe('Bearer sk-test');
    const body = JSON.parse(String(seen?.init.body));
    expect(body).toMatchObject({ model: 'm1', temperature: 0, response_format: { type: 'json_object' } });
    expect(body.messages).toEqual([
      { role: 'system', content: 'S' },
      { role: 'user', content: 'U' },
    ]);
  });

  it('maps HTTP 500 to kind http without exposing the body', async () => {
    const provider = new OpenAICompatibleProvider({
      baseUrl: 'https://llm.example/v1',
      model: 'm',
      fetchImpl: async () => new Response('secret internal trace sk-live-123', { status: 500 }),
    });
    const err = await provider.complete({ system: 's', user: 'u' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).kind).toBe('http');
    expect((err as ProviderError).httpStatus).toBe(500);
    expect(JSON.stringify({ ...(err as object), m: (err as Error).message })).not.toContain('secret');
  });

  it('maps a network failure to unavailable without its text', async () => {
    const provider = new OpenAICompatibleProvider({
      baseUrl: 'https://llm.example/v1',
      model: 'm',
      fetchImpl: async () => {
        throw new TypeError('getaddrinfo ENOTFOUND llm.example');
      },
    });
    const err = (await provider.complete({ system: 's', user: 'u' }).catch((e: unknown) => e)) as ProviderError;
    expect(err.kind).toBe('unavailable');
    expect(err.message).not.toContain('ENOTFOUND');
  });

  it('maps non-JSON and wrongly shaped bodies to invalid_output', async () => {
    for (const body of ['<html>not json</html>', '{"choices":[]}', chat('   ')]) {
      const provider = new OpenAICompatibleProvider({ baseUrl: 'https://x/v1', model: 'm', fetchImpl: async () => new Response(body) });
      expect(await kindOf(provider.complete({ system: 's', user: 'u' }))).toBe('invalid_output');
    }
  });

  it('times out a fetch that never answers (signal honoured)', async () => {
    const provider = new OpenAICompatibleProvider({
      baseUrl: 'https://x/v1',
      model: 'm',
      timeoutMs: 30,
      fetchImpl: (_url, init) =>
        new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    });
    expect(await kindOf(provider.complete({ system: 's', user: 'u' }))).toBe('timeout');
  });

  it('times out even when the fetch implementation ignores the signal', async () => {
    const provider = new OpenAICompatibleProvider({
      baseUrl: 'https://x/v1',
      model: 'm',
      timeoutMs: 30,
      fetchImpl: () => new Promise(() => {}),
    });
    const t = performance.now();
    expect(await kindOf(provider.complete({ system: 's', user: 'u' }))).toBe('timeout');
    expect(performance.now() - t).toBeLessThan(1000);
  });

  it("honours the caller's AbortSignal", async () => {
    const provider = new OpenAICompatibleProvider({ baseUrl: 'https://x/v1', model: 'm', fetchImpl: () => new Promise(() => {}) });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 10);
    expect(await kindOf(provider.complete({ system: 's', user: 'u' }, controller.signal))).toBe('timeout');
  });
});

describe('OpenAICompatibleProvider against a real local HTTP server', () => {
  let server: Server;
  let baseUrl: string;
  const requests: Array<{ path: string; auth: string | undefined; body: { messages: Array<{ content: string }> } }> = [];

  /** Emulates an OpenAI-compatible endpoint; the user message selects the behaviour. */
  function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const body = JSON.parse(raw) as { messages: Array<{ content: string }> };
    requests.push({ path: req.url ?? '', auth: req.headers.authorization, body });
    const user = body.messages[1]?.content ?? '';
    if (user === 'slow') return; // never answers: the client's deadline must fire
    if (user === 'boom') {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"internal stack trace"}}');
      return;
    }
    const content =
      user === 'What is 15% of 200?'
        ? 'Sure! ```json\n{"expression": "15/100*200", "claimed_answer": "30", "reasoning": "15 percent of 200", "confidence": 95}\n```'
        : user === 'capital of France?'
          ? '{"not_math": true, "reasoning": "geography"}'
          : user === 'garbage'
            ? 'I cannot answer that {not json'
            : user === 'x is an integer above 2'
              ? 'Here is the program:\n```lisp\n(declare x Int) (> x 2)\n```'
              : '{"expression": "1+1"}';
    res.writeHead(200, { 'content-type': 'application/json' }).end(chat(content));
  }

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => handle(req, res, raw));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const provider = () => new OpenAICompatibleProvider({ baseUrl, model: 'llama3', apiKey: 'k', timeoutMs: 200 });

  it('translates math through the endpoint and validates the JSON', async () => {
    const t = await translateMath(provider(), 'What is 15% of 200?');
    expect(t).toEqual({ expression: '15/100*200', claimed_answer: 30, reasoning: '15 percent of 200', confidence: 0.95 });
    const last = requests.at(-1);
    expect(last?.path).toBe('/v1/chat/completions');
    expect(last?.auth).toBe('Bearer k');
    expect(last?.body.messages[0]?.content).toContain('JSON');
  });

  it('reports not_math, invalid output, schema mismatch, HTTP 500 and timeouts as typed errors', async () => {
    expect(await kindOf(translateMath(provider(), 'capital of France?'))).toBe('not_math');
    expect(await kindOf(translateMath(provider(), 'garbage'))).toBe('invalid_output');
    expect(await kindOf(translateMath(provider(), 'missing fields'))).toBe('invalid_output');
    expect(await kindOf(translateMath(provider(), 'boom'))).toBe('http');
    expect(await kindOf(translateMath(provider(), 'slow'))).toBe('timeout');
  });

  it('extracts a logic program from fenced model output', async () => {
    expect(await translateLogic(provider(), 'x is an integer above 2')).toBe('(declare x Int) (> x 2)');
    expect(requests.at(-1)?.body.messages[0]?.content).toContain('(declare NAME Int)');
  });
});
