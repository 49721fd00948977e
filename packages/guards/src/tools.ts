/** Classification of agent tool calls and the approval table. */

export type ToolCategory = 'read' | 'write' | 'delete' | 'execute' | 'network' | 'payment' | 'unknown';
export type ToolRiskLevel = 'low' | 'medium' | 'high' | 'critical';
export type AgentType = 'autonomous' | 'semi_autonomous' | 'assistant';
export type ToolDecision = 'allow' | 'deny' | 'require_approval';

export interface ToolClassification {
  category: ToolCategory;
  reasons: string[];
  /** Whether a network call carries a request body or message (drives the semi-autonomous rule). */
  sendsData: boolean;
}

/** Most dangerous first: when several signals disagree, the most dangerous one wins. */
const PRIORITY: ToolCategory[] = ['payment', 'delete', 'execute', 'network', 'write', 'read'];

/** Verbs decide; nouns (payment, email, shell, …) decide only when the name has no recognised verb ("get_payment"). */
const VERBS: Record<string, Exclude<ToolCategory, 'unknown'>> = {};
const NOUNS: Record<string, Exclude<ToolCategory, 'unknown'>> = {};
const put = (table: Record<string, Exclude<ToolCategory, 'unknown'>>, category: Exclude<ToolCategory, 'unknown'>, words: string) => {
  for (const w of words.split(' ')) table[w] = category;
};
put(
  VERBS,
  'read',
  'get list read search find lookup query show describe view count inspect browse retrieve select explain check verify validate compute calculate convert summarize summarise translate analyze analyse preview peek stat ls cat head tail grep diff fetchinfo lint parse format render',
);
put(
  VERBS,
  'write',
  'create update write insert add set put patch edit modify save append rename move copy upsert register assign enable disable configure commit merge import store schedule approve close archive label tag replace mkdir touch',
);
put(VERBS, 'delete', 'delete remove drop destroy purge truncate erase wipe rm rmdir unlink uninstall del revoke');
put(VERBS, 'execute', 'exec execute run shell eval bash sh cmd spawn sudo powershell pwsh terminal subprocess system');
put(
  VERBS,
  'network',
  'http https fetch request post send curl wget upload download notify sms tweet publish broadcast forward ping crawl scrape navigate webhook email mail smtp',
);
put(VERBS, 'payment', 'pay transfer charge refund payout purchase buy checkout withdraw deposit wire invoice bill');
put(NOUNS, 'payment', 'payment payments billing subscription funds money wallet');
put(NOUNS, 'network', 'url api message messages slack discord telegram socket ftp');
put(NOUNS, 'execute', 'code script command python node process');
put(NOUNS, 'write', 'file files');

/** Splits `runSQLQuery`, `http-post`, `files.delete` into lower-case tokens. */
export function nameTokens(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Removes string literals and comments so keywords inside them ("status = 'deleted'") do not count. */
function sqlCode(sql: string): string {
  return sql.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|`[^`]*`/g, "''").replace(/--[^\n]*|\/\*[\s\S]*?\*\//g, ' ');
}

export function sqlCategory(sql: string): 'read' | 'write' | 'delete' | null {
  const code = sqlCode(sql);
  if (
    /\b(?:delete\s+from|drop\s+(?:table|database|schema|index|view|trigger|function|procedure|user|role)|truncate(?:\s+table)?\s+\w)\b/i.test(
      code,
    )
  )
    return 'delete';
  if (
    /\b(?:insert\s+(?:or\s+\w+\s+)?into|update\s+[\w."`[\]]+\s+set|merge\s+into|upsert|replace\s+into|create\s+(?:or\s+replace\s+)?(?:temp(?:orary)?\s+)?(?:table|index|view|database|schema|trigger|function|procedure|user|role)|alter\s+\w+|grant\s|revoke\s|attach\s+database|pragma\s+\w+\s*=|copy\s+\w+\s+from|load\s+data)\b/i.test(
      code,
    )
  )
    return 'write';
  if (/^\s*(?:select|with|explain|show|describe|desc|pragma|values)\b/i.test(code)) return 'read';
  return null;
}

function pick(categories: Iterable<ToolCategory>): ToolCategory {
  const set = new Set(categories);
  return PRIORITY.find((c) => set.has(c)) ?? 'unknown';
}

const URL_KEYS = /^(?:url|uri|href|endpoint|webhook|webhook_url|callback|callback_url|target_url|link|host|hostname)$/i;
const COMMAND_KEYS = /^(?:command|cmd|shell|script|argv|args_shell|bash|powershell|exec)$/i;
const BODY_KEYS = /^(?:body|data|payload|content|json|form|message|text|html|attachment|attachments|file|files)$/i;
const SQL_TOKENS = new Set(['sql', 'query', 'db', 'database', 'table', 'tables']);

/**
 * Classifies a tool call by its name tokens and its parameters. Parameters can only raise the category (a `url`
 * makes it network, a `command` execute, SQL write keywords write/delete), with one exception: for database tools
 * (`run_sql`, `execute_query`) the SQL in `query`/`sql` decides, because there "run" is how every query is issued.
 */
