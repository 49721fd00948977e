import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app.ts';
import { apiKey, call, env, newTenant } from './setup/harness.ts';

const app = createApp();

const accept = { accept: 'application/json, text/event-stream' };
const rpc = (id: number, method: string, params: unknown = {}) => ({ jsonrpc: '2.0', id, method, params });

describe('POST /mcp (workerd)', () => {
  it('initializes, lists the tools with their contract schemas, and calls one through the HTTP route', async () => {
    const t = await newTenant();
    const headers = { ...apiKey(t), ...accept };
    const init = await call('POST', '/mcp', {
      headers,
      body: rpc(1, 'initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } }),
    });
    expect(init.status, init.text).toBe(200);
    expect(init.json.result.serverInfo.name).toBe('verdict');
    expect(init.headers.get('ratelimit-limit')).not.toBeNull();

    const list = await call('POST', '/mcp', { headers, body: rpc(2, 'tools/list') });
    expect(list.status, list.text).toBe(200);
    const tools = list.json.result.tools as Array<{
      name: string;
      inputSchema: { properties: Record<string, unknown>; required?: string[] };
    }>;
    const math = tools.find((x) => x.name === 'verify_math');
    expect(math?.inputSchema.properties).toHaveProperty('expression');
    expect(math?.inputSchema.required).toContain('expression');

    const res = await call('POST', '/mcp', {
      headers,
      body: rpc(3, 'tools/call', { name: 'verify_math', arguments: { expression: '2+2=4', options: { include_attestation: true } } }),
    });
    expect(res.status, res.text).toBe(200);
    const result = res.json.result;
    expect(result.isError).toBeUndefined();
    expect(result.structuredContent).toMatchObject({ is_valid: true });
    expect(typeof result.structuredContent.attestation).toBe('string');
    // The tool call is logged like the route's own request (its rows are written after the /mcp response).
    const logs = await call('GET', '/v1/logs', { headers: apiKey(t) });
    expect(logs.json.logs.map((l: { query: string }) => l.query)).toContain('2+2=4');
  });

  it('keeps one server per isolate, and answers concurrent requests whose ids collide each with its own result', async () => {
    const t = await newTenant();
    const headers = { ...apiKey(t), ...accept };
    await call('POST', '/mcp', { headers, body: rpc(1, 'tools/list') });
    const connect = vi.spyOn(Server.prototype, 'connect');
    const expressions = ['1+1', '2+2', '3+3', '4+4'];
    const answers = await Promise.all(
      expressions.map((expression) =>
        call('POST', '/mcp', { headers, body: rpc(1, 'tools/call', { name: 'verify_math', arguments: { expression } }) }),
      ),
    );
    expect(answers.map((a) => [a.json.id, a.json.result.structuredContent.value])).toEqual([
      [1, 2],
      [1, 4],
      [1, 6],
      [1, 8],
    ]);
    // A batch with the same id twice is answered per message too.
    const batch = await call('POST', '/mcp', { headers, body: [rpc(7, 'ping'), rpc(8, 'tools/list')] });
    expect(batch.json.map((m: { id: number }) => m.id)).toEqual([7, 8]);
    expect(connect).not.toHaveBeenCalled();
    connect.mockRestore();
  });

  it('gives every tool an output schema and annotations, and refuses invalid arguments with a readable tool error', async () => {
    const t = await newTenant();
    const headers = { ...apiKey(t), ...accept };
    const list = await call('POST', '/mcp', { headers, body: rpc(1, 'tools/list') });
    for (const tool of list.json.result.tools) {
      expect(tool.outputSchema?.type, tool.name).toBe('object');
      expect(tool.annotations, tool.name).toMatchObject({ readOnlyHint: true, destructiveHint: false, idempotentHint: true });
      expect(typeof tool.annotations.openWorldHint, tool.name).toBe('boolean');
    }
    const bad = await call('POST', '/mcp', { headers, body: rpc(2, 'tools/call', { name: 'verify_math', arguments: { expression: 42 } }) });
    expect(bad.json.result).toMatchObject({ isError: true });
    expect(bad.json.result.content[0].text).toMatch(/^Invalid arguments for verify_math: expression: /);
    expect(bad.json.result.structuredContent).toBeUndefined();
    const unknown = await call('POST', '/mcp', { headers, body: rpc(3, 'tools/call', { name: 'verify_everything', arguments: {} }) });
    expect(unknown.json.error).toMatchObject({ code: -32602 });
  });

  it('refuses a request without an API key (401 with a challenge) or with only a bearer token', async () => {
    const res = await call('POST', '/mcp', { headers: accept, body: rpc(1, 'tools/list') });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('ApiKey realm="verdict", header="X-API-Key"');
    const t = await newTenant();
    const withBearer = await call('POST', '/mcp', {
      headers: { ...accept, authorization: `Bearer ${t.token}` },
      body: rpc(1, 'tools/list'),
    });
    expect(withBearer.status).toBe(401);
  });

  it('is stateless: GET (server-sent event stream) and DELETE (session end) answer 405 with Allow', async () => {
    for (const method of ['GET', 'DELETE']) {
      const res = await call(method, '/mcp');
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('OPTIONS, POST');
    }
  });

  it('charges one rate-limit token per protocol message, and a tool call exactly what its route charges', async () => {
    const t = await newTenant();
    // Five tokens a minute: no refill happens during the test.
    const send = async (path: string, body: unknown) => {
      const ctx = createExecutionContext();
      const init = { method: 'POST', headers: { ...apiKey(t), ...accept, 'content-type': 'application/json' }, body: JSON.stringify(body) };
      const res = await app.request(`http://verdict.test${path}`, init, { ...env, RATE_LIMIT_PER_MINUTE: '5' }, ctx);
      await waitOnExecutionContext(ctx);
      return res;
    };
    const list = await send('/mcp', rpc(1, 'tools/list'));
    expect(list.headers.get('ratelimit-remaining')).toBe('4');
    const toolCall = await send('/mcp', rpc(2, 'tools/call', { name: 'verify_math', arguments: { expression: '1+1' } }));
    expect(toolCall.status).toBe(200);
    const direct = await send('/v1/verify/math', { expression: '1+1' });
    expect(direct.headers.get('ratelimit-remaining')).toBe('2');
  });
});
