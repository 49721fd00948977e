import type { Node } from 'web-tree-sitter';
import { callArguments, isConstant, literalParts, objectProperty, staticString, subtree } from '../syntax.ts';
import type { Captures, Rule, ScanContext, Severity } from '../types.ts';
import {
  cap,
  chainTop,
  destinationName,
  enclosingFunctionName,
  isSecretName,
  isSecretValue,
  looksLikeSql,
  mentionsName,
  providerKey,
  SECRET_CONTEXT,
  snake,
  stringText,
} from './common.ts';

/** Shared by JavaScript and TypeScript: the TypeScript grammar extends the JavaScript one with the same node names. */
const CALL = '(call_expression function: [(identifier) (member_expression) (subscript_expression)] @fn) @match';

type Pred = (c: Captures, ctx: ScanContext) => boolean | Severity | undefined;

function onCall(names: readonly string[], then: (call: Node, fn: string, ctx: ScanContext) => boolean | Severity | undefined): Pred {
  const set = new Set(names);
  return (c, ctx) => {
    const call = cap(c, 'match');
    const fn = ctx.resolve(cap(c, 'fn'));
    return call && fn && set.has(fn) ? then(call, fn, ctx) : false;
  };
}

const isFalse = (n: Node | null): boolean =>
  !!n && (n.type === 'false' || (n.type === 'number' && n.text === '0') || staticString(n) === '0');
/** A string-valued expression: literal, template, or concatenation involving a string. */
const isStringish = (n: Node | undefined): boolean =>
  !!n && (n.type === 'string' || n.type === 'template_string' || (n.type === 'binary_expression' && literalParts(n).length > 0));
const isTaggedTemplate = (n: Node): boolean => n.type === 'template_string' && n.parent?.type === 'call_expression';
/** Interpolated template or `+` concatenation: a string assembled from data. */
const isBuiltString = (n: Node | undefined): boolean =>
  !!n &&
  ((n.type === 'template_string' && !isTaggedTemplate(n) && n.namedChildren.some((k) => k.type === 'template_substitution')) ||
    (n.type === 'binary_expression' && n.childForFieldName('operator')?.text === '+' && !isConstant(n)));

const EVAL = ['eval', 'window.eval', 'globalThis.eval', 'self.eval'];
const TIMERS = ['setTimeout', 'setInterval', 'setImmediate', 'window.setTimeout', 'window.setInterval', 'globalThis.setTimeout'];
const VM = ['vm.runInNewContext', 'vm.runInThisContext', 'vm.runInContext', 'vm.Script', 'vm.compileFunction'];
const CP_SHELL = ['child_process.exec', 'child_process.execSync'];
const CP_SPAWN = ['child_process.spawn', 'child_process.spawnSync', 'child_process.execFile', 'child_process.execFileSync'];
const SQL_METHODS = /^(query|execute|raw|prepare|unsafe|\$queryRawUnsafe|\$executeRawUnsafe|whereRaw|knex\.raw)$/;
const SQLITE_METHODS = /^(run|all|get|each|exec)$/;
const MERGES = [
  'Object.assign',
  'lodash.merge',
  '_.merge',
  'lodash.mergeWith',
  '_.mergeWith',
  'lodash.defaultsDeep',
  '_.defaultsDeep',
  'lodash.set',
  '_.set',
  'lodash.setWith',
  '_.setWith',
  'jQuery.extend',
  '$.extend',
  'deepmerge',
  'merge',
  'deep-extend',
  'extend',
  'lodash/merge',
  'lodash/mergeWith',
  'lodash/defaultsDeep',
  'lodash/set',
  'lodash.set',
  'lodash.defaultsdeep',
];
const FILE_SINKS =
  /^(fs(\.promises)?|fs\/promises)\.(readFile|readFileSync|createReadStream|writeFile|writeFileSync|createWriteStream|unlink|unlinkSync|rm|rmSync|appendFile|appendFileSync|open|openSync)$|^res\.(sendFile|download)$/;

function secretPair(nameNode: Node | null, valueNode: Node | null): boolean {
  if (!nameNode || !valueNode) return false;
  const value = staticString(valueNode);
  if (value === null || providerKey(value)) return false;
  const name =
    staticString(nameNode) ??
    (nameNode.type === 'member_expression' ? (nameNode.childForFieldName('property')?.text ?? '') : nameNode.text);
  return isSecretName(name) && isSecretValue(value);
}

