import type { Node } from 'web-tree-sitter';
import { isConstant, literalParts, positionalArguments, staticString } from '../syntax.ts';
import type { Captures, Rule, ScanContext, Severity } from '../types.ts';
import { cap, looksLikeSql, onCall, SHELLS, shellArgv } from './common.ts';

/** Every call; most rules share this pattern and differ in their predicate (the engine compiles it once). */
export const PY_CALL = '(call function: [(identifier) (attribute) (call) (subscript) (parenthesized_expression)] @fn) @match';

export const isFalsy = (n: Node | null): boolean =>
  !!n && (n.type === 'false' || n.type === 'none' || (n.type === 'integer' && n.text === '0'));
export const isTrue = (n: Node | null): boolean => !!n && n.type === 'true';

/** Constant command: a literal string, or a list/tuple of literal strings. */
const constantCommand = (n: Node | null | undefined): boolean =>
  !!n && (isConstant(n) || ((n.type === 'list' || n.type === 'tuple') && n.namedChildren.every((e) => isConstant(e))));

/** Severity of a shell command: literal → low, every dynamic piece shell-quoted → low, anything else → critical. */
function shellSeverity(cmd: Node | null | undefined, ctx: ScanContext): Severity {
  if (!cmd || constantCommand(cmd)) return 'low';
  return ctx.sanitized(cmd, 'shell') ? 'low' : 'critical';
}

const EVAL = ['eval', 'exec', 'execfile'];
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
const SUBPROCESS = [
  'subprocess.call',
  'subprocess.run',
  'subprocess.Popen',
  'subprocess.check_call',
  'subprocess.check_output',
  'asyncio.create_subprocess_exec',
];
const EXEC_FAMILY = /^os\.(exec[lv]p?e?|spawn[lv]p?e?|posix_spawnp?)$/;
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
const FILE_SINKS = [
  'open',
  'io.open',
  'codecs.open',
  'os.open',
  'flask.send_file',
  'send_file',
  'pathlib.Path',
  'os.remove',
  'os.unlink',
  'shutil.rmtree',
];

/** A string assembled from data (f-string, `+`/`%` with a literal, `.format`), as opposed to a plain variable. */
export function isBuiltString(n: Node | null | undefined): boolean {
  if (!n) return false;
  if (n.type === 'string') return n.namedChildren.some((k) => k.type === 'interpolation');
  if (n.type === 'binary_operator') return literalParts(n).length > 0 && !isConstant(n);
  if (n.type === 'call') {
    const fn = n.childForFieldName('function');
    return fn?.type === 'attribute' && fn.childForFieldName('attribute')?.text === 'format' && !isConstant(fn.childForFieldName('object'));
  }
  return false;
}

const sqlDynamic = (c: Captures, ctx: ScanContext): boolean => {
  const n = cap(c, 'match');
  if (!n || isConstant(n)) return false;
  if (n.type === 'binary_operator') {
    const op = n.childForFieldName('operator')?.text;
    if (op !== '+' && op !== '%') return false;
    if (ctx.isInnerOperator(n)) return false; // report the outermost expression of a chain once
    return looksLikeSql(literalParts(n, (u) => ctx.spend(u)));
  }
  if (n.type === 'call') return looksLikeSql([staticString(cap(c, 'obj')) ?? '']);
  if (n.type === 'string') return /^[a-z]*f/i.test(n.child(0)?.text ?? '') && looksLikeSql(literalParts(n, (u) => ctx.spend(u)));
  return false;
};

