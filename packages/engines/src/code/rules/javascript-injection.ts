import type { Node } from 'web-tree-sitter';
import { JS_CALL } from '../facts.ts';
import { callArguments, isConstant, literalParts, staticString } from '../syntax.ts';
import type { Captures, Rule, ScanContext, Severity } from '../types.ts';
import { exactStrings, T, unsanitised } from '../value.ts';
import {
  cap,
  type FilterSyntax,
  filterFieldFromRequest,
  flagValue,
  flowsInto,
  looksLikeSql,
  onCall,
  PASSWORD_NAME,
  reflection,
  requestPattern,
  SHELLS,
  secretUse,
  sinkAsValue,
} from './common.ts';

export { JS_CALL } from '../facts.ts';

export const isFalse = (n: Node | null): boolean =>
  !!n && (n.type === 'false' || (n.type === 'number' && n.text === '0') || staticString(n) === '0');
/** A string-valued expression: literal, template, concatenation involving a string, or a variable holding one. */
const isStringish = (n: Node | undefined, ctx: ScanContext): boolean => {
  if (!n) return false;
  if (n.type === 'string' || n.type === 'template_string' || (n.type === 'binary_expression' && literalParts(n).length > 0)) return true;
  const v = ctx.value(n);
  return v.built || !!exactStrings(v);
};

/** Interpreted template or `+` concatenation: a string assembled from data (tagged templates are not). */
export function isBuiltString(n: Node | null | undefined, ctx: ScanContext): boolean {
  if (!n) return false;
  if (n.type === 'template_string') return !ctx.isTaggedTemplate(n) && n.namedChildren.some((k) => k.type === 'template_substitution');
  return n.type === 'binary_expression' && n.childForFieldName('operator')?.text === '+' && !isConstant(n);
}

const EVAL = ['eval', 'vm.runInNewContext', 'vm.runInThisContext', 'vm.runInContext', 'vm.Script', 'vm.compileFunction'];
const TIMERS = ['setTimeout', 'setInterval', 'setImmediate'];
const CP_SHELL = [
  'child_process.exec',
  'child_process.execSync',
  'shelljs.exec',
  'execa.command',
  'execa.commandSync',
  'execa.execaCommand',
  'execa.execaCommandSync',
];
const CP_SPAWN = ['child_process.spawn', 'child_process.spawnSync', 'child_process.execFile', 'child_process.execFileSync'];
const SQL_METHODS =
  /^(query|execute|raw|prepare|unsafe|\$queryRawUnsafe|\$executeRawUnsafe|whereRaw|orWhereRaw|andWhereRaw|havingRaw|orderByRaw|groupByRaw|joinRaw|selectRaw|fromRaw|knex\.raw|literal)$/;
const SQLITE_METHODS = /^(run|all|get|each|exec)$/;
const DESERIALIZE = ['node-serialize.unserialize', 'serialize.unserialize', 'funcster.deepDeserialize', 'cryo.parse'];

/** `spawn("sh", ["-c", cmd])`: a shell started explicitly with a non-constant command string. */
function spawnShell(args: Node[], ctx: ScanContext): Severity | false {
  const head = staticString(args[0]);
  const vector = args[1]?.type === 'identifier' ? ctx.valueOf(args[1]) : args[1];
  if (head === null || !SHELLS.test(head) || vector?.type !== 'array') return false;
  const items = vector.namedChildren.filter((k) => k.type !== 'comment');
  const flag = items.findIndex((k) => /^(-c|\/c|-Command|-e)$/i.test(staticString(k) ?? ''));
  if (flag < 0) return false;
  const rest = items.slice(flag + 1);
  return rest.every((k) => ctx.constantDerived(k) || ctx.sanitized(k, 'shell')) ? 'low' : 'critical';
}

