import type { Node, QueryMatch } from 'web-tree-sitter';
import type { IntervalIndex } from './intervals.ts';
import { staticString, subtree } from './syntax.ts';
import {
  BOOL_VAL,
  BOTTOM,
  CONST,
  type Const,
  concat,
  constVal,
  exactString,
  exactStrings,
  flatten,
  isBottom,
  join,
  L,
  mapExact,
  mk,
  opaque,
  PIECES,
  RAW_L,
  RAW_T,
  RAW_U,
  rawOrigins,
  SAFE,
  SAFE_VAL,
  type Sanitiser,
  SEG,
  same,
  sanitise,
  struct,
  T,
  type Val,
  widen,
} from './value.ts';

/**
 * Constant propagation and provenance over one file (flow-insensitive within a scope, context-insensitive across the
 * file's own functions). Every expression is lowered once to a small IR; variables are solved by a worklist fixpoint
 * started on demand, so only what a rule asks about is computed, and a chain of N assignments costs O(N) whatever its
 * order. Each lowered node is charged to the scan budget.
 *
 * Scopes: Python functions and lambdas (a name assigned anywhere in a function is local to it unless declared
 * `global`/`nonlocal`); JavaScript functions, arrows and methods (blocks are merged into their function: a name
 * declared twice in one function joins both values, which over-approximates). A variable's value is the join of all
 * its definitions in its scope (assignments, `+=`, loop targets, `with … as`, destructuring, dict/list mutations such
 * as `d.update({...})`, `d[k] = v`, `xs.append(v)`, `o.k = v`). A parameter is unknown joined with the arguments of
 * the file's own calls to that function; request parameters (Flask/FastAPI routes, FastAPI `Query/Body/Header/…`,
 * NestJS `@Body/@Query/@Param/…`) are request data; `Depends(f)` is f's return value.
 */

export interface Scope {
  node: Node;
  name: string | null;
}

/** Fact patterns compiled into the engine's one-pass query (captures `v.*`). */
export const VALUE_QUERIES: Record<'python' | 'javascript', string> = {
  python: `
(assignment left: _ @v.lhs right: _ @v.rhs) @v.assign
(augmented_assignment left: _ @v.lhs right: _ @v.rhs) @v.aug
(for_statement left: _ @v.lhs right: _ @v.iter) @v.for
(for_in_clause left: _ @v.lhs right: _ @v.iter) @v.for
(as_pattern (_) @v.rhs alias: (as_pattern_target (_) @v.lhs)) @v.as
(named_expression name: _ @v.lhs value: _ @v.rhs) @v.assign
(global_statement (identifier) @v.global)
(nonlocal_statement (identifier) @v.global)
(class_definition name: (identifier) @v.cname) @v.cdef
(if_statement condition: _ @v.cond consequence: (block) @v.then) @v.if
(conditional_expression) @v.ternary
`,
  javascript: `
(variable_declarator name: _ @v.lhs value: _ @v.rhs) @v.decl
(variable_declarator name: (identifier) @v.lhs !value) @v.decl
(assignment_expression left: _ @v.lhs right: _ @v.rhs) @v.assign
(augmented_assignment_expression left: _ @v.lhs right: _ @v.rhs) @v.aug
(for_in_statement left: _ @v.lhs right: _ @v.iter) @v.for
(class_declaration name: (_) @v.cname) @v.cdef
(if_statement condition: (parenthesized_expression) @v.cond consequence: _ @v.then) @v.if
(ternary_expression) @v.ternary
(call_expression function: (member_expression object: _ @v.cbrecv property: (property_identifier) @v.cbm (#match? @v.cbm "^(map|forEach|filter|flatMap|some|every|find|findIndex|findLast|sort|reduce)$")) arguments: (arguments . [(arrow_function) (function_expression)] @v.cb))
`,
};

export interface ValueFacts {
  assigns: Array<{ kind: 'assign' | 'aug' | 'for' | 'as' | 'decl'; lhs: Node; rhs: Node; at: Node }>;
  globals: Node[];
  classes: Array<{ name: Node; node: Node }>;
  returns: Array<{ value: Node; at: Node }>;
  mutations: Array<{ obj: Node; method: string; call: Node }>;
  ifs: Array<{ cond: Node; body: Node; at: Node }>;
  ternaries: Node[];
  /** Functions passed to `xs.map(...)` and the like, with the receiver and the method. */
  callbacks: Array<{ fn: Node; recv: Node; method: string }>;
  /** Calls by the name they call (`f(...)`, `self.f(...)`, `this.f(...)`), to bind the file's functions' parameters. */
  callsByName: Map<string, Node[]>;
  /** Calls on another object by method name (`repo.find(x)`, `this.tester.ping(x)`): possible calls of this file's methods. */
  memberCallsByName: Map<string, Node[]>;
}

/** Methods that add entries or elements to the object they are called on. */
const MUTATORS = /^(update|append|extend|add|insert|setdefault|appendleft|push|unshift|set|assign)$/;

function capture(m: QueryMatch, name: string): Node | null {
  for (const c of m.captures) if (c.name === name) return c.node;
  return null;
}

export function collectValueFacts(matches: QueryMatch[]): ValueFacts {
  const f: ValueFacts = {
    assigns: [],
    globals: [],
    classes: [],
    returns: [],
    mutations: [],
    ifs: [],
    ternaries: [],
    callbacks: [],
    callsByName: new Map(),
    memberCallsByName: new Map(),
  };
  for (const m of matches) {
    const fnCap = capture(m, 'fn');
    if (fnCap) {
      // The shared every-call pattern: call sites by name, and mutations such as `d.update({...})`, `xs.push(x)`.
      const call = capture(m, 'match');
      if (!call) continue;
      let name: string | null = null;
      let memberName: string | null = null;
      if (fnCap.type === 'identifier') name = fnCap.text;
      else if (fnCap.type === 'attribute' || fnCap.type === 'member_expression') {
        const obj = fnCap.childForFieldName('object');
        const prop = fnCap.childForFieldName(fnCap.type === 'attribute' ? 'attribute' : 'property');
        if (obj && prop && (obj.type === 'identifier' || obj.type === 'this')) {
          if (MUTATORS.test(prop.text) && obj.type === 'identifier') f.mutations.push({ obj, method: prop.text, call });
          if (/^(self|cls|this)$/.test(obj.text)) name = prop.text;
          // `repo.find(x)`, `tester.ping(x)`: a call on a named object may be a call of this file's method of that
          // name; a method's parameters join its arguments (more data reaching a sink, never less).
          else if (obj.type === 'identifier') memberName = prop.text;
        } else if (obj && prop && (obj.type === 'attribute' || obj.type === 'member_expression')) {
          // `this.tester.ping(x)`, `self.repo.find(x)`: an injected collaborator's method, read the same way.
          const inner = obj.childForFieldName('object');
          if (inner && /^(self|cls|this)$/.test(inner.text)) memberName = prop.text;
        }
      }
      if (name) {
        const list = f.callsByName.get(name) ?? [];
        list.push(call);
        f.callsByName.set(name, list);
      }
      if (memberName) {
        const list = f.memberCallsByName.get(memberName) ?? [];
        list.push(call);
        f.memberCallsByName.set(memberName, list);
      }
      continue;
    }
    const first = m.captures[0];
    if (!first || !first.name.startsWith('v.')) continue;
    const lhs = capture(m, 'v.lhs');
    if (lhs) {
      const rhs = capture(m, 'v.rhs') ?? capture(m, 'v.iter');
      const at = capture(m, 'v.assign') ?? capture(m, 'v.aug') ?? capture(m, 'v.for') ?? capture(m, 'v.as') ?? capture(m, 'v.decl');
      const kind = capture(m, 'v.aug')
        ? 'aug'
        : capture(m, 'v.for')
          ? 'for'
          : capture(m, 'v.as')
            ? 'as'
            : capture(m, 'v.decl')
              ? 'decl'
              : 'assign';
      if (at) f.assigns.push({ kind, lhs, rhs: rhs ?? at, at });
      continue;
    }
    const g = capture(m, 'v.global');
    if (g) {
      f.globals.push(g);
      continue;
    }
    const cname = capture(m, 'v.cname');
    if (cname) {
      f.classes.push({ name: cname, node: capture(m, 'v.cdef') ?? cname });
      continue;
    }
    const ret = capture(m, 'v.ret');
    if (ret) {
      f.returns.push({ value: ret, at: capture(m, 'v.return') ?? ret });
      continue;
    }
    const cond = capture(m, 'v.cond');
    if (cond) {
      f.ifs.push({ cond, body: capture(m, 'v.then') ?? cond, at: capture(m, 'v.if') ?? cond });
      continue;
    }
    const ternary = capture(m, 'v.ternary');
    if (ternary) {
      f.ternaries.push(ternary);
      continue;
    }
    const cb = capture(m, 'v.cb');
    const recv = capture(m, 'v.cbrecv');
    if (cb && recv) f.callbacks.push({ fn: cb, recv, method: capture(m, 'v.cbm')?.text ?? '' });
  }
  return f;
}

// ---------------------------------------------------------------------------------------------------------------------
// Names the rules know

/**
 * Last components of the callables some rule treats as a sink. A reflective name with a constant prefix that none of
 * these begins with (`getattr(self, "visit_" + kind)`) cannot reach a sink, so it is resolved without knowing the rest.
 */
export const SINK_NAMES = [
  'eval',
  'exec',
  'execfile',
  'compile',
  'system',
  'popen',
  'popen2',
  'popen3',
  'popen4',
  'getoutput',
  'getstatusoutput',
  'call',
  'run',
  'Popen',
  'check_call',
  'check_output',
  'create_subprocess_shell',
  'create_subprocess_exec',
  'execl',
  'execle',
  'execlp',
  'execlpe',
  'execv',
  'execve',
  'execvp',
  'execvpe',
  'spawnl',
  'spawnle',
  'spawnlp',
  'spawnlpe',
  'spawnv',
  'spawnve',
  'spawnvp',
  'spawnvpe',
  'posix_spawn',
  'posix_spawnp',
  'load',
  'loads',
  'Unpickler',
  'open',
  'decode',
  'read_pickle',
  'unsafe_load',
  'unsafe_load_all',
  'load_all',
  'full_load',
  'remove',
  'unlink',
  'rmtree',
  'send_file',
  'Path',
  'import_module',
  '__import__',
  'getattr',
  'globals',
  'locals',
  'vars',
  'setattr',
  'delattr',
  'require',
  'import',
  'unserialize',
  'deepDeserialize',
  'parse',
  'runInNewContext',
  'runInThisContext',
  'runInContext',
  'Script',
  'compileFunction',
  'Function',
  'constructor',
  'setTimeout',
  'setInterval',
  'setImmediate',
  'execSync',
  'spawn',
  'spawnSync',
  'execFile',
  'execFileSync',
  'fork',
  'readFile',
  'readFileSync',
  'createReadStream',
  'writeFile',
  'writeFileSync',
  'createWriteStream',
  'unlinkSync',
  'rm',
  'rmSync',
  'appendFile',
  'appendFileSync',
  'openSync',
  'sendFile',
  'download',
  'urlopen',
  'Request',
  'request',
  'get',
  'post',
  'put',
  'patch',
  'delete',
  'head',
  'options',
  'stream',
  'fetch',
  'redirect',
  'HttpResponseRedirect',
  'HttpResponsePermanentRedirect',
  'RedirectResponse',
  'assign',
  'replace',
  'write',
  'writeln',
  'send',
  'end',
  'html',
  'append',
  'prepend',
  'insertAdjacentHTML',
  'Markup',
  'mark_safe',
  'render_template_string',
  'Template',
  'from_string',
  'execute',
  'executemany',
  'executescript',
  'raw',
  'mogrify',
  'extra',
  'query',
  'text',
  'read_sql',
  'read_sql_query',
  'extractall',
  'extract',
  'parseXml',
  'parseXmlString',
  'fromstring',
  'XML',
  'XMLParser',
  'iterparse',
  'parseString',
  'make_parser',
  'chmod',
  'new',
  'createHash',
  'createCipher',
  'createCipheriv',
  'createDecipher',
  'createDecipheriv',
  'mktemp',
  'Telnet',
  'FTP',
  'md5',
  'sha1',
  'merge',
  'set',
  'extend',
  'defaultsDeep',
  'mergeWith',
  'setWith',
  'b64decode',
  'urlsafe_b64decode',
  'get_unverified_claims',
  'decodeJwt',
  'jwtDecode',
];

// ---------------------------------------------------------------------------------------------------------------------
// IR

type IR =
  | { t: 'val'; v: Val }
  | { t: 'var'; v: VarInfo }
  | { t: 'narrow'; v: VarInfo | null; base?: IR; set: IR | null; url: boolean; also: IR | null }
  | { t: 'free'; name: string }
  | { t: 'cat'; parts: IR[] }
  | { t: 'or'; parts: IR[] }
  | { t: 'num'; parts: IR[] }
  | { t: 'not'; x: IR }
  | { t: 'fmt'; tmpl: IR; args: IR }
  | { t: 'rep'; l: IR; r: IR }
  | { t: 'attr'; o: IR; name: string }
  | { t: 'sub'; o: IR; k: IR }
  | { t: 'slice'; o: IR; rev: boolean }
  | { t: 'call'; fn: IR; recv: IR | null; method: string | null; args: IR[]; kw: Array<[string, IR]>; kwSpread: IR[]; node: Node }
  | { t: 'new'; ctor: IR; args: IR[]; node: Node }
  | { t: 'list'; items: IR[]; spreads: IR[] }
  | { t: 'comp'; elt: IR }
  | { t: 'dict'; entries: Array<[IR, IR]>; spreads: IR[] }
  | { t: 'fn'; node: Node };

type Def =
  | { k: 'expr'; node: Node }
  | { k: 'aug'; node: Node; self: VarInfo }
  | { k: 'item'; node: Node }
  | { k: 'index'; node: Node; index: number }
  | { k: 'key'; node: Node; key: string }
  | { k: 'val'; v: Val }
  | { k: 'param'; fn: Node; param: Node; index: number; name: string; rest: 'none' | 'list' | 'dict'; path: Array<number | string> }
  | { k: 'setkey'; key: Node | null; node: Node }
  | { k: 'mutate'; method: string; call: Node };

interface VarInfo {
  id: number;
  name: string;
  scope: number;
  defs: Def[];
  value: Val;
  /** 0 never solved, 1 in the current fixpoint, 2 final. */
  state: 0 | 1 | 2;
  rdeps: Set<VarInfo> | null;
  updates: number;
  queued: boolean;
}

/** Variables whose value changed more than this many times are widened (pieces and names only). */
const MAX_UPDATES = 24;
/** Nesting of one expression's lowering (see `lower`). */
const MAX_LOWER_DEPTH = 200;

export interface ValueDeps {
  python: boolean;
  root: Node;
  scopes: IntervalIndex<Scope>;
  /** Function-like nodes (scopes other than the root) with their names. */
  defs: Array<{ node: Node; name: string | null }>;
  /** Ids of Python methods (functions directly in a class body). */
  methods: Set<number>;
  decorators: (fn: Node) => Node[];
  aliases: Map<string, string>;
  facts: ValueFacts;
  spend: (units?: number) => void;
}

export interface Values {
  /** What the expression may evaluate to. */
  value(node: Node | null | undefined): Val;
  /** `value`, except that a parameter with a default that the file fixes is read as its default and callers' values. */
  flagValue(node: Node | null | undefined): Val;
  /** The names a callee/expression may refer to (normalised, e.g. `builtins.eval` → `eval`). */
  names(node: Node | null | undefined): Val;
  /** The single expression bound to an identifier in its scope, or null (none, several, or not an identifier). */
  boundExpression(id: Node): Node | null;
  /** The function node a `<local>` name refers to. */
  localFunction(name: string): Node | null;
  /** Whether `name` is a variable defined in the scope around `at` (not an import or a free name). */
  isLocalVariable(name: string, at: Node): boolean;
  /** Whether the identifier's only definition is a parameter of its function. */
  isParameter(id: Node): boolean;
  /**
   * Whether an identifier may hold a function object by its definitions' shapes alone (a free or imported name, an
   * alias, a table element, a reflective or local call's result); false for strings, numbers, calls of other
   * functions and parameters (whatever a caller passes is checked where it is passed).
   */
  mayHoldCallable(id: Node): boolean;
  /**
   * Whether a confinement check on the variable `name` (`x.startswith(base)`, `x.startsWith`, `x.is_relative_to`,
   * `commonpath([.., x])`) decides at `at`: inside the branch of a check that passed, or after the branch of a failed
   * check (`not`, `!`) that leaves or replaces `x`.
   */
  confined(name: string, at: Node): boolean;
}

/** Nodes of a string literal's own text (not its interpolations). */
const STRING_TEXT = /^(string_fragment|string_content|escape_sequence|string_start|string_end)$/;

