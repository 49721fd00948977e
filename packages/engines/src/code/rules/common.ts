import type { Node } from 'web-tree-sitter';
import { callArguments, isConstant, literalParts, staticString, subtree } from '../syntax.ts';
import type { Captures, ScanContext, Severity } from '../types.ts';
import { exactStrings, PIECES, RAW_U, T, unsanitised, type Val } from '../value.ts';
import { PROMISIFY } from '../values.ts';

/** First node of a capture (rules only use single-node captures). */
export function cap(c: Captures, name: string): Node | null {
  return c[name]?.[0] ?? null;
}

/** `apiKey`, `API-KEY`, `api_key` → `api_key`, so one pattern covers camelCase and SCREAMING_CASE. */
export function snake(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toLowerCase();
}

const SECRET_NAME =
  /(^|_)(pass|passwd|password|passphrase|pwd|secret|secrets|token|apikey|api_key|access_key|secret_key|private_key|client_secret|credential|credentials|auth_key|signing_key|encryption_key|master_key|session_key)(_|$)|password|secret/;
/** Names that talk *about* a secret (its URL, field name, env var, prompt) rather than hold one. */
const NOT_A_SECRET_SUFFIX =
  /_(url|uri|endpoint|path|file|filename|dir|name|field|fields|type|header|prefix|suffix|env|var|label|prompt|regex|re|pattern|length|len|min|max|id|arn|hint|policy|format|template|help|message|msg|error|placeholder|question|validator|hash_algorithm|algorithm|algo|scheme|expiry|expires|ttl|timeout|count|version|mode|style|class|key_name|param|column|col|table|attr|attribute|location|method|kind)$/;

export function isSecretName(name: string): boolean {
  const s = snake(name);
  if (!SECRET_NAME.test(s)) return false;
  if (NOT_A_SECRET_SUFFIX.test(s)) return false;
  return !/^(no|is|has|use|should|require|show|hide|enable|disable|allow)_/.test(s);
}

/**
 * A setter named for a secret (`setApiKey`, `set_password`, `useToken`, `withClientSecret`): a string literal passed to
 * it is a hard-coded credential just as `apiKey = "..."` is.
 */
export function isSecretSetterName(name: string): boolean {
  const m = /^(set|use|with|configure)_(.+)$/.exec(snake(name));
  return !!m && isSecretName(m[2] ?? '');
}

/** A literal argument of a secret setter that plausibly is a credential (not one a provider-key pattern reports). */
export function secretSetterArgument(nameNode: Node | null, valueNode: Node | null): boolean {
  if (!nameNode || !valueNode) return false;
  const value = staticString(valueNode);
  return value !== null && !providerKey(value) && isSecretSetterName(nameNode.text) && isSecretValue(value);
}

/**
 * The key argument of signing, verifying, MAC and cipher APIs (closed table: resolved callee → position of the key,
 * and the keyword that may name it in Python). A key that folds to string literals is a hard-coded secret (CWE-798)
 * whatever the name of the variable that carries it: anyone who reads the source can mint tokens or MACs.
 */