const sqlConstruction: Pred = (c) => {
  const n = cap(c, 'match');
  if (!n || !isBuiltString(n)) return false;
  if (n.type === 'binary_expression' && n.parent?.type === 'binary_expression') return false; // outermost only
  return looksLikeSql(literalParts(n));
};

/** A recursive for-in merge that copies keys without rejecting `__proto__`/`constructor` pollutes Object.prototype. */
const recursiveMerge: Pred = (c) => {
  const loop = cap(c, 'match');
  const key = cap(c, 'key');
  if (!loop || !key) return false;
  const fnName = enclosingFunctionName(loop);
  if (!fnName) return false;
  let writesKey = false;
  let recurses = false;
  for (const n of subtree(loop)) {
    if (
      n.type === 'assignment_expression' &&
      n.childForFieldName('left')?.type === 'subscript_expression' &&
      n.childForFieldName('left')?.childForFieldName('index')?.text === key.text
    )
      writesKey = true;
    if (n.type === 'call_expression' && n.childForFieldName('function')?.text === fnName) recurses = true;
  }
  if (!writesKey || !recurses) return false;
  let fn: Node | null = loop;
  while (fn && !['function_declaration', 'function_expression', 'arrow_function', 'method_definition'].includes(fn.type)) fn = fn.parent;
  for (const n of subtree(fn ?? loop)) {
    const s = staticString(n);
    if (s === '__proto__' || s === 'constructor' || s === 'prototype') return false; // guarded
  }
  return true;
};