const PY_BUILTIN_NAMES = new Set([
  'eval',
  'exec',
  'compile',
  'open',
  'input',
  '__import__',
  'getattr',
  'execfile',
  'globals',
  'locals',
  'vars',
]);
/** Namespaces whose members are the builtins or the module's own globals (Python) or the global object (JS). */
const PY_NAMESPACE = /^(?:builtins|__builtins__|__builtin__|globals\(\)|locals\(\)|vars\(\))\.(\w+)$/;
const JS_GLOBAL = /^(?:window|globalThis|self|global|global\.global)\.([\w$]+)$/;
const NAMESPACE_REF =
  /^(builtins|__builtins__|__builtin__|globals\(\)|locals\(\)|vars\(\)|sys\.modules|window|globalThis|self|global)$|\.__dict__$|^vars\(/;

/**
 * Request data in Python: Flask/Werkzeug/Django/Starlette request parts (not the session user, method or app), Tornado's
 * `self.get_argument`/`get_query_argument`/`get_body_argument`/`get_cookie`, and the
 * member names an archive lists (zip slip: whoever made the archive chose them, `../../etc/cron.d/x` included).
 */
const PY_SOURCE =
  /^(flask\.|quart\.|django\.http\.|starlette\.requests\.|fastapi\.)?(request|self\.request|req)\.(?!user\b|method\b|session\b|app\b|is_secure\b|is_ajax\b|scheme\b|auth\b|state\b|scope\b|get_host\b|build_absolute_uri\b|url_root\b|host_url\b|base_url\b|script_root\b|endpoint\b|blueprint\b|url_rule\b)[A-Za-z_]|^(flask\.|quart\.)?request\.(?:args|form|values|json|data|files|cookies|headers|view_args|stream|get_json|get_data)\b|^(flask|quart)\.request$|^self\.get_(query_|body_)?arguments?$|^self\.get_(secure_)?cookie$|^(zipfile\.ZipFile|tarfile\.open|tarfile\.TarFile(\.open)?)\(\)\.(namelist|infolist|getnames|getmembers|next)\b/;
const PY_LOCAL_SOURCE = /^sys\.(argv|stdin)\b|^(input|raw_input)$|^fileinput\.input$/;
/** Request data in Node/browser code: Express/Koa/Fastify/Next.js request parts, location, cookies, messages. */
const JS_SOURCE =
  /^(req|request|ctx\.request|ctx)\.(body|query|params|headers|cookies|url|originalUrl|path|files?|payload|rawBody|hostname|nextUrl|searchParams|formData|json|text|header|get|param)\b|^c\.req\.(query|queries|param|header|json|text|parseBody|formData|raw|url|path)\b|^(window\.|document\.)?location\b|^document\.(URL|cookie|referrer|documentURI)\b|^window\.name$|^(event|e|evt|msg|message)\.data\b|^URLSearchParams\(\)/;
/**
 * Request objects whose `.get(name)` reads a request header (Koa's `ctx.get` and `ctx.request.get`, Express's
 * `req.get`): the call is request data, not a lookup in a map the file built, even when the object also carries keys
 * the file set (`ctx.state`, `ctx.body`).
 */
const JS_REQUEST_GETTER_RECEIVERS = /^(req|request|ctx|ctx\.request)$/;
const JS_LOCAL_SOURCE = /^process\.(argv|stdin)\b|^prompt$/;
/** Request URLs whose origin is the site's own (a relative reference resolved against them stays on the site). */
const SELF_URL = /^(req|request)\.(url|nextUrl|originalUrl)$|^(window\.)?location(\.href|\.origin)?$/;

/** Wrappers whose result calls the wrapped function with the same arguments (`util.promisify(execFile)`). */
export const PROMISIFY = /^(util|node:util|bluebird|es6-promisify)\.promisify$|^pify$/;

/** pathlib path objects: `/` on them joins paths. */
const PATHLIB = /^pathlib\.(Path|PurePath|PosixPath|PurePosixPath|WindowsPath)\(\)/;

/** FastAPI parameter markers whose value comes from the request. */
const FASTAPI_MARKERS = /(^|\.)(Query|Body|Header|Form|Cookie|File|Path|Security|UploadFile)$/;
/** Decorators of a Python function that make it a request handler (its parameters are request data). */
const ROUTE_DECORATOR = /\.(route|get|post|put|patch|delete|api_route|websocket|head|options)$/;
/** NestJS parameter decorators with request data. */
const NEST_PARAM = /^(Body|Query|Param|Headers|Req|Request|Ip|HostParam|UploadedFile|UploadedFiles)$/;

/** Sanitisers by sink kind, matched against the resolved callee name. */
/** The sanitiser a callee name is, from SANITISERS; the answer per name is kept (every call's value asks). */
const SANITISER_OF = new Map<string, Sanitiser | null>();
function sanitiserOf(name: string): Sanitiser | null {
  let kind = SANITISER_OF.get(name);
  if (kind !== undefined) return kind;
  kind = null;
  for (const [re, kinds] of SANITISERS)
    if (re.test(name)) {
      kind = kinds[0] ?? null;
      break;
    }
  if (SANITISER_OF.size > 4096) SANITISER_OF.clear(); // names come from requests: keep the table bounded
  SANITISER_OF.set(name, kind);
  return kind;
}

const SANITISERS: Array<[RegExp, Sanitiser[]]> = [
  [/^(shlex\.quote|pipes\.quote|shlex\.join|shell-quote\.quote|shell-escape|shellescape|shescape\.quote|shescape\.quoteAll)$/, ['shell']],
  [
    /^(html\.escape|cgi\.escape|markupsafe\.escape|flask\.escape|jinja2\.escape|bleach\.clean|bleach\.linkify|django\.utils\.html\.escape|django\.utils\.html\.strip_tags|django\.utils\.html\.conditional_escape|dompurify\.sanitize|DOMPurify\.sanitize|isomorphic-dompurify\.sanitize|dompurify\.default\.sanitize|sanitize-html|sanitizeHtml|xss|xss\.filterXSS|filterXSS|escape-html|escapeHtml|he\.encode|he\.escape|lodash\.escape|_\.escape|validator\.escape|markupsafe\.Markup\.escape)$/,
    ['html'],
  ],
  [
    /^(encodeURIComponent|urllib\.parse\.quote|urllib\.parse\.quote_plus|urllib\.parse\.urlencode|querystring\.escape|querystring\.stringify|qs\.stringify)$/,
    ['uri'],
  ],
  [/^encodeURI$/, ['html']],
  [
    /^(werkzeug\.utils\.secure_filename|secure_filename|werkzeug\.secure_filename|os\.path\.basename|path\.basename|posixpath\.basename|ntpath\.basename|sanitize-filename)$/,
    ['path'],
  ],
  [/^(werkzeug\.utils\.safe_join|flask\.safe_join|safe_join|werkzeug\.security\.safe_join)$/, ['path']],
  [
    /^(psycopg2\.sql\.Identifier|psycopg2\.sql\.Literal|psycopg\.sql\.Identifier|psycopg\.sql\.Literal|pg-format|sqlstring\.escape|mysql\.escape|mysql2\.escape|sqlstring\.escapeId|knex\.ref)$/,
    ['sql'],
  ],
];
/** Calls whose result cannot carry quotes, separators or markup: numbers, digests, ids, times, booleans. */
const SAFE_PRODUCERS =
  /^(int|float|len|abs|round|bool|hash|ord|min|max|sum|id|Number|parseInt|parseFloat|Boolean|Math\.\w+|Date\.now|uuid\.uuid[1345]|uuid4|uuid|crypto\.randomUUID|randomUUID|secrets\.token_hex|secrets\.randbelow|time\.time|time\.monotonic|time\.perf_counter|os\.getpid|os\.urandom|secrets\.token_bytes|datetime\.\w+\.now\(\)\.timestamp|uuid\.UUID)$|\.(hexdigest|digest|hex|isoformat|strftime|timestamp|toISOString|toFixed|getTime|valueOf|count|index|find|toUTCString|toDateString|toLocaleDateString)$|(^|\.)(is\w+|has\w*|startswith|endswith|startsWith|endsWith|includes|isdigit|isalnum|isnumeric|fullmatch|match|test)$/;
/** Calls that read content from elsewhere: the result is unknown data, not the request data that named it. */
const READERS =
  /^(open|io\.open|codecs\.open|fs\.(readFile|readFileSync|promises\.readFile|createReadStream)|fs\/promises\.readFile|requests\.\w+|httpx\.\w+|urllib\.request\.urlopen|fetch|axios(\.\w+)?|pathlib\.Path\(\)\.read_text|subprocess\.\w+|os\.listdir|os\.scandir|glob\.glob)$|\.(read|read_text|read_bytes|readline|readlines|fetchall|fetchone|fetchmany|first|all|one|scalar|json|text|content|arrayBuffer|blob|readFile|readFileSync|query|execute|find|findOne|findById|findMany|findUnique|get_object_or_404|first_or_404|get_or_404)$/;
/** Calls whose value is the same text as their argument (conversions and case changes keep data as it is). */
const TRANSPARENT =
  /^(str|String|repr|bytes|unicode|ascii|format|os\.fsdecode|os\.fsencode|JSON\.parse|json\.loads|json\.load|JSON\.stringify|json\.dumps|Buffer\.from|structuredClone|Object\.freeze|copy\.copy|copy\.deepcopy)$/;
/** String methods that keep the text's provenance (and its exact value when it is a constant). */
const STRING_METHODS =
  /^(strip|lstrip|rstrip|lower|upper|casefold|title|capitalize|swapcase|replace|removeprefix|removesuffix|encode|decode|trim|trimStart|trimEnd|toLowerCase|toUpperCase|toString|normalize|padStart|padEnd|ljust|rjust|center|zfill|expandtabs|slice|substring|substr|at|charAt|repeat|concat|valueOf|toLocaleLowerCase|toLocaleUpperCase)$/;
/** URL validators: a URL checked by one of them has its host chosen by the site. */
export const URL_VALIDATORS =
  /(^|\.)(url_has_allowed_host_and_scheme|is_safe_url|is_safe_redirect|safe_redirect|is_relative_url|validate_redirect|isSafeRedirect|isSafeUrl|is_allowed_url|isAllowedUrl)$/;
/**
 * Attributes of a parsed URL whose comparison confines it to a known origin. The scheme alone does not: `https:` and
 * `http:` URLs go to any host, and a URL without a scheme (`//evil.example`) still names one.
 */
const ORIGIN_ATTRS = /^(netloc|hostname|host|origin)$/;
/** URL parsers whose result's origin attributes are those of their first argument. */
const URL_PARSERS = /^((urllib\.parse\.|urlparse\.|parse\.)?(urlparse|urlsplit)|URL|url\.parse)$/;
/** Array/iterable methods whose callback receives the elements (then the index). */
const CALLBACK_METHODS = /^(map|forEach|filter|flatMap|some|every|find|findIndex|findLast|sort|reduce)$/;
/** Calls whose value is a collection of their argument's elements. */
const COLLECTIONS =
  /^(list|tuple|set|frozenset|sorted|reversed|iter|Array\.from|Array\.of|Set|Map|Object\.keys|Object\.values|Object\.entries|Object\.fromEntries|enumerate|zip|filter|map|itertools\.\w+)$/;

function rot13(s: string): string {
  return s.replace(/[a-zA-Z]/g, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });
}

function base64Decode(s: string): string | null {
  const clean = s.replace(/-/g, '+').replace(/_/g, '/').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean)) return null;
  try {
    return atob(clean.padEnd(Math.ceil(clean.length / 4) * 4, '='));
  } catch {
    return null;
  }
}

function hexDecode(s: string): string | null {
  if (!/^([0-9a-fA-F]{2})*$/.test(s)) return null;
  let out = '';
  for (let i = 0; i < s.length; i += 2) out += String.fromCharCode(Number.parseInt(s.slice(i, i + 2), 16));
  return out;
}

