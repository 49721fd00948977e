import type { Node } from 'web-tree-sitter';
import { PY_CALL } from '../facts.ts';
import { isConstant, literalParts, positionalArguments, staticString } from '../syntax.ts';
import type { Captures, Rule, ScanContext, Severity } from '../types.ts';
import { exactString, T, unsanitised } from '../value.ts';
import {
  cap,
  type FilterSyntax,
  filterFieldFromRequest,
  flagValue,
  looksLikeSql,
  onCall,
  reflection,
  requestPattern,
  SHELLS,
  shellArgv,
  sinkAsValue,
} from './common.ts';

export { PY_CALL } from '../facts.ts';

export const isFalsy = (n: Node | null): boolean =>
  !!n && (n.type === 'false' || n.type === 'none' || (n.type === 'integer' && n.text === '0'));
export const isTrue = (n: Node | null): boolean => !!n && n.type === 'true';

/**
 * Severity of a shell command: built only from constants and safe pieces of this file (numbers, digests, timestamps)
 * → low; every other piece shell-quoted → low; anything else → critical.
 */
function shellSeverity(cmd: Node | null | undefined, ctx: ScanContext): Severity {
  if (!cmd || isConstant(cmd) || ctx.constantDerived(cmd)) return 'low';
  return ctx.sanitized(cmd, 'shell') ? 'low' : 'critical';
}

/**
 * A security flag passed as a keyword (`shell=`, `weights_only=`): its possible values by constant propagation, or
 * null when it is absent. An unresolvable flag is recorded (the analysis becomes partial) and reported as unknown.
 */
export function keywordFlag(
  call: Node,
  name: string,
  ctx: ScanContext,
): { known: boolean; canBeTrue: boolean; canBeFalse: boolean } | null {
  const v = ctx.keywordValue(call, name);
  if (v === null) return null;
  if (v === 'unknown') return { known: false, canBeTrue: true, canBeFalse: true };
  return flagValue(v);
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
  'os.rename',
  'shutil.copy',
  'shutil.copyfile',
  'shutil.move',
  'pathlib.Path().open',
  'io.open',
  'codecs.open',
  'os.open',
  'flask.send_file',
  'send_file',
  // Starlette/FastAPI stream the file named by their first argument.
  'fastapi.responses.FileResponse',
  'starlette.responses.FileResponse',
  'fastapi.FileResponse',
  // The same file responses of other frameworks: aiohttp, Sanic and Quart stream the file their first argument names.
  'aiohttp.web.FileResponse',
  'aiohttp.web_fileresponse.FileResponse',
  'sanic.response.file',
  'sanic.response.file_stream',
  'quart.send_file',
  'flask.helpers.send_file',
  'pathlib.Path',
  'os.remove',
  'os.unlink',
  'shutil.rmtree',
  'os.makedirs',
  'os.mkdir',
  'os.rmdir',
  'os.listdir',
  'shutil.copy2',
  'shutil.copytree',
  'os.replace',
  'os.symlink',
  'os.link',
  // The directory argument: send_from_directory confines only its second argument to the first.
  'flask.send_from_directory',
  'send_from_directory',
  'werkzeug.utils.send_from_directory',
];
/** File operations with two paths (source and destination): both are sinks. */
const TWO_PATHS = /^(os\.(rename|replace|symlink|link)|shutil\.(copy|copy2|copyfile|copytree|move))$/;

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

/** Pieces of a query's value that are neither constants, safe pieces (numbers, placeholders) nor SQL-composed. */
const dynamicSql = (n: Node, ctx: ScanContext): boolean => unsanitised(ctx.value(n).m, 'sql') !== 0;

const sqlDynamic = (c: Captures, ctx: ScanContext): boolean => {
  const n = cap(c, 'match');
  // The outermost expression of a chain is reported once; the inner ones are skipped first, before any other reading of
  // the node (each is a call into the parser), since a long chain matches this rule once per operator.
  if (!n || ctx.isInnerOperator(n) || isConstant(n)) return false;
  let shaped = false;
  if (n.type === 'binary_operator') {
    const op = n.childForFieldName('operator')?.text;
    if (op !== '+' && op !== '%') return false;
    shaped = looksLikeSql(literalParts(n, (u) => ctx.spend(u)));
  } else if (n.type === 'call') shaped = looksLikeSql([staticString(cap(c, 'obj')) ?? '']);
  else if (n.type === 'string') shaped = /^[a-z]*f/i.test(n.child(0)?.text ?? '') && looksLikeSql(literalParts(n, (u) => ctx.spend(u)));
  return shaped && dynamicSql(n, ctx);
};

