import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  isJSONRPCErrorResponse,
  isJSONRPCRequest,
  isJSONRPCResultResponse,
  type JSONRPCMessage,
  ListToolsRequestSchema,
  McpError,
  type MessageExtraInfo,
  type RequestId,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { toolDefinitions } from './mcp-schemas.ts';
// Types only: this module is loaded on first use (routes/mcp.ts), and a value import would pull every engine into that
// lazily loaded chunk, where the bundler can no longer drop their unused code.
import type { McpTool, ToolAnswer } from './mcp-tools.ts';

/** Runs one tool for the request it came with (that request's caller, ids and clock): services/mcp-tools.ts `executeTool`. */
export type ToolRunner = (tool: McpTool, args: Record<string, unknown>) => Promise<ToolAnswer>;

const INSTRUCTIONS =
  'Verdict checks claims with deterministic engines. Call the verify_* tool that matches the claim; a VERIFIED or ' +
  'is_valid answer was established exactly, anything it could not establish comes back as UNKNOWN, INCONCLUSIVE or ' +
  'false with its evidence. Ask for options.include_attestation to get a signed, offline-checkable attestation.';

/**
 * The isolate's one MCP server and the path from it back to the HTTP request each message came from.
 *
 * The SDK's Server (protocol handling) is built once per isolate: its tool list, with JSON Schemas generated from the
 * contracts, is computed on first use and kept. Each POST still gets its own Streamable HTTP transport, which checks
 * the headers and turns the JSON-RPC responses into the HTTP answer; an exchange router between the transports and
 * the server renames request ids so that concurrent requests, whose clients all count from 1, never collide, and
 * carries each request's tool runner (its caller and dependencies) to the tool handler.
 */
class ExchangeRouter implements Transport {
  onmessage?: (message: JSONRPCMessage, extra?: MessageExtraInfo) => void;
  onclose?: () => void;
  onerror?: (error: Error) => void;
  #next = 0;
  readonly #open = new Map<string, { id: RequestId; reply: (message: JSONRPCMessage) => Promise<void>; runTool: ToolRunner }>();

  async start(): Promise<void> {}

  async close(): Promise<void> {
    this.onclose?.();
  }

  /** A message from the server. Only responses are routed; a stateless server sends no notifications of its own. */
  async send(message: JSONRPCMessage): Promise<void> {
    if (!isJSONRPCResultResponse(message) && !isJSONRPCErrorResponse(message)) return;
    const key = String(message.id);
    const exchange = this.#open.get(key);
    if (!exchange) return;
    this.#open.delete(key);
    await exchange.reply({ ...message, id: exchange.id });
  }

  /** A message from a client, with the way back to its HTTP request. */
  deliver(message: JSONRPCMessage, extra: MessageExtraInfo | undefined, reply: (m: JSONRPCMessage) => Promise<void>, runTool: ToolRunner) {
    if (!isJSONRPCRequest(message)) {
      this.onmessage?.(message, extra);
      return;
    }
    this.#next += 1;
    const key = `r${this.#next}`;
    this.#open.set(key, { id: message.id, reply, runTool });
    this.onmessage?.({ ...message, id: key }, extra);
  }

  toolRunnerOf(id: RequestId): ToolRunner | undefined {
    return this.#open.get(String(id))?.runTool;
  }
}

let isolate: Promise<ExchangeRouter> | null = null;

function isolateServer(version: string, catalogue: readonly McpTool[]): Promise<ExchangeRouter> {
  isolate ??= (async () => {
    const router = new ExchangeRouter();
    const server = new Server({ name: 'verdict', title: 'Verdict', version }, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
    let tools: Tool[] | null = null;
    const byName = new Map(catalogue.map((tool) => [tool.name, tool]));
    server.setRequestHandler(ListToolsRequestSchema, () => {
      tools ??= toolDefinitions(catalogue);
      return { tools };
    });
    server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
      const tool = byName.get(request.params.name);
      if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);
      const runTool = router.toolRunnerOf(extra.requestId);
      if (!runTool) throw new McpError(ErrorCode.InternalError, 'The request that called this tool is gone');
      // Arguments are checked against the route's contract before anything runs; a failure is a tool error the model
      // can read and correct.
      const parsed = tool.input.safeParse(request.params.arguments ?? {});
      if (!parsed.success) {
        const fields = parsed.error.issues.slice(0, 20).map((issue) => `${issue.path.join('.') || '(arguments)'}: ${issue.message}`);
        return { content: [{ type: 'text', text: `Invalid arguments for ${tool.name}: ${fields.join('; ')}` }], isError: true };
      }
      return toolResult(await runTool(tool, parsed.data));
    });
    await server.connect(router);
    return router;
  })();
  // A failed start is not kept: the next request tries again.
  isolate.catch(() => {
    isolate = null;
  });
  return isolate;
}

/**
 * Answers one `POST /mcp` (Streamable HTTP, stateless, JSON responses) with the isolate's server. A tool call is not a
 * second implementation: `runTool` runs the service of the matching route (same contract, scope, audit, attestation
 * and metrics), and the route's answer becomes the tool result.
 */
export async function handleMcpRequest(
  request: Request,
  body: unknown,
  catalogue: readonly McpTool[],
  runTool: ToolRunner,
  version: string,
): Promise<Response> {
  const router = await isolateServer(version, catalogue);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  transport.onmessage = (message, extra) => router.deliver(message, extra, (reply) => transport.send(reply), runTool);
  return transport.handleRequest(request, { parsedBody: body });
}

/**
 * A verdict (any JSON body that is not an RFC 9457 problem, even with a 4xx such as logic's 403 BLOCKED) becomes
 * `structuredContent`, which matches the tool's output schema. A problem is a tool error: its JSON is the text content,
 * with no structured content (clients hold structured content to the output schema, which describes verdicts).
 */
function toolResult(answer: ToolAnswer): CallToolResult {
  const { body } = answer;
  const object = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  const meta: Record<string, unknown> = { http_status: answer.status, request_id: answer.requestId };
  if (answer.problem || !object) {
    if (object && typeof object.code === 'string') meta.problem_code = object.code;
    return { content: [{ type: 'text', text: JSON.stringify(body) }], isError: true, _meta: meta };
  }
  return {
    content: [{ type: 'text', text: JSON.stringify(object) }],
    structuredContent: object,
    // rag's spec-mandated 500 (verified:false, INTERNAL_VERIFICATION_ERROR) is a verdict shape but a failed check.
    ...(answer.status >= 500 ? { isError: true } : {}),
    _meta: meta,
  };
}