export const PY_INJECTION_RULES: Rule[] = [
  {
    id: 'py.code-injection.eval',
    type: 'code_injection',
    severity: 'critical',
    cwe: 'CWE-95',
    query: PY_CALL,
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
    query: PY_CALL,
    message: 'compile() of a non-constant source prepares arbitrary code for execution',
    predicate: onCall(['compile'], (call) => {
      const a = positionalArguments(call)[0];
      return !!a && !isConstant(a);
    }),
  },
  {
    id: 'py.command-injection.os-shell',
    type: 'command_injection',
    severity: 'critical',
    cwe: 'CWE-78',
    query: PY_CALL,
    message: 'Command run through a shell; a non-constant command allows shell injection',
    predicate: onCall(SHELL_FUNCS, (call, _fn, ctx) => shellSeverity(positionalArguments(call)[0] ?? ctx.keyword(call, 'cmd'), ctx)),
  },
  {
    id: 'py.command-injection.subprocess-shell',
    type: 'command_injection',
    severity: 'critical',
    cwe: 'CWE-78',
    query: PY_CALL,
    message: 'subprocess call with shell=True; a non-constant command allows shell injection',
    predicate: onCall(SUBPROCESS, (call, _fn, ctx) => {
      const cmd = positionalArguments(call)[0] ?? ctx.keyword(call, 'args');
      const argv = shellArgv(cmd?.type === 'identifier' ? (ctx.valueOf(cmd) ?? cmd) : cmd, ctx);
      if (argv) return argv;
      const shell = ctx.keyword(call, 'shell');
      if (!shell || isFalsy(shell)) return false;
      return shellSeverity(cmd, ctx);
    }),
  },
  {
    id: 'py.command-injection.exec-argv',
    type: 'command_injection',
    severity: 'critical',
    cwe: 'CWE-78',
    query: PY_CALL,
    message: 'A shell is started with -c and a non-constant command string',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const fn = ctx.resolve(cap(c, 'fn')) ?? '';
      if (!call || !EXEC_FAMILY.test(fn)) return false;
      const args = positionalArguments(call);
      const list = args.find((a) => a.type === 'list' || a.type === 'tuple');
      if (list) return shellArgv(list, ctx);
      // os.execl("/bin/sh", "sh", "-c", cmd): the vector is spread over the positional arguments.
      const items = args.slice(1);
      const flag = items.findIndex((k) => staticString(k) === '-c');
      if (flag < 0 || !SHELLS.test(staticString(args[0]) ?? '')) return false;
      return items.slice(flag + 1).every((k) => isConstant(k) || ctx.sanitized(k, 'shell')) ? 'low' : 'critical';
    },
  },
  {
    id: 'py.deserialization.pickle',
    type: 'insecure_deserialization',
    severity: 'high',
    cwe: 'CWE-502',
    query: PY_CALL,
    message: 'Deserializing with pickle/marshal/shelve/jsonpickle can execute arbitrary code on untrusted data',
    predicate: onCall(PICKLE, () => true),
  },
  {
    id: 'py.deserialization.numpy-torch',
    type: 'insecure_deserialization',
    severity: 'high',
    cwe: 'CWE-502',
    query: PY_CALL,
    message: 'numpy.load(allow_pickle=True)/torch.load without weights_only=True unpickles arbitrary objects',
    predicate: onCall(['numpy.load', 'torch.load'], (call, fn, ctx) =>
      fn === 'numpy.load' ? isTrue(ctx.keyword(call, 'allow_pickle')) : !isTrue(ctx.keyword(call, 'weights_only')),
    ),
  },
  {
    id: 'py.deserialization.yaml',
    type: 'insecure_deserialization',
    severity: 'high',
    cwe: 'CWE-502',
    query: PY_CALL,
    message: 'yaml.load without SafeLoader can construct arbitrary Python objects; use yaml.safe_load',
    predicate: onCall(['yaml.load', 'yaml.load_all', 'yaml.unsafe_load', 'yaml.unsafe_load_all'], (call, fn, ctx) => {
      if (fn.startsWith('yaml.unsafe')) return true;
      const loader = ctx.keyword(call, 'Loader') ?? positionalArguments(call)[1] ?? null;
      return !loader || !SAFE_YAML_LOADERS.test(ctx.resolve(loader) ?? loader.text);
    }),
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
      '(call function: (attribute attribute: (identifier) @m (#match? @m "^(execute|executemany|executescript|raw|mogrify|extra)$")) arguments: (argument_list . (_) @match))',
    predicate: (c) => {
      const q = cap(c, 'match');
      if (!q || isConstant(q) || q.type === 'keyword_argument') return false;
      if (q.type === 'binary_operator') return ['+', '%'].includes(q.childForFieldName('operator')?.text ?? '');
      if (q.type === 'string') return true; // an f-string (non-constant string node)
      return q.type === 'call' && q.childForFieldName('function')?.childForFieldName('attribute')?.text === 'format';
    },
  },
  {
    id: 'py.template-injection',
    type: 'template_injection',
    severity: 'high',
    cwe: 'CWE-1336',
    query: PY_CALL,
    message: 'Template source built from request data is rendered: server-side template injection',
    predicate: onCall(
      ['flask.render_template_string', 'render_template_string', 'jinja2.Template', 'jinja2.Environment().from_string'],
      (call, _fn, ctx) => {
        const src = positionalArguments(call)[0] ?? ctx.keyword(call, 'source');
        return !!src && !isConstant(src) && (ctx.isTainted(src) || isBuiltString(src));
      },
    ),
  },
  {
    id: 'py.path-traversal',
    type: 'path_traversal',
    severity: 'high',
    cwe: 'CWE-22',
    query: PY_CALL,
    message: 'File path built from request/user input; normalise and confine it to a base directory',
    predicate: onCall(FILE_SINKS, (call, _fn, ctx) => {
      const p = positionalArguments(call)[0] ?? ctx.keyword(call, 'file');
      if (!p || isConstant(p) || !ctx.isTainted(p)) return false;
      return !ctx.sanitized(p, 'path') && !ctx.pathGuarded(p);
    }),
  },
  {
    id: 'py.path-traversal.tar-extract',
    type: 'path_traversal',
    severity: 'medium',
    cwe: 'CWE-22',
    message: 'tarfile extractall() without a member filter writes archive paths such as ../../etc/x',
    query: '(call function: (attribute object: _ @obj attribute: (identifier) @m (#eq? @m "extractall"))) @match',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const obj = cap(c, 'obj');
      if (!call || !obj) return false;
      const name = ctx.resolve(obj) ?? '';
      return /^tarfile\.(open|TarFile)/.test(name) && !ctx.keyword(call, 'filter') && !ctx.keyword(call, 'members');
    },
  },
];
