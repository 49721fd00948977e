import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { MCP_TOOLS, type RouteCall } from './mcp-tools.ts';

/** Sends a tool's HTTP request through the API itself, with the caller's credential. */
export type RouteDispatch = (call: RouteCall) => Promise<Response>;

const INSTRUCTIONS =
  'Verdict checks claims with deterministic engines. Call the verify_* tool that matches the claim; a VERIFIED or ' +
  'is_valid answer was established exactly, anything it could not establish comes back as UNKNOWN, INCONCLUSIVE or ' +
  'false with its evidence. Ask for options.include_attestation to get a signed, offline-checkable attestation.';

/**
 * An MCP server exposing the verification engines. A tool call is not a second implementation: it is dispatched as
 * the HTTP request of the matching route (same contract, authentication, scopes, rate limit, logs and audit), and
 * the route's answer becomes the tool result: the JSON body as structured content and text, `isError` for problems.
 */
export function createMcpServer(dispatch: RouteDispatch, version: string): McpServer {
  const server = new McpServer({ name: 'verdict', title: 'Verdict', version }, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
  for (const tool of MCP_TOOLS) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.input,
        annotations: { title: tool.title, readOnlyHint: tool.readOnly, openWorldHint: false },
      },
      async (args: Record<string, unknown>) => toolResult(await dispatch(tool.toRoute(args))),
    );
  }
  return server;
}

async function toolResult(response: Response): Promise<CallToolResult> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  // A problem (RFC 9457) is a failed call; any other body is a verdict, even with a 4xx such as logic's 403 BLOCKED.
  const isError = response.status >= 400 && (response.headers.get('content-type') ?? '').includes('problem+json');
  const structured = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  return {
    content: [{ type: 'text', text: structured ? JSON.stringify(structured) : text }],
    ...(structured ? { structuredContent: structured } : {}),
    ...(isError ? { isError: true } : {}),
    _meta: { http_status: response.status, request_id: response.headers.get('x-request-id') },
  };
}