/** `x.constructor.constructor` (any x: `[]`, `""`, a function): the Function constructor reached without naming it. */
function isConstructorOfConstructor(fn: Node | null): boolean {
  const prop = (n: Node | null | undefined): string | null =>
    n?.type === 'member_expression'
      ? (n.childForFieldName('property')?.text ?? null)
      : n?.type === 'subscript_expression'
        ? staticString(n.childForFieldName('index'))
        : null;
  return prop(fn) === 'constructor' && prop(fn?.childForFieldName('object')) === 'constructor';
}

const sqlConstruction = (c: Captures, ctx: ScanContext): boolean => {
  const n = cap(c, 'match');
  // Outermost only, and checked first: a long chain matches once per operator, and the inner ones need no reading.
  if (!n || ctx.isInnerOperator(n) || !isBuiltString(n, ctx)) return false;
  return looksLikeSql(literalParts(n, (u) => ctx.spend(u))) && unsanitised(ctx.value(n).m, 'sql') !== 0;
};

/** Driver and ODM calls whose first argument is a query filter (MongoDB driver, mongoose models and queries). */
const MONGO_FILTER_METHODS =
  /^(find|findOne|findOneAndUpdate|findOneAndDelete|findOneAndReplace|findOneAndRemove|updateOne|updateMany|deleteOne|deleteMany|replaceOne|countDocuments|count|exists|where)$/;