export function createValues(d: ValueDeps): Values {
  const py = d.python;
  const rootId = d.root.id;
  let nextVar = 0;
  const fnById = new Map<number, Node>();
  const fnName = new Map<number, string | null>();
  const retVars = new Map<number, VarInfo>();
  const localNames = new Map<string, Node>();
  for (const def of d.defs) {
    fnById.set(def.node.id, def.node);
    fnName.set(def.node.id, def.name);
  }

  const scopeOf = (n: Node): number => d.scopes.innermost(n.startIndex, n.endIndex)?.value.node.id ?? rootId;
  /** The scope a function's own name (and its defaults, decorators) belongs to: the one around the function. */
  const outerScopeOf = (fn: Node): number => {
    const list = d.scopes.containing(fn.startIndex, fn.endIndex);
    for (const s of list) if (s.value.node.id !== fn.id) return s.value.node.id;
    return rootId;
  };

  /**
   * All definitions of one name in one scope. A plain assignment that is a statement of the scope's own body (not
   * inside a branch or a loop) replaces every earlier value: uses after it, in the same scope, see only definitions
   * from it on (`n = int(n)` kills the parameter's value). Uses from nested functions, and definitions made from
   * nested functions (`global`, closures), see or reach every segment.
   */
  interface Group {
    scope: number;
    name: string;
    raw: Array<{ def: Def; at: number; inner: boolean; kill: boolean }>;
    segments: VarInfo[] | null;
    starts: number[];
    all: VarInfo | null;
  }
  const newVar = (name: string, scope: number): VarInfo => ({
    id: nextVar++,
    name,
    scope,
    defs: [],
    value: BOTTOM,
    state: 0,
    rdeps: null,
    updates: 0,
    queued: false,
  });
  const varKey = (scope: number, name: string) => `${scope}:${name}`;
  const groups = new Map<string, Group>();
  const declare = (scope: number, name: string): Group => {
    const key = varKey(scope, name);
    let g = groups.get(key);
    if (!g) {
      g = { scope, name, raw: [], segments: null, starts: [], all: null };
      groups.set(key, g);
    }
    return g;
  };
  /** Records a definition made at `at` (a kill when it is a top-level plain assignment of the scope: see Group). */
  const addDef = (g: Group, def: Def, at: Node, kill = false): void => {
    g.raw.push({ def, at: kill ? at.endIndex : at.startIndex, inner: scopeOf(at) !== g.scope, kill });
  };
  /** The definitions a name refers to at `at`: the innermost scope around it that defines the name. */
  const lookupGroup = (name: string, at: Node): Group | null => {
    for (const s of d.scopes.containing(at.startIndex, at.endIndex)) {
      const g = groups.get(varKey(s.value.node.id, name));
      if (g) return g;
    }
    return null;
  };
  const withSelf = (def: Def, v: VarInfo): Def => (def.k === 'aug' ? { ...def, self: v } : def);
  const build = (g: Group): void => {
    const all = newVar(g.name, g.scope);
    for (const r of g.raw) all.defs.push(withSelf(r.def, all));
    g.all = all;
    const kills = [...new Set(g.raw.filter((r) => r.kill && !r.inner).map((r) => r.at))].sort((a, b) => a - b);
    if (kills.length === 0) {
      g.segments = [all];
      g.starts = [-1];
      return;
    }
    g.starts = [-1, ...kills];
    g.segments = g.starts.map(() => newVar(g.name, g.scope));
    for (const r of g.raw) {
      if (r.inner) {
        for (const v of g.segments) v.defs.push(withSelf(r.def, v));
        continue;
      }
      let i = g.starts.length - 1;
      while (i > 0 && (g.starts[i] as number) > r.at) i--;
      const v = g.segments[i] as VarInfo;
      v.defs.push(withSelf(r.def, v));
    }
  };
  /** The variable (segment) a use at `at` reads. */
  const lookup = (name: string, at: Node): VarInfo | null => {
    const g = lookupGroup(name, at);
    if (!g) return null;
    if (!g.segments) build(g);
    if (scopeOf(at) !== g.scope || (g.segments as VarInfo[]).length === 1) return g.all;
    let i = g.starts.length - 1;
    while (i > 0 && (g.starts[i] as number) > at.startIndex) i--;
    return (g.segments as VarInfo[])[i] as VarInfo;
  };

  // -------------------------------------------------------------------------------------------------------------------
  // Definitions

  const pyGlobals = new Map<number, Set<string>>();
  for (const g of d.facts.globals) {
    const s = scopeOf(g);
    const set = pyGlobals.get(s) ?? new Set<string>();
    set.add(g.text);
    pyGlobals.set(s, set);
  }
  /** Python: the scope an assignment in `scope` binds `name` in (module scope for `global`/`nonlocal` names). */
  const bindingScope = (scope: number, name: string): number => (pyGlobals.get(scope)?.has(name) ? rootId : scope);

  /** Binds the names of a target pattern: `a`, `a, b`, `[a, b]`, `{a, b: c}`, `*rest`. */
  const bindTarget = (
    target: Node,
    scope: number,
    def: (path: Array<number | string>) => Def,
    path: Array<number | string> = [],
    at: Node = target,
    kill = false,
  ): void => {
    d.spend();
    switch (target.type) {
      case 'identifier':
      case 'shorthand_property_identifier_pattern': {
        const s = py ? bindingScope(scope, target.text) : scope;
        addDef(declare(s, target.text), def(path), at, kill && path.length === 0);
        return;
      }
      case 'pattern_list':
      case 'tuple_pattern':
      case 'list_pattern':
      case 'expression_list':
      case 'tuple':
      case 'list':
      case 'array_pattern': {
        let i = 0;
        for (const k of target.namedChildren) {
          if (k.type === 'comment') continue;
          if (k.type === 'list_splat_pattern' || k.type === 'rest_pattern') {
            const inner = k.namedChild(0);
            if (inner) bindTarget(inner, scope, () => def([...path, '*']), [], at);
          } else bindTarget(k, scope, def, [...path, i], at);
          i++;
        }
        return;
      }
      case 'object_pattern':
        for (const k of target.namedChildren) {
          if (k.type === 'shorthand_property_identifier_pattern') bindTarget(k, scope, def, [...path, k.text], at);
          else if (k.type === 'pair_pattern') {
            const key = k.childForFieldName('key');
            const val = k.childForFieldName('value');
            const name = key ? (staticString(key) ?? key.text) : null;
            if (val && name !== null) bindTarget(val, scope, def, [...path, name], at);
          } else if (k.type === 'object_assignment_pattern') {
            const left = k.childForFieldName('left');
            if (left) bindTarget(left, scope, def, [...path, left.text], at);
          } else if (k.type === 'rest_pattern') {
            const inner = k.namedChild(0);
            if (inner) bindTarget(inner, scope, () => def([...path, '*']), [], at);
          }
        }
        return;
      case 'assignment_pattern': {
        const left = target.childForFieldName('left');
        if (left) bindTarget(left, scope, def, path, at, kill);
        return;
      }
      case 'parenthesized_expression':
      case 'list_splat_pattern': {
        const inner = target.namedChild(0);
        if (inner) bindTarget(inner, scope, def, path, at, kill);
        return;
      }
      default:
        return; // attribute/member/subscript targets are mutations, handled separately
    }
  };

  /** The definition of a name bound at `path` inside a destructured value. */
  const pathDef = (rhs: Node, path: Array<number | string>, kind: 'assign' | 'for'): Def => {
    if (path.length === 0) return kind === 'for' ? { k: 'item', node: rhs } : { k: 'expr', node: rhs };
    // `a, b = x, y`: pairwise when the right side is a literal of the same shape.
    if (kind === 'assign' && path.length === 1 && typeof path[0] === 'number') {
      if (['expression_list', 'tuple', 'list', 'array'].includes(rhs.type)) {
        const items = rhs.namedChildren.filter((k) => k.type !== 'comment');
        const item = items[path[0]];
        if (item && !items.some((k) => k.type === 'list_splat' || k.type === 'spread_element')) return { k: 'expr', node: item };
      }
    }
    const [first] = path;
    if (kind === 'for') return { k: 'index', node: rhs, index: -1 }; // an element of an element: any element's part
    if (typeof first === 'number') return { k: 'index', node: rhs, index: path.length === 1 ? first : -1 };
    if (first === '*') return { k: 'index', node: rhs, index: -1 };
    return path.length === 1 ? { k: 'key', node: rhs, key: first as string } : { k: 'index', node: rhs, index: -1 };
  };

  // Functions: their names, parameters and return values.
  for (const def of d.defs) {
    const fn = def.node;
    const scope = fn.id;
    if (def.name && !(py && d.methods.has(fn.id)) && fn.type !== 'method_definition') {
      // `const f = () => …` binds through its declarator; the arrow itself only records its name.
      const viaDeclarator = fn.type === 'arrow_function' || fn.type === 'function_expression';
      if (!viaDeclarator)
        addDef(declare(py ? bindingScope(outerScopeOf(fn), def.name) : outerScopeOf(fn), def.name), { k: 'val', v: fnVal(fn) }, fn);
      localNames.set(def.name, fn);
    }
    const params = fn.childForFieldName('parameters') ?? fn.childForFieldName('parameter');
    if (!params) continue;
    const list = params.type === 'identifier' ? [params] : params.namedChildren;
    let index = 0;
    for (const p of list) {
      if (p.type === 'comment' || p.type === 'decorator') continue;
      let target: Node | null = p;
      let rest: 'none' | 'list' | 'dict' = 'none';
      if (p.type === 'default_parameter' || p.type === 'typed_default_parameter') target = p.childForFieldName('name');
      else if (p.type === 'typed_parameter')
        target = p.namedChildren.find((k) => k.type === 'identifier' || k.type.endsWith('pattern')) ?? null;
      else if (p.type === 'required_parameter' || p.type === 'optional_parameter') target = p.childForFieldName('pattern');
      else if (p.type === 'assignment_pattern') target = p.childForFieldName('left');
      else if (p.type === 'list_splat_pattern' || p.type === 'rest_pattern') {
        target = p.namedChildren.find((k) => k.type === 'identifier') ?? null;
        rest = 'list';
      } else if (p.type === 'dictionary_splat_pattern') {
        target = p.namedChildren.find((k) => k.type === 'identifier') ?? null;
        rest = 'dict';
      } else if (p.type === 'keyword_separator' || p.type === 'positional_separator') continue;
      if (!target) {
        index++;
        continue;
      }
      const at = index;
      const name = target.type === 'identifier' ? target.text : '';
      bindTarget(target, scope, (path) => ({ k: 'param', fn, param: p, index: at, name, rest, path }), [], fn);
      index++;
    }
  }
  for (const c of d.facts.classes) {
    const s = c.node.type === 'class_definition' ? outerScopeOf(c.node) : scopeOf(c.node);
    addDef(declare(s, c.name.text), { k: 'val', v: mk({ m: RAW_U, head: RAW_U, refs: new Set([`<local>.${c.name.text}`]) }) }, c.node);
  }
  for (const r of d.facts.returns) {
    const fn = d.scopes.innermost(r.at.startIndex, r.at.endIndex)?.value.node;
    if (fn && fn.id !== rootId) retVar(fn).defs.push({ k: 'expr', node: r.value });
  }
  // Python lambdas' and JS arrows' expression bodies are their return values.
  for (const def of d.defs) {
    if (def.node.type !== 'lambda' && def.node.type !== 'arrow_function') continue;
    const body = def.node.childForFieldName('body');
    if (body && body.type !== 'statement_block') retVar(def.node).defs.push({ k: 'expr', node: body });
  }

  // Assignments. Declarations first (JS `let`/`const`/`var`, every Python binding), then plain JS assignments, which
  // attach to the variable they name.
  const topLevel = topLevelAssignments();
  const jsAssigns: ValueFacts['assigns'] = [];
  const SELF_PLACEHOLDER = null as unknown as VarInfo; // set per variable when its definitions are distributed
  for (const a of d.facts.assigns) {
    const scope = scopeOf(a.at);
    const lhs = a.lhs;
    if (!py && a.kind !== 'decl' && !(a.kind === 'for' && a.at.childForFieldName('kind'))) {
      jsAssigns.push(a);
      continue;
    }
    if (a.kind === 'aug') {
      if (lhs.type === 'identifier')
        addDef(declare(py ? bindingScope(scope, lhs.text) : scope, lhs.text), { k: 'aug', node: a.rhs, self: SELF_PLACEHOLDER }, a.at);
      else mutationTarget(lhs, a.rhs, a.at);
      continue;
    }
    if (a.kind === 'as') {
      bindTarget(lhs, scope, (path) => pathDef(a.rhs, path, 'assign'), [], a.at);
      continue;
    }
    if (lhs.type === 'subscript' || lhs.type === 'attribute') {
      mutationTarget(lhs, a.rhs, a.at);
      continue;
    }
    if (a.kind === 'decl' && a.rhs.id === a.at.id) {
      bindTarget(lhs, scope, () => ({ k: 'val', v: constVal(null) }), [], a.at, topLevel.has(a.at.id)); // `let x;`
      continue;
    }
    bindTarget(
      lhs,
      scope,
      (path) => pathDef(a.rhs, path, a.kind === 'for' ? 'for' : 'assign'),
      [],
      a.at,
      a.kind !== 'for' && topLevel.has(a.at.id),
    );
  }
  for (const a of jsAssigns) {
    const lhs = a.lhs;
    if (lhs.type === 'member_expression' || lhs.type === 'subscript_expression') {
      mutationTarget(lhs, a.rhs, a.at);
      continue;
    }
    const groupOf = (name: string) => lookupGroup(name, a.at) ?? declare(rootId, name);
    if (a.kind === 'aug') {
      if (lhs.type === 'identifier') addDef(groupOf(lhs.text), { k: 'aug', node: a.rhs, self: SELF_PLACEHOLDER }, a.at);
      continue;
    }
    const kill = a.kind !== 'for' && lhs.type === 'identifier' && topLevel.has(a.at.id);
    collectTargets(lhs, [], (name, path) => {
      const g = groupOf(name);
      addDef(g, pathDef(a.rhs, path, a.kind === 'for' ? 'for' : 'assign'), a.at, kill && g.scope === scopeOf(a.at));
    });
  }
  for (const mu of d.facts.mutations) {
    if (mu.obj.text === 'Object' && mu.method === 'assign') {
      const target = mu.call.childForFieldName('arguments')?.namedChildren[0];
      const g = target?.type === 'identifier' ? lookupGroup(target.text, target) : null;
      if (g) addDef(g, { k: 'mutate', method: 'assign', call: mu.call }, mu.call);
      continue;
    }
    const g = lookupGroup(mu.obj.text, mu.obj);
    if (g) addDef(g, { k: 'mutate', method: mu.method, call: mu.call }, mu.call);
  }

  /** Ids of assignments that are statements of their scope's own body (Python and JS), the candidates for kills. */
  function topLevelAssignments(): Set<number> {
    const out = new Set<number>();
    const bodies: Node[] = [d.root];
    for (const def of d.defs) {
      const body = def.node.childForFieldName('body');
      if (body && (body.type === 'block' || body.type === 'statement_block')) bodies.push(body);
    }
    for (const body of bodies) {
      for (const st of body.namedChildren) {
        d.spend();
        if (st.type === 'expression_statement') {
          const e = st.namedChild(0);
          if (e && (e.type === 'assignment' || e.type === 'assignment_expression') && e.childForFieldName('left')?.type === 'identifier')
            out.add(e.id);
        } else if (st.type === 'lexical_declaration' || st.type === 'variable_declaration') {
          for (const decl of st.namedChildren) if (decl.type === 'variable_declarator') out.add(decl.id);
        }
      }
    }
    return out;
  }

  function collectTargets(t: Node, path: Array<number | string>, out: (name: string, path: Array<number | string>) => void): void {
    if (t.type === 'identifier') {
      out(t.text, path);
      return;
    }
    if (t.type === 'array_pattern' || t.type === 'array') {
      let i = 0;
      for (const k of t.namedChildren) {
        if (k.type === 'rest_pattern' || k.type === 'spread_element') {
          const inner = k.namedChild(0);
          if (inner) collectTargets(inner, [...path, '*'], out);
        } else collectTargets(k, [...path, i], out);
        i++;
      }
      return;
    }
    if (t.type === 'object_pattern' || t.type === 'object') {
      for (const k of t.namedChildren) {
        if (k.type === 'shorthand_property_identifier_pattern' || k.type === 'shorthand_property_identifier')
          out(k.text, [...path, k.text]);
        else if (k.type === 'pair_pattern' || k.type === 'pair') {
          const key = k.childForFieldName('key');
          const val = k.childForFieldName('value');
          if (key && val) collectTargets(val, [...path, staticString(key) ?? key.text], out);
        }
      }
      return;
    }
    if (t.type === 'assignment_pattern') {
      const left = t.childForFieldName('left');
      if (left) collectTargets(left, path, out);
    }
  }

  /** `d[k] = v`, `o.k = v`, `d[k] += v`: an entry written into the variable `d`/`o`. */
  function mutationTarget(lhs: Node, rhs: Node, at: Node): void {
    const obj = lhs.childForFieldName(lhs.type === 'subscript' ? 'value' : 'object');
    if (obj?.type !== 'identifier') return;
    const g = lookupGroup(obj.text, obj);
    if (!g) return;
    const key =
      lhs.type === 'subscript'
        ? lhs.childForFieldName('subscript')
        : lhs.type === 'subscript_expression'
          ? lhs.childForFieldName('index')
          : lhs.childForFieldName(lhs.type === 'attribute' ? 'attribute' : 'property');
    // Python attributes are not dict entries; a JS member write is.
    if (lhs.type === 'attribute') return;
    addDef(g, { k: 'setkey', key: key ?? null, node: rhs }, at);
  }

  function retVar(fn: Node): VarInfo {
    let v = retVars.get(fn.id);
    if (!v) {
      v = {
        id: nextVar++,
        name: `<return of ${fnName.get(fn.id) ?? 'lambda'}>`,
        scope: fn.id,
        defs: [],
        value: BOTTOM,
        state: 0,
        rdeps: null,
        updates: 0,
        queued: false,
      };
      retVars.set(fn.id, v);
    }
    return v;
  }

  function fnVal(fn: Node): Val {
    const name = fnName.get(fn.id);
    return mk({ m: RAW_U, head: RAW_U, refs: new Set([`<local>.${name ?? 'lambda'}#${fn.id}`]) });
  }

  // -------------------------------------------------------------------------------------------------------------------
  // Narrowing: membership tests and URL checks that constrain a variable in a region

  interface Narrowing {
    name: string;
    start: number;
    end: number;
    set: Node | null;
    url: boolean;
    /** The value the branch assigned to the variable before falling through (joined with the narrowed value). */
    also?: Node | null;
  }
  const narrowings = new Map<string, Narrowing[]>();
  const addNarrowing = (n: Narrowing) => {
    const list = narrowings.get(n.name) ?? [];
    list.push(n);
    narrowings.set(n.name, list);
  };
  const scopeEnd = (n: Node): number => d.scopes.innermost(n.startIndex, n.endIndex)?.end ?? d.root.endIndex;

  /** A variable or a property path of one (`x`, `req.query.next`): what a membership test can narrow. */
  const accessPath = (n: Node): boolean => {
    let cur: Node | null = n;
    for (let i = 0; i < 8 && cur; i++) {
      if (cur.type === 'identifier') return true;
      if (cur.type !== 'attribute' && cur.type !== 'member_expression') return false;
      cur = cur.childForFieldName('object');
    }
    return false;
  };

  /** `x in C`, `C.has(x)`, `C.includes(x)`, `Object.hasOwn(C, x)`, `C.hasOwnProperty(x)`, `x in C` (JS). */
  const membership = (cond: Node): { name: string; set: Node; positive: boolean } | null => {
    let n: Node | null = cond;
    let positive = true;
    for (let i = 0; i < 4 && n; i++) {
      if (n.type === 'parenthesized_expression') n = n.namedChild(0);
      else if (n.type === 'not_operator') {
        positive = !positive;
        n = n.childForFieldName('argument');
      } else if (n.type === 'unary_expression' && n.child(0)?.text === '!') {
        positive = !positive;
        n = n.childForFieldName('argument');
      } else break;
    }
    if (!n) return null;
    if (n.type === 'comparison_operator') {
      const ops = n.childrenForFieldName('operators').map((o) => o.text);
      const [a, b] = n.namedChildren;
      if (ops.length !== 1 || !a || !accessPath(a) || !b) return null;
      if (ops[0] === 'in') return { name: a.text, set: b, positive };
      if (ops[0] === 'not in') return { name: a.text, set: b, positive: !positive };
      return null;
    }
    if (n.type === 'binary_expression' && n.childForFieldName('operator')?.text === 'in') {
      const a = n.childForFieldName('left');
      const b = n.childForFieldName('right');
      return a && accessPath(a) && b ? { name: a.text, set: b, positive } : null;
    }
    if (n.type === 'call_expression') {
      const fn = n.childForFieldName('function');
      const args = n.childForFieldName('arguments')?.namedChildren ?? [];
      if (fn?.type !== 'member_expression') return null;
      const prop = fn.childForFieldName('property')?.text ?? '';
      const obj = fn.childForFieldName('object');
      if ((prop === 'has' || prop === 'includes' || prop === 'hasOwnProperty') && obj && args[0] && accessPath(args[0]))
        return { name: args[0].text, set: obj, positive };
      if (prop === 'hasOwn' && obj?.text === 'Object' && args[0] && args[1]?.type === 'identifier')
        return { name: args[1].text, set: args[0], positive };
    }
    return null;
  };

  /** The variable an origin attribute reads: `x.netloc`, `urlparse(x).hostname`, `new URL(x).origin`. */
  const originOf = (n: Node): string | null => {
    if (n.type !== 'attribute' && n.type !== 'member_expression') return null;
    const attr = n.childForFieldName(n.type === 'attribute' ? 'attribute' : 'property')?.text ?? '';
    const obj = n.childForFieldName('object');
    if (!ORIGIN_ATTRS.test(attr) || !obj) return null;
    if (obj.type === 'identifier') return obj.text;
    if (obj.type === 'call' || obj.type === 'new_expression' || obj.type === 'call_expression') {
      const first = obj.childForFieldName('arguments')?.namedChildren[0];
      if (first?.type === 'identifier') return first.text;
    }
    return null;
  };
  /**
   * `parts.netloc` where `parts` is bound once, to `urlparse(x)`/`urlsplit(x)`/`new URL(x)`: the check reads `x`'s origin
   * too, so it confines `x` as `urlparse(x).netloc` does.
   */
  const parsedSource = (n: Node, name: string): string | null => {
    const obj = n.childForFieldName('object');
    if (obj?.type !== 'identifier' || obj.text !== name) return null;
    const v = lookup(name, obj);
    const def = v?.defs.length === 1 ? (v.defs[0] as Def) : null;
    const call = def?.k === 'expr' ? def.node : null;
    if (!call || (call.type !== 'call' && call.type !== 'new_expression' && call.type !== 'call_expression')) return null;
    const callee = call.childForFieldName(call.type === 'new_expression' ? 'constructor' : 'function')?.text ?? '';
    if (!URL_PARSERS.test(callee)) return null;
    const first = call.childForFieldName('arguments')?.namedChildren[0];
    return first?.type === 'identifier' ? first.text : null;
  };
  /** Origin attributes among a node's own operands (one level of parentheses and calls such as `ALLOWED.has(u.host)`). */
  const originsIn = (nodes: Array<Node | null>): string[] => {
    const out: string[] = [];
    for (const n of nodes) {
      if (!n) continue;
      const direct = originOf(n);
      const source = direct ? parsedSource(n, direct) : null;
      if (source) out.push(source);
      if (direct) out.push(direct);
      else if (n.type === 'parenthesized_expression' && n.namedChild(0)) out.push(...originsIn([n.namedChild(0)]));
    }
    return out;
  };
  /** Comparison operators and whether the comparison holds when the compared values agree. */
  const comparison = (n: Node): { operands: Array<Node | null>; agree: boolean } | null => {
    if (n.type === 'comparison_operator') {
      const ops = n.childrenForFieldName('operators').map((o) => o.text);
      if (ops.length !== 1) return null;
      if (/^(==|in)$/.test(ops[0] as string)) return { operands: n.namedChildren, agree: true };
      if (/^(!=|not in)$/.test(ops[0] as string)) return { operands: n.namedChildren, agree: false };
      return null;
    }
    if (n.type === 'binary_expression') {
      const op = n.childForFieldName('operator')?.text ?? '';
      const operands = [n.childForFieldName('left'), n.childForFieldName('right')];
      if (/^===?$/.test(op)) return { operands, agree: true };
      if (/^!==?$/.test(op)) return { operands, agree: false };
    }
    return null;
  };

  /**
   * A check on a URL: a validator call on `x` (passes when true); an origin attribute compared (`urlparse(x).netloc
   * == host` passes when true, `!=`/`not in` when false) or tested for membership (`ALLOWED.has(u.host)`); a bare origin
   * attribute (`parsed.netloc`: a host is present) passes when false, a relative URL.
   */
  const urlLeaf = (n: Node): { names: string[]; whenTrue: boolean } | null => {
    if (n.type === 'call' || n.type === 'call_expression') {
      const fn = n.childForFieldName('function');
      const args = n.childForFieldName('arguments')?.namedChildren.filter((a) => a.type !== 'comment') ?? [];
      if (fn && URL_VALIDATORS.test(fn.text) && args[0]?.type === 'identifier') return { names: [args[0].text], whenTrue: true };
      const prop = fn?.childForFieldName(fn.type === 'attribute' ? 'attribute' : 'property')?.text ?? null;
      if (prop && /^(has|includes|__contains__)$/.test(prop)) {
        const names = originsIn(args);
        return names.length > 0 ? { names, whenTrue: true } : null;
      }
      return null;
    }
    const cmp = comparison(n);
    if (cmp) {
      const names = originsIn(cmp.operands);
      return names.length > 0 ? { names, whenTrue: cmp.agree } : null;
    }
    const bare = originOf(n);
    return bare ? { names: [bare], whenTrue: false } : null;
  };

  /** A check that a path lies under a base: `x.startswith(base)`, `x.is_relative_to(base)`, `commonpath([base, x]) == base`. */
  const pathLeaf = (n: Node): { names: string[]; whenTrue: boolean } | null => {
    if (n.type === 'call' || n.type === 'call_expression') {
      const fn = n.childForFieldName('function');
      const isAttr = fn?.type === 'attribute' || fn?.type === 'member_expression';
      const method = isAttr ? fn?.childForFieldName(fn.type === 'attribute' ? 'attribute' : 'property')?.text : null;
      const obj = isAttr ? fn?.childForFieldName('object') : null;
      if (obj?.type === 'identifier' && /^(startswith|startsWith|is_relative_to)$/.test(method ?? ''))
        return { names: [obj.text], whenTrue: true };
      return null;
    }
    const cmp = comparison(n);
    if (!cmp) return null;
    const names: string[] = [];
    for (const o of cmp.operands) {
      if (
        (o?.type === 'call' || o?.type === 'call_expression') &&
        /(^|\.)(commonpath|commonprefix)$/.test(o.childForFieldName('function')?.text ?? '')
      )
        for (const a of subtree(o.childForFieldName('arguments') ?? o, d.spend)) if (a.type === 'identifier') names.push(a.text);
    }
    return names.length > 0 ? { names, whenTrue: cmp.agree } : null;
  };

  /**
   * The variables whose check has passed whenever the condition has the value `want`: through `not`/`!`, and both sides
   * of `and` (when true) or `or` (when false), one side of the other only if both sides say so.
   */
  const implied = (
    n: Node | null,
    want: boolean,
    leaf: (n: Node) => { names: string[]; whenTrue: boolean } | null,
    depth = 0,
  ): Set<string> => {
    d.spend();
    if (!n || depth > 16) return new Set();
    if (n.type === 'parenthesized_expression') return implied(n.namedChild(0), want, leaf, depth + 1);
    if (n.type === 'not_operator' || (n.type === 'unary_expression' && n.child(0)?.text === '!'))
      return implied(n.childForFieldName('argument'), !want, leaf, depth + 1);
    const op = n.type === 'boolean_operator' || n.type === 'binary_expression' ? (n.childForFieldName('operator')?.text ?? '') : '';
    const and = op === 'and' || op === '&&';
    if (and || op === 'or' || op === '||') {
      const a = implied(n.childForFieldName('left'), want, leaf, depth + 1);
      const b = implied(n.childForFieldName('right'), want, leaf, depth + 1);
      return and === want ? new Set([...a, ...b]) : new Set([...a].filter((x) => b.has(x)));
    }
    const l = leaf(n);
    return l && l.whenTrue === want ? new Set(l.names) : new Set();
  };

  const EXITS = /^(raise_statement|return_statement|throw_statement|continue_statement|break_statement)$/;
  const exits = (block: Node): boolean => {
    const stmts =
      block.type === 'block' || block.type === 'statement_block' ? block.namedChildren.filter((k) => k.type !== 'comment') : [block];
    const last = stmts[stmts.length - 1];
    if (!last) return false;
    if (EXITS.test(last.type)) return true;
    if (last.type === 'expression_statement') {
      const call = last.namedChild(0);
      const fn = call?.type === 'call' || call?.type === 'call_expression' ? call.childForFieldName('function')?.text : null;
      return !!fn && /^(abort|flask\.abort|exit|sys\.exit|os\._exit|quit|process\.exit)$/.test(fn);
    }
    return false;
  };

  /** Regions where a path variable was checked to stay inside a base directory, by name. */
  const confinements = new Map<string, Array<{ start: number; end: number }>>();
  const addConfinement = (name: string, start: number, end: number) => {
    const list = confinements.get(name) ?? [];
    list.push({ start, end });
    confinements.set(name, list);
  };
  /** The value the branch's last statement assigns to `name` (`x = "/"`), when it ends so. */
  const reassigns = (block: Node, name: string): Node | null => {
    const stmts =
      block.type === 'block' || block.type === 'statement_block' ? block.namedChildren.filter((k) => k.type !== 'comment') : [block];
    const last = stmts[stmts.length - 1];
    const a = last?.type === 'expression_statement' ? last.namedChild(0) : null;
    if (!a || (a.type !== 'assignment' && a.type !== 'assignment_expression')) return null;
    return a.childForFieldName('left')?.text === name ? a.childForFieldName('right') : null;
  };
  /**
   * Membership tests a condition decides: the condition itself, or, when it is a chain of `and`/`&&`, each conjunct that
   * is a passing membership test (all hold inside the branch), or, when it is a chain of `or`/`||`, each disjunct that
   * is a failing one (all fail after a branch that leaves): `if (origin && ALLOWED.has(origin))`,
   * `if not origin or origin not in ALLOWED: return`.
   */
  const membershipTests = (cond: Node): Array<{ name: string; set: Node; positive: boolean }> => {
    const one = membership(cond);
    if (one) return [one];
    let n: Node | null = cond;
    while (n?.type === 'parenthesized_expression') n = n.namedChild(0);
    const op = n && (n.type === 'boolean_operator' || n.type === 'binary_expression') ? (n.childForFieldName('operator')?.text ?? '') : '';
    const and = op === 'and' || op === '&&';
    if (!n || !(and || op === 'or' || op === '||')) return [];
    const out: Array<{ name: string; set: Node; positive: boolean }> = [];
    const stack: Node[] = [n];
    for (let i = 0; i < 16 && stack.length > 0; i++) {
      d.spend();
      let cur = stack.pop() as Node;
      while (cur.type === 'parenthesized_expression' && cur.namedChild(0)) cur = cur.namedChild(0) as Node;
      const curOp =
        cur.type === 'boolean_operator' || cur.type === 'binary_expression' ? (cur.childForFieldName('operator')?.text ?? '') : '';
      if (curOp === op) {
        for (const side of [cur.childForFieldName('left'), cur.childForFieldName('right')]) if (side) stack.push(side);
        continue;
      }
      const t = membership(cur);
      if (t && t.positive === and) out.push(t);
    }
    return out;
  };
  for (const f of d.facts.ifs) {
    for (const test of membershipTests(f.cond)) {
      if (test.positive) addNarrowing({ name: test.name, start: f.body.startIndex, end: f.body.endIndex, set: test.set, url: false });
      // A property path may be written between the check and a later use: only the guarded branch is narrowed.
      else if (!/^[\w$]+$/.test(test.name)) {
        /* no narrowing after the branch */
      } else if (exits(f.body)) addNarrowing({ name: test.name, start: f.at.endIndex, end: scopeEnd(f.at), set: test.set, url: false });
      else {
        const also = reassigns(f.body, test.name);
        if (also) addNarrowing({ name: test.name, start: f.at.endIndex, end: scopeEnd(f.at), set: test.set, url: false, also });
      }
    }
    // A path-prefix or URL check confines the variable only where it decides: inside the branch taken when the check
    // passed, or after a branch taken when it failed that leaves (return, raise, abort) or replaces the variable.
    for (const name of implied(f.cond, true, pathLeaf)) addConfinement(name, f.body.startIndex, f.body.endIndex);
    for (const name of implied(f.cond, false, pathLeaf))
      if (exits(f.body) || reassigns(f.body, name)) addConfinement(name, f.at.endIndex, scopeEnd(f.at));
    for (const name of implied(f.cond, true, urlLeaf))
      addNarrowing({ name, start: f.body.startIndex, end: f.body.endIndex, set: null, url: true });
    for (const name of implied(f.cond, false, urlLeaf))
      if (exits(f.body) || reassigns(f.body, name)) addNarrowing({ name, start: f.at.endIndex, end: scopeEnd(f.at), set: null, url: true });
  }
  for (const t of d.facts.ternaries) {
    const cond = py ? t.namedChildren[1] : t.childForFieldName('condition');
    const yes = py ? t.namedChildren[0] : t.childForFieldName('consequence');
    const test = cond ? membership(cond) : null;
    if (test?.positive && yes) addNarrowing({ name: test.name, start: yes.startIndex, end: yes.endIndex, set: test.set, url: false });
  }
  /**
   * A definition of the variable `name` after `from` and before the use `at`: a check made before it speaks of the old
   * value, not the one used (`if bad(nxt): abort()` then `nxt = request.args["other"]`).
   */
  const redefinedBetween = (name: string, from: number, at: Node): boolean => {
    if (!/^[\w$]+$/.test(name)) return false;
    const g = lookupGroup(name, at);
    return !!g && g.raw.some((r) => r.at > from && r.at < at.startIndex);
  };
  const narrowingAt = (name: string, at: Node): Narrowing | null => {
    const list = narrowings.get(name);
    if (!list) return null;
    let best: Narrowing | null = null;
    for (const n of list)
      if (n.start <= at.startIndex && at.endIndex <= n.end && !redefinedBetween(name, n.start, at)) best = n.set ? n : (best ?? n);
    return best;
  };

  // -------------------------------------------------------------------------------------------------------------------
  // Lowering

  const lowered = new Map<number, IR>();
  const UNKNOWN_IR: IR = { t: 'val', v: opaque(RAW_U) };

  /**
   * Lowering recurses over the expression; nesting past MAX_LOWER_DEPTH (brackets are capped at 100 before parsing,
   * so only attribute or subscript chains hundreds of steps long get here) is an unresolved value: a call through it
   * is partial, never a guess. Long `+`, `or`/`||` chains are flattened iteratively and do not count as nesting.
   */
  let lowerDepth = 0;
  const DEEP_IR: IR = { t: 'val', v: mk({ m: RAW_U, head: RAW_U, dyn: { tainted: false, via: 'an expression nested too deep' } }) };
  const lower = (node: Node | null | undefined): IR => {
    if (!node) return UNKNOWN_IR;
    const hit = lowered.get(node.id);
    if (hit) return hit;
    d.spend();
    if (lowerDepth > MAX_LOWER_DEPTH) return DEEP_IR;
    lowerDepth++;
    try {
      const ir = lowerUncached(node);
      lowered.set(node.id, ir);
      return ir;
    } finally {
      lowerDepth--;
    }
  };

  /** The operands of a left-leaning chain of one operator (`a + b + c + …`), collected without recursion. */
  const chainOperands = (n: Node, op: string): Node[] => {
    const right: Node[] = [];
    let cur: Node = n;
    for (;;) {
      d.spend();
      const r = cur.childForFieldName('right');
      if (r) right.push(r);
      const l = cur.childForFieldName('left');
      if (!l) break;
      if (l.type === cur.type && l.childForFieldName('operator')?.text === op) {
        cur = l;
        continue;
      }
      right.push(l);
      break;
    }
    return right.reverse();
  };

  const children = (n: Node): Node[] => n.namedChildren.filter((k) => k.type !== 'comment');

  const lowerIdentifier = (n: Node): IR => {
    const name = n.text;
    const v = lookup(name, n);
    const nar = narrowingAt(name, n);
    if (v)
      return nar
        ? { t: 'narrow', v, set: nar.set ? lower(nar.set) : null, url: nar.url, also: nar.also ? lower(nar.also) : null }
        : { t: 'var', v };
    if (name === 'undefined' && !py) return { t: 'val', v: constVal(null) };
    return { t: 'free', name };
  };

  const lowerString = (n: Node): IR => {
    const s = staticString(n);
    if (s !== null) return { t: 'val', v: constVal(s) };
    const parts: IR[] = [];
    for (const k of n.namedChildren) {
      if (k.type === 'string_content' || k.type === 'string_fragment' || k.type === 'escape_sequence')
        parts.push({ t: 'val', v: constVal(k.text) });
      else if (k.type === 'interpolation' || k.type === 'template_substitution') parts.push(lower(k.namedChild(0)));
      else if (k.type === 'string') parts.push(lower(k));
    }
    return { t: 'cat', parts };
  };

  const lowerArgs = (argsNode: Node | null): { args: IR[]; kw: Array<[string, IR]>; kwSpread: IR[] } => {
    const args: IR[] = [];
    const kw: Array<[string, IR]> = [];
    const kwSpread: IR[] = [];
    if (!argsNode) return { args, kw, kwSpread };
    if (argsNode.type === 'generator_expression' || argsNode.type === 'template_string') return { args: [lower(argsNode)], kw, kwSpread };
    for (const a of children(argsNode)) {
      if (a.type === 'keyword_argument') kw.push([a.childForFieldName('name')?.text ?? '', lower(a.childForFieldName('value'))]);
      else if (a.type === 'dictionary_splat') kwSpread.push(lower(a.namedChild(0)));
      else if (a.type === 'list_splat' || a.type === 'spread_element')
        args.push({ t: 'list', items: [], spreads: [lower(a.namedChild(0))] });
      else args.push(lower(a));
    }
    return { args, kw, kwSpread };
  };

  const lowerUncached = (n: Node): IR => {
    switch (n.type) {
      case 'identifier':
        return lowerIdentifier(n);
      case 'string':
      case 'template_string':
        return lowerString(n);
      case 'concatenated_string':
        return { t: 'cat', parts: children(n).map(lower) };
      case 'integer':
      case 'float':
      case 'number': {
        const v = Number(n.text.replace(/_/g, ''));
        return { t: 'val', v: constVal(Number.isFinite(v) ? v : 0) };
      }
      case 'true':
        return { t: 'val', v: constVal(true) };
      case 'false':
        return { t: 'val', v: constVal(false) };
      case 'none':
      case 'null':
      case 'undefined':
        return { t: 'val', v: constVal(null) };
      case 'binary_operator':
      case 'binary_expression': {
        const op = n.childForFieldName('operator')?.text ?? '';
        if (op === '+' || op === '||' || op === '??' || op === '&&') {
          const parts = chainOperands(n, op).map(lower);
          return op === '+' ? { t: 'cat', parts } : { t: 'or', parts };
        }
        const l = lower(n.childForFieldName('left'));
        const r = lower(n.childForFieldName('right'));
        if (op === '+') return { t: 'cat', parts: [l, r] };
        if (op === '%' && py) return { t: 'fmt', tmpl: l, args: r };
        if (op === '*' && py) return { t: 'rep', l, r };
        if (op === '||' || op === '??' || op === '&&' || op === '|') return { t: 'or', parts: [l, r] };
        if (/^(===?|!==?|<=?|>=?|instanceof|in)$/.test(op)) return { t: 'val', v: BOOL_VAL };
        return { t: 'num', parts: [l, r] };
      }
      case 'boolean_operator':
        return { t: 'or', parts: chainOperands(n, n.childForFieldName('operator')?.text ?? 'or').map(lower) };
      case 'not_operator':
        return { t: 'not', x: lower(n.childForFieldName('argument')) };
      case 'comparison_operator':
        return { t: 'val', v: BOOL_VAL };
      case 'unary_operator':
        return { t: 'num', parts: [lower(n.childForFieldName('argument'))] };
      case 'unary_expression': {
        const op = n.child(0)?.text;
        if (op === '!') return { t: 'not', x: lower(n.childForFieldName('argument')) };
        if (op === 'typeof') return { t: 'val', v: SAFE_VAL };
        if (op === 'void') return { t: 'val', v: constVal(null) };
        return { t: 'num', parts: [lower(n.childForFieldName('argument'))] };
      }
      case 'call':
      case 'call_expression': {
        const fnNode = n.childForFieldName('function');
        const { args, kw, kwSpread } = lowerArgs(n.childForFieldName('arguments'));
        let recv: IR | null = null;
        let method: string | null = null;
        if (fnNode?.type === 'attribute' || fnNode?.type === 'member_expression') {
          recv = lower(fnNode.childForFieldName('object'));
          method = fnNode.childForFieldName(fnNode.type === 'attribute' ? 'attribute' : 'property')?.text ?? null;
        }
        return { t: 'call', fn: lower(fnNode), recv, method, args, kw, kwSpread, node: n };
      }
      case 'new_expression': {
        const { args } = lowerArgs(n.childForFieldName('arguments'));
        return { t: 'new', ctor: lower(n.childForFieldName('constructor')), args, node: n };
      }
      case 'attribute':
      case 'member_expression': {
        const obj = n.childForFieldName('object');
        const prop = n.childForFieldName(n.type === 'attribute' ? 'attribute' : 'property');
        if (obj && prop && prop.type !== 'private_property_identifier') {
          const lit = selfMember(obj, prop.text);
          if (lit) return lower(lit);
        }
        const access: IR = {
          t: 'attr',
          o: lower(n.childForFieldName('object')),
          name: n.childForFieldName(n.type === 'attribute' ? 'attribute' : 'property')?.text ?? '',
        };
        // `ALLOWED.has(req.query.next) ? req.query.next : "/"`: the same access path, checked for membership.
        const nar = narrowings.has(n.text) ? narrowingAt(n.text, n) : null;
        return nar?.set ? { t: 'narrow', v: null, base: access, set: lower(nar.set), url: false, also: null } : access;
      }
      case 'subscript': {
        const k = n.childForFieldName('subscript');
        if (k?.type === 'slice') {
          const parts = k.text.split(':');
          return { t: 'slice', o: lower(n.childForFieldName('value')), rev: parts.length === 3 && parts[2]?.trim() === '-1' };
        }
        return { t: 'sub', o: lower(n.childForFieldName('value')), k: lower(k) };
      }
      case 'subscript_expression':
        return { t: 'sub', o: lower(n.childForFieldName('object')), k: lower(n.childForFieldName('index')) };
      case 'list':
      case 'tuple':
      case 'set':
      case 'array':
      case 'expression_list':
      case 'pattern_list': {
        const items: IR[] = [];
        const spreads: IR[] = [];
        for (const k of children(n)) {
          if (k.type === 'list_splat' || k.type === 'spread_element') spreads.push(lower(k.namedChild(0)));
          else items.push(lower(k));
        }
        return { t: 'list', items, spreads };
      }
      case 'list_comprehension':
      case 'set_comprehension':
      case 'generator_expression':
        return { t: 'comp', elt: lower(n.childForFieldName('body')) };
      case 'dictionary_comprehension': {
        const body = n.childForFieldName('body');
        return { t: 'dict', entries: [[lower(body?.childForFieldName('key')), lower(body?.childForFieldName('value'))]], spreads: [] };
      }
      case 'dictionary':
      case 'object': {
        const entries: Array<[IR, IR]> = [];
        const spreads: IR[] = [];
        for (const k of children(n)) {
          if (k.type === 'pair') {
            const key = k.childForFieldName('key');
            const keyIR: IR =
              key && (key.type === 'property_identifier' || key.type === 'identifier') && !py
                ? { t: 'val', v: constVal(key.text) }
                : key?.type === 'computed_property_name'
                  ? lower(key.namedChild(0))
                  : lower(key);
            entries.push([keyIR, lower(k.childForFieldName('value'))]);
          } else if (k.type === 'shorthand_property_identifier') entries.push([{ t: 'val', v: constVal(k.text) }, lowerIdentifier(k)]);
          else if (k.type === 'dictionary_splat' || k.type === 'spread_element') spreads.push(lower(k.namedChild(0)));
          else if (k.type === 'method_definition') {
            const name = k.childForFieldName('name');
            entries.push([
              { t: 'val', v: constVal(name ? (staticString(name) ?? name.text) : '') },
              { t: 'fn', node: k },
            ]);
          }
        }
        return { t: 'dict', entries, spreads };
      }
      case 'conditional_expression': {
        const [a, , b] = children(n);
        return { t: 'or', parts: [lower(a), lower(b)] };
      }
      case 'ternary_expression':
        return { t: 'or', parts: [lower(n.childForFieldName('consequence')), lower(n.childForFieldName('alternative'))] };
      case 'lambda':
      case 'arrow_function':
      case 'function_expression':
      case 'function':
      case 'generator_function':
      case 'function_definition':
        return { t: 'fn', node: n };
      case 'parenthesized_expression': {
        const kids = children(n);
        if (kids.length === 1) {
          const inner = kids[0] as Node;
          return inner.type === 'sequence_expression' ? lower(children(inner).at(-1)) : lower(inner);
        }
        return { t: 'list', items: kids.map(lower), spreads: [] };
      }
      case 'sequence_expression':
        return lower(children(n).at(-1));
      case 'await':
      case 'await_expression':
      case 'named_expression':
        return lower(n.type === 'named_expression' ? n.childForFieldName('value') : n.namedChild(0));
      case 'assignment_expression':
        return lower(n.childForFieldName('right'));
      case 'as_expression':
      case 'satisfies_expression':
      case 'non_null_expression':
      case 'type_assertion': {
        const inner = children(n).find((k) => !/type|predefined/.test(k.type) && k.type !== 'type_arguments');
        return lower(inner);
      }
      case 'this':
        return { t: 'free', name: 'this' };
      case 'import':
        return { t: 'free', name: 'import' };
      case 'keyword_argument':
        return lower(n.childForFieldName('value'));
      default:
        return UNKNOWN_IR;
    }
  };

  // -------------------------------------------------------------------------------------------------------------------
  // Evaluation

  const normalise = (name: string): string => {
    let n = name;
    if (py) {
      n = n.replace(/^sys\.modules\.(\w+)/, '$1').replace(/\.__dict__\./g, '.');
      const m = PY_NAMESPACE.exec(n);
      if (m && m[1] !== '__dict__' && (PY_BUILTIN_NAMES.has(m[1] as string) || !groups.has(varKey(rootId, m[1] as string))))
        return m[1] as string;
      return n;
    }
    const g = JS_GLOBAL.exec(n);
    return g ? (g[1] as string) : n;
  };

  /** What a name says by itself, computed once per name: its normal form, request/local data, a namespace. */
  const refInfo = new Map<string, { name: string | null; m: number; ns: boolean }>();
  const infoOf = (r: string) => {
    let info = refInfo.get(r);
    if (!info) {
      // Names only matter as far as a rule can match them: element-of-element chains and very long paths are cut, so
      // a recursive function's `t[k]` does not grow a new name on every round of the fixpoint.
      const n = normalise(r.replace(/(\[\])+/g, '[]'));
      const keep = n.length <= 200 && (n.match(/\./g)?.length ?? 0) <= 12;
      let m = 0;
      if (py ? PY_SOURCE.test(n) : JS_SOURCE.test(n)) m |= RAW_T;
      if (py ? PY_LOCAL_SOURCE.test(n) : JS_LOCAL_SOURCE.test(n)) m |= RAW_L;
      info = { name: keep ? n : null, m, ns: NAMESPACE_REF.test(n) };
      refInfo.set(r, info);
    }
    return info;
  };

  const singletons = new Map<string, ReadonlySet<string>>();
  const withRefs = (names: Iterable<string>, base: Partial<Val> = {}): Val => {
    let refs: Set<string> | null = null;
    let single: string | null = null;
    let m = base.m ?? 0;
    let ns = false;
    for (const r of names) {
      const info = infoOf(r);
      m |= info.m;
      ns ||= info.ns;
      if (info.name === null || info.name === single || refs?.has(info.name)) continue;
      if (single === null && refs === null) single = info.name;
      else {
        refs ??= new Set(single === null ? [] : [single]);
        refs.add(info.name);
      }
    }
    let set: ReadonlySet<string> | undefined = refs ?? undefined;
    if (!set && single !== null) {
      set = singletons.get(single);
      if (!set) singletons.set(single, (set = new Set([single])));
    }
    if (!(m & PIECES)) m |= RAW_U;
    // Built by mk and then set field by field: a spread of `base` (a small literal of varying shape) into a new literal
    // took most of this function's time, and this function runs for every name and attribute the values read.
    const v = mk(base);
    v.m = m;
    v.head = base.head ?? m;
    v.refs = set ?? BOTTOM.refs;
    v.ns = base.ns ?? ns;
    return v;
  };

  /** Whether a name with this constant prefix could be a sink the rules know. */
  const prefixCouldBeSink = (prefix: string): boolean => prefix === '' || SINK_NAMES.some((s) => s.startsWith(prefix));

  /** The variable whose definitions are being evaluated inside the running fixpoint (null outside one). */
  let current: VarInfo | null = null;
  let solving = false;
  const work: VarInfo[] = [];
  const inFixpoint: VarInfo[] = [];

  const push = (v: VarInfo) => {
    if (v.queued) return;
    v.queued = true;
    work.push(v);
  };
  const enqueue = (v: VarInfo) => {
    v.state = 1;
    v.value = BOTTOM;
    inFixpoint.push(v);
    push(v);
  };

  /**
   * A variable's value. Inside the fixpoint: its current value, and the reader is re-evaluated when it grows (the
   * variable joins the fixpoint if it was not in it). Outside: the fixpoint is run first, so callers only ever see
   * final values.
   */
  const read = (v: VarInfo): Val => {
    if (v.state === 2) return v.value;
    if (!solving) return solve(v);
    if (current) (v.rdeps ??= new Set()).add(current);
    if (v.state === 0) enqueue(v);
    return v.value;
  };

  const solve = (v: VarInfo): Val => {
    solving = true;
    try {
      enqueue(v);
      while (work.length > 0) {
        const x = work.pop() as VarInfo;
        x.queued = false;
        current = x;
        let val = BOTTOM;
        for (const def of x.defs) val = join(val, evalDef(def));
        current = null;
        let next = join(x.value, val);
        if (x.updates >= MAX_UPDATES) next = widen(next);
        if (!same(next, x.value)) {
          x.updates++;
          x.value = next;
          if (x.rdeps) for (const r of x.rdeps) if (r.state === 1) push(r);
        }
        d.spend();
      }
    } finally {
      for (const x of inFixpoint) {
        x.state = 2;
        x.queued = false;
        x.rdeps = null;
      }
      inFixpoint.length = 0;
      work.length = 0;
      current = null;
      solving = false;
    }
    return v.value;
  };

  const elements = (v: Val): Val => {
    if (isBottom(v)) return BOTTOM;
    if (v.items || v.seq) {
      let out = v.items ?? BOTTOM;
      for (const x of v.seq ?? []) out = join(out, x);
      return out;
    }
    if (v.keys || v.anyKey) {
      let out = v.anyKey ?? BOTTOM;
      for (const k of v.keys?.keys() ?? []) out = join(out, constVal(k));
      return out;
    }
    // Characters of a string or elements of an opaque collection carry its pieces.
    return mk({ m: v.m & ~CONST ? v.m : v.m, head: v.m, refs: new Set([...v.refs].map((r) => `${r}[]`)), dyn: v.dyn });
  };

  /** The opaque part of a container: what a lookup under a key it does not list may give. */
  const opaquePart = (v: Val, key: string | null): Val => {
    if (v.struct) return BOTTOM;
    const refs = key === null ? [...v.refs].map((r) => `${r}[]`) : [...v.refs].map((r) => `${r}.${key}`);
    return withRefs(refs, { m: rawOrigins(v.m & PIECES) });
  };

  const lookup1 = (v: Val, key: Const): Val => {
    if (typeof key === 'number' && v.seq) {
      const i = key < 0 ? v.seq.length + key : key;
      const x = v.seq[i];
      if (x) return x;
    }
    const k = String(key);
    const hit = v.keys?.get(k);
    let out = hit ?? BOTTOM;
    if (!hit) {
      if (v.anyKey) out = join(out, v.anyKey);
      if (v.items && typeof key === 'number') out = join(out, v.items);
      if (v.seq && typeof key === 'number') out = join(out, elements(v));
      out = join(out, opaquePart(v, k));
    }
    return out;
  };

  /** `o[k]`: entries of a literal, elements of a sequence, or a name on a namespace (reflection when k does not fold). */
  const subscript = (o: Val, k: Val, via: string): Val => {
    if (o.dyn) return mk({ m: RAW_U, head: RAW_U, dyn: { tainted: o.dyn.tainted || !!(k.m & T), via: o.dyn.via } });
    const strs = exactStrings(k);
    if (py && strs && [...o.refs].some((r) => /^(globals|locals|vars)\(\)$/.test(r))) {
      // globals()["name"]: the module's own variable of that name, else the builtin.
      return strs
        .map((s) => {
          const g = groups.get(varKey(rootId, s));
          if (g && !g.all) build(g);
          return g?.all ? read(g.all) : freeName(s);
        })
        .reduce((a, b) => join(a, b), BOTTOM);
    }
    if (k.consts && k.consts.size > 0) {
      let out = BOTTOM;
      for (const c of k.consts) out = join(out, lookup1(o, c));
      return out;
    }
    let out = o.anyKey ?? BOTTOM;
    for (const x of o.keys?.values() ?? []) out = join(out, x);
    if (o.items || o.seq) out = join(out, elements(o));
    if (o.ns || (!py && o.computed && !o.struct)) {
      // A namespace looked up by a name that does not fold, or (JS) a second computed step on an unknown object:
      // `obj[a][b]` reaches `obj.constructor.constructor`, the Function constructor.
      if (!k.prefix || prefixCouldBeSink(k.prefix))
        out = join(
          out,
          mk({ m: RAW_U, head: RAW_U, dyn: { tainted: !!(k.m & T) || !!(o.m & T && o.computed), via: o.ns ? via : 'obj[a][b]' } }),
        );
      else out = join(out, withRefs([...o.refs].map((r) => `${r}.${k.prefix}*`)));
      return out;
    }
    const rest = opaquePart(o, null);
    return join(out, isBottom(rest) ? rest : { ...rest, computed: true });
  };

  /**
   * A class member fixed by the file (docs/engines-text.md, Code, security flags): the one literal a class assigns to
   * `name` in its own body (Python `NAME = "…"` without an annotation; JS/TS a field `NAME = …`, `static` or not as
   * `want` says), when nothing else in the file can change what `self.NAME`/`this.NAME` reads: no other class of the
   * file defines a member of that name (a subclass override), no write to `.NAME` anywhere (`self.NAME = param` in
   * `__init__`, `obj.NAME += …`), no reflective write (`setattr`, `__dict__`, `vars()`, `Object.defineProperty`,
   * `Object.assign`, `Reflect.set`, computed writes on `this`), and in Python a plain class (no decorator, metaclass,
   * or base whose attributes are not class attributes: Enum members, dataclass/pydantic/attrs/NamedTuple fields).
   * Returns the literal's node, or null.
   */
  const memberMemo = new Map<string, Node | null>();
  const memberLiteral = (cls: Node, name: string, want: 'instance' | 'static' | 'any'): Node | null => {
    const key = `${cls.id}:${name}:${want}`;
    if (memberMemo.has(key)) return memberMemo.get(key) ?? null;
    let out: Node | null = null;
    try {
      out = findMemberLiteral(cls, name, want);
    } finally {
      memberMemo.set(key, out);
    }
    return out;
  };
  const LITERAL = py
    ? /^(string|integer|float|true|false|none|concatenated_string)$/
    : /^(string|number|true|false|null|undefined|template_string)$/;
  const isLiteral = (n: Node): boolean => {
    if (!LITERAL.test(n.type)) return false;
    // An f-string or a template with substitutions is computed, not a literal.
    return !n.descendantsOfType(['interpolation', 'template_substitution']).some((x) => x !== null);
  };
  interface Member {
    cls: number;
    name: string;
    value: Node | null;
    isStatic: boolean;
    /** A plain assignment or field (no annotation in Python, no `declare`/`abstract`/`?` in TypeScript). */
    plain: boolean;
  }
  /**
   * Every member definition of every class body of the file, by name, read once: assignments and fields with their
   * values, methods and nested classes (no value). Python statements of a body that are not simple assignments (`if`,
   * `for`, `try`, `with`) may bind any name they mention; their text is kept to be searched by name.
   */
  let memberIndex: { byName: Map<string, Member[]>; compound: Array<{ cls: number; text: string }> } | null = null;
  const members = () => {
    if (memberIndex) return memberIndex;
    const byName = new Map<string, Member[]>();
    const compound: Array<{ cls: number; text: string }> = [];
    const add = (m: Member) => {
      const list = byName.get(m.name);
      if (list) list.push(m);
      else byName.set(m.name, [m]);
    };
    for (const c of d.facts.classes) {
      const body = c.node.childForFieldName('body');
      if (!body) continue;
      const cls = c.node.id;
      for (const m of body.namedChildren) {
        d.spend();
        if (py) {
          if (m.type === 'function_definition' || m.type === 'class_definition') {
            add({ cls, name: m.childForFieldName('name')?.text ?? '', value: null, isStatic: false, plain: false });
            continue;
          }
          if (m.type === 'decorated_definition') {
            const def = m.childForFieldName('definition');
            add({ cls, name: def?.childForFieldName('name')?.text ?? '', value: null, isStatic: false, plain: false });
            continue;
          }
          const a = m.type === 'expression_statement' ? m.namedChildren[0] : null;
          if (a?.type === 'string' || m.type === 'pass_statement' || m.type === 'comment') continue; // a docstring
          if (a?.type !== 'assignment' && a?.type !== 'augmented_assignment') {
            compound.push({ cls, text: m.text });
            continue;
          }
          const left = a.childForFieldName('left');
          const right = a.childForFieldName('right');
          if (left?.type !== 'identifier') {
            compound.push({ cls, text: left?.text ?? '' }); // `A, B = …`
            continue;
          }
          const plain = a.type === 'assignment' && !a.childForFieldName('type') && !!right && right.type !== 'assignment';
          add({ cls, name: left.text, value: right, isStatic: true, plain });
          continue;
        }
        const isStatic = m.children.some((k) => k.type === 'static');
        if (m.type === 'field_definition' || m.type === 'public_field_definition') {
          const n = m.childForFieldName(m.type === 'field_definition' ? 'property' : 'name');
          const plain = !m.children.some((k) => k.type === 'declare' || k.type === 'abstract' || k.type === '?');
          add({ cls, name: n ? (staticString(n) ?? n.text) : '', value: m.childForFieldName('value'), isStatic, plain });
        } else if (m.type === 'method_definition' || m.type === 'method_signature' || m.type === 'abstract_method_signature') {
          const n = m.childForFieldName('name');
          add({ cls, name: n ? (staticString(n) ?? n.text) : '', value: null, isStatic, plain: false });
        }
      }
    }
    memberIndex = { byName, compound };
    return memberIndex;
  };
  let rootText: string | null = null;
  const findMemberLiteral = (cls: Node, name: string, want: 'instance' | 'static' | 'any'): Node | null => {
    const defs = members().byName.get(name) ?? [];
    const only = defs[0];
    if (defs.length !== 1 || !only || only.cls !== cls.id || !only.plain || !only.value || !isLiteral(only.value)) return null;
    if (want !== 'any' && only.isStatic !== (want === 'static')) return null;
    const esc = name.replace(/\$/g, '\\$');
    if (py) {
      const mention = new RegExp(`(?<![\\w.])${esc}(?!\\w)`);
      if (members().compound.some((c) => mention.test(c.text))) return null;
    }
    rootText ??= d.root.text;
    const text = rootText;
    const write = new RegExp(
      `\\.\\s*${esc}\\s*(?:[-+*/%@&|^]|//|\\*\\*|<<|>>>?|&&|\\|\\||\\?\\?)?=(?!=)|\\[\\s*["'\`]${esc}["'\`]\\s*\\]\\s*[-+*/%&|^]?=(?!=)`,
    );
    const reflect = py
      ? /\b(setattr|delattr|vars)\s*\(|__dict__|__setattr__/
      : /defineProperty|Object\s*\.\s*assign|Reflect\s*\.\s*set|\bthis\s*\[[^\]]*\]\s*=(?!=)/;
    d.spend();
    if (write.test(text) || reflect.test(text)) return null;
    // A JavaScript class expression or abstract class (`const Lab = class extends Upstream {…}`) is not in the class
    // index, so a subclass there could override the member unseen: every `class` of the text must be an indexed one.
    if (!py && (text.match(/\bclass\b/g)?.length ?? 0) !== d.facts.classes.length) return null;
    if (py) {
      // `@dataclass class C:` and `class C(Enum):` read their body's names as fields or members, not class attributes.
      if (/@[\w.]+(\([^)]*\))?\s*$/.test(text.slice(Math.max(0, cls.startIndex - 200), cls.startIndex))) return null;
      const bases = cls.childForFieldName('superclasses');
      if (bases) {
        for (const b of bases.namedChildren) {
          d.spend();
          if (b.type === 'keyword_argument') return null; // metaclass=
          const ref = [...ev(lower(b)).refs][0] ?? b.text;
          if (
            /(Enum|Flag|NamedTuple|TypedDict|BaseModel|BaseSettings|Struct|Protocol)$|^(enum|pydantic|attr|attrs|msgspec|typing)\./.test(
              ref,
            )
          )
            return null;
        }
      }
    }
    return only.value;
  };

  /** The class whose body directly holds a method (the smallest class around it), or null. */
  const classOfMethod = (fn: Node): Node | null => {
    let best: Node | null = null;
    for (const c of d.facts.classes) {
      const body = c.node.childForFieldName('body');
      if (!body || body.startIndex > fn.startIndex || fn.endIndex > body.endIndex) continue;
      if (!best || c.node.startIndex >= best.startIndex) best = c.node;
    }
    return best;
  };

  /**
   * `self.NAME`/`cls.NAME` (Python, the first parameter of a method that is not a `staticmethod`, never reassigned) and
   * `this.NAME` (JS/TS, in a method, or an arrow inside one; a static method reads static fields, any other method
   * instance fields): the literal the method's own class fixes under `memberLiteral`, or null.
   */
  const selfMember = (obj: Node, name: string): Node | null => {
    if (py) {
      if (obj.type !== 'identifier') return null;
      const g = lookupGroup(obj.text, obj);
      const def = g && g.raw.length === 1 ? g.raw[0]?.def : undefined;
      if (def?.k !== 'param' || def.index !== 0 || def.path.length > 0 || !d.methods.has(def.fn.id)) return null;
      if (d.decorators(def.fn).some((dec) => /(^|\.)staticmethod$/.test(dec.namedChild(0)?.text ?? ''))) return null;
      const cls = classOfMethod(def.fn);
      return cls ? memberLiteral(cls, name, 'any') : null;
    }
    if (obj.type !== 'this') return null;
    for (const s of d.scopes.containing(obj.startIndex, obj.endIndex)) {
      const fn = s.value.node;
      if (fn.type === 'arrow_function') continue;
      if (fn.type !== 'method_definition') return null;
      const cls = classOfMethod(fn);
      if (!cls || !cls.childForFieldName('body')?.namedChildren.some((m) => m.id === fn.id)) return null;
      return memberLiteral(cls, name, fn.children.some((k) => k.type === 'static') ? 'static' : 'instance');
    }
    return null;
  };

  /**
   * A parameter named as a security flag (`verify=verify_tls`, `rejectUnauthorized: verifyTls`): its default joined
   * with what every call of its function in this file passes for it, when that is all it can be. Conditions: the
   * identifier's only definition is the parameter (never reassigned or mutated), which has a default; the function
   * is named, not decorated, not a constructor or special method (`__init__`, `constructor`: its callers are the
   * class's instantiations), not a request handler or callback; the file mentions its name only where it defines
   * it and in direct calls (`f(…)`, `self.f(…)`, `this.f(…)`) that resolve to it, with no `*args`/`**kwargs` or
   * spread. Otherwise null, and the flag keeps its ordinary value (a parameter: not fixed, so partial).
   */
  const paramDefault = (id: Node): Val | null => {
    if (id.type !== 'identifier') return null;
    const g = lookupGroup(id.text, id);
    const def = g && g.raw.length === 1 ? g.raw[0]?.def : undefined;
    if (def?.k !== 'param' || def.rest !== 'none' || def.path.length > 0) return null;
    const p = def.param;
    const dflt =
      p.type === 'default_parameter' || p.type === 'typed_default_parameter'
        ? p.childForFieldName('value')
        : p.type === 'assignment_pattern'
          ? p.childForFieldName('right')
          : p.type === 'required_parameter' || p.type === 'optional_parameter'
            ? p.childForFieldName('value')
            : null;
    if (!dflt) return null;
    const fn = def.fn;
    const name = fnName.get(fn.id);
    if (!name || /^__\w+__$|^constructor$/.test(name) || d.decorators(fn).length > 0 || callbackOf.has(fn.id)) return null;
    if (fn.namedChildren.some((k) => k.type === 'decorator')) return null;
    if (!isBottom(paramValue(fn, p, def.index))) return null;
    const calls = callsNamed(name);
    const esc = name.replace(/\$/g, '\\$');
    rootText ??= d.root.text;
    // A word inside a string literal (`"du -sh"` for a function `sh`) is text, not a mention of the name.
    let mentions = 0;
    for (const m of rootText.matchAll(new RegExp(`(?<![\\w$])${esc}(?![\\w$])`, 'g'))) {
      d.spend();
      const at = d.root.descendantForIndex(m.index ?? 0);
      if (!at || !STRING_TEXT.test(at.type)) mentions++;
    }
    d.spend();
    if (mentions !== 1 + calls.length) return null;
    const isMethod = fn.type === 'method_definition' || (py && d.methods.has(fn.id));
    let out = ev(lower(dflt));
    for (const call of calls) {
      const ir = lower(call);
      if (ir.t !== 'call' || ir.kwSpread.length > 0 || ir.args.some((a) => a.t === 'list' && a.spreads.length > 0)) return null;
      const callee = ev(ir.fn);
      if (![...callee.refs].some((r) => r.endsWith(`#${fn.id}`)) && !(isMethod && ir.recv)) return null;
      const at = py && isMethod ? def.index - 1 : def.index;
      const kw = ir.kw.find(([k]) => k === def.name);
      const arg = kw ? kw[1] : ir.args[at];
      if (arg) out = join(out, ev(arg));
    }
    return out;
  };

  /**
   * `Settings.VERIFY` where `Settings` is a class of this file with `VERIFY = …` in its own body: that value, unless
   * the file also assigns the attribute from outside (`Settings.VERIFY = …`, `setattr`), in which case it stays a name.
   */
  let classAttrDepth = 0;
  const classAttribute = (ref: string, name: string): Val | null => {
    if (!py) {
      // JavaScript: `Cfg.VERIFY` is what `static VERIFY = …` sets, under the member rule below.
      const cls = /^<local>\.([\w$]+)$/.exec(ref)?.[1];
      const defs = cls ? d.facts.classes.filter((c) => c.name.text === cls) : [];
      const lit = defs.length === 1 ? memberLiteral((defs[0] as { node: Node }).node, name, 'static') : null;
      return lit ? ev(lower(lit)) : null;
    }
    const cls = /^<local>\.(\w+)$/.exec(ref)?.[1];
    if (!cls || classAttrDepth > 4) return null;
    const defs = d.facts.classes.filter((c) => c.name.text === cls);
    if (defs.length !== 1) return null;
    const body = defs[0]?.node.childForFieldName('body');
    if (!body || new RegExp(`\\b${cls}\\s*\\.\\s*${name}\\s*=[^=]|\\bsetattr\\s*\\(`).test(d.root.text)) return null;
    let out: Val | null = null;
    classAttrDepth++;
    try {
      for (const st of body.namedChildren) {
        const a = st.type === 'expression_statement' ? st.namedChildren[0] : null;
        if (a?.type !== 'assignment' || a.childForFieldName('left')?.text !== name) continue;
        const rhs = a.childForFieldName('right');
        if (!rhs) return null;
        const v = ev(lower(rhs));
        out = out ? join(out, v) : v;
      }
    } finally {
      classAttrDepth--;
    }
    return out;
  };

  const attr = (o: Val, name: string): Val => {
    if (o.dyn) return mk({ m: RAW_U, head: RAW_U, dyn: o.dyn });
    let out = BOTTOM;
    if (o.refs.size === 1) {
      const own = classAttribute([...o.refs][0] as string, name);
      if (own) return own;
    }
    // JS objects: a property of an object literal is its entry; Python attributes of a dict are methods.
    if (!py && (o.keys || o.anyKey)) {
      const hit = o.keys?.get(name);
      if (hit) out = hit;
      if (o.anyKey) out = join(out, o.anyKey);
      if (o.struct) return isBottom(out) ? constVal(null) : out;
    }
    if (!py && name === 'length') return join(out, SAFE_VAL);
    // The constructor of a function (`(async () => {}).constructor`, `Object.getPrototypeOf(fn).constructor`,
    // `x.constructor.constructor`) is the Function constructor, which compiles strings.
    if (!py && name === 'constructor' && [...o.refs].some((r) => r.startsWith('<local>.') || /getPrototypeOf\(\)$|\.constructor$/.test(r)))
      return withRefs(['Function']);
    // A URL's path alone is not where the URL went: a same-origin "https://app.example//evil.example" has the path
    // "//evil.example", which as a redirect target is another host. So the path of request data (`u.pathname`,
    // `urlparse(u).path`) is raw again for every use, whatever check its URL passed.
    if (name === (py ? 'path' : 'pathname') && o.m & T) {
      const m = (o.m & PIECES & ~T) | rawOrigins(o.m & T);
      return join(
        out,
        withRefs(
          [...o.refs].map((r) => `${r}.${name}`),
          { m },
        ),
      );
    }
    // Any other attribute keeps the value's pieces as they are: `url.href` of a validated URL is still validated.
    return join(
      out,
      withRefs(
        [...o.refs].map((r) => `${r}.${name}`),
        { m: o.m & PIECES },
      ),
    );
  };

  const callLocal = (fn: Node): Val => {
    const ret = retVars.get(fn.id);
    if (!ret) return constVal(null);
    return read(ret);
  };

  const localFnOf = (ref: string): Node | null => {
    const m = /#(\d+)$/.exec(ref);
    return m ? (fnById.get(Number(m[1])) ?? null) : null;
  };

  const argVals = (ir: Extract<IR, { t: 'call' }>): Val[] => ir.args.map((a) => ev(a));
  const joinAll = (vals: Val[]): Val => vals.reduce((a, b) => join(a, b), BOTTOM);
  const originsOf = (vals: Val[]): number => vals.reduce((m, v) => m | (flatten(v).m & PIECES), 0);
  const format = (tmpl: Val, args: Val[]): Val => {
    const t = exactString(tmpl);
    const exact = args.map((a) => (a.consts?.size === 1 ? ([...a.consts][0] as Const) : undefined));
    if (t !== null && exact.every((x) => x !== undefined)) {
      let i = 0;
      const out = t.replace(/%[-#0 +]*\d*(?:\.\d+)?[sdrfxi%]|\{[^{}]*\}/g, (spec) => {
        if (spec === '%%') return '%';
        const x = exact[i++];
        return x === undefined ? spec : String(x);
      });
      if (i === exact.length) return constVal(out);
    }
    const pieces = concat([tmpl, ...args], py);
    const firstSpec = t === null ? -1 : t.search(/%[^%]|\{/);
    return {
      ...pieces,
      consts: null,
      prefix: t !== null ? (firstSpec < 0 ? t : t.slice(0, firstSpec)) : tmpl.prefix,
      head: t !== null && firstSpec !== 0 ? CONST : pieces.head,
    };
  };

  /** Origins of the text a character code was read from (`ord(c)`, `s.charCodeAt(i)`, `codePointAt`), through arithmetic. */
  const codeOrigins = (x: IR, depth: number): number => {
    d.spend();
    if ((x.t === 'num' || x.t === 'cat') && depth < 8) return x.parts.reduce((m, p) => m | codeOrigins(p, depth + 1), 0);
    if (x.t === 'fmt' && depth < 8) return codeOrigins(x.tmpl, depth + 1) | codeOrigins(x.args, depth + 1);
    if (x.t === 'call') {
      if (x.recv && (x.method === 'charCodeAt' || x.method === 'codePointAt')) return originsOf([ev(x.recv)]);
      if (py && x.args[0] && ev(x.fn).refs.has('ord')) return originsOf([ev(x.args[0])]);
    }
    return originsOf([ev(x)]);
  };

  const joinWith = (sep: Val, list: Val): Val => {
    if (list.seq) {
      const strs = list.seq.map(exactString);
      const s = exactString(sep);
      if (s !== null && strs.every((x) => x !== null)) return constVal((strs as string[]).join(s));
      const parts: Val[] = [];
      list.seq.forEach((x, i) => {
        if (i > 0) parts.push(sep);
        parts.push(x);
      });
      return { ...concat(parts, py), consts: null };
    }
    const el = elements(list);
    const c = concat([el, sep, el], py);
    return { ...c, consts: null, prefix: el.prefix, head: el.head || el.m };
  };

  /** A value built from a sequence of values by `list(...)`, `sorted(...)`, …: its elements. */
  const collection = (v: Val, reverse = false): Val => {
    if (v.seq) return struct({ m: v.m, head: v.head, seq: reverse ? [...v.seq].reverse() : v.seq });
    const strs = exactStrings(v);
    if (strs && strs.length === 1) {
      const chars = [...(strs[0] as string)].map((c) => constVal(c));
      return struct({ m: CONST, head: CONST, seq: reverse ? chars.reverse() : chars });
    }
    return mk({ m: v.m, head: v.head, items: elements(v), struct: v.struct });
  };

  const paramValue = (fn: Node, p: Node, index: number): Val => {
    const decorators = p.namedChildren.filter((k) => k.type === 'decorator');
    for (const dec of decorators) {
      const expr = dec.namedChild(0);
      const name = (expr?.type === 'call_expression' ? expr.childForFieldName('function') : expr)?.text ?? '';
      if (NEST_PARAM.test(name)) return opaque(T);
    }
    const dflt = p.childForFieldName('value');
    if (py && dflt?.type === 'call') {
      const callee = dflt.childForFieldName('function');
      const name = (callee && evNames(callee)) ?? '';
      if (/(^|\.)Depends$/.test(name)) {
        const target = dflt.childForFieldName('arguments')?.namedChildren[0];
        const tv = target ? ev(lower(target)) : null;
        for (const r of tv?.refs ?? []) {
          const f = localFnOf(r);
          if (f) return callLocal(f);
        }
        return opaque(RAW_U);
      }
      if (FASTAPI_MARKERS.test(name)) return opaque(T);
    }
    if (py && index >= 0 && isRoute(fn)) {
      const annotation = p.childForFieldName('type')?.text ?? '';
      // Starlette's, FastAPI's, aiohttp's and Sanic's Request (or WebSocket) is the request itself, and so is a handler's
      // unannotated `request`/`req`: its parts (`query_params`, `headers`, `await request.json()`, …) are request data,
      // read as Flask's `request` is.
      if (/^((starlette\.requests|fastapi|aiohttp\.web|web|sanic|sanic\.request)\.)?(Request|BaseRequest|WebSocket)$/.test(annotation))
        return withRefs(['request']);
      if (!annotation && /^(request|req)$/.test(p.text)) return withRefs(['request']);
      if (/^(Response|BackgroundTasks|Session|AsyncSession)$/.test(annotation)) return opaque(RAW_U);
      return opaque(T);
    }
    return BOTTOM;
  };

  const routeMemo = new Map<number, boolean>();
  const isRoute = (fn: Node): boolean => {
    const hit = routeMemo.get(fn.id);
    if (hit !== undefined) return hit;
    const yes = d.decorators(fn).some((dec) => {
      const expr = dec.namedChild(0);
      const callee = expr?.type === 'call' ? expr.childForFieldName('function') : expr;
      return ROUTE_DECORATOR.test(callee?.text ?? '');
    });
    routeMemo.set(fn.id, yes);
    return yes;
  };

  /** The single resolved name of a node, for decisions about parameter markers. */
  const evNames = (n: Node): string | null => {
    const v = ev(lower(n));
    return v.refs.size === 1 ? ([...v.refs][0] as string) : null;
  };

  const callsNamed = (name: string): Node[] => d.facts.callsByName.get(name) ?? [];

  const paramFromCalls = (def: Extract<Def, { k: 'param' }>): Val => {
    const fn = def.fn;
    const name = fnName.get(fn.id);
    let out = BOTTOM;
    const isMethod = fn.type === 'method_definition' || (py && d.methods.has(fn.id));
    if (isMethod && py && def.index === 0) return withRefs([def.name]); // self
    if (!name) return out;
    for (const call of isMethod ? [...callsNamed(name), ...(d.facts.memberCallsByName.get(name) ?? [])] : callsNamed(name)) {
      const ir = lower(call) as Extract<IR, { t: 'call' }>;
      if (ir.t !== 'call') continue;
      const callee = ev(ir.fn);
      if (![...callee.refs].some((r) => r.endsWith(`#${fn.id}`)) && !(isMethod && ir.recv)) continue;
      const at = py && isMethod ? def.index - 1 : def.index;
      if (def.rest === 'list') out = join(out, mk({ m: 0, items: joinAll(ir.args.slice(at).map((a) => ev(a))) }));
      else if (def.rest === 'dict') out = join(out, mk({ m: 0, anyKey: joinAll(ir.kw.map(([, v]) => ev(v))) }));
      else {
        const kw = ir.kw.find(([k]) => k === def.name);
        const arg = kw ? kw[1] : ir.args[at];
        if (arg) out = join(out, ev(arg));
        for (const s of ir.kwSpread) out = join(out, flatten(ev(s)));
      }
    }
    return out;
  };

  const evalDef = (def: Def): Val => {
    switch (def.k) {
      case 'expr':
        return ev(lower(def.node));
      case 'val':
        return def.v;
      case 'aug': {
        const rhs = ev(lower(def.node));
        if (isBottom(rhs)) return BOTTOM;
        const prev = read(def.self);
        // x += y: text grows (or a list gets elements); the previous value's pieces stay.
        return join(
          concat([isBottom(prev) ? constVal('') : prev, rhs], py),
          prev.items || prev.seq ? mk({ items: join(elements(prev), elements(rhs)) }) : BOTTOM,
        );
      }
      case 'item':
        return elements(ev(lower(def.node)));
      case 'index': {
        const v = ev(lower(def.node));
        if (isBottom(v)) return BOTTOM;
        if (def.index >= 0) return lookup1(v, def.index);
        return elements(v);
      }
      case 'key': {
        const v = ev(lower(def.node));
        if (isBottom(v)) return BOTTOM;
        return py ? lookup1(v, def.key) : attr(v, def.key);
      }
      case 'param': {
        let base = paramValue(def.fn, def.param, def.index);
        if (isBottom(base)) base = callbackParam(def) ?? BOTTOM;
        if (isBottom(base)) {
          base =
            def.rest === 'list'
              ? mk({ m: RAW_U, items: opaque(RAW_U) })
              : def.rest === 'dict'
                ? mk({ m: RAW_U, anyKey: opaque(RAW_U) })
                : withRefs([def.name || 'param']);
          base = join(base, paramFromCalls(def));
        }
        // A destructured parameter: the part of the argument its name is bound to.
        for (const step of def.path)
          base =
            typeof step === 'number' ? lookup1(base, step) : step === '*' ? elements(base) : py ? lookup1(base, step) : attr(base, step);
        return base;
      }
      case 'setkey': {
        const v = ev(lower(def.node));
        if (isBottom(v)) return BOTTOM;
        const k = def.key ? (!py && def.key.type === 'property_identifier' ? constVal(def.key.text) : ev(lower(def.key))) : opaque(RAW_U);
        const keys = exactStrings(k);
        if (keys && keys.length === 1) return struct({ keys: new Map([[keys[0] as string, v]]) });
        return struct({ anyKey: v });
      }
      case 'mutate': {
        const ir = lower(def.call);
        if (ir.t !== 'call') return BOTTOM;
        const args = argVals(ir);
        if (anyBottom(args)) return BOTTOM;
        switch (def.method) {
          case 'update':
          case 'assign': {
            let out = BOTTOM;
            for (const a of def.method === 'assign' ? args.slice(1) : args)
              out = join(out, struct({ keys: a.keys, anyKey: a.struct ? a.anyKey : join(a.anyKey ?? BOTTOM, opaquePart(a, null)) }));
            if (ir.kw.length > 0) out = join(out, struct({ keys: new Map(ir.kw.map(([k, v]) => [k, ev(v)])) }));
            return out;
          }
          case 'setdefault':
          case 'set': {
            const k = args[0] ? exactString(args[0]) : null;
            const v = args[1] ?? opaque(RAW_U);
            return k !== null ? struct({ keys: new Map([[k, v]]) }) : struct({ anyKey: v });
          }
          case 'extend':
            return struct({ m: flatten(args[0] ?? BOTTOM).m, items: elements(args[0] ?? opaque(RAW_U)) });
          case 'insert':
            return struct({ m: flatten(args[1] ?? BOTTOM).m, items: args[1] ?? opaque(RAW_U) });
          default:
            return struct({ m: flatten(joinAll(args)).m, items: joinAll(args) });
        }
      }
    }
    return BOTTOM;
  };

  /** Parameters of a callback given to `xs.map(...)` and the like: the elements, then the index. */
  const callbackOf = new Map<number, { recv: Node; method: string }>();
  for (const cb of d.facts.callbacks) callbackOf.set(cb.fn.id, { recv: cb.recv, method: cb.method });
  const callbackParam = (def: Extract<Def, { k: 'param' }>): Val | null => {
    const parent = callbackOf.get(def.fn.id);
    if (!parent) return null;
    if (parent.method === 'reduce') return def.index === 1 ? elements(ev(lower(parent.recv))) : opaque(RAW_U);
    if (def.index === 1) return SAFE_VAL;
    if (def.index !== 0) return opaque(RAW_U);
    return elements(ev(lower(parent.recv)));
  };

  /**
   * Values computed outside a fixpoint read only final variables, so they are final too and are kept: every rule asks
   * for the same callees and arguments, and a chain of lookups is evaluated once.
   */
  const finalValues = new WeakMap<IR, Val>();
  const ev = (ir: IR): Val => {
    if (solving) return evUncached(ir);
    const hit = finalValues.get(ir);
    if (hit) return hit;
    const v = evUncached(ir);
    if (!solving) finalValues.set(ir, v);
    return v;
  };

  /**
   * Evaluation is strict: an operation on a value not known yet (bottom, inside the fixpoint) is not known yet either.
   * Computing "unknown" from "not known yet" would put an unknown piece into the fixpoint for good.
   */
  const anyBottom = (vals: Val[]): boolean => vals.some(isBottom);

  const evUncached = (ir: IR): Val => {
    d.spend();
    switch (ir.t) {
      case 'val':
        return ir.v;
      case 'var':
        return read(ir.v);
      case 'narrow': {
        const base = ir.v ? read(ir.v) : ev(ir.base ?? UNKNOWN_IR);
        if (isBottom(base)) return BOTTOM;
        if (ir.url) return { ...base, m: unsafeToUrl(base.m), head: unsafeToUrl(base.head) };
        const set = ir.set ? ev(ir.set) : null;
        if (!set) return base;
        const keys = set.struct && set.keys && !set.anyKey ? new Set<Const>(set.keys.keys()) : null;
        const el = set.struct && (set.items || set.seq) ? elements(set) : null;
        const fromItems = el?.consts && el.consts.size > 0 ? el.consts : null;
        const allowed = fromItems ?? keys;
        if (!allowed) return base;
        const narrowed = mk({ m: CONST, head: CONST, consts: allowed, prefix: null });
        return ir.also ? join(narrowed, ev(ir.also)) : narrowed;
      }
      case 'free':
        return freeName(ir.name);
      case 'cat': {
        const parts = ir.parts.map(ev);
        return anyBottom(parts) ? BOTTOM : concat(parts, py);
      }
      case 'or':
        return ir.parts.map(ev).reduce((a, b) => join(a, b), BOTTOM);
      case 'num': {
        // Arithmetic on numbers gives a number; on anything else (`Path / name`, a string, an object with operators)
        // the data of the operands may come through.
        const vals = ir.parts.map(ev);
        if (anyBottom(vals)) return BOTTOM;
        const strings = vals.some((v) => v.consts && [...v.consts].some((c) => typeof c === 'string'));
        if (strings) return concat(vals, py);
        // pathlib's `base / part / part` joins paths: each part keeps its own sanitiser state, as in os.path.join.
        if (py && [...(vals[0]?.refs ?? [])].some((r) => PATHLIB.test(r)))
          return { ...concat(vals, py), consts: null, built: false, refs: vals[0]?.refs ?? new Set() };
        const origins = originsOf(vals);
        return origins ? mk({ m: rawOrigins(origins), head: rawOrigins(origins), refs: vals[0]?.refs }) : SAFE_VAL;
      }
      case 'not': {
        const x = ev(ir.x);
        if (isBottom(x)) return BOTTOM;
        if (!x.consts || x.consts.size === 0) return BOOL_VAL;
        const out = new Set<Const>();
        for (const c of x.consts) out.add(!(c === null ? false : typeof c === 'string' ? c !== '' : typeof c === 'number' ? c !== 0 : c));
        return mk({ m: CONST, head: CONST, consts: out });
      }
      case 'fmt': {
        const args = ev(ir.args);
        const tmpl = ev(ir.tmpl);
        if (isBottom(args) || isBottom(tmpl)) return BOTTOM;
        return format(tmpl, args.seq ? [...args.seq] : args.keys ? [...args.keys.values()] : [args]);
      }
      case 'rep': {
        const l = ev(ir.l);
        const r = ev(ir.r);
        if (isBottom(l) || isBottom(r)) return BOTTOM;
        if (l.seq || l.items) return mk({ m: l.m, head: l.head, items: elements(l) });
        return { ...concat([l, r.m & ~(CONST | SAFE) ? r : constVal('')], py), consts: null, prefix: l.prefix };
      }
      case 'attr': {
        const o = ev(ir.o);
        return isBottom(o) ? BOTTOM : attr(o, ir.name);
      }
      case 'sub': {
        const o = ev(ir.o);
        const k = ev(ir.k);
        return isBottom(o) || isBottom(k) ? BOTTOM : subscript(o, k, 'subscript');
      }
      case 'slice': {
        const o = ev(ir.o);
        if (isBottom(o)) return BOTTOM;
        if (ir.rev) return mapExact(o, (s) => [...s].reverse().join(''));
        return { ...o, consts: null, prefix: null, seq: null };
      }
      case 'list': {
        const items = ir.items.map(ev);
        const spreads = ir.spreads.map(ev);
        let m = 0;
        for (const v of [...items, ...spreads]) m |= flatten(v).m;
        if (spreads.length === 0) return struct({ m: m || CONST, head: m || CONST, seq: items });
        return struct({ m: m || CONST, head: m || CONST, items: joinAll([...items, ...spreads.map(elements)]) });
      }
      case 'comp': {
        const el = ev(ir.elt);
        return struct({ m: flatten(el).m || CONST, head: el.m, items: el });
      }
      case 'dict': {
        const keys = new Map<string, Val>();
        let anyKey: Val | null = null;
        let m = 0;
        for (const [kIR, vIR] of ir.entries) {
          const k = ev(kIR);
          const v = ev(vIR);
          m |= flatten(v).m;
          const ks = exactStrings(k) ?? (k.consts && k.consts.size === 1 ? [String([...k.consts][0])] : null);
          if (ks && ks.length === 1) keys.set(ks[0] as string, keys.has(ks[0] as string) ? join(keys.get(ks[0] as string) as Val, v) : v);
          else anyKey = anyKey ? join(anyKey, v) : v;
        }
        let out = struct({ m: m || CONST, head: CONST, keys, anyKey });
        for (const s of ir.spreads) {
          const sv = ev(s);
          out = join(
            out,
            struct({ m: flatten(sv).m, keys: sv.keys, anyKey: sv.struct ? sv.anyKey : join(sv.anyKey ?? BOTTOM, opaquePart(sv, null)) }),
          );
        }
        return out;
      }
      case 'fn':
        return fnVal(ir.node);
      case 'new':
        return evNew(ir);
      case 'call':
        return evCall(ir);
    }
  };

  const unsafeToUrl = (m: number): number => {
    const t = m & T;
    return t ? (m & ~T) | sanitise(t, 'url') : m;
  };

  const freeName = (name: string): Val => {
    const imported = d.aliases.get(name);
    if (imported !== undefined) return withRefs([imported], { ns: true });
    if (!py && name === 'this') return withRefs(['this']);
    return withRefs([name]);
  };

  const evNew = (ir: Extract<IR, { t: 'new' }>): Val => {
    const ctor = ev(ir.ctor);
    const args = ir.args.map(ev);
    if (isBottom(ctor) || anyBottom(args)) return BOTTOM;
    const names = [...ctor.refs];
    if (names.includes('URL') && args[0]) {
      const a = args[0];
      const b = args[1];
      // new URL(ref, base): a relative reference keeps the base's origin; an absolute one is its own URL.
      const p = a.prefix;
      const relative =
        p !== null &&
        !(a.head & PIECES) &&
        (/^\/[^/\\]/.test(p) || /^[^/\\:?#]+[/?#]/.test(p) || (!(a.m & PIECES) && !/^[a-z][a-z0-9+.-]*:|^[/\\]{2}/i.test(p)));
      if (b && relative) {
        const selfBase = [...b.refs].some((r) => SELF_URL.test(r));
        const baseTaint = selfBase ? 0 : b.m & T;
        return mk({
          m: a.m | (baseTaint ? rawOrigins(baseTaint) : CONST),
          head: baseTaint ? rawOrigins(baseTaint) : CONST,
          prefix: baseTaint ? null : '/',
          built: true,
          refs: new Set(['URL()']),
        });
      }
      return { ...a, refs: new Set(['URL()']), keys: null, seq: null, struct: false };
    }
    if (names.some((n) => /^(Set|Map|Array|WeakSet)$/.test(n))) return args[0] ? collection(args[0]) : mk({ m: CONST, seq: [] });
    if (names.includes('URLSearchParams') && args[0]) return { ...opaque(args[0].m & PIECES), refs: new Set(['URLSearchParams()']) };
    if (names.includes('Function') || names.includes('AsyncFunction')) return withRefs(['Function()']);
    const origins = originsOf(args);
    return withRefs(
      names.map((n) => `${n}()`),
      { m: rawOrigins(origins) },
    );
  };

  const evCall = (ir: Extract<IR, { t: 'call' }>): Val => {
    const fnv = ev(ir.fn);
    if (isBottom(fnv) || (ir.recv && isBottom(ev(ir.recv))) || anyBottom(argVals(ir)) || ir.kw.some(([, v]) => isBottom(ev(v))))
      return BOTTOM;
    if (fnv.dyn) return opaque(RAW_U); // calling an unresolved name: reported at the call, its result is unknown
    const names = fnv.refs.size > 0 ? [...fnv.refs] : [''];
    let out = BOTTOM;
    for (const name of names) out = join(out, callNamed(ir, name, fnv));
    return out;
  };

  /** The value of one call given one resolution of its callee. */
  const callNamed = (ir: Extract<IR, { t: 'call' }>, name: string, fnv: Val): Val => {
    const local = localFnOf(name);
    if (local) return callLocal(local);
    const args = argVals(ir);
    const a0 = args[0];
    const a1 = args[1];
    const method = ir.method;
    const recv = ir.recv ? ev(ir.recv) : null;

    // Reflection and imports.
    if (name === 'getattr' && py && a0) {
      const attrName = a1 ?? opaque(RAW_U);
      const strs = exactStrings(attrName);
      let out: Val;
      if (strs) out = strs.map((s) => attr(a0, s)).reduce((a, b) => join(a, b), BOTTOM);
      else if (attrName.prefix && !prefixCouldBeSink(attrName.prefix)) out = withRefs([...a0.refs].map((r) => `${r}.${attrName.prefix}*`));
      else out = mk({ m: RAW_U, head: RAW_U, dyn: { tainted: !!(attrName.m & T), via: 'getattr' } });
      return args[2] ? join(out, args[2]) : out;
    }
    // `operator.methodcaller("system", cmd)(os)` is `os.system(cmd)` and `attrgetter("system")(os)` is `os.system`:
    // calls the sink rules cannot see by their callee, so a name that may be a sink's leaves the call unresolved.
    if (py && (name === 'operator.methodcaller' || name === 'operator.attrgetter')) {
      const strs = a0 ? exactStrings(a0) : null;
      const mayBeSink = !strs || strs.some((s) => s.split('.').some((part) => SINK_NAMES.includes(part)));
      return mayBeSink
        ? mk({ m: RAW_U, head: RAW_U, dyn: { tainted: !!a0 && !!(a0.m & T), via: name.slice('operator.'.length) } })
        : opaque(RAW_U);
    }
    if (
      (name === '__import__' || name === 'importlib.import_module' || name === 'require' || name === 'import' || /\.require$/.test(name)) &&
      a0
    ) {
      return moduleValue(a0, name);
    }
    // Code compiled from text and run (`Function("return this")()`, `new Function(s)()`, `eval("this")`) may return
    // anything, the global object included, so its value is read as the global object: a member named by a constant is
    // that global (`.eval` is eval), and one named by a name that does not fold leaves the call unresolved.
    if (!py && (name === 'Function()' || name === 'AsyncFunction()' || name === 'eval')) return withRefs(['globalThis'], { ns: true });
    // promisify(f) calls f: the promised function is the same sink (or the same safe call) as f itself.
    if (!py && a0 && PROMISIFY.test(name)) return a0;
    if (py && (name === 'globals' || name === 'locals' || name === 'vars') && !a0) return withRefs([`${name}()`], { ns: true });
    if (py && name === 'vars' && a0)
      return {
        ...withRefs(
          [...a0.refs].map((r) => `${r}.__dict__`),
          { ns: true },
        ),
        dyn: a0.dyn,
      };

    // Constant folding of the usual ways to spell a name.
    if ((name === 'codecs.decode' || name === 'codecs.encode') && a0 && a1 && /^rot_?13$/i.test(exactString(a1) ?? ''))
      return mapExact(a0, rot13);
    if (/^(base64\.(b64decode|urlsafe_b64decode|standard_b64decode|decodebytes|b32decode)|atob|binascii\.a2b_base64)$/.test(name) && a0)
      return decoded(a0, base64Decode);
    if (/^(bytes\.fromhex|binascii\.unhexlify|binascii\.a2b_hex)$/.test(name) && a0) return decoded(a0, hexDecode);
    if ((name === 'chr' || name === 'String.fromCharCode' || name === 'String.fromCodePoint') && args.length > 0) {
      const codes = args.map((a) => (a.consts?.size === 1 ? [...a.consts][0] : undefined));
      if (codes.every((c) => typeof c === 'number')) return constVal(String.fromCharCode(...(codes as number[])));
      // A character made from a code can be any character (a quote, `;`, `/`): it carries the request or local-user
      // provenance of the text the code was read from, so `chr(ord(c))` and `fromCharCode(s.charCodeAt(i))` rebuild
      // request data as it was. Codes from the file's own numbers and parameters stay safe pieces, as before.
      const origins = ir.args.reduce((m, a) => m | codeOrigins(a, 0), 0) & (T | L);
      return origins ? mk({ m: rawOrigins(origins), head: rawOrigins(origins) }) : SAFE_VAL;
    }
    if (name === 'Buffer.from' && a0) {
      const enc = a1 ? exactString(a1) : null;
      if (enc === 'base64' || enc === 'base64url') return decoded(a0, base64Decode);
      if (enc === 'hex') return decoded(a0, hexDecode);
      return a0;
    }

    // React's useMemo(fn, deps) is fn's value; useCallback(fn) is fn.
    if (/(^|\.)useMemo$/.test(name) && a0) {
      const fn = [...a0.refs].map(localFnOf).find((f) => f);
      return fn ? callLocal(fn) : opaque(RAW_U);
    }
    if (/(^|\.)useCallback$/.test(name) && a0) return a0;

    // Sanitisers, safe producers, readers.
    const kind = sanitiserOf(name);
    if (kind) {
      const m = sanitise(flatten(joinAll(args)).m, kind);
      return mk({ m: m || CONST, head: m || CONST, built: false, prefix: a0?.prefix ?? null });
    }
    if (
      name === 'flask.url_for' ||
      name === 'url_for' ||
      name === 'django.urls.reverse' ||
      name === 'reverse' ||
      name === 'django.shortcuts.resolve_url'
    ) {
      const m = sanitise(rawOrigins(originsOf(args)) || 0, 'url');
      return mk({ m: m | CONST, head: CONST, prefix: '/' });
    }
    if (SAFE_PRODUCERS.test(name) || (method && SAFE_PRODUCERS.test(`.${method}`))) return SAFE_VAL;
    if (READERS.test(name) || (method && READERS.test(`.${method}`) && !(recv && (recv.keys || recv.seq)))) {
      return withRefs([`${name}()`], { m: RAW_U });
    }

    // Containers and text.
    if (name === 'dict' && py) {
      let out = struct({ m: CONST, keys: new Map(ir.kw.map(([k, v]) => [k, ev(v)])) });
      for (const a of [...args, ...ir.kwSpread.map(ev)])
        out = join(
          out,
          struct({ m: flatten(a).m, keys: a.keys, anyKey: a.struct ? a.anyKey : join(a.anyKey ?? BOTTOM, opaquePart(a, null)) }),
        );
      return out;
    }
    if (COLLECTIONS.test(name) && a0) {
      if (/entries|items|enumerate|zip/.test(name))
        return mk({ m: flatten(a0).m, items: join(elements(a0), mk({ m: 0, items: elements(a0) })) });
      if (/keys/.test(name) && a0.keys) return mk({ m: CONST, items: elements(a0) });
      return collection(a0, name === 'reversed');
    }
    if (TRANSPARENT.test(name) && a0) return { ...a0, refs: new Set([`${name}()`]), seq: a0.seq, keys: a0.keys };
    if (
      /^(os\.path\.join|posixpath\.join|path\.join|path\.resolve|path\.posix\.join|urllib\.parse\.urljoin|os\.path\.normpath|os\.path\.abspath|os\.path\.realpath|path\.normalize)$/.test(
        name,
      )
    ) {
      const parts: Val[] = [];
      args.forEach((a, i) => {
        if (i > 0) parts.push(constVal('/'));
        parts.push(a);
      });
      // An absolute later part replaces the earlier ones: request data anywhere may choose the whole path.
      return { ...concat(parts, py), consts: null, built: false };
    }

    if (method && recv) {
      const r = methodCall(ir, method, recv, args);
      if (r) return r;
    }
    if (!name) {
      // A call of a value with no name: an element of a table, a returned function.
      return opaque(rawOrigins(originsOf([fnv, ...args])));
    }
    // An unknown function: its result is unknown, and request data in any argument may come back.
    const origins = originsOf(recv ? [recv, ...args] : args) | (fnv.m & T);
    return withRefs([`${name}()`], { m: rawOrigins(origins & (T | L)) | RAW_U });
  };

  const decoded = (v: Val, f: (s: string) => string | null): Val => {
    const out = mapExact(v, f);
    return exactStrings(out) ? out : { ...opaque(v.m & PIECES), m: rawOrigins(v.m & PIECES) | (v.m & SEG) | (v.m & PIECES ? 0 : RAW_U) };
  };

  const moduleValue = (nameVal: Val, via: string): Val => {
    const strs = exactStrings(nameVal);
    const jsLike = !py;
    if (strs)
      return withRefs(
        strs.map((s) => (jsLike ? s.replace(/^node:/, '') : via === '__import__' ? (s.split('.')[0] as string) : s)),
        { ns: true },
      );
    const prefix = nameVal.prefix ?? '';
    // `importlib.import_module("app.plugins." + name)`: a submodule of the application's own package.
    if (
      py &&
      /^[A-Za-z_][\w.]*\.$/.test(prefix) &&
      !/^(os|subprocess|builtins|pickle|shelve|marshal|importlib|sys|ctypes|code|codeop|runpy|pty|commands|posix|nt)\./.test(prefix)
    )
      return withRefs([`${prefix}*`], { ns: true });
    return mk({
      m: RAW_U,
      head: RAW_U,
      ns: true,
      dyn: { tainted: !!(nameVal.m & T), via: via === 'importlib.import_module' ? 'import_module' : via },
    });
  };

  const methodCall = (ir: Extract<IR, { t: 'call' }>, method: string, recv: Val, args: Val[]): Val | null => {
    const a0 = args[0];
    const text = recv.consts ? exactStrings(recv) : null;
    // Python: sep.join(list); JS: list.join(sep).
    if (method === 'join') return py ? joinWith(recv, a0 ?? opaque(RAW_U)) : joinWith(a0 ?? constVal(','), recv);
    if (method === 'format' && (text || recv.prefix !== null) && py) {
      const kwVals = ir.kw.map(([, v]) => ev(v));
      return format(recv, [...args, ...kwVals]);
    }
    if (method === 'split' || method === 'rsplit' || method === 'splitlines' || method === 'partition' || method === 'rpartition') {
      const sep = a0 ? exactString(a0) : null;
      const segs = sep === '.' ? SEG : 0;
      const strs = exactStrings(recv);
      if (strs && strs.length === 1 && sep !== null && method === 'split')
        return mk({ m: CONST, seq: (strs[0] as string).split(sep).map((s) => constVal(s)) });
      const el = mk({ m: recv.m | segs, head: recv.m | segs, refs: new Set([...recv.refs].map((r) => `${r}.${method}()[]`)) });
      return mk({ m: recv.m | segs, head: recv.m, items: el });
    }
    if (STRING_METHODS.test(method)) {
      const strs = exactStrings(recv);
      if (strs && args.every((a) => a.consts && a.consts.size === 1)) {
        const av = args.map((a) => [...(a.consts as ReadonlySet<Const>)][0] as Const);
        const f = stringMethod(method, av);
        if (f) return mapExact(recv, f);
      }
      if (method === 'replace' || method === 'concat') {
        const extra = method === 'concat' ? args : args.slice(1);
        return { ...join({ ...recv, consts: null }, mk({ m: flatten(joinAll(extra)).m })), refs: recv.refs, dyn: null };
      }
      return { ...recv, consts: null, refs: new Set([...recv.refs].map((r) => `${r}.${method}()`)), keys: null, seq: null, dyn: null };
    }
    if (
      (method === 'get' || method === 'pop' || method === 'getlist' || method === 'get_all') &&
      (recv.keys || recv.anyKey || recv.seq) &&
      (py || ![...recv.refs].some((r) => JS_REQUEST_GETTER_RECEIVERS.test(r)))
    ) {
      const k = a0 ?? opaque(RAW_U);
      const hit = subscript({ ...recv, m: recv.m & PIECES ? recv.m : 0 }, k, 'get');
      return args[1] ? join(hit, args[1]) : join(hit, constVal(null));
    }
    if ((method === 'items' || method === 'values' || method === 'keys' || method === 'entries') && (recv.keys || recv.anyKey)) {
      if (method === 'keys') return mk({ m: CONST, items: elements(recv) });
      let vals = recv.anyKey ?? BOTTOM;
      for (const v of recv.keys?.values() ?? []) vals = join(vals, v);
      return mk({ m: flatten(vals).m, items: method === 'values' ? vals : join(vals, elements(recv)) });
    }
    if (CALLBACK_METHODS.test(method) && !py && a0) {
      const fn = [...a0.refs].map(localFnOf).find((f) => f);
      if (method === 'map' || method === 'flatMap') {
        const el = fn ? callLocal(fn) : opaque(RAW_U);
        return mk({ m: flatten(el).m || CONST, head: el.m, items: el });
      }
      if (method === 'filter' || method === 'sort') return mk({ m: recv.m, head: recv.head, items: elements(recv) });
      if (method === 'find' || method === 'findLast') return elements(recv);
      if (method === 'some' || method === 'every' || method === 'findIndex') return SAFE_VAL;
      return null;
    }
    if (/^(slice|concat|reverse|toReversed|toSorted|flat|copy|filter)$/.test(method) && (recv.seq || recv.items)) {
      return mk({ m: recv.m, head: recv.head, items: join(elements(recv), a0 ? elements(a0) : BOTTOM) });
    }
    return null;
  };

  const stringMethod = (method: string, args: Const[]): ((s: string) => string | null) | null => {
    const [a, b] = args;
    switch (method) {
      case 'lower':
      case 'toLowerCase':
      case 'casefold':
      case 'toLocaleLowerCase':
        return (s) => s.toLowerCase();
      case 'upper':
      case 'toUpperCase':
      case 'toLocaleUpperCase':
        return (s) => s.toUpperCase();
      case 'strip':
      case 'trim':
        return (s) => (typeof a === 'string' ? s.replace(new RegExp(`^[${escapeClass(a)}]+|[${escapeClass(a)}]+$`, 'g'), '') : s.trim());
      case 'replace':
        return typeof a === 'string' && typeof b === 'string' ? (s) => (py ? s.split(a).join(b) : s.replace(a, b)) : null;
      case 'encode':
      case 'decode':
      case 'toString':
      case 'valueOf':
      case 'normalize':
        return (s) => s;
      case 'repeat':
        return typeof a === 'number' && a <= 64 ? (s) => s.repeat(a) : null;
      default:
        return null;
    }
  };

  const escapeClass = (s: string) => s.replace(/[\\\]^-]/g, '\\$&');

  return {
    value: (node) => (node ? evTop(node) : opaque(RAW_U)),
    flagValue: (node) => (node && paramDefault(node)) || (node ? evTop(node) : opaque(RAW_U)),
    names: (node) => (node ? evTop(node) : opaque(RAW_U)),
    boundExpression: (id: Node) => {
      if (id.type !== 'identifier') return null;
      const v = lookup(id.text, id);
      if (!v || v.defs.length !== 1) return null;
      const def = v.defs[0] as Def;
      return def.k === 'expr' ? def.node : null;
    },
    localFunction: (name: string) => localFnOf(name) ?? localNames.get(name.replace(/^<local>\./, '').replace(/#\d+$/, '')) ?? null,
    isLocalVariable: (name: string, at: Node) => lookupGroup(name, at) !== null,
    isParameter: (id: Node) => {
      if (id.type !== 'identifier') return false;
      const g = lookupGroup(id.text, id);
      return !!g && g.raw.length === 1 && g.raw[0]?.def.k === 'param';
    },
    mayHoldCallable: (id: Node) => mayHoldCallable(id, 0),
    confined: (name: string, at: Node) =>
      (confinements.get(name) ?? []).some((r) => r.start <= at.startIndex && at.endIndex <= r.end && !redefinedBetween(name, r.start, at)),
  };

  function mayHoldCallable(id: Node, depth: number): boolean {
    if (depth > 6) return true;
    const g = lookupGroup(id.text, id);
    if (!g) return true; // a builtin or an imported name
    for (const r of g.raw) {
      const def = r.def;
      if (def.k === 'item' || def.k === 'index' || def.k === 'key') return true;
      if (def.k !== 'expr') continue;
      if (exprMayHoldCallable(def.node, depth)) return true;
    }
    return false;
  }

  function exprMayHoldCallable(n: Node, depth: number): boolean {
    // Past this nesting the shape is not followed: assume a function object (the caller then evaluates the value).
    if (depth > 6) return true;
    switch (n.type) {
      case 'identifier':
        return mayHoldCallable(n, depth + 1);
      case 'attribute':
      case 'member_expression':
      case 'subscript':
      case 'subscript_expression':
        return true;
      case 'call':
      case 'call_expression': {
        const fn = n.childForFieldName('function');
        if (!fn) return true;
        if (/(^|\.)(getattr|__import__|import_module|require|bind|partial)$/.test(fn.text)) return true;
        // The file's own function may return a function object.
        return fn.type === 'identifier' && localNames.has(fn.text);
      }
      case 'binary_expression':
        // Only `a || b`, `a && b` and `a ?? b` yield an operand; arithmetic and `+` yield numbers or strings.
        return (
          /^(\|\||&&|\?\?)$/.test(n.childForFieldName('operator')?.text ?? '') &&
          n.namedChildren.some((k) => exprMayHoldCallable(k, depth + 1))
        );
      case 'parenthesized_expression':
      case 'boolean_operator':
      case 'conditional_expression':
      case 'ternary_expression':
      case 'as_expression':
      case 'non_null_expression':
      case 'await':
      case 'await_expression':
        return n.namedChildren.some((k) => exprMayHoldCallable(k, depth + 1));
      default:
        return false;
    }
  }

  function evTop(node: Node): Val {
    const v = ev(lower(node));
    // A value nothing defines (a name declared but never assigned) is unknown, never "nothing".
    return isBottom(v) ? opaque(RAW_U) : v;
  }
}
