export type { GuardCategory, GuardFinding, GuardSeverity, PoisoningCategory } from './types.ts';
export { scanExfiltration, type ExfiltrationOptions } from './exfiltration.ts';
export { DEFAULT_ALLOWED_HOSTS, KNOWN_EXFIL_HOSTS } from './network.ts';
export { scanToolDefinition, type ToolDefinitionOptions } from './poisoning.ts';
export { canonicalJson, toolDefinitionHash } from './pinning.ts';
export { screenPromptInjection, type InjectionScreen } from './injection.ts';
export { redactObject, redactPii } from './redact.ts';
export {
  classifyTool,
  decideToolCall,
  raiseRisk,
  sqlCategory,
  type AgentType,
  type ToolCategory,
  type ToolClassification,
  type ToolDecision,
  type ToolRiskLevel,
} from './tools.ts';
export { normaliseAction } from './loop.ts';
