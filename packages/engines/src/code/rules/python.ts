import type { Node } from 'web-tree-sitter';
import { isConstant, keywordArgument, literalParts, positionalArguments, staticString } from '../syntax.ts';
import type { Captures, Rule, ScanContext, Severity } from '../types.ts';
import {
  cap,
  chainTop,
  destinationName,
  isSecretName,
  isSecretValue,
  looksLikeSql,
  mentionsName,
  providerKey,
  SECRET_CONTEXT,
  snake,
  stringText,
} from './common.ts';

/** Every call; most rules share this pattern and differ in their predicate (the engine compiles it once). */
const CALL = '(call function: [(identifier) (attribute)] @fn) @match';

type Pred = (c: Captures, ctx: ScanContext) => boolean | Severity | undefined;

/** Predicate on calls whose resolved callee is in `names`. */
function onCall(names: readonly string[], then: (call: Node, fn: string, ctx: ScanContext) => boolean | Severity | undefined): Pred {
  const set = new Set(names);
  return (c, ctx) => {
    const call = cap(c, 'match');
    const fn = ctx.resolve(cap(c, 'fn'));
    return call && fn && set.has(fn) ? then(call, fn, ctx) : false;
  };
}

const isFalsy = (n: Node | null): boolean => !!n && (n.type === 'false' || n.type === 'none' || (n.type === 'integer' && n.text === '0'));
const isTrue = (n: Node | null): boolean => !!n && n.type === 'true';
/** Constant command: a literal string, or a list/tuple of literal strings. */
const constantCommand = (n: Node | undefined): boolean =>
  !!n && (isConstant(n) || ((n.type === 'list' || n.type === 'tuple') && n.namedChildren.every((e) => isConstant(e))));

const EVAL = ['eval', 'exec', 'builtins.eval', 'builtins.exec'];
const SHELL_FUNCS = [
  'os.system',
  'os.popen',
  'os.popen2',
  'os.popen3',
  'os.popen4',
  'popen2.popen2',
  'popen2.popen3',
  'popen2.popen4',
  'commands.getoutput',
  'commands.getstatusoutput',
  'subprocess.getoutput',
  'subprocess.getstatusoutput',
  'asyncio.create_subprocess_shell',
];
const SUBPROCESS = ['subprocess.call', 'subprocess.run', 'subprocess.Popen', 'subprocess.check_call', 'subprocess.check_output'];
const PICKLE = [
  'pickle.load',
  'pickle.loads',
  'pickle.Unpickler',
  'cPickle.load',
  'cPickle.loads',
  'cPickle.Unpickler',
  '_pickle.load',
  '_pickle.loads',
  'dill.load',
  'dill.loads',
  'marshal.load',
  'marshal.loads',
  'shelve.open',
  'jsonpickle.decode',
  'jsonpickle.unpickler.decode',
  'pandas.read_pickle',
  'joblib.load',
];
const SAFE_YAML_LOADERS = /(^|\.)(SafeLoader|CSafeLoader|BaseLoader|CBaseLoader)$/;
const WEAK_HASHES = [
  'hashlib.md5',
  'hashlib.sha1',
  'hashlib.md4',
  'Crypto.Hash.MD5.new',
  'Crypto.Hash.SHA.new',
  'Crypto.Hash.SHA1.new',
  'Crypto.Hash.MD4.new',
  'Cryptodome.Hash.MD5.new',
  'Cryptodome.Hash.SHA1.new',
  'cryptography.hazmat.primitives.hashes.MD5',
  'cryptography.hazmat.primitives.hashes.SHA1',
];
const WEAK_HASH_NAMES = /^(md5|sha1|sha-1|sha|md4|md2)$/i;
const HTTP_CLIENT_ROOTS = /^(requests|httpx|aiohttp|urllib3)\./;
const HTTP_METHODS = /\.(get|post|put|patch|delete|head|options|request|send|stream|Client|AsyncClient|Session)$/;
const XML_STDLIB = [
  'parse',
  'fromstring',
  'XML',
  'iterparse',
  'XMLParser',
  'fromstringlist',
  'XMLPullParser',
  'parseString',
  'make_parser',
];
const XML_MODULES = [
  'xml.etree.ElementTree',
  'xml.etree.cElementTree',
  'xml.dom.minidom',
  'xml.dom.pulldom',
  'xml.sax',
  'xml.dom.expatbuilder',
  'xml.sax.expatreader',
];
/** Conventional aliases snippets use without showing the import line. */
const CONVENTIONAL = new Map([
  ['ET', 'xml.etree.ElementTree'],
  ['ElementTree', 'xml.etree.ElementTree'],
  ['etree', 'lxml.etree'],
  ['minidom', 'xml.dom.minidom'],
]);
const RANDOM = ['random', 'randint', 'randrange', 'choice', 'choices', 'sample', 'getrandbits', 'uniform', 'shuffle', 'randbytes'].map(
  (f) => `random.${f}`,
);
const FILE_SINKS = [
  'open',
  'io.open',
  'codecs.open',
  'builtins.open',
  'os.open',
  'flask.send_file',
  'send_file',
  'pathlib.Path',
  'os.remove',
  'os.unlink',
  'shutil.rmtree',
];
const AUTH_WORDS =
  /(auth|admin|permission|(^|_)perms?($|_)|role|logged|login|staff|superuser|owner|privilege|csrf|signature|verified|allowed|access|authori[sz]ed|token|password|session|(^|_)can_|is_active|api_key)/;