const SIGNING_KEY_ARGUMENTS: ReadonlyMap<string, { index: number; keyword?: string }> = new Map([
  // JavaScript: jsonwebtoken, Node's crypto, jose, cookie-parser.
  ['jsonwebtoken.sign', { index: 1 }],
  ['jsonwebtoken.verify', { index: 1 }],
  ['jwt.sign', { index: 1 }],
  ['jwt.verify', { index: 1 }],
  ['crypto.createHmac', { index: 1 }],
  ['crypto.createCipheriv', { index: 1 }],
  ['crypto.createDecipheriv', { index: 1 }],
  ['jose.jwtVerify', { index: 1 }],
  ['jose.compactVerify', { index: 1 }],
  ['cookie-parser', { index: 0 }],
  // Python: PyJWT and python-jose, hmac, itsdangerous, Fernet, PyCryptodome.
  ['jwt.encode', { index: 1, keyword: 'key' }],
  ['jwt.decode', { index: 1, keyword: 'key' }],
  ['jose.jwt.encode', { index: 1, keyword: 'key' }],
  ['jose.jwt.decode', { index: 1, keyword: 'key' }],
  ['hmac.new', { index: 0, keyword: 'key' }],
  ['hmac.digest', { index: 0, keyword: 'key' }],
  ['itsdangerous.URLSafeTimedSerializer', { index: 0, keyword: 'secret_key' }],
  ['itsdangerous.URLSafeSerializer', { index: 0, keyword: 'secret_key' }],
  ['itsdangerous.TimestampSigner', { index: 0, keyword: 'secret_key' }],
  ['itsdangerous.Signer', { index: 0, keyword: 'secret_key' }],
  ['cryptography.fernet.Fernet', { index: 0, keyword: 'key' }],
  ['Crypto.Cipher.AES.new', { index: 0, keyword: 'key' }],
  ['Cryptodome.Cipher.AES.new', { index: 0, keyword: 'key' }],
]);

/** `new TextEncoder().encode(k)`, `Buffer.from(k)`, `k.encode()`, `bytes(k, …)`: the same key as bytes. */
function unwrapKeyBytes(node: Node): Node {
  let n = node;
  for (let i = 0; i < 3; i++) {
    if (n.type !== 'call' && n.type !== 'call_expression') return n;
    const fn = n.childForFieldName('function');
    const args = callArguments(n).filter((a) => a.type !== 'keyword_argument');
    const inner = fn?.type === 'attribute' || fn?.type === 'member_expression' ? fn.childForFieldName('object') : null;
    const method = fn?.childForFieldName('attribute')?.text ?? fn?.childForFieldName('property')?.text ?? '';
    if (fn && /^(Buffer\.from|bytes|bytearray)$/.test(fn.text) && args[0]) n = args[0];
    else if (fn && /^new TextEncoder\(\)\.encode$|^\(new TextEncoder\(\)\)\.encode$/.test(fn.text) && args[0]) n = args[0];
    else if (inner && method === 'encode' && args.length <= 1 && !/TextEncoder/.test(inner.text)) n = inner;
    else return n;
  }
  return n;
}

/** The call's key argument (see SIGNING_KEY_ARGUMENTS) folds to string literals that look like a credential. */
export function hardCodedSigningKey(call: Node, fn: string, ctx: ScanContext): boolean {
  const spec = SIGNING_KEY_ARGUMENTS.get(fn);
  if (!spec) return false;
  const key =
    (spec.keyword ? ctx.keyword(call, spec.keyword) : null) ??
    callArguments(call).filter((a) => a.type !== 'keyword_argument' && a.type !== 'list_splat' && a.type !== 'dictionary_splat')[
      spec.index
    ];
  if (!key) return false;
  // A variable bound once to the encoded key (`const secret = new TextEncoder().encode("…")`) is read through.
  const bound = key.type === 'identifier' ? ctx.valueOf(key) : null;
  const values = exactStrings(ctx.value(unwrapKeyBytes(bound ?? key)));
  // A public key or certificate verifies without being secret; a provider key is reported as such.
  return (
    !!values?.length &&
    values.every((v) => isSecretValue(v) && !/-----BEGIN (RSA |EC )?(PUBLIC KEY|CERTIFICATE)/.test(v) && !providerKey(v))
  );
}

/** How a language writes a MongoDB filter: its list and mapping node types, and its parsed-request references. */
export interface FilterSyntax {
  list: string;
  mapping: string;
  parsedRequest: RegExp;
  /** Whether a key that is not a string literal (`{ email: … }`, `{ [k]: … }`) still names a field (JavaScript). */
  unquotedKeys: boolean;
}