export function classifyTool(toolName: string, params: Record<string, unknown>): ToolClassification {
  const reasons: string[] = [];
  const tokens = nameTokens(toolName);
  const verbHits = tokens.filter((t) => VERBS[t]);
  const nounHits = tokens.filter((t) => NOUNS[t]);
  let category: ToolCategory = 'unknown';
  if (verbHits.length > 0) {
    category = pick(verbHits.flatMap((t) => VERBS[t] ?? []));
    reasons.push(`name token${verbHits.length > 1 ? 's' : ''} ${verbHits.map((t) => `"${t}"`).join(', ')} → ${category}`);
  } else if (nounHits.length > 0) {
    category = pick(nounHits.flatMap((t) => NOUNS[t] ?? []));
    reasons.push(`name token${nounHits.length > 1 ? 's' : ''} ${nounHits.map((t) => `"${t}"`).join(', ')} → ${category}`);
  } else {
    reasons.push('tool name not recognised → unknown');
  }

  const sql = [params.query, params.sql, params.statement].find((v): v is string => typeof v === 'string');
  const sqlKind = sql === undefined ? null : sqlCategory(sql);
  if (sqlKind) {
    const databaseTool = tokens.some((t) => SQL_TOKENS.has(t));
    if (databaseTool && (category === 'execute' || category === 'unknown' || category === 'read')) {
      category = sqlKind;
      reasons.push(`SQL statement → ${sqlKind}`);
    } else if (sqlKind !== 'read' && category !== 'unknown') {
      const raised = pick([category, sqlKind]);
      if (raised !== category) reasons.push(`SQL ${sqlKind} keywords in parameters → ${raised}`);
      category = raised;
    }
  }
  const raise = (to: ToolCategory, why: string) => {
    if (category === 'unknown') return reasons.push(`${why} (tool stays unknown)`);
    const raised = pick([category, to]);
    if (raised !== category) reasons.push(`${why} → ${raised}`);
    category = raised;
  };
  const keys = Object.keys(params);
  const urlKey = keys.find(
    (k) => URL_KEYS.test(k) && typeof params[k] === 'string' && /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(params[k] as string),
  );
  if (urlKey) raise('network', `parameter "${urlKey}" is a URL`);
  const commandKey = keys.find((k) => COMMAND_KEYS.test(k) && params[k] !== undefined && params[k] !== null && params[k] !== '');
  if (commandKey) raise('execute', `parameter "${commandKey}" is a command`);
  const sendsData =
    keys.some((k) => BODY_KEYS.test(k) && params[k] !== undefined && params[k] !== null && params[k] !== '') ||
    /\b(?:post|put|patch|send|upload|email|mail|sms|publish|webhook|forward)\b/.test(tokens.join(' '));
  if (category === 'network') reasons.push(sendsData ? 'network call carries data' : 'network call without a body');
  return { category, reasons, sendsData: category === 'network' ? sendsData : false };
}

const RISK_ORDER: ToolRiskLevel[] = ['low', 'medium', 'high', 'critical'];
const atMost = (risk: ToolRiskLevel, ceiling: ToolRiskLevel) => RISK_ORDER.indexOf(risk) <= RISK_ORDER.indexOf(ceiling);

/** The higher of two risk levels: findings only ever raise a tool call's risk. */
export const raiseRisk = (current: ToolRiskLevel, to: ToolRiskLevel): ToolRiskLevel => (atMost(to, current) ? current : to);

/**
 * Approval table (risk = the caller's assessed risk level; "≤ medium" means low or medium):
 *
 * | category            | autonomous              | semi_autonomous          | assistant               |
 * |---------------------|-------------------------|--------------------------|-------------------------|
 * | read                | allow (≤ high)          | allow (≤ high)           | allow (≤ medium)        |
 * | write               | allow (≤ medium)        | allow (≤ medium)         | approval                |
 * | network, no data    | allow (≤ medium)        | allow (≤ medium)         | approval                |
 * | network, with data  | allow (≤ medium)        | approval                 | approval                |
 * | delete              | approval                | approval                 | approval                |
 * | execute             | approval                | approval                 | approval                |
 * | payment             | approval                | approval                 | approval                |
 * | unknown             | approval                | approval                 | approval                |
 *
 * Everything outside its ceiling needs approval; critical risk is always denied. Unknown tools are never auto-approved.
 * An unrecognised agent type is treated as `assistant` (the most supervised). `networkSendsData` defaults to true
 * (assume the call sends data unless the classifier said otherwise).
 */
export function decideToolCall(
  category: ToolCategory,
  riskLevel: ToolRiskLevel,
  agentType: AgentType | string,
  options: { networkSendsData?: boolean } = {},
): ToolDecision {
  const risk: ToolRiskLevel = RISK_ORDER.includes(riskLevel) ? riskLevel : 'critical';
  if (risk === 'critical') return 'deny';
  const type: AgentType = agentType === 'autonomous' || agentType === 'semi_autonomous' ? agentType : 'assistant';
  const sendsData = options.networkSendsData ?? true;
  const allowIf = (ceiling: ToolRiskLevel): ToolDecision => (atMost(risk, ceiling) ? 'allow' : 'require_approval');
  switch (category) {
    case 'read':
      return allowIf(type === 'assistant' ? 'medium' : 'high');
    case 'write':
      return type === 'assistant' ? 'require_approval' : allowIf('medium');
    case 'network':
      if (type === 'assistant') return 'require_approval';
      if (type === 'semi_autonomous' && sendsData) return 'require_approval';
      return allowIf('medium');
    default:
      return 'require_approval';
  }
}
