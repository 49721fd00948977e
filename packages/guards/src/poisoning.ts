import { scanExfiltration } from './exfiltration.ts';
import { foldForMatching, matchInjection } from './injection.ts';
import { GUARD_LIMITS } from './limits.ts';
import { bytesToLatin1, decodeBase64, decodeTagCharacters, hiddenUnicodeKinds, printableRatio } from './text.ts';
import { classifyTool } from './tools.ts';
import { childPath, type GuardFinding } from './types.ts';

export interface ToolDefinitionOptions {
  /** Names of the other tools the agent already has; used for shadowing and name-collision checks. */
  knownToolNames?: string[];
  /** Longest accepted description (tool or parameter), in characters. Default 2,000. */
  maxDescriptionLength?: number;
}

interface TextEntry {
  text: string;
  path: string;
  /** The JSON key holding the text (`description`, `title`, …), or `(key)` for a property name. */
  key: string;
}

const MAX_NAME = 128;

/** Markup that only a model reads: `<IMPORTANT>`, `<SYSTEM>`, `<instructions>`, `<secret>` and friends. */
const MODEL_TAGS =
  /<\/?\s*(?:important|system|sys|instructions?|secret|hidden|admin|critical|note_to_(?:ai|model|assistant)|assistant|context)\s*>|\[(?:important|system|hidden)\]/i;