/** Methods that send their first argument to the database as SQL text. */
const SQL_EXECUTORS = /^(execute|executemany|executescript|raw|mogrify|extra|read_sql|read_sql_query|text)$/;
/** Methods whose first argument is SQL only when it looks like SQL (asyncpg's fetch*, generic query helpers). */
const SQL_MAYBE = /^(fetch|fetchrow|fetchval|fetchall|query|exec_driver_sql|execute_sql)$/;

/** pymongo collection methods whose first argument is a query filter. */
const PY_MONGO_FILTER_METHODS =
  /^(find|find_one|find_one_and_update|find_one_and_delete|find_one_and_replace|update_one|update_many|delete_one|delete_many|replace_one|count_documents)$/;
/** Parsed JSON request bodies (Flask/Werkzeug `request.json`/`get_json()`): their values may be dicts. */
const PY_PARSED_REQUEST = /^(flask\.)?request\.(json|get_json\(\))(\.\w+|\[\]|\.get\(\))*$/;

const PY_FILTER: FilterSyntax = { list: 'list', mapping: 'dictionary', parsedRequest: PY_PARSED_REQUEST, unquotedKeys: false };

const RE_FUNCTIONS = ['compile', 'search', 'match', 'fullmatch', 'findall', 'finditer', 'sub', 'subn', 'split'].flatMap((f) => [
  `re.${f}`,
  `regex.${f}`,
]);

