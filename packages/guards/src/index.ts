export { type ExfiltrationOptions, scanExfiltration } from './exfiltration.ts';
export { type InjectionScreen, screenPromptInjection } from './injection.ts';
export { GUARD_LIMITS } from './limits.ts';
export { normaliseAction } from './loop.ts';
export { DEFAULT_ALLOWED_HOSTS, KNOWN_EXFIL_HOSTS } from './network.ts';
export { toolDefinitionHash } from './pinning.ts';
export { scanToolDefinition, type ToolDefinitionOptions } from './poisoning.ts';
export { redactObject, redactPii } from './redact.ts';
export {
  type AgentType,
  classifyTool,
  decideToolCall,
  raiseRisk,
  sqlCategory,
  type ToolCategory,
  type ToolClassification,
  type ToolDecision,
  type ToolRiskLevel,
} from './tools.ts';
export type { GuardCategory, GuardFinding, GuardSeverity, PoisoningCategory } from './types.ts';
export { GuardLimitError } from './types.ts';