/** Telling the model to keep something from the user. */
const CONCEALMENT = [
  /\b(?:do not|don'?t|never|must not|should not|shouldn'?t)\s+(?:tell|inform|mention|reveal|disclose|show|notify|alert|let|warn)\b[^.\n]{0,40}\b(?:the )?users?\b/i,
  /\bwithout (?:telling|informing|notifying|asking|alerting|warning|letting|showing)\b[^.\n]{0,20}\busers?\b|\bwithout (?:the )?users?'?s? (?:knowledge|consent|noticing|knowing|awareness|permission)\b/i,
  /\b(?:the )?users? (?:must|should|will|need|needs|does|do) (?:not|never|n'?t)\s+(?:need to )?(?:know|see|notice|be told|find out|be informed|be aware)\b/i,
  /\b(?:hide|conceal|keep)\b[^.\n]{0,30}\b(?:from|secret from) (?:the )?users?\b/i,
  /\b(?:silently|secretly|covertly|quietly|discreetly|invisibly|stealthily|surreptitiously)\s+(?:\w+\s+){0,2}?(?:send|forward|upload|copy|include|call|read|add|attach|bcc|log|exfiltrate|transmit|post|append|collect|save|invoke|run|execute|change|modify|redirect|replace)\b/i,
  /\b(?:could|would|might|will) (?:upset|scare|alarm|worry|confuse|frighten) the user\b|\bnever (?:mention|reveal|disclose|acknowledge) (?:this|that|these)\b/i,
];

/** Files and stores that hold credentials; no tool description has a reason to name them. */
const SENSITIVE_PATH =
  /(?:~|\$HOME|%USERPROFILE%)?[\\/]?\.ssh\b|\bid_(?:rsa|dsa|ecdsa|ed25519)\b|\.aws[\\/](?:credentials|config)\b|\/etc\/(?:passwd|shadow|sudoers|gshadow)\b|\.git-credentials\b|\.netrc\b|\.npmrc\b|\.pypirc\b|\.docker[\\/]config\.json\b|\.kube[\\/]config\b|\bkubeconfig\b|\.gnupg\b|\bwallet\.dat\b|\bclaude_desktop_config\.json\b|\bmcp\.json\b|\.(?:bash|zsh)_history\b|\/proc\/self\/environ\b|\bkeychain\b|\bLogin Data\b|\bcookies\.sqlite\b/i;
/** Credential nouns being moved somewhere, or `.env` being read; naming an input like "API key for the service" is fine. */
const CREDENTIAL_MOVE =
  /\b(?:send|upload|forward|attach|exfiltrate|leak|steal|harvest|embed|append|paste|include|pass|copy|collect|extract|dump|transmit|post)\b[^.\n]{0,50}?\b(?:credentials?|api[ _-]?keys?|access tokens?|auth tokens?|passwords?|private keys?|ssh keys?|secrets|session cookies|cookies|env(?:ironment)? (?:variables|vars)|\.env\b)/i;
const ENV_READ =
  /\b(?:read|cat|open|load|print|dump|type|get|access|fetch|retrieve|grab)\b[^.\n]{0,30}?(?:^|[\s'"`(/])\.env(?:\.[a-z]+)?\b/i;

/** Side channels: parameters that ask the model to fill in the conversation, the system prompt, files or secrets. */
const SIDE_CHANNEL_REQUEST =
  /\b(?:include|pass|provide|put|add|insert|send|paste|copy|append|fill|write|contain|contains|containing|place|store)\b[^.\n]{0,60}?\b(?:(?:full |entire |complete |raw )?contents? of|full contents|entire (?:conversation|file|chat|history)|conversation(?: history)?|chat history|message history|previous messages|prior messages|all (?:previous|prior|earlier|past|the user's) messages|system prompt|your instructions|the instructions you|secrets?|credentials|api keys?|environment variables|everything (?:you know|the user said|above)|all (?:the )?(?:information|data|context) (?:you|the user))/i;

/** Wording that changes how another tool behaves (recipients, destinations, arguments), not mere usage advice. */
const BEHAVIOUR_CHANGE =
  /\b(?:override|overrid|redirect|intercept|hijack|bcc|cc\b|recipients?|side[- ]effect|proxy(?:ing)?|(?:must|should|will|shall) (?:also |always |now |instead )?(?:send|forward|copy|include|add|set|change|route|redirect|be (?:sent|routed|redirected|replaced|forwarded|copied))|change (?:the|its|their)|modif(?:y|ies) (?:the|its|their)|from now on|no longer|never (?:use|call)|replace[sd]? (?:the|its|their)|instead of (?:the )?(?:actual|real|original|intended)|whenever\b[^.\n]{0,40}\bis (?:called|used|invoked))/i;
/** "Whenever any other tool is used, you must first call this one": a tool inserting itself into every other call. */
const GENERIC_SHADOW =
  /\b(?:when(?:ever)?|if|before|after)\b[^.\n]{0,30}\b(?:any|other|another|every|all)\s+(?:other\s+)?tools?\b[^.\n]{0,60}\b(?:must|should|always|first|instead|also)\b|\b(?:all|any|every|other) (?:other )?tools?\b[^.\n]{0,40}\b(?:must|should|will) (?:now |also |always |first )?(?:send|forward|copy|include|add|route|call|pass|be)\b/i;

function normaliseName(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_.-]+/g, '');
}

interface Collected {
  entries: TextEntry[];
  chars: number;
  /** Set when the definition is deeper, larger or has more texts than the caps: it is then refused unscanned. */
  over: string | null;
}

function push(out: Collected, entry: TextEntry): void {
  out.chars += entry.text.length;
  out.entries.push(entry);
  if (out.chars > GUARD_LIMITS.definitionChars) out.over ??= `more than ${GUARD_LIMITS.definitionChars} characters of text`;
  if (out.entries.length > GUARD_LIMITS.definitionTexts) out.over ??= `more than ${GUARD_LIMITS.definitionTexts} texts`;
}

function collect(value: unknown, path: string, key: string, out: Collected, depth: number, seen: WeakSet<object>): void {
  if (out.over) return;
  if (depth > GUARD_LIMITS.definitionDepth) {
    out.over = `nested deeper than ${GUARD_LIMITS.definitionDepth} levels`;
    return;
  }
  if (typeof value === 'string') {
    push(out, { text: value, path, key });
    return;
  }
  if (!value || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      collect(v, childPath(path, i), key, out, depth + 1, seen);
    });
    return;
  }
  for (const [k, v] of Object.entries(value)) {
    if (out.over) return;
    const p = childPath(path, k);
    push(out, { text: k, path: p, key: '(key)' });
    collect(v, p, k, out, depth + 1, seen);
  }
}

/** The tool record itself: plain MCP (`{ name, description, inputSchema }`) or OpenAI style (`{ type, function: {…} }`). */
function toolRecord(schema: Record<string, unknown>): Record<string, unknown> {
  const fn = schema.function;
  return fn && typeof fn === 'object' && !Array.isArray(fn) && !('name' in schema) ? (fn as Record<string, unknown>) : schema;
}

function splitSentences(text: string): string[] {
  return text.split(/(?<=[.!?\n])\s+/);
}

/**
 * Checks an MCP-style tool definition for poisoning: instructions to the model, concealment from the user, references
 * to credential files, hidden Unicode or markup, shadowing of other tools, name collisions, side-channel parameters,
 * oversized descriptions and anything the exfiltration guard finds (embedded secrets, collection URLs, beacons).
 * Exact re-use of a known name is not a collision (it is the same tool; changes are caught by pinning); a different
 * spelling that folds to the same name ("read-file" vs "read_file", homoglyphs) is.
 */
export function scanToolDefinition(schema: unknown, options: ToolDefinitionOptions = {}): GuardFinding[] {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) {
    return [
      { rule: 'POI-MALFORMED', category: 'malformed', severity: 'high', message: 'Tool definition is not a JSON object.', path: '$' },
    ];
  }
  const findings = new Map<string, GuardFinding>();
  const add = (f: GuardFinding) => {
    const k = `${f.rule}|${f.path ?? ''}`;
    if (!findings.has(k)) findings.set(k, f);
  };
  const maxLength = options.maxDescriptionLength ?? 2000;
  const tool = toolRecord(schema as Record<string, unknown>);
  const name = typeof tool.name === 'string' ? tool.name : '';
  const known = (options.knownToolNames ?? []).filter((n) => n !== name);

  if (name && !/^[A-Za-z0-9_.-]{1,128}$/.test(name)) {
    add({
      rule: 'POI-NAME-INVALID',
      category: 'shadowing',
      severity: 'high',
      message: `Tool name has characters outside [A-Za-z0-9_.-] or exceeds ${MAX_NAME} characters.`,
      path: '$.name',
    });
  }
  const folded = normaliseName(name);
  const collision = known.find((k) => normaliseName(k) === folded);
  if (name && collision)
    add({
      rule: 'POI-NAME-COLLISION',
      category: 'shadowing',
      severity: 'high',
      message: `Tool name collides with the existing tool "${collision}".`,
      path: '$.name',
    });

  const collected: Collected = { entries: [], chars: 0, over: null };
  collect(schema, '$', '', collected, 0, new WeakSet());
  if (collected.over) {
    // Too large to scan within a request's budget: refused, never passed as clean.
    add({
      rule: 'POI-OVERSIZED',
      category: 'oversized',
      severity: 'high',
      message: `Tool definition too large to scan (${collected.over}); refused unscanned.`,
      path: '$',
    });
    return [...findings.values()];
  }
  for (const { text, path, key } of collected.entries) {
    const hidden = hiddenUnicodeKinds(text.replace(/(\p{Extended_Pictographic})\u200D(?=\p{Extended_Pictographic})/gu, '$1'));
    if (hidden.length > 0)
      add({
        rule: 'POI-HIDDEN-UNICODE',
        category: 'hidden_content',
        severity: 'critical',
        message: `Invisible Unicode (${hidden.join(', ')}) in the definition.`,
        path,
      });
    if (/<!--[\s\S]*?-->|\x1b\[|[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]|\n{15,}| {120,}|\t{40,}/.test(text)) {
      add({
        rule: 'POI-HIDDEN-MARKUP',
        category: 'hidden_content',
        severity: 'high',
        message: 'Text hidden from display (HTML comment, control characters or padding).',
        path,
      });
    }
    if (key === '(key)') continue;
    if ((key === 'description' || key === 'title') && text.length > maxLength) {
      add({
        rule: 'POI-OVERSIZED',
        category: 'oversized',
        severity: 'medium',
        message: `Description of ${text.length} characters exceeds ${maxLength}.`,
        path,
      });
    }
    const smuggled = decodeTagCharacters(text);
    const views = smuggled ? [text, smuggled] : [text];
    for (const b64 of text.matchAll(/(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{24,}={0,2}/g)) {
      const bytes = decodeBase64(b64[0]);
      if (bytes && printableRatio(bytes) >= 0.95) views.push(bytesToLatin1(bytes));
    }
    for (const [i, view] of views.entries()) checkText(view, path, i > 0, known, add);
  }
  for (const f of scanExfiltration(schema)) add(f);

  const annotations = tool.annotations as Record<string, unknown> | undefined;
  if (name && annotations && typeof annotations === 'object') {
    const { category } = classifyTool(name, {});
    if (annotations.readOnlyHint === true && ['write', 'delete', 'execute', 'payment'].includes(category)) {
      add({
        rule: 'POI-ANNOTATION-MISMATCH',
        category: 'shadowing',
        severity: 'high',
        message: `Tool claims to be read-only but its name says ${category}.`,
        path: '$.annotations.readOnlyHint',
      });
    }
    if (annotations.destructiveHint === false && category === 'delete') {
      add({
        rule: 'POI-ANNOTATION-MISMATCH',
        category: 'shadowing',
        severity: 'high',
        message: 'Tool claims to be non-destructive but its name says delete.',
        path: '$.annotations.destructiveHint',
      });
    }
  }
  return [...findings.values()];
}

function checkText(text: string, path: string, decoded: boolean, known: string[], add: (f: GuardFinding) => void): void {
  const folded = foldForMatching(text);
  const suffix = decoded ? ' (in encoded or invisible text)' : '';
  const injection = matchInjection(text);
  if (injection || MODEL_TAGS.test(folded)) {
    add({
      rule: 'POI-INSTRUCTION',
      category: 'instruction',
      severity: 'critical',
      message: `Instructions addressed to the model${suffix}${injection ? `: ${injection.message}` : ''}`,
      path,
    });
  }
  if (CONCEALMENT.some((re) => re.test(folded)))
    add({
      rule: 'POI-CONCEALMENT',
      category: 'instruction',
      severity: 'critical',
      message: `Asks the model to hide actions from the user${suffix}.`,
      path,
    });
  if (SENSITIVE_PATH.test(folded) || CREDENTIAL_MOVE.test(folded) || ENV_READ.test(folded)) {
    add({
      rule: 'POI-SENSITIVE-REFERENCE',
      category: 'sensitive_reference',
      severity: 'critical',
      message: `References credentials, keys or secret files${suffix}.`,
      path,
    });
  }
  if (SIDE_CHANNEL_REQUEST.test(folded))
    add({
      rule: 'POI-SIDE-CHANNEL',
      category: 'exfiltration_channel',
      severity: 'critical',
      message: `Asks the model to put conversation, instructions or secrets into a parameter${suffix}.`,
      path,
    });
  if (GENERIC_SHADOW.test(folded))
    add({
      rule: 'POI-SHADOWING',
      category: 'shadowing',
      severity: 'critical',
      message: `Tries to change how other tools behave${suffix}.`,
      path,
    });
  for (const sentence of splitSentences(folded)) {
    const other = known.find(
      (k) =>
        k.length >= 3 && new RegExp(`(?<![A-Za-z0-9_])${k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9_])`, 'i').test(sentence),
    );
    if (other && BEHAVIOUR_CHANGE.test(sentence)) {
      add({
        rule: 'POI-SHADOWING',
        category: 'shadowing',
        severity: 'critical',
        message: `Mentions the tool "${other}" and tries to change its behaviour${suffix}.`,
        path,
      });
    }
  }
}