export const PY_INJECTION_RULES: Rule[] = [
  {
    id: 'py.regex-injection',
    type: 'regex_injection',
    severity: 'high',
    cwe: 'CWE-1333',
    message: 'A regular expression compiled from request data can backtrack for seconds (ReDoS); use re.escape or match literally',
    query: PY_CALL,
    predicate: onCall(RE_FUNCTIONS, (call, _fn, ctx) => {
      return requestPattern(positionalArguments(call)[0], ctx);
    }),
  },
  {
    id: 'py.nosql-injection.operator',
    type: 'nosql_injection',
    severity: 'high',
    cwe: 'CWE-943',
    query: PY_CALL,
    message:
      'MongoDB filter field taken from a JSON request body without converting it to a string or number: the client can send an operator object ({"$ne": null})',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const fnNode = cap(c, 'fn');
      if (!call || fnNode?.type !== 'attribute') return false;
      if (!PY_MONGO_FILTER_METHODS.test(fnNode.childForFieldName('attribute')?.text ?? '')) return false;
      const filter = positionalArguments(call)[0] ?? ctx.keyword(call, 'filter');
      return !!filter && filterFieldFromRequest(filter, ctx, PY_FILTER);
    },
  },
  {
    // As in JavaScript (js.code-injection.mongo-where): MongoDB runs a `$where`, `$function` or `$accumulator` string as
    // JavaScript on the server for every document; pymongo's `cursor.where(code)` is the same operator.
    id: 'py.code-injection.mongo-where',
    type: 'code_injection',
    severity: 'high',
    cwe: 'CWE-943',
    query: `(pair key: (string) @k value: _ @v) @match
(call function: (attribute object: (call function: (attribute attribute: (identifier) @find)) attribute: (identifier) @m) arguments: (argument_list . (_) @v)) @match`,
    message: 'MongoDB $where/$function JavaScript assembled from data runs on the database server; use query operators',
    predicate: (c, ctx) => {
      let v = cap(c, 'v');
      const k = cap(c, 'k');
      const m = cap(c, 'm');
      if (!v || v.type === 'keyword_argument') return false;
      if (k && !/^\$(where|function|accumulator)$/.test(staticString(k) ?? '')) return false;
      if (!k && (m?.text !== 'where' || cap(c, 'find')?.text !== 'find')) return false;
      // `bson.Code(src)` only marks the string as JavaScript: the source is its first argument.
      if (v.type === 'call' && /^bson\.(code\.)?Code$/.test(ctx.resolve(v.childForFieldName('function')) ?? '')) {
        const src = positionalArguments(v)[0];
        if (!src) return false;
        v = src;
      }
      const pieces = unsanitised(ctx.value(v).m, null);
      if (pieces === 0 || isConstant(v)) return false;
      return unsanitised(pieces, null, T) !== 0 ? 'critical' : 'high';
    },
  },
  {
    id: 'py.code-injection.eval',
    type: 'code_injection',
    severity: 'critical',
    cwe: 'CWE-95',
    query: PY_CALL,
    message: 'eval()/exec() of a non-constant value executes arbitrary code',
    predicate: onCall(EVAL, (call, _fn, ctx) => {
      const a = positionalArguments(call)[0];
      return !!a && !isConstant(a) && !ctx.constantDerived(a);
    }),
  },
  {
    id: 'py.code-injection.compile',
    type: 'code_injection',
    severity: 'high',
    cwe: 'CWE-95',
    query: PY_CALL,
    message: 'compile() of a non-constant source prepares arbitrary code for execution',
    predicate: onCall(['compile'], (call, _fn, ctx) => {
      const a = positionalArguments(call)[0];
      return !!a && !isConstant(a) && !ctx.constantDerived(a);
    }),
  },
  {
    id: 'py.reflection.unresolved',
    type: 'unsafe_reflection',
    severity: 'critical',
    cwe: 'CWE-470',
    query: PY_CALL,
    message: 'Callee chosen by reflection on a name taken from request data (getattr/globals()/import_module)',
    predicate: (c, ctx) => reflection(c, ctx),
  },
  {
    id: 'py.reflection.sink-as-value',
    type: 'unsafe_reflection',
    severity: 'high',
    cwe: 'CWE-470',
    query: PY_CALL,
    message: 'A code-running callable is passed as a value',
    predicate: (c, ctx) => sinkAsValue(c, ctx),
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
      const shell = keywordFlag(call, 'shell', ctx);
      if (!shell || !shell.canBeTrue) return false;
      const severity = shellSeverity(cmd, ctx);
      if (!shell.known && severity !== 'low') {
        ctx.unresolved(
          call,
          'security_flag',
          'shell= is not a constant and the command is not constant: shell injection cannot be ruled out',
        );
        return false;
      }
      return severity;
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
      return items.slice(flag + 1).every((k) => ctx.constantDerived(k) || ctx.sanitized(k, 'shell')) ? 'low' : 'critical';
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
    predicate: onCall(['numpy.load', 'torch.load'], (call, fn, ctx) => {
      const flag = keywordFlag(call, fn === 'numpy.load' ? 'allow_pickle' : 'weights_only', ctx);
      if (!flag) return fn === 'torch.load';
      if (!flag.known) {
        ctx.unresolved(call, 'security_flag', `${fn === 'numpy.load' ? 'allow_pickle' : 'weights_only'}= is not a constant`);
        return false;
      }
      return fn === 'numpy.load' ? flag.canBeTrue : flag.canBeFalse;
    }),
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
      if (!loader) return true;
      const names = ctx.resolveAll(loader);
      return names.length === 0 || !names.every((n) => SAFE_YAML_LOADERS.test(n));
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
      '(call function: [(attribute attribute: (identifier) @m) (identifier) @m] arguments: (argument_list . (_) @match) (#match? @m "^(execute|executemany|executescript|raw|mogrify|extra|read_sql|read_sql_query|text|fetch|fetchrow|fetchval|fetchall|query|exec_driver_sql|execute_sql)$"))',
    predicate: (c, ctx) => {
      const q = cap(c, 'match');
      const m = cap(c, 'm')?.text ?? '';
      if (!q || isConstant(q) || q.type === 'keyword_argument') return false;
      // A query assembled from pieces (concatenation, formatting, f-strings, join, +=, a helper's return value), with a
      // piece that is not a constant, a number or a placeholder: SQL built from data.
      const v = ctx.value(q);
      if (!v.built || !dynamicSql(q, ctx)) return false;
      return SQL_EXECUTORS.test(m) || (SQL_MAYBE.test(m) && looksLikeSql([v.prefix ?? '']));
    },
  },
  {
    // Django's QuerySet.extra() pastes its `where`, `tables`, `order_by` and `select` strings into the SQL as they are
    // (its `params` are the only escaped part), and RawSQL's first argument is SQL: a piece of them taken from data is
    // SQL injection, whether it was formatted in (`"price > %s" % x`) or is the data itself (`order_by=[sort]`).
    id: 'py.sql-injection.django-extra',
    type: 'sql_injection',
    severity: 'high',
    cwe: 'CWE-89',
    message: 'SQL text given to QuerySet.extra()/RawSQL is built from data; pass values through params',
    query: PY_CALL,
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const fn = call?.childForFieldName('function');
      if (!call || !fn) return false;
      const pieces: Node[] = [];
      if (fn.type === 'attribute' && fn.childForFieldName('attribute')?.text === 'extra') {
        for (const key of ['where', 'tables', 'order_by', 'select']) {
          const v = ctx.keyword(call, key);
          if (!v) continue;
          if (v.type === 'list' || v.type === 'tuple') pieces.push(...v.namedChildren);
          else if (v.type === 'dictionary') pieces.push(...v.namedChildren.flatMap((p) => p.childForFieldName('value') ?? []));
          else pieces.push(v);
        }
      } else if (ctx.resolveAll(fn).some((n) => /^django\.db\.models\.(expressions\.)?RawSQL$/.test(n))) {
        const sql = positionalArguments(call)[0] ?? ctx.keyword(call, 'sql');
        if (sql) pieces.push(sql);
      }
      return pieces.some((p) => !isConstant(p) && !ctx.constantDerived(p) && dynamicSql(p, ctx));
    },
  },
  {
    // Importing runs the module's top-level code. A name that only picks a submodule of the application's own package
    // (`"app.plugins." + name`) is resolved as such (docs: Callees); any other module named by request data is code
    // the requester chose.
    id: 'py.reflection.module-from-request',
    type: 'unsafe_reflection',
    severity: 'critical',
    cwe: 'CWE-470',
    query: PY_CALL,
    message: 'A module whose name comes from request data is imported (__import__/importlib.import_module): its code runs',
    predicate: onCall(['__import__', 'importlib.import_module'], (call, _fn, ctx) => {
      const a = positionalArguments(call)[0] ?? ctx.keyword(call, 'name');
      if (!a || isConstant(a) || !ctx.isTainted(a)) return false;
      const prefix = ctx.value(a).prefix ?? '';
      return !/^[A-Za-z_][\w.]*\.$/.test(prefix);
    }),
  },
  {
    id: 'py.template-injection',
    type: 'template_injection',
    severity: 'high',
    cwe: 'CWE-1336',
    query: PY_CALL,
    message: 'Template source built from request data is rendered: server-side template injection',
    predicate: onCall(
      [
        'flask.render_template_string',
        'render_template_string',
        'jinja2.Template',
        'jinja2.Environment().from_string',
        // Other engines whose templates run expressions: Mako (`${…}`, `<% %>` Python blocks), Tornado, Django.
        'mako.template.Template',
        'tornado.template.Template',
        'django.template.Template',
        'django.template.Engine().from_string',
      ],
      (call, _fn, ctx) => {
        const src = positionalArguments(call)[0] ?? ctx.keyword(call, 'source');
        if (!src || isConstant(src) || ctx.constantDerived(src)) return false;
        return ctx.isTainted(src) || ctx.value(src).built || isBuiltString(src);
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
    predicate: onCall(FILE_SINKS, (call, fn, ctx) => {
      const args = positionalArguments(call);
      const paths = TWO_PATHS.test(fn)
        ? [args[0] ?? ctx.keyword(call, 'src'), args[1] ?? ctx.keyword(call, 'dst')]
        : [
            args[0] ??
              ctx.keyword(call, 'file') ??
              ctx.keyword(call, 'directory') ??
              ctx.keyword(call, 'path') ??
              ctx.keyword(call, 'location'),
          ];
      return paths.some((p) => !!p && !isConstant(p) && unsanitised(ctx.value(p).m, 'path', T) !== 0 && !ctx.pathGuarded(p));
    }),
  },
  {
    id: 'py.path-traversal.pathlib',
    type: 'path_traversal',
    severity: 'high',
    cwe: 'CWE-22',
    query:
      '(call function: (attribute object: _ @obj attribute: (identifier) @m (#match? @m "^(open|read_text|read_bytes|write_text|write_bytes|unlink|rmdir|mkdir|touch|rename|replace|symlink_to|iterdir|save)$"))) @match',
    message: 'File path built from request/user input; normalise and confine it to a base directory',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      if (call && cap(c, 'm')?.text === 'save') {
        // `upload.save(path)` (Werkzeug FileStorage, PIL, openpyxl) writes the file named by its first argument.
        const p = positionalArguments(call)[0] ?? ctx.keyword(call, 'dst');
        return !!p && !isConstant(p) && unsanitised(ctx.value(p).m, 'path', T) !== 0 && !ctx.pathGuarded(p);
      }
      // A pathlib path (`BASE / part / part`, `Path(x)`) read, written or removed: its parts must all be sanitised.
      const obj = cap(c, 'obj');
      if (!obj || !ctx.resolveAll(obj).some((r) => /^pathlib\.(Path|PurePath|PosixPath|WindowsPath)\(\)/.test(r))) return false;
      return unsanitised(ctx.value(obj).m, 'path', T) !== 0 && !ctx.pathGuarded(obj);
    },
  },
  {
    id: 'py.path-traversal.tar-extract',
    type: 'path_traversal',
    severity: 'high',
    cwe: 'CWE-22',
    message: 'tarfile extractall()/extract() without filter="data" writes member paths such as ../../etc/x or links outside the folder',
    query: '(call function: (attribute object: _ @obj attribute: (identifier) @m (#match? @m "^(extractall|extract)$"))) @match',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const obj = cap(c, 'obj');
      if (!call || !obj) return false;
      if (!ctx.resolveAll(obj).some((n) => /^tarfile\.(open|TarFile)/.test(n))) return false;
      if (ctx.keyword(call, 'members')) return false;
      const filter = ctx.keywordValue(call, 'filter');
      if (filter === null) return true;
      if (filter === 'unknown') return false;
      const name = exactString(filter);
      return name === 'fully_trusted' || (name === null && filter.consts !== null);
    },
  },
];
