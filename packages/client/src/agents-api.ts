/**
 * `client.agents.*` (spec 4.3). Registration, listing and tool approval use the client's API key; an agent's own
 * calls (verify, toolCall, activity) send only `X-Agent-Token`: the per-call `agentToken`, else the client's.
 */
import { type CallOptions, segment, type Transport, type VerdictResponse } from './http.ts';
import type {
  AgentActivity,
  AgentList,
  AgentVerifyRequest,
  AgentVerifyResponse,
  ApproveToolRequest,
  RegisterAgentRequest,
  RegisteredAgent,
  ToolCallRequest,
  ToolCallResponse,
} from './types.ts';

export interface AgentCallOptions extends CallOptions {
  /** The agent's `svc_agent_…` token; defaults to the client's `agentToken`. */
  agentToken?: string;
}

export class AgentsApi {
  private readonly http: Transport;

  constructor(http: Transport) {
    this.http = http;
  }

  /** 201; `data.agent_token` is shown only this once. */
  register(body: RegisterAgentRequest, options?: CallOptions): Promise<VerdictResponse<RegisteredAgent>> {
    return this.http.request({ method: 'POST', path: '/agents/register', json: body }, options);
  }

  list(options?: CallOptions): Promise<VerdictResponse<AgentList>> {
    return this.http.request({ method: 'GET', path: '/agents' }, options);
  }

  /**
   * `context.conversation_id` and a strictly increasing `context.step_number` are mandatory. Replays are thrown as
   * `VerdictApiError` code `SVC-AGENT-LOOP-002` (409), repeats as `SVC-AGENT-LOOP-003` (403).
   */
  verify(
    agentId: number | string,
    body: AgentVerifyRequest,
    options: AgentCallOptions = {},
  ): Promise<VerdictResponse<AgentVerifyResponse>> {
    const { agentToken, ...call } = options;
    return this.http.request({ method: 'POST', path: `/agents/${segment(agentId)}/verify`, json: body, auth: 'agent', agentToken }, call);
  }

  /** Risk evaluation of a tool call before the agent executes it. */
  toolCall(
    agentId: number | string,
    toolName: string,
    body: ToolCallRequest = {},
    options: AgentCallOptions = {},
  ): Promise<VerdictResponse<ToolCallResponse>> {
    const { agentToken, ...call } = options;
    const path = `/agents/${segment(agentId)}/tools/${segment(toolName)}`;
    return this.http.request({ method: 'POST', path, json: body, auth: 'agent', agentToken }, call);
  }

  activity(agentId: number | string, options: AgentCallOptions & { limit?: number } = {}): Promise<VerdictResponse<AgentActivity>> {
    const { agentToken, limit, ...call } = options;
    return this.http.request(
      { method: 'GET', path: `/agents/${segment(agentId)}/activity`, query: { limit }, auth: 'agent', agentToken },
      call,
    );
  }

  /** Re-pins a changed tool definition (API key with `agent:write`). */
  approveTool(
    agentId: number | string,
    toolName: string,
    body: ApproveToolRequest,
    options?: CallOptions,
  ): Promise<VerdictResponse<ApproveToolRequest>> {
    const path = `/agents/${segment(agentId)}/tools/${segment(toolName)}/approve`;
    return this.http.request({ method: 'POST', path, json: body }, options);
  }
}
