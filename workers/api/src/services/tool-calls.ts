import type { AgentRow } from '@verdict/db';
import {
  classifyTool,
  decideToolCall,
  type ToolRiskLevel as RiskLevel,
  raiseRisk as raise,
  scanExfiltration,
  scanToolDefinition,
  toolDefinitionHash,
} from '@verdict/guards';
import { agentBlocked, agentSession, recordAgentEvent } from './agents.ts';
import type { ServiceDeps } from './deps.ts';
import { engineRunner } from './engines/index.ts';

/** Baseline risk of each tool category before its parameters are inspected. Unknown tools start high. */
const BASELINE: Record<string, RiskLevel> = {
  read: 'low',
  write: 'medium',
  network: 'medium',
  delete: 'high',
  execute: 'high',
  payment: 'high',
  unknown: 'high',
};

/**
 * Risk evaluation of a tool call before the agent executes it: the tool is classified, its parameters go through the
 * exfiltration guard and, where they carry SQL or code, through those engines; the decision depends on the agent type.
 * Unknown tools are never auto-approved (see `decideToolCall`).
 */
export async function evaluateToolCall(
  deps: ServiceDeps,
  agent: AgentRow,
  toolName: string,
  body: { tool_params: Record<string, unknown>; tool_schema?: Record<string, unknown> | undefined },
) {
  const params = body.tool_params;
  const classification = classifyTool(toolName, params);
  let risk: RiskLevel = BASELINE[classification.category] ?? 'high';
  const reasons = [...classification.reasons];

  const exfiltration = scanExfiltration(params);
  for (const finding of exfiltration) {
    risk = 'critical';
    reasons.push(`exfiltration check ${finding.rule}: ${finding.message}`);
  }
  if (body.tool_schema) {
    for (const finding of scanToolDefinition(body.tool_schema)) {
      risk = 'critical';
      reasons.push(`tool definition check ${finding.rule}: ${finding.message}`);
    }
    const pin = await agentSession(deps, agent).checkToolPin(
      toolName,
      await toolDefinitionHash(body.tool_schema),
      deps.clock.now().getTime(),
    );
    if (pin === 'changed') {
      risk = 'critical';
      reasons.push('tool definition changed since it was first used (TOOL-PIN-CHANGED)');
    }
  }

  if (
    typeof params.query === 'string' &&
    (typeof params.dialect === 'string' ||
      /^\s*(select|insert|update|delete|drop|alter|truncate|with|create|grant|attach|pragma)\b/i.test(params.query))
  ) {
    const sql = engineRunner('sql');
    if (sql) {
      const outcome = await sql(deps, {
        query: params.query,
        params: { schema_ddl: typeof params.schema_ddl === 'string' ? params.schema_ddl : '', dialect: params.dialect, safety_only: true },
      });
      const issues = (outcome.result.issues as Array<{ code: string; message: string }> | undefined) ?? [];
      for (const issue of issues) {
        const level: RiskLevel = /DESTRUCTIVE|STACKED|TAUTOLOGY|UNION|COMMENT/.test(issue.code)
          ? 'critical'
          : /WRITE/.test(issue.code)
            ? 'high'
            : 'medium';
        risk = raise(risk, level);
        reasons.push(`sql ${issue.code}: ${issue.message}`);
      }
    }
  }
  if (typeof params.code === 'string') {
    const code = engineRunner('code');
    if (code) {
      const outcome = await code(deps, { query: params.code, params: { language: params.language } });
      const findings = (outcome.result.vulnerabilities as Array<{ severity: string; rule_id?: string; type: string }> | undefined) ?? [];
      for (const f of findings) {
        risk = raise(risk, f.severity === 'critical' ? 'critical' : f.severity === 'high' ? 'high' : 'medium');
        reasons.push(`code ${f.rule_id ?? f.type} (${f.severity})`);
      }
    }
  }

  const decision = decideToolCall(classification.category, risk, agent.type);
  if (reasons.length === 0) reasons.push(`${classification.category} tool with no findings`);
  const auditId = await recordAgentEvent(deps, agent, {
    type: 'tool_call',
    description: `Tool ${toolName} (${classification.category}, ${risk}): ${decision}`,
    status: decision === 'allow' ? 'success' : decision === 'deny' ? 'blocked' : 'pending_approval',
    cost: 0,
    outcome: decision === 'deny' ? 'blocked' : 'success',
    action: 'agent.tool_call',
    details: { tool: toolName, category: classification.category, risk_level: risk, decision, rule: exfiltration[0]?.rule ?? null },
  });
  if (decision === 'deny') await agentBlocked(deps, agent, 'TOOL_CALL_DENIED', { conversationId: null, stepNumber: null });
  return { tool_name: toolName, category: classification.category, risk_level: risk, decision, reasons, audit_id: auditId };
}