export const JAVASCRIPT_RULES: Rule[] = [
  {
    id: 'js.code-injection.eval',
    type: 'code_injection',
    severity: 'critical',
    cwe: 'CWE-95',
    query: CALL,
    message: 'eval() of a non-constant value executes arbitrary code',
    predicate: onCall([...EVAL, ...VM], (call) => {
      const a = callArguments(call)[0];
      return !!a && !isConstant(a);
    }),
  },
  {
    id: 'js.code-injection.function',
    type: 'code_injection',
    severity: 'high',
    cwe: 'CWE-95',
    message: 'new Function() compiles a string to code',
    query: `(new_expression constructor: (identifier) @fn (#eq? @fn "Function")) @match
(call_expression function: (identifier) @fn (#eq? @fn "Function")) @match`,
    predicate: (c) => {
      const call = cap(c, 'match');
      return call ? (callArguments(call).every((a) => isConstant(a)) ? 'high' : 'critical') : false;
    },
  },
  {
    id: 'js.code-injection.timer-string',
    type: 'code_injection',
    severity: 'high',
    cwe: 'CWE-95',
    query: CALL,
    message: 'setTimeout/setInterval with a string argument evaluates it as code',
    predicate: onCall(TIMERS, (call) => {
      const a = callArguments(call)[0];
      return isStringish(a) ? (isConstant(a) ? 'medium' : 'critical') : false;
    }),
  },
  {
    id: 'js.command-injection.exec',
    type: 'command_injection',
    severity: 'critical',
    cwe: 'CWE-78',
    query: CALL,
    message: 'child_process.exec runs a shell; a non-constant command allows shell injection',
    predicate: onCall(CP_SHELL, (call) => (isConstant(callArguments(call)[0]) ? 'low' : 'critical')),
  },
  {
    id: 'js.command-injection.spawn-shell',
    type: 'command_injection',
    severity: 'high',
    cwe: 'CWE-78',
    query: CALL,
    message: 'spawn/execFile with shell: true and a non-constant command allows shell injection',
    predicate: onCall(CP_SPAWN, (call) => {
      const args = callArguments(call);
      const opts = args.find((a) => a.type === 'object');
      const shell = opts ? objectProperty(opts, 'shell') : null;
      if (!shell || isFalse(shell)) return false;
      return args
        .slice(0, 2)
        .every((a) => a.type === 'object' || isConstant(a) || (a.type === 'array' && a.namedChildren.every((e) => isConstant(e))))
        ? 'low'
        : 'high';
    }),
  },
  {
    id: 'js.xss.inner-html',
    type: 'xss',
    severity: 'high',
    cwe: 'CWE-79',
    message: 'HTML sink (innerHTML/outerHTML) assigned a non-constant value',
    query: `(assignment_expression left: (member_expression property: (property_identifier) @p (#match? @p "^(innerHTML|outerHTML)$")) right: _ @v) @match
(augmented_assignment_expression left: (member_expression property: (property_identifier) @p (#match? @p "^(innerHTML|outerHTML)$")) right: _ @v) @match`,
    predicate: (c) => !isConstant(cap(c, 'v')),
  },
  {
    id: 'js.xss.document-write',
    type: 'xss',
    severity: 'high',
    cwe: 'CWE-79',
    query: CALL,
    message: 'document.write/insertAdjacentHTML with a non-constant value',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const fn = ctx.resolve(cap(c, 'fn')) ?? '';
      if (!call) return false;
      const args = callArguments(call);
      if (/^(window\.)?document\.(write|writeln)$/.test(fn)) return args.some((a) => !isConstant(a));
      return /\.insertAdjacentHTML$/.test(fn) && !!args[1] && !isConstant(args[1]);
    },
  },
  {
    id: 'js.xss.dangerously-set-inner-html',
    type: 'xss',
    severity: 'high',
    cwe: 'CWE-79',
    message: 'dangerouslySetInnerHTML with a non-constant value',
    query: '(pair key: (property_identifier) @k (#eq? @k "__html") value: _ @v) @match',
    predicate: (c) => !isConstant(cap(c, 'v')),
  },
  {
    id: 'js.secrets.assignment',
    type: 'hardcoded_secret',
    severity: 'high',
    cwe: 'CWE-798',
    message: 'Hard-coded credential assigned to a secret-named variable or property',
    query: `(variable_declarator name: (identifier) @name value: [(string) (template_string)] @match)
(assignment_expression left: [(identifier) (member_expression)] @name right: [(string) (template_string)] @match)
(pair key: [(property_identifier) (string)] @name value: [(string) (template_string)] @match)`,
    predicate: (c) => secretPair(cap(c, 'name'), cap(c, 'match')),
  },
  {
    id: 'js.secrets.provider-key',
    type: 'hardcoded_secret',
    severity: 'critical',
    cwe: 'CWE-798',
    message: 'Hard-coded provider API key or private key in source',
    query: '[(string) (template_string)] @match',
    predicate: (c) => {
      const s = cap(c, 'match');
      return !!s && providerKey(stringText(s)) !== null;
    },
  },
  {
    id: 'js.weak-hash',
    type: 'weak_hash',
    severity: 'medium',
    cwe: 'CWE-328',
    query: CALL,
    message: 'MD5/SHA-1 are broken for security use (signatures, passwords, tokens)',
    predicate: onCall(['crypto.createHash', 'crypto.createHmac'], (call, fn) => {
      const alg = staticString(callArguments(call)[0])?.toLowerCase() ?? '';
      if (!/^(md5|sha1|md4|rsa-md5|rsa-sha1)$/.test(alg) || (fn.endsWith('Hmac') && alg === 'sha1')) return false;
      const dest = destinationName(call);
      return mentionsName(chainTop(call), /passw|pwd|(^|_)pw(_|$)/) || (!!dest && /passw|pwd|(^|_)pw(_|$)/.test(snake(dest)))
        ? 'high'
        : 'medium';
    }),
  },
  {
    id: 'js.weak-cipher',
    type: 'weak_crypto',
    severity: 'high',
    cwe: 'CWE-327',
    query: CALL,
    message: 'Deprecated or weak cipher (createCipher without IV, DES/RC4/ECB)',
    predicate: onCall(['crypto.createCipher', 'crypto.createDecipher', 'crypto.createCipheriv', 'crypto.createDecipheriv'], (call, fn) => {
      if (!fn.endsWith('iv')) return true;
      return /(^|-)(des|des3|rc4|rc2|bf|blowfish)(-|$)|-ecb$/.test(staticString(callArguments(call)[0])?.toLowerCase() ?? '');
    }),
  },
  {
    id: 'js.sql-injection.query',
    type: 'sql_injection',
    severity: 'high',
    cwe: 'CWE-89',
    message: 'SQL passed to query() is built by concatenation or template interpolation; use placeholders',
    query: '(call_expression function: (member_expression property: (property_identifier) @m) arguments: (arguments . (_) @match))',
    predicate: (c) => {
      const m = cap(c, 'm')?.text ?? '';
      const q = cap(c, 'match') ?? undefined;
      if (!isBuiltString(q)) return false;
      return SQL_METHODS.test(m) || (SQLITE_METHODS.test(m) && looksLikeSql(literalParts(q)));
    },
  },
  {
    id: 'js.sql-injection.construction',
    type: 'sql_injection',
    severity: 'high',
    cwe: 'CWE-89',
    message: 'SQL statement built from data by concatenation or template interpolation',
    query: '[(binary_expression) (template_string)] @match',
    predicate: sqlConstruction,
  },
  {
    id: 'js.tls.reject-unauthorized',
    type: 'tls_verification_disabled',
    severity: 'high',
    cwe: 'CWE-295',
    message: 'TLS certificate verification disabled',
    query: `(pair key: [(property_identifier) (string)] @k value: _ @v) @match
(assignment_expression left: (member_expression) @k right: _ @v) @match`,
    predicate: (c) => {
      const k = cap(c, 'k');
      const v = cap(c, 'v');
      if (!k) return false;
      const name = staticString(k) ?? (k.type === 'member_expression' ? (k.childForFieldName('property')?.text ?? '') : k.text);
      if (name === 'rejectUnauthorized' || name === 'strictSSL') return isFalse(v);
      return name === 'NODE_TLS_REJECT_UNAUTHORIZED' && isFalse(v);
    },
  },
  {
    id: 'js.prototype-pollution.proto-key',
    type: 'prototype_pollution',
    severity: 'high',
    cwe: 'CWE-1321',
    message: 'Assignment through __proto__/constructor.prototype modifies shared prototypes',
    query: '(assignment_expression left: [(subscript_expression) (member_expression)] @match)',
    predicate: (c, ctx) => {
      const keys: Array<{ key: string | null; node: Node }> = [];
      for (
        let n: Node | null = cap(c, 'match');
        n && (n.type === 'subscript_expression' || n.type === 'member_expression');
        n = n.childForFieldName('object')
      ) {
        const k = n.type === 'member_expression' ? (n.childForFieldName('property') as Node) : (n.childForFieldName('index') as Node);
        keys.unshift({ key: n.type === 'member_expression' ? k.text : staticString(k), node: k });
      }
      const names = keys.map((k) => k.key);
      if (names.includes('__proto__')) return true;
      const ci = names.indexOf('constructor');
      if (ci >= 0 && names[ci + 1] === 'prototype') return true;
      // obj[a][b] = v with request-controlled a: a = "__proto__" reaches Object.prototype.
      return keys.length >= 2 && keys[keys.length - 2]?.key === null && ctx.isTainted((keys[keys.length - 2] as { node: Node }).node);
    },
  },
  {
    id: 'js.prototype-pollution.merge',
    type: 'prototype_pollution',
    severity: 'high',
    cwe: 'CWE-1321',
    query: CALL,
    message: 'Request data merged into an object; a "__proto__" key pollutes prototypes',
    predicate: onCall(MERGES, (call, _fn, ctx) =>
      callArguments(call)
        .slice(1)
        .some((a) => ctx.isTainted(a)),
    ),
  },
  {
    id: 'js.prototype-pollution.recursive-merge',
    type: 'prototype_pollution',
    severity: 'high',
    cwe: 'CWE-1321',
    message: 'Recursive merge copies keys without rejecting "__proto__"/"constructor"',
    query: '(for_in_statement left: (identifier) @key) @match',
    predicate: recursiveMerge,
  },
  {
    id: 'js.insecure-random',
    type: 'insecure_random',
    severity: 'high',
    cwe: 'CWE-338',
    query: CALL,
    message: 'Math.random() used for a security value; use crypto.randomBytes/getRandomValues',
    predicate: onCall(['Math.random'], (call) => {
      const dest = destinationName(call);
      return !!dest && SECRET_CONTEXT.test(snake(dest));
    }),
  },
  {
    id: 'js.path-traversal',
    type: 'path_traversal',
    severity: 'high',
    cwe: 'CWE-22',
    query: CALL,
    message: 'File path built from request input; normalise and confine it to a base directory',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const fn = ctx.resolve(cap(c, 'fn')) ?? '';
      const p = call ? callArguments(call)[0] : undefined;
      return FILE_SINKS.test(fn) && !!p && !isConstant(p) && ctx.isTainted(p);
    },
  },
];