/**
 * A MongoDB filter (a mapping literal, or a variable bound to one) with a field whose value is parsed request input as
 * it came (a member path of a JSON body or parsed query, possibly with a constant default). Conversions (`String(x)`,
 * `str(x)`, template literals, any other call) give a different value and are not findings. `$and`/`$or`/`$nor` lists
 * are read; other `$` operators are not fields.
 */
export function filterFieldFromRequest(node: Node, ctx: ScanContext, syntax: FilterSyntax, depth = 0): boolean {
  if (depth > 4) return false;
  const n = node.type === 'identifier' ? (ctx.valueOf(node) ?? node) : node;
  if (n.type === syntax.list) return n.namedChildren.some((k) => filterFieldFromRequest(k, ctx, syntax, depth + 1));
  if (n.type !== syntax.mapping) return false;
  for (const p of n.namedChildren) {
    ctx.spend();
    // A shorthand property (`{ email }`, JavaScript) is its own key and value, bound like an identifier.
    const shorthand = p.type === 'shorthand_property_identifier';
    const key = p.type === 'pair' ? p.childForFieldName('key') : shorthand ? p : null;
    const value = p.type === 'pair' ? p.childForFieldName('value') : shorthand ? p : null;
    if (!key || !value) continue;
    const name = staticString(key) ?? (syntax.unquotedKeys ? key.text : null);
    if (name === null) continue;
    if (/^\$(and|or|nor)$/.test(name)) {
      if (filterFieldFromRequest(value, ctx, syntax, depth + 1)) return true;
      continue;
    }
    if (name.startsWith('$')) continue;
    const v = (shorthand ? ctx.value(n).keys?.get(name) : null) ?? ctx.value(value);
    if (v.built || !(v.m & T)) continue;
    if ([...v.refs].some((r) => syntax.parsedRequest.test(r))) return true;
  }
  return false;
}