const BIND_CONTEXT = /(host|bind|addr|address|listen|interface|server_name)/;

function withAliases(fn: string | null): string | null {
  if (!fn) return null;
  const head = fn.split('.')[0] as string;
  const full = CONVENTIONAL.get(head);
  return full ? full + fn.slice(head.length) : fn;
}

/** `app`-like names, or a variable assigned from `Flask(...)` anywhere in the file. */
function isFlaskApp(obj: Node | null, ctx: ScanContext): boolean {
  if (!obj || obj.type !== 'identifier') return false;
  const apps = ctx.memo('py.flask-apps', () => {
    const names = new Set<string>();
    for (const a of obj.tree.rootNode.descendantsOfType('assignment')) {
      const right = a.childForFieldName('right');
      const left = a.childForFieldName('left');
      if (left?.type !== 'identifier' || right?.type !== 'call') continue;
      if (/(^|\.)Flask$/.test(ctx.resolve(right.childForFieldName('function')) ?? '')) names.add(left.text);
    }
    return names;
  });
  return apps.has(obj.text) || (/^(app|application)$/.test(obj.text) && !ctx.imports('fastapi'));
}

function secretAssignment(nameNode: Node | null, valueNode: Node | null): boolean | Severity {
  if (!nameNode || !valueNode) return false;
  const value = staticString(valueNode);
  if (value === null) return false;
  const name =
    nameNode.type === 'string'
      ? (staticString(nameNode) ?? '')
      : nameNode.type === 'attribute'
        ? (nameNode.childForFieldName('attribute')?.text ?? '')
        : nameNode.type === 'subscript'
          ? (staticString(nameNode.childForFieldName('subscript')) ?? '')
          : nameNode.text;
  if (providerKey(value)) return false; // reported by the provider-key rule with a sharper message
  return isSecretName(name) && isSecretValue(value);
}

const sqlDynamic: Pred = (c) => {
  const n = cap(c, 'match');
  if (!n || isConstant(n)) return false;
  if (n.type === 'binary_operator') {
    const op = n.childForFieldName('operator')?.text;
    if (op !== '+' && op !== '%') return false;
    if (n.parent?.type === 'binary_operator') return false; // report the outermost expression once
    return looksLikeSql(literalParts(n));
  }
  if (n.type === 'call') return looksLikeSql([staticString(cap(c, 'obj')) ?? '']);
  if (n.type === 'string') return /^[a-z]*f/i.test(n.child(0)?.text ?? '') && looksLikeSql(literalParts(n));
  return false;
};