/** Names other libraries also use (knex's `where`, Sequelize's `count`): read as MongoDB only in a file that loads it. */
const MONGO_AMBIGUOUS_METHODS = /^(where|count|exists)$/;
const MONGO_IMPORT = /(require\(|from\s*|import\(|import\s+)\s*['"](mongoose|mongodb|mongojs|monk|nedb|@seald-io\/nedb)['"]/;
/** Stripping `$` keys from request input, or mongoose's filter sanitising, makes an operator object impossible. */
const MONGO_SANITIZED = /express-mongo-sanitize|mongo-sanitize|sanitizeFilter['"]?\s*[,:]\s*true/;
/** Parsed request input that may hold objects: JSON/urlencoded bodies, qs-parsed query strings, JSON cookies. */
const PARSED_REQUEST = /^(req|request|ctx\.request|ctx)\.(body|query|cookies|signedCookies)(\.[\w$]+|\[\])*$/;

const JS_FILTER: FilterSyntax = { list: 'array', mapping: 'object', parsedRequest: PARSED_REQUEST, unquotedKeys: true };

export const JS_INJECTION_RULES: Rule[] = [
  {
    id: 'js.regex-injection',
    type: 'regex_injection',
    severity: 'high',
    cwe: 'CWE-1333',
    message: 'A regular expression compiled from request data can backtrack for seconds (ReDoS); escape it or match literally',
    query: '[(new_expression constructor: _ @fn) (call_expression function: _ @fn)] @match',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      if (!call || ctx.resolve(cap(c, 'fn')) !== 'RegExp') return false;
      return requestPattern(callArguments(call)[0], ctx);
    },
  },
  {
    id: 'js.code-injection.eval',
    type: 'code_injection',
    severity: 'critical',
    cwe: 'CWE-95',
    query: JS_CALL,
    message: 'eval() of a non-constant value executes arbitrary code',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const fnNode = cap(c, 'fn');
      const fn = ctx.resolve(fnNode) ?? '';
      if (!call) return false;
      const a = callArguments(call)[0];
      // Function(arg1, …, body) compiles every argument (parameters and body): any of them may carry code.
      if (fn === 'Function' || isConstructorOfConstructor(fnNode))
        return callArguments(call).some((x) => !isConstant(x) && !ctx.constantDerived(x));
      if (EVAL.includes(fn)) return !!a && !isConstant(a) && !ctx.constantDerived(a);
      return false;
    },
  },
  {
    id: 'js.reflection.unresolved',
    type: 'unsafe_reflection',
    severity: 'critical',
    cwe: 'CWE-470',
    query: JS_CALL,
    message: 'Callee chosen by reflection on a name taken from request data (require(x)[y], globalThis[name])',
    predicate: (c, ctx) => reflection(c, ctx),
  },
  {
    // Loading a module runs its top-level code, and a relative name climbs out of its folder (`./plugins/../../x`):
    // a module named by request data is code the requester chose, whatever the file does with it afterwards.
    id: 'js.reflection.module-from-request',
    type: 'unsafe_reflection',
    severity: 'critical',
    cwe: 'CWE-470',
    query: `${JS_CALL}
(call_expression function: (import) @fn) @match`,
    message: 'A module whose name comes from request data is loaded (require/import): its code runs',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const fn = cap(c, 'fn');
      if (!call || !fn || (fn.type !== 'import' && ctx.resolve(fn) !== 'require')) return false;
      const a = callArguments(call)[0];
      return !!a && !isConstant(a) && ctx.isTainted(a);
    },
  },
  {
    // worker_threads runs its first argument as JavaScript source when `eval: true` is set.
    id: 'js.code-injection.worker-eval',
    type: 'code_injection',
    severity: 'critical',
    cwe: 'CWE-95',
    query: '(new_expression constructor: _ @fn arguments: (arguments . (_) @src . (object) @opts)) @match',
    message: 'new Worker(source, { eval: true }) runs a non-constant string as code',
    predicate: (c, ctx) => {
      const src = cap(c, 'src');
      const opts = cap(c, 'opts');
      if (!src || !opts || !/^(node:)?worker_threads\.Worker$/.test(ctx.resolve(cap(c, 'fn')) ?? '')) return false;
      const evalFlag = opts.namedChildren.find(
        (p) => p.type === 'pair' && (staticString(p.childForFieldName('key')) ?? p.childForFieldName('key')?.text) === 'eval',
      );
      const v = evalFlag?.childForFieldName('value');
      if (!v || v.text === 'false') return false;
      return !isConstant(src) && !ctx.constantDerived(src);
    },
  },
  {
    id: 'js.reflection.sink-as-value',
    type: 'unsafe_reflection',
    severity: 'high',
    cwe: 'CWE-470',
    query: JS_CALL,
    message: 'A code-running callable is passed as a value',
    predicate: (c, ctx) => sinkAsValue(c, ctx),
  },
  {
    id: 'js.code-injection.function',
    type: 'code_injection',
    severity: 'high',
    cwe: 'CWE-95',
    message: 'new Function() compiles a string to code',
    query: '(new_expression constructor: _ @fn) @match',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      if (!call || ctx.resolve(cap(c, 'fn')) !== 'Function') return false;
      return callArguments(call).every((a) => isConstant(a) || ctx.constantDerived(a)) ? 'high' : 'critical';
    },
  },
  {
    id: 'js.code-injection.timer-string',
    type: 'code_injection',
    severity: 'high',
    cwe: 'CWE-95',
    query: JS_CALL,
    message: 'setTimeout/setInterval with a string argument evaluates it as code',
    predicate: onCall(TIMERS, (call, _fn, ctx) => {
      const a = callArguments(call)[0];
      if (!a) return false;
      if (isStringish(a, ctx)) return isConstant(a) || ctx.constantDerived(a) ? 'medium' : 'critical';
      // Request data is never a function (JSON and query strings carry none): as a timer's callback it is a string or
      // nothing, and a string is compiled and run.
      return unsanitised(ctx.value(a).m, null, T) !== 0 ? 'critical' : false;
    }),
  },
  {
    id: 'js.command-injection.exec',
    type: 'command_injection',
    severity: 'critical',
    cwe: 'CWE-78',
    query: JS_CALL,
    message: 'child_process.exec runs a shell; a non-constant command allows shell injection',
    predicate: onCall(CP_SHELL, (call, _fn, ctx) => {
      const cmd = callArguments(call)[0];
      if (!cmd || isConstant(cmd) || ctx.constantDerived(cmd)) return 'low';
      return ctx.sanitized(cmd, 'shell') ? 'low' : 'critical';
    }),
  },
  {
    id: 'js.command-injection.spawn-shell',
    type: 'command_injection',
    severity: 'high',
    cwe: 'CWE-78',
    query: JS_CALL,
    message: 'spawn/execFile through a shell (shell: true or "sh -c") with a non-constant command allows shell injection',
    predicate: onCall(CP_SPAWN, (call, _fn, ctx) => {
      const args = callArguments(call);
      const argv = spawnShell(args, ctx);
      if (argv) return argv;
      const shellVal = ctx.keywordValue(call, 'shell');
      if (shellVal === null) return false;
      const shell = shellVal === 'unknown' ? { known: false, canBeTrue: true } : flagValue(shellVal);
      if (!shell.canBeTrue) return false;
      const dynamic = args.slice(0, 2).filter((a) => a.type !== 'object' && !isConstant(a) && !ctx.constantDerived(a));
      if (dynamic.length === 0) return 'low';
      if (dynamic.every((a) => ctx.sanitized(a, 'shell'))) return 'low';
      if (!shell.known) {
        ctx.unresolved(call, 'security_flag', 'shell option is not a constant and the command is not constant');
        return false;
      }
      return 'high';
    }),
  },
  {
    id: 'js.deserialization.node-serialize',
    type: 'insecure_deserialization',
    severity: 'critical',
    cwe: 'CWE-502',
    query: JS_CALL,
    message: 'node-serialize/funcster deserialisation runs functions embedded in the data (remote code execution)',
    predicate: onCall(DESERIALIZE, () => true),
  },
  {
    // MongoDB runs a `$where` (or `$function`/`$accumulator`) string as JavaScript on the server for every document.
    id: 'js.code-injection.mongo-where',
    type: 'code_injection',
    severity: 'high',
    cwe: 'CWE-943',
    query: `(pair key: [(property_identifier) (string)] @k value: _ @v) @match
(call_expression function: (member_expression property: (property_identifier) @m) arguments: (arguments . (_) @v)) @match`,
    message: 'MongoDB $where/$function JavaScript assembled from data runs on the database server; use query operators',
    predicate: (c, ctx) => {
      const v = cap(c, 'v');
      const k = cap(c, 'k');
      const m = cap(c, 'm');
      if (!v || v.type === 'function_expression' || v.type === 'arrow_function' || v.type === 'function') return false;
      if (k && !/^\$(where|function|accumulator)$/.test(staticString(k) ?? k.text)) return false;
      if (!k && m?.text !== '$where') return false;
      const pieces = unsanitised(ctx.value(v).m, null);
      if (pieces === 0 || isConstant(v)) return false;
      return unsanitised(pieces, null, T) !== 0 ? 'critical' : 'high';
    },
  },
  {
    // A MongoDB filter matches a field against an object as an operator expression: `{ password: { $ne: null } }`
    // matches every document. Parsed request input (a JSON body, a query string parsed by qs, JSON cookies) may be such
    // an object, so a filter field fed by it unconverted lets the client choose the operator (CWE-943).
    id: 'js.nosql-injection.operator',
    type: 'nosql_injection',
    severity: 'high',
    cwe: 'CWE-943',
    query: JS_CALL,
    message:
      'MongoDB filter field taken from parsed request input without converting it to a string or number: the client can send an operator object ({"$ne": null})',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const fnNode = cap(c, 'fn');
      if (!call || fnNode?.type !== 'member_expression') return false;
      const method = fnNode.childForFieldName('property')?.text ?? '';
      if (!MONGO_FILTER_METHODS.test(method)) return false;
      const filter = callArguments(call)[0];
      if (!filter || !filterFieldFromRequest(filter, ctx, JS_FILTER)) return false;
      // The file-wide tests last: `find` is also every array's method, whose callback argument ends the test above.
      const text = call.tree.rootNode.text;
      return !(MONGO_AMBIGUOUS_METHODS.test(method) && !MONGO_IMPORT.test(text)) && !MONGO_SANITIZED.test(text);
    },
  },
  {
    // js-yaml's full schema (version 3) builds `!!js/function` values from the document; version 4 removed it.
    id: 'js.deserialization.yaml-full-schema',
    type: 'insecure_deserialization',
    severity: 'high',
    cwe: 'CWE-502',
    query: JS_CALL,
    message: 'js-yaml load with DEFAULT_FULL_SCHEMA constructs functions from the document; use the default (safe) schema',
    predicate: onCall(['js-yaml.load', 'js-yaml.loadAll', 'js-yaml.safeLoad', 'js-yaml.safeLoadAll'], (call, _fn, ctx) => {
      const schema = ctx.keywordValue(call, 'schema');
      if (schema === null) return false;
      if (schema === 'unknown') {
        ctx.unresolved(call, 'security_flag', 'js-yaml schema is not a value the file fixes');
        return false;
      }
      return [...schema.refs].some((r) => /(^|\.)DEFAULT_FULL_SCHEMA$/.test(r));
    }),
  },
  {
    id: 'js.sql-injection.query',
    type: 'sql_injection',
    severity: 'high',
    cwe: 'CWE-89',
    message: 'SQL passed to query() is built by concatenation or template interpolation; use placeholders',
    query: '(call_expression function: (member_expression property: (property_identifier) @m) arguments: (arguments . (_) @match))',
    predicate: (c, ctx) => {
      const m = cap(c, 'm')?.text ?? '';
      const q = cap(c, 'match');
      if (!q || !(SQL_METHODS.test(m) || SQLITE_METHODS.test(m))) return false;
      // Built by concatenation, interpolation, join or a helper, with a piece that is not a constant or a number.
      const v = ctx.value(q);
      const built = isBuiltString(q, ctx) || (v.built && q.type !== 'template_string');
      if (!built || unsanitised(v.m, 'sql') === 0) return false;
      return SQL_METHODS.test(m) || (SQLITE_METHODS.test(m) && looksLikeSql([v.prefix ?? '', ...literalParts(q, (u) => ctx.spend(u))]));
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
    id: 'js.weak-hash',
    type: 'weak_hash',
    severity: 'medium',
    cwe: 'CWE-328',
    query: JS_CALL,
    message: 'MD5/SHA-1 are broken for security use (signatures, passwords, tokens)',
    predicate: onCall(['crypto.createHash', 'crypto.createHmac'], (call, fn, ctx) => {
      const weak = (exactStrings(ctx.value(callArguments(call)[0])) ?? [])
        .map((a) => a.toLowerCase())
        .filter((alg) => /^(md5|sha1|md4|rsa-md5|rsa-sha1)$/.test(alg) && !(fn.endsWith('Hmac') && alg === 'sha1'));
      if (weak.length === 0) return false;
      return flowsInto(call, ctx, PASSWORD_NAME) ? 'high' : 'medium';
    }),
  },
  {
    id: 'js.weak-cipher',
    type: 'weak_crypto',
    severity: 'high',
    cwe: 'CWE-327',
    query: JS_CALL,
    message: 'Deprecated or weak cipher (createCipher without IV, DES/RC4/ECB)',
    predicate: onCall(
      ['crypto.createCipher', 'crypto.createDecipher', 'crypto.createCipheriv', 'crypto.createDecipheriv'],
      (call, fn, ctx) => {
        if (!fn.endsWith('iv')) return true;
        return (exactStrings(ctx.value(callArguments(call)[0])) ?? []).some((alg) =>
          /(^|-)(des|des3|rc4|rc2|bf|blowfish)(-|$)|-ecb$/.test(alg.toLowerCase()),
        );
      },
    ),
  },
  {
    id: 'js.insecure-random',
    type: 'insecure_random',
    severity: 'high',
    cwe: 'CWE-338',
    query: JS_CALL,
    message: 'Math.random() used for a security value; use crypto.randomBytes/getRandomValues',
    // lodash's random helpers draw from Math.random.
    predicate: onCall(
      ['Math.random', ...['random', 'sample', 'sampleSize', 'shuffle'].flatMap((f) => [`lodash.${f}`, `_.${f}`, `lodash/${f}`])],
      (call, _fn, ctx) => secretUse(call, ctx),
    ),
  },
];