/** True when a string value plausibly is a credential (not empty, not a placeholder, not prose, not an env var name). */
export function isSecretValue(value: string): boolean {
  const v = value.trim();
  if (v.length < 4) return false;
  if (
    /^(\$\{.*\}|\{\{.*\}\}|<[^>]*>|%\(.*\)s|\{[a-z_]*\}|\*+|x+|X+|\.+|-+|_+|none|null|nil|undefined|true|false|enabled|disabled|todo|tbd|redacted|secret|password|token)$/i.test(
      v,
    )
  ) {
    return v.toLowerCase() === 'password' || v.toLowerCase() === 'secret'; // `password = "password"` is a real weak hard-coded credential
  }
  if (/^your[_\- ]/i.test(v) || /(_here|placeholder)$/i.test(v)) return false;
  if (/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(v)) return false; // DB_PASSWORD: the name of an environment variable
  if (/^(https?|wss?|file):\/\//i.test(v) && !/:\/\/[^/\s:@]+:[^/\s@]+@/.test(v)) return false; // URL without user:pass
  if (/\s/.test(v) && v.split(/\s+/).length >= 3) return false; // prose, e.g. an error message
  return true;
}

/** Credential formats whose shape alone identifies them, wherever the string appears. */
export const PROVIDER_KEYS: Array<{ name: string; re: RegExp }> = [
  { name: 'AWS access key id', re: /\b(AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\b/ },
  { name: 'OpenAI/Anthropic-style secret key', re: /\bsk-(proj-|ant-|live-)?[A-Za-z0-9_-]{20,}/ },
  { name: 'GitHub token', re: /\b(ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36}\b|\bgithub_pat_[A-Za-z0-9_]{22,}/ },
  { name: 'GitLab token', re: /\bglpat-[A-Za-z0-9_-]{20,}/ },
  { name: 'Slack token', re: /\bxox[abprs]-[A-Za-z0-9-]{10,}/ },
  { name: 'Slack webhook', re: /hooks\.slack\.com\/services\/T[A-Za-z0-9]+\/B[A-Za-z0-9]+\/[A-Za-z0-9]+/ },
  { name: 'Google API key', re: /\bAIza[0-9A-Za-z_-]{35}\b/ },
  { name: 'Stripe live key', re: /\b(sk|rk)_live_[0-9a-zA-Z]{20,}/ },
  { name: 'SendGrid key', re: /\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}\b/ },
  { name: 'npm token', re: /\bnpm_[A-Za-z0-9]{36}\b/ },
];
export const PRIVATE_KEY = /-----BEGIN ((RSA|EC|DSA|OPENSSH|ENCRYPTED|PGP) )?PRIVATE KEY( BLOCK)?-----/;

/** Name of the provider whose key format the literal text contains, or null. */
export function providerKey(text: string): string | null {
  if (PRIVATE_KEY.test(text)) return 'private key';
  for (const k of PROVIDER_KEYS) if (k.re.test(text)) return k.name;
  return null;
}

/** The literal text of a string node including interpolated strings' constant parts. */
export function stringText(node: Node): string {
  return staticString(node) ?? literalParts(node).join('');
}

/**
 * SQL statement shape at the start of the literal text. Anchored at the start so prose such as
 * "Please select a file from the list" is not taken for a query, and `FROM the/your/...` (an article, not a table) is
 * prose too.
 */
const SQL_START =
  /^\s*(\(\s*)?(select\s[\s\S]*\bfrom\s+(?!(the|a|an|this|that|your|our|my|these|those|list|menu)\b)|select\s+[\w*,.() ]+$|insert\s+(or\s+\w+\s+)?into\b|update\s+[\w."`[\]]+\s+set\b|delete\s+from\b|replace\s+into\b|merge\s+into\b|with\s+\w+\s+as\s*\(|(create|drop|alter|truncate)\s+(table|index|view|database)\b|where\s+[\w."`]+\s*(=|<|>|!=|like\b|in\b|is\b))/i;
export function looksLikeSql(parts: string[]): boolean {
  return parts.length > 0 && SQL_START.test(parts.join(' ? '));
}

/** Whether any identifier/property name inside `node` matches `re` (after snake-casing); each visited node is charged. */
export function mentionsName(node: Node, re: RegExp, spend: (units?: number) => void): boolean {
  for (const n of subtree(node, spend)) {
    if (
      (n.type === 'identifier' || n.type === 'property_identifier' || n.type === 'shorthand_property_identifier') &&
      re.test(snake(n.text))
    ) {
      return true;
    }
  }
  return false;
}

/**
 * Names that make a random value a secret (tokens, passwords, salts, nonces, OTPs, PINs, reset and verification codes,
 * session ids, API keys, invite and coupon codes). Matched on the snake-cased name.
 */
export const SECRET_CONTEXT =
  /(token|passw|pwd|(^|_)pw($|_)|(^|_)pass($|_)|passphrase|secret|nonce|(^|_)salt|(^|_)[th]?otp($|_)|session_?(id|key|token|secret|cookie)|(^|_)session$|(^|_)sess_?id($|_)|(^|_)sid($|_)|csrf|xsrf|api_?key|(^|_)(private|signing|encryption|enc|access|auth|master|hmac|aes|crypto|license|shared|client|secret)_?key|(^|_)reset|verification|verify_code|activation|(^|_)invit|auth(?!or)|(^|_)pin($|_)|pincode|one_time|coupon|voucher|signature|(^|_)signing|(^|_)sig($|_)|(^|_)creds?($|_)|credential|^code$|(confirm|confirmation|login|recovery|backup|access|pairing|magic|security|unlock|mfa|2fa|promo|referral|gift)_?codes?($|_))/;
/** A function named as a key maker (`generate_key`, `newKey`) returns a secret; a `key` variable or option may be a sort key. */
const SECRET_FUNCTION = /(^|_)keys?$/;

const COLLECTION = /^(tuple|expression_list|list|dictionary|array|object|pattern_list)$/;
/** At most this many later uses of a variable are looked at to find what a random value stored in it becomes. */
const SECRET_USES = 16;

/**
 * Whether a value made at `node` (a random number or choice) is used as a secret, decided by names only: the name it is
 * stored under (variable, attribute, key, keyword; the function's name when it is returned), or, when it is stored in
 * a variable, the names that variable is stored or returned under next in the same function (its first uses; a
 * returned tuple, list or dict does not take the function's name). A value whose names say nothing of a secret (dice,
 * shuffles, jitter, sampling) is not one.
 */
export function secretUse(node: Node, ctx: ScanContext): boolean {
  const dest = ctx.destination(node);
  const holder = ctx.destinationValue(node);
  // In a bare statement the value goes into a call (`parts.push(…)` in `generateApiKey`): the call or the function names it.
  if (holder?.type === 'expression_statement') return secretArgument(node, holder) || (!!dest && named(dest, null));
  if (dest && named(dest, holder)) return true;
  if (!dest || !/^[A-Za-z_$][\w$]*$/.test(dest) || !holder) return false;
  const fn = ctx.enclosingFunction(node);
  const uses = ctx.memo(`uses:${fn?.node.id ?? 'root'}`, () => {
    const byName = new Map<string, Node[]>();
    for (const n of subtree(fn?.node ?? rootOf(node), (u) => ctx.spend(u))) {
      if (n.type !== 'identifier') continue;
      const list = byName.get(n.text) ?? [];
      if (list.length < SECRET_USES) list.push(n);
      byName.set(n.text, list);
    }
    return byName;
  });
  for (const use of uses.get(dest) ?? []) {
    if (use.startIndex >= holder.startIndex && use.endIndex <= holder.endIndex) continue;
    // A returned tuple, list or dict is named by the function as a whole, not element by element.
    const ret = ctx.destinationValue(use);
    if (!ret) continue;
    if (ret.type === 'expression_statement') {
      // `user.set_password(pw)`, `send_otp(phone, code)`: passed to a function named as a secret's consumer.
      if (secretArgument(use, ret)) return true;
      continue;
    }
    if (ret.type === 'return_statement' && COLLECTION.test(ret.namedChild(0)?.type ?? '')) continue;
    const next = ctx.destination(use);
    if (next && next !== dest && named(next, ret)) return true;
  }
  return false;
}

/**
 * Whether `node` is an argument of the call a statement consists of (`await` allowed) and that call is named as a
 * secret's consumer (`set_password`, `send_otp`, `saveResetToken`, `res.cookie("sid", …)` through its key).
 */
function secretArgument(node: Node, stmt: Node): boolean {
  let call = stmt.namedChild(0);
  if (call?.type === 'await' || call?.type === 'await_expression') call = call.namedChild(0);
  if (call?.type !== 'call' && call?.type !== 'call_expression') return false;
  const args = call.childForFieldName('arguments');
  if (!args || node.startIndex < args.startIndex || node.endIndex > args.endIndex) return false;
  const fn = call.childForFieldName('function');
  const last = fn?.childForFieldName('attribute') ?? fn?.childForFieldName('property') ?? fn;
  return !!last && SECRET_CONTEXT.test(snake(last.text));
}

/** Whether a destination's name says secret; a returned value (or one with no destination) takes its function's name. */
function named(name: string, holder: Node | null): boolean {
  const n = snake(name);
  if (SECRET_CONTEXT.test(n)) return true;
  return (!holder || holder.type === 'return_statement') && SECRET_FUNCTION.test(n);
}

function rootOf(node: Node): Node {
  return node.tree.rootNode;
}

export const PASSWORD_NAME = /passw|pwd|(^|_)pw(_|$)/;

/** Whether a hash or random value is used for a password/secret: by its destination's name or a name in the expression. */
export function flowsInto(node: Node, ctx: ScanContext, re: RegExp): boolean {
  const dest = ctx.destination(node);
  if (dest && re.test(snake(dest))) return true;
  const whole = ctx.destinationValue(node) ?? node;
  return mentionsName(whole, re, (u) => ctx.spend(u));
}

/** Predicate on calls whose resolved callee is in `names`. */
export function onCall(
  names: readonly string[],
  then: (call: Node, fn: string, ctx: ScanContext) => boolean | Severity | undefined,
): (c: Captures, ctx: ScanContext) => boolean | Severity | undefined {
  const set = new Set(names);
  return (c, ctx) => {
    const call = cap(c, 'match');
    const fn = ctx.resolve(cap(c, 'fn'));
    return call && fn && set.has(fn) ? then(call, fn, ctx) : false;
  };
}

/** Interpreters that run their `-c` argument as a shell/script command. */
export const SHELLS = /(^|\/)(sh|bash|zsh|dash|ksh|csh|tcsh|fish|cmd|cmd\.exe|powershell|pwsh|python3?|perl|ruby|node)$/i;

/** `["sh", "-c", cmd]`: a shell invoked explicitly through an argument vector, with a non-constant command string. */
export function shellArgv(list: Node | null | undefined, ctx: ScanContext): Severity | false {
  if (!list || (list.type !== 'list' && list.type !== 'tuple' && list.type !== 'array')) return false;
  const items = list.namedChildren.filter((k) => k.type !== 'comment');
  const head = staticString(items[0]);
  if (head === null || !SHELLS.test(head)) return false;
  const flag = items.findIndex((k) => /^(-c|\/c|-Command|-e)$/i.test(staticString(k) ?? ''));
  if (flag < 0) return false;
  const rest = items.slice(flag + 1);
  if (rest.length === 0 || rest.every((k) => isConstant(k) || ctx.constantDerived(k))) return 'low';
  return rest.every((k) => ctx.constantDerived(k) || ctx.sanitized(k, 'shell')) ? 'low' : 'critical';
}

/**
 * What a security flag (`verify=`, `rejectUnauthorized:`, `shell=`, `debug=`) may be, by constant propagation:
 * `known` when every possible value is a constant (or a literal structure, a function or class, which are truthy);
 * `canBeTrue`/`canBeFalse` over those values with the language's truthiness.
 */
export function flagValue(v: Val): { known: boolean; canBeTrue: boolean; canBeFalse: boolean } {
  if (v.dyn) return { known: false, canBeTrue: true, canBeFalse: true };
  if (v.consts && v.consts.size > 0) {
    let t = false;
    let f = false;
    for (const c of v.consts) {
      const truthy = c === null ? false : typeof c === 'string' ? c !== '' : typeof c === 'number' ? c !== 0 : c;
      if (truthy) t = true;
      else f = true;
    }
    return { known: true, canBeTrue: t, canBeFalse: f };
  }
  if (v.struct) return { known: true, canBeTrue: true, canBeFalse: false };
  // A function or class of this file named as the value is truthy; a member of one (`Settings.VERIFY`) is whatever
  // was stored there, not the class.
  if (v.refs.size > 0 && [...v.refs].every((r) => /^<local>\.[\w$]+(#\d+)?$/.test(r)) && !(v.m & PIECES & ~RAW_U))
    return { known: true, canBeTrue: true, canBeFalse: false };
  return { known: false, canBeTrue: true, canBeFalse: true };
}

/** Registered JWT time claims: reading only these from an unverified token schedules a refresh, it authorises nothing. */
const TIME_CLAIM = /^(exp|iat|nbf)$/;

/**
 * Whether the claims an unverified decode returns are only read for time claims: the call is indexed with one directly
 * (`decode(t)["exp"]`, `.get("exp")`, `.exp`), or assigned to a variable whose every use in the function does so.
 * Anything else (identity, roles, tenant, the whole claims object stored or returned) is a use for authentication.
 */
export function timeClaimsOnly(call: Node, ctx: ScanContext): boolean {
  const tail = (text: string, from: number): string | null => {
    const m = /^\s*(?:\.get\(\s*["'`](\w+)["'`]|\[\s*["'`](\w+)["'`]\s*\]|\??\.(\w+)\b(?!\s*\())/.exec(text.slice(from));
    return m ? (m[1] ?? m[2] ?? m[3] ?? null) : null;
  };
  const whole = ctx.destinationValue(call);
  if (whole) {
    const at = call.endIndex - whole.startIndex;
    const direct = tail(whole.text, at);
    if (direct !== null) return TIME_CLAIM.test(direct);
  }
  const name = ctx.destination(call);
  const fn = ctx.enclosingFunction(call);
  if (!name || !/^[A-Za-z_$][\w$]*$/.test(name) || !fn) return false;
  const text = fn.node.text;
  const start = call.endIndex - fn.node.startIndex;
  const re = new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g');
  re.lastIndex = start;
  let uses = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    ctx.spend();
    const claim = tail(text, m.index + m[0].length);
    if (claim === null || !TIME_CLAIM.test(claim)) return false;
    uses++;
  }
  return uses > 0;
}

/** `scheme://user:password@host` with a literal password (not a placeholder, an interpolation or an env reference). */
export function urlCredential(text: string): boolean {
  const m = /\b[a-z][a-z0-9+.-]*:\/\/([^/\s:@'"`]+):([^/\s@'"`]+)@[^\s'"`]/i.exec(text);
  if (!m) return false;
  return literalPassword(m[2] as string);
}

/** A password written as a value, not a placeholder, an interpolation or an environment reference. */
function literalPassword(pw: string): boolean {
  if (
    /^(\$\{.*\}|\{.*\}|%\(?\w*\)?s|%s|<[^>]*>|\*+|x+|\.\.\.|\$\w+|:\w+|password\d*|pass|pwd|secret|changeme|\[password\]|PASSWORD)$/i.test(
      pw,
    )
  )
    return false;
  return pw.length >= 3;
}

/**
 * A key/value connection string (libpq `host=db user=app password=s3cret`, ADO.NET/ODBC `Server=db;User Id=app;
 * Password=s3cret;`) with a literal password: `password`/`pwd` next to a user, host, server or database key.
 */
export function connectionStringCredential(text: string): boolean {
  const pw = /(?:^|[\s;])(?:password|pwd)\s*=\s*([^\s;'"`]+)/i.exec(text);
  if (!pw || !/(?:^|[\s;])(?:user(?:\s*id|name)?|uid|host|server|dbname|database|data\s+source)\s*=/i.test(text)) return false;
  // An interpolation (`{os.environ['PW']}`, `${pw}`, `%(pw)s`) is cut at its first quote: not a literal.
  const value = pw[1] as string;
  return !/^[{$%:]/.test(value) && literalPassword(value);
}

/** Reflection: a call whose callee is a name no constant propagation folds (critical when request data names it). */
export function reflection(c: Captures, ctx: ScanContext): Severity | false {
  const call = cap(c, 'match');
  const fn = cap(c, 'fn');
  if (!call || !fn) return false;
  const v = ctx.value(fn);
  if (v.dyn) {
    if (v.dyn.tainted) return 'critical';
    ctx.unresolved(call, 'dynamic_call', `callee chosen by ${v.dyn.via} on a name that is not a constant`);
    return false;
  }
  if (v.refsOverflow) ctx.unresolved(call, 'dynamic_call', 'callee may be any of too many candidates to check');
  return false;
}

/**
 * Callables that run code or commands, deserialise objects or pick modules and attributes by name. Passed as a value
 * (`map(eval, xs)`, `Thread(target=os.system, …)`, `reduce(getattr, path, obj)`, `eval.call(null, s)`) they are called
 * by code this analysis does not see, with arguments it cannot resolve.
 */
const CALLABLE_SINKS =
  /^(eval|exec|execfile|compile|__import__|importlib\.import_module|getattr|os\.(system|popen[234]?|exec[lv]p?e?|spawn[lv]p?e?|posix_spawnp?)|subprocess\.(call|run|Popen|check_call|check_output|getoutput|getstatusoutput)|commands\.\w+|asyncio\.create_subprocess_(shell|exec)|(c?[Pp]ickle|_pickle|dill|marshal)\.(loads?|Unpickler)|yaml\.(load|unsafe_load|load_all|unsafe_load_all|full_load)|jsonpickle\.decode|shelve\.open|Function|vm\.(runInNewContext|runInThisContext|runInContext|compileFunction|Script)|child_process\.(exec|execSync|spawn|spawnSync|execFile|execFileSync|fork)|shelljs\.exec|require|import|node-serialize\.unserialize)$/;

/** Expressions whose value can be a function object: names, attribute chains, lookups, reflective calls, choices. */
function mayNameCallable(n: Node, depth = 0): boolean {
  if (depth > 8) return true;
  switch (n.type) {
    case 'identifier':
    case 'attribute':
    case 'member_expression':
    case 'subscript':
    case 'subscript_expression':
      return true;
    case 'call':
    case 'call_expression':
      return /(^|\.)(getattr|__import__|import_module|require|bind|partial)$/.test(n.childForFieldName('function')?.text ?? '');
    case 'binary_expression':
      return (
        /^(\|\||&&|\?\?)$/.test(n.childForFieldName('operator')?.text ?? '') && n.namedChildren.some((k) => mayNameCallable(k, depth + 1))
      );
    case 'parenthesized_expression':
    case 'boolean_operator':
    case 'conditional_expression':
    case 'ternary_expression':
    case 'as_expression':
    case 'non_null_expression':
    case 'await':
    case 'await_expression':
      return n.namedChildren.some((k) => mayNameCallable(k, depth + 1));
    default:
      return false;
  }
}

/** A sink callable handed to other code as a value (an argument, or `.call`/`.apply`/`.bind` on it): unresolved. */
export function sinkAsValue(c: Captures, ctx: ScanContext): false {
  const call = cap(c, 'match');
  const fn = cap(c, 'fn');
  if (!call || !fn) return false;
  const callee = ctx.value(fn);
  for (const r of callee.refs) {
    const m = /^(.*)\.(call|apply|bind)$/.exec(r);
    if (m && CALLABLE_SINKS.test(m[1] as string)) {
      ctx.unresolved(call, 'dynamic_call', `${m[1]} is invoked through .${m[2]}(): its arguments are not checked`);
      return false;
    }
  }
  // A promisified sink is the sink itself in the value analysis: its calls are checked where they are made.
  if (PROMISIFY.test(ctx.resolve(fn) ?? '')) return false;
  for (const a of callArguments(call)) {
    ctx.spend();
    const arg = a.type === 'keyword_argument' ? a.childForFieldName('value') : a;
    if (!arg || !mayNameCallable(arg) || (arg.type === 'identifier' && !ctx.mayHoldCallable(arg))) continue;
    const v = ctx.value(arg);
    for (const r of v.refs) {
      if (!CALLABLE_SINKS.test(r)) continue;
      ctx.unresolved(a, 'dynamic_call', `${r} is passed as a value: it may be called with arguments this analysis does not see`);
      return false;
    }
  }
  return false;
}

/**
 * A regular expression pattern from request data (JavaScript or Python), unless it went through a call whose name says
 * it escapes, directly or through the one name bound to it ("re.escape(q)", "_.escapeRegExp(q)"): a pattern such as
 * "(a+)+$" backtracks for seconds on a short input, which stalls the worker.
 */
export function requestPattern(a: Node | undefined, ctx: ScanContext): boolean {
  if (!a || isConstant(a) || ctx.constantDerived(a)) return false;
  const bound = a.type === 'identifier' ? (ctx.valueOf(a) ?? a) : a;
  const escaped =
    (bound.type === 'call' || bound.type === 'call_expression') && /escape/i.test(bound.childForFieldName('function')?.text ?? '');
  return !escaped && unsanitised(ctx.value(a).m, null, T) !== 0;
}