export const PYTHON_RULES: Rule[] = [
  {
    id: 'py.code-injection.eval',
    type: 'code_injection',
    severity: 'critical',
    cwe: 'CWE-95',
    query: CALL,
    message: 'eval()/exec() of a non-constant value executes arbitrary code',
    predicate: onCall(EVAL, (call) => {
      const a = positionalArguments(call)[0];
      return !!a && !isConstant(a);
    }),
  },
  {
    id: 'py.code-injection.compile',
    type: 'code_injection',
    severity: 'high',
    cwe: 'CWE-95',
    query: CALL,
    message: 'compile() of a non-constant source prepares arbitrary code for execution',
    predicate: onCall(['compile', 'builtins.compile'], (call) => {
      const a = positionalArguments(call)[0];
      return !!a && !isConstant(a);
    }),
  },
  {
    id: 'py.command-injection.os-shell',
    type: 'command_injection',
    severity: 'critical',
    cwe: 'CWE-78',
    query: CALL,
    message: 'Command run through a shell; a non-constant command allows shell injection',
    predicate: onCall(SHELL_FUNCS, (call) => (constantCommand(positionalArguments(call)[0]) ? 'low' : 'critical')),
  },
  {
    id: 'py.command-injection.subprocess-shell',
    type: 'command_injection',
    severity: 'critical',
    cwe: 'CWE-78',
    query: CALL,
    message: 'subprocess call with shell=True; a non-constant command allows shell injection',
    predicate: onCall(SUBPROCESS, (call) => {
      const shell = keywordArgument(call, 'shell');
      if (!shell || isFalsy(shell)) return false;
      return constantCommand(positionalArguments(call)[0] ?? keywordArgument(call, 'args') ?? undefined) ? 'low' : 'critical';
    }),
  },
  {
    id: 'py.deserialization.pickle',
    type: 'insecure_deserialization',
    severity: 'high',
    cwe: 'CWE-502',
    query: CALL,
    message: 'Deserializing with pickle/marshal/shelve/jsonpickle can execute arbitrary code on untrusted data',
    predicate: onCall(PICKLE, () => true),
  },
  {
    id: 'py.deserialization.numpy-torch',
    type: 'insecure_deserialization',
    severity: 'high',
    cwe: 'CWE-502',
    query: CALL,
    message: 'numpy.load(allow_pickle=True)/torch.load without weights_only=True unpickles arbitrary objects',
    predicate: onCall(['numpy.load', 'torch.load'], (call, fn) =>
      fn === 'numpy.load' ? isTrue(keywordArgument(call, 'allow_pickle')) : !isTrue(keywordArgument(call, 'weights_only')),
    ),
  },
  {
    id: 'py.deserialization.yaml',
    type: 'insecure_deserialization',
    severity: 'high',
    cwe: 'CWE-502',
    query: CALL,
    message: 'yaml.load without SafeLoader can construct arbitrary Python objects; use yaml.safe_load',
    predicate: onCall(['yaml.load', 'yaml.load_all', 'yaml.unsafe_load', 'yaml.unsafe_load_all'], (call, fn, ctx) => {
      if (fn.startsWith('yaml.unsafe')) return true;
      const loader = keywordArgument(call, 'Loader') ?? positionalArguments(call)[1] ?? null;
      return !loader || !SAFE_YAML_LOADERS.test(ctx.resolve(loader) ?? loader.text);
    }),
  },
  {
    id: 'py.secrets.assignment',
    type: 'hardcoded_secret',
    severity: 'high',
    cwe: 'CWE-798',
    message: 'Hard-coded credential assigned to a secret-named variable',
    query: `(assignment left: [(identifier) (attribute) (subscript)] @name right: [(string) (concatenated_string)] @match)
(keyword_argument name: (identifier) @name value: [(string) (concatenated_string)] @match)
(default_parameter name: (identifier) @name value: [(string) (concatenated_string)] @match)
(typed_default_parameter name: (identifier) @name value: [(string) (concatenated_string)] @match)
(pair key: (string) @name value: [(string) (concatenated_string)] @match)`,
    predicate: (c) => secretAssignment(cap(c, 'name'), cap(c, 'match')),
  },
  {
    id: 'py.secrets.comparison',
    type: 'hardcoded_secret',
    severity: 'high',
    cwe: 'CWE-798',
    message: 'Secret compared against a hard-coded literal',
    query: '(comparison_operator [(identifier) (attribute)] @name (string) @match)',
    predicate: (c) => {
      const cmp = cap(c, 'match')?.parent;
      return !!cmp && /==|!=/.test(cmp.children.find((k) => !k.isNamed)?.text ?? '') && secretAssignment(cap(c, 'name'), cap(c, 'match'));
    },
  },
  {
    id: 'py.secrets.provider-key',
    type: 'hardcoded_secret',
    severity: 'critical',
    cwe: 'CWE-798',
    message: 'Hard-coded provider API key or private key in source',
    query: '(string) @match',
    predicate: (c) => {
      const s = cap(c, 'match');
      return !!s && s.parent?.type !== 'concatenated_string' && providerKey(stringText(s)) !== null;
    },
  },
  {
    id: 'py.weak-hash',
    type: 'weak_hash',
    severity: 'medium',
    cwe: 'CWE-328',
    query: CALL,
    message: 'MD5/SHA-1 are broken for security use (signatures, passwords, tokens)',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const fn = ctx.resolve(cap(c, 'fn'));
      if (!call || !fn) return false;
      const args = positionalArguments(call);
      const algorithm = staticString(args[0] ?? keywordArgument(call, 'name')) ?? '';
      const weak = WEAK_HASHES.includes(fn) || (fn === 'hashlib.new' && WEAK_HASH_NAMES.test(algorithm));
      // usedforsecurity=False (3rd positional of hashlib.new, 2nd of the named constructors) marks a non-security use.
      const usedForSecurity = keywordArgument(call, 'usedforsecurity') ?? args[fn === 'hashlib.new' ? 2 : 1] ?? null;
      if (!weak || isFalsy(usedForSecurity)) return false;
      const dest = destinationName(call);
      const forPasswords = mentionsName(chainTop(call), /passw|pwd|(^|_)pw(_|$)/) || (!!dest && /passw|pwd|(^|_)pw(_|$)/.test(snake(dest)));
      return forPasswords ? 'high' : 'medium';
    },
  },
  {
    id: 'py.sql-injection',
    type: 'sql_injection',
    severity: 'high',
    cwe: 'CWE-89',
    message: 'SQL built from data by concatenation/formatting; use parameterized queries',
    query: `(binary_operator) @match
(call function: (attribute object: [(string) (concatenated_string)] @obj attribute: (identifier) @m (#eq? @m "format"))) @match
(string (interpolation)) @match`,
    predicate: sqlDynamic,
  },
  {
    id: 'py.sql-injection.execute',
    type: 'sql_injection',
    severity: 'high',
    cwe: 'CWE-89',
    message: 'Query passed to execute() is built by string formatting; use parameters',
    // The query argument is the reported node so that SQL built inside the call is one finding, on the SQL's line.
    query:
      '(call function: (attribute attribute: (identifier) @m (#match? @m "^(execute|executemany|executescript|raw|mogrify)$")) arguments: (argument_list . (_) @match))',
    predicate: (c) => {
      const q = cap(c, 'match');
      if (!q || isConstant(q) || q.type === 'keyword_argument') return false;
      if (q.type === 'binary_operator') return ['+', '%'].includes(q.childForFieldName('operator')?.text ?? '');
      if (q.type === 'string') return true; // an f-string (non-constant string node)
      return q.type === 'call' && q.childForFieldName('function')?.childForFieldName('attribute')?.text === 'format';
    },
  },
  {
    id: 'py.tls.verify-false',
    type: 'tls_verification_disabled',
    severity: 'high',
    cwe: 'CWE-295',
    query: CALL,
    message: 'TLS certificate verification disabled (verify=False)',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const fn = ctx.resolve(cap(c, 'fn')) ?? '';
      if (!call || !isFalsy(keywordArgument(call, 'verify'))) return false;
      return HTTP_CLIENT_ROOTS.test(fn) || HTTP_METHODS.test(fn);
    },
  },
  {
    id: 'py.tls.unverified-context',
    type: 'tls_verification_disabled',
    severity: 'high',
    cwe: 'CWE-295',
    query: CALL,
    message: 'TLS context or socket that does not verify certificates',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const fn = ctx.resolve(cap(c, 'fn')) ?? '';
      if (!call) return false;
      if (fn === 'ssl._create_unverified_context' || fn === 'ssl._create_stdlib_context') return true;
      const reqs = keywordArgument(call, 'cert_reqs');
      return !!reqs && /CERT_NONE/.test(ctx.resolve(reqs) ?? staticString(reqs) ?? '');
    },
  },
  {
    id: 'py.tls.cert-none',
    type: 'tls_verification_disabled',
    severity: 'high',
    cwe: 'CWE-295',
    message: 'TLS context configured not to verify certificates or host names',
    query: '(assignment left: (attribute attribute: (identifier) @a) right: _ @v) @match',
    predicate: (c, ctx) => {
      const a = cap(c, 'a')?.text;
      const v = cap(c, 'v');
      return (a === 'verify_mode' && (ctx.resolve(v) ?? '').endsWith('CERT_NONE')) || (a === 'check_hostname' && isFalsy(v));
    },
  },
  {
    id: 'py.tempfile.mktemp',
    type: 'insecure_temp_file',
    severity: 'medium',
    cwe: 'CWE-377',
    query: CALL,
    message: 'tempfile.mktemp is race-prone; use NamedTemporaryFile or mkstemp',
    predicate: onCall(['tempfile.mktemp', 'os.tempnam', 'os.tmpnam'], () => true),
  },
  {
    id: 'py.flask.debug',
    type: 'debug_enabled',
    severity: 'high',
    cwe: 'CWE-489',
    message: 'Flask debug mode exposes the Werkzeug debugger (remote code execution)',
    query: `(call function: (attribute object: _ @obj attribute: (identifier) @m (#eq? @m "run"))) @match
(assignment left: (attribute object: _ @obj attribute: (identifier) @m (#eq? @m "debug")) right: (true)) @match`,
    predicate: (c, ctx) => {
      const n = cap(c, 'match');
      if (!n) return false;
      return (n.type === 'assignment' || isTrue(keywordArgument(n, 'debug'))) && isFlaskApp(cap(c, 'obj'), ctx);
    },
  },
  {
    id: 'py.bind-all-interfaces',
    type: 'bind_all_interfaces',
    severity: 'medium',
    cwe: 'CWE-605',
    message: 'Service bound to all network interfaces (0.0.0.0)',
    query: '(string) @match',
    predicate: (c, ctx) => {
      const s = cap(c, 'match');
      if (!s || !['0.0.0.0', '::', '[::]'].includes(staticString(s) ?? '')) return false;
      const p = s.parent;
      if (!p) return false;
      if (p.type === 'keyword_argument') return BIND_CONTEXT.test(snake(p.childForFieldName('name')?.text ?? ''));
      if (p.type === 'assignment') return BIND_CONTEXT.test(snake(destinationName(s) ?? ''));
      const call =
        p.type === 'argument_list' ? p.parent : p.type === 'tuple' && p.parent?.type === 'argument_list' ? p.parent.parent : null;
      const fn = call ? (ctx.resolve(call.childForFieldName('function')) ?? '') : '';
      return /(^|\.)(bind|run|listen|serve|run_simple|make_server|create_server|start_server|TCPServer|HTTPServer)$/.test(fn);
    },
  },
  {
    id: 'py.assert-auth',
    type: 'assert_used',
    severity: 'high',
    cwe: 'CWE-617',
    message: 'Authorization checked with assert, which python -O removes',
    query: '(assert_statement . (_) @cond) @match',
    predicate: (c) => {
      const cond = cap(c, 'cond');
      return !!cond && mentionsName(cond, AUTH_WORDS);
    },
  },
  {
    id: 'py.xxe',
    type: 'xxe',
    severity: 'medium',
    cwe: 'CWE-611',
    query: CALL,
    message: 'XML parsed with a parser open to entity expansion/XXE; use defusedxml',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const fn = withAliases(ctx.resolve(cap(c, 'fn')));
      if (!call || !fn) return false;
      const dot = fn.lastIndexOf('.');
      const mod = fn.slice(0, dot);
      const func = fn.slice(dot + 1);
      if (mod === 'lxml.etree') {
        if (func === 'XMLParser') return isFalsy(keywordArgument(call, 'resolve_entities')) ? false : 'high';
        if (!['parse', 'fromstring', 'XML', 'iterparse', 'fromstringlist'].includes(func)) return false;
        return keywordArgument(call, 'parser') || positionalArguments(call).length > 1 ? false : 'high';
      }
      return XML_MODULES.includes(mod) && XML_STDLIB.includes(func) && !ctx.imports('defusedxml.defuse_stdlib');
    },
  },
  {
    id: 'py.insecure-random',
    type: 'insecure_random',
    severity: 'high',
    cwe: 'CWE-338',
    query: CALL,
    message: 'random module used for a security value; use the secrets module',
    predicate: onCall(RANDOM, (call) => {
      const dest = destinationName(call);
      return !!dest && SECRET_CONTEXT.test(snake(dest));
    }),
  },
  {
    id: 'py.path-traversal',
    type: 'path_traversal',
    severity: 'high',
    cwe: 'CWE-22',
    query: CALL,
    message: 'File path built from request/user input; normalise and confine it to a base directory',
    predicate: onCall(FILE_SINKS, (call, _fn, ctx) => {
      const p = positionalArguments(call)[0] ?? keywordArgument(call, 'file');
      return !!p && !isConstant(p) && ctx.isTainted(p);
    }),
  },
];

/** For tests: every rule id grouped by family. */
export function pythonRuleFamilies(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const r of PYTHON_RULES) (out[r.type] ??= []).push(r.id);
  return out;
}
