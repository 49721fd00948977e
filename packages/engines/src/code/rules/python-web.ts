import type { Node } from 'web-tree-sitter';
import { PY_RETURN } from '../facts.ts';
import { isConstant, positionalArguments, staticString } from '../syntax.ts';
import type { Rule, ScanContext, Severity } from '../types.ts';
import { exactStrings, MARKUP, requestChoosesOrigin, T, U, unsanitised } from '../value.ts';
import {
  cap,
  flagValue,
  hardCodedSigningKey,
  isSecretName,
  isSecretValue,
  mentionsName,
  onCall,
  providerKey,
  secretSetterArgument,
  snake,
} from './common.ts';
import { isFalsy, keywordFlag, PY_CALL } from './python-injection.ts';

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
const AUTH_WORDS =
  /(auth|admin|permission|(^|_)perms?($|_)|role|logged|login|staff|superuser|owner|privilege|csrf|signature|verified|allowed|access|authori[sz]ed|token|password|session|(^|_)can_|is_active|api_key)/;
const BIND_CONTEXT = /(host|bind|addr|address|listen|interface|server_name)/;
const SERVE_CALLS = /(^|\.)(bind|run|listen|serve|run_simple|make_server|create_server|start_server|TCPServer|HTTPServer)$/;

function withAliases(fn: string | null): string | null {
  if (!fn) return null;
  const head = fn.split('.')[0] as string;
  const full = CONVENTIONAL.get(head);
  return full ? full + fn.slice(head.length) : fn;
}

/** A Flask application object: bound to `Flask(...)`, or conventionally named `app` in a file that is not FastAPI. */
function isFlaskApp(obj: Node | null, ctx: ScanContext): boolean {
  if (!obj) return false;
  if (/(^|\.)Flask\(\)$/.test(ctx.resolve(obj) ?? '')) return true;
  return obj.type === 'identifier' && /^(app|application)$/.test(obj.text) && !ctx.imports('fastapi');
}

function secretAssignment(nameNode: Node | null, valueNode: Node | null): boolean {
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
  if (providerKey(value)) return false; // reported by the provider-key scan with a sharper message
  return isSecretName(name) && isSecretValue(value);
}

/**
 * HTML marked safe (Markup/mark_safe): only constants and escaped pieces may be. Any other data is trusted as markup
 * without proof that it is not attacker-controlled (stored or reflected XSS).
 */
function markupSeverity(arg: Node | undefined, ctx: ScanContext): Severity | false {
  if (!arg || isConstant(arg) || ctx.constantDerived(arg)) return false;
  return unsanitised(ctx.value(arg).m, 'html') !== 0 ? 'high' : false;
}

/** Template text that switches escaping off for an expression: `{{ x|safe }}`, `{% autoescape false/off %}`. */
const UNESCAPED_TEMPLATE = /\{\{[^}]*?[\w\])]\s*\|\s*safe\b|\{%-?\s*autoescape\s+(false|off)\b/;

/** Python redirect responses (Flask/Werkzeug, Django, Starlette/FastAPI). */
const PY_REDIRECTS = [
  'flask.redirect',
  'werkzeug.utils.redirect',
  'django.shortcuts.redirect',
  'django.http.HttpResponseRedirect',
  'django.http.HttpResponsePermanentRedirect',
  'django.http.response.HttpResponseRedirect',
  'fastapi.responses.RedirectResponse',
  'starlette.responses.RedirectResponse',
  'redirect',
  'HttpResponseRedirect',
  'HttpResponsePermanentRedirect',
  'RedirectResponse',
];

/** Values that are HTTP response objects: results of the frameworks' response constructors and redirect helpers. */
const RESPONSE_VALUE = /(^|\.)(\w*Response\w*|make_response|redirect)\(\)$/;
/** Calls that build a response from a body, a status and a headers dict. */
const RESPONSE_CALL = /(^|\.)(\w*Response\w*|make_response)$/;
/** A headers mapping written by name: `resp.headers`, `response.headers`, a variable called `headers`. */
const HEADERS_OBJECT = /(^|\.)headers$/i;
/** Methods that set one header on a headers mapping or response: `set("Location", url)`, `add`, `setdefault`. */
const HEADER_METHODS = /^(set|add|setdefault|__setitem__|add_header|set_header|setHeader)$/;

function responseObject(obj: Node, ctx: ScanContext): boolean {
  return ctx.resolveAll(obj).some((r) => RESPONSE_VALUE.test(r));
}

/**
 * An item that is a Location header: `location` in any case on a headers mapping or a response object
 * (`response.headers["location"]`, `HttpResponse()["Location"]`), or `Location` as HTTP spells it on a variable named
 * as a response (`response["Location"]` where `response` came from elsewhere).
 */
function locationKey(key: string | null, obj: Node, ctx: ScanContext): boolean {
  if (key?.toLowerCase() !== 'location') return false;
  if (HEADERS_OBJECT.test(obj.text) || responseObject(obj, ctx)) return true;
  return key === 'Location' && /^(resp|response|res|rv)$/.test(obj.text);
}

/** The file allows credentialed cross-origin requests (the header set to "true", or flask-cors' option). */
const PY_CREDENTIALS_ALLOWED = /access-control-allow-credentials['"]\s*\]?\s*[=:,]\s*['"]true|supports_credentials\s*=\s*True/i;

/** HTTP clients whose first argument (or `url=`) is the URL requested. */
const PY_FETCH =
  /^(requests|httpx)\.(get|post|put|patch|delete|head|options|stream)$|^(requests|httpx)\.(Session|Client|AsyncClient|session)\(\)\.(get|post|put|patch|delete|head|options|stream)$|^aiohttp\.ClientSession\(\)\.(get|post|put|patch|delete|head|options|request)$|^urllib\.request\.(urlopen|Request|urlretrieve)$|^urllib\.urlretrieve$|^urllib2\.urlopen$|^httplib2\.Http\(\)\.request$/;
/** HTTP clients whose second argument is the URL (the first is the method). */
const PY_FETCH_2 =
  /^(requests|httpx)\.request$|^(requests|httpx)\.(Session|Client|AsyncClient)\(\)\.request$|^urllib3\.PoolManager\(\)\.request$|^urllib3\.request$/;

/** Session and client classes of requests, httpx, aiohttp and urllib3, as constructed or annotated. */
const PY_CLIENT_CLASSES =
  'requests\\.[Ss]ession|httpx\\.(?:Async)?Client|AsyncClient|(?:aiohttp\\.)?ClientSession|(?:urllib3\\.)?PoolManager';
const PY_CLIENT_METHOD = /^(?:self\.)?(\w+)\.(get|post|put|patch|delete|head|options|stream|request)$/;

/**
 * A request method of a session or client the file constructs or is handed (`self.session = requests.Session()` then
 * `self.session.get(url)`, `client: httpx.AsyncClient`): the receiver's name is assigned a client constructor or
 * annotated with a client class somewhere in the file. 2 when the method is `request` (the URL comes second).
 */
function pyClientCall(fn: string, call: Node, ctx: ScanContext): 0 | 1 | 2 {
  const m = PY_CLIENT_METHOD.exec(fn);
  const name = m?.[1];
  if (!name) return 0;
  const hit = ctx.memo(`py-client:${name}`, () => {
    ctx.spend();
    return new RegExp(
      `(?<!\\w)${name}\\s*(?::\\s*(?:${PY_CLIENT_CLASSES})\\b|=\\s*(?:${PY_CLIENT_CLASSES})\\s*\\()|\\b(?:${PY_CLIENT_CLASSES})\\s*\\([^()]*\\)\\s+as\\s+${name}\\b`,
    ).test(call.tree.rootNode.text);
  });
  return hit ? (m?.[2] === 'request' ? 2 : 1) : 0;
}

/** HTML responses of Python web frameworks (Flask returns str as text/html). */
const PY_HTML_RESPONSES =
  /^(flask\.make_response|flask\.Response|django\.http\.HttpResponse|starlette\.responses\.HTMLResponse|fastapi\.responses\.HTMLResponse|werkzeug\.wrappers\.Response|make_response|HttpResponse|HTMLResponse)$/;
const ROUTE = /\.(route|get|post|put|patch|delete|api_route)$/;

/** Markup assembled from pieces: request data not escaped → high, other unescaped data → medium. */
function htmlSeverity(body: Node, ctx: ScanContext): Severity | false {
  const v = ctx.value(body);
  if (!(v.m & MARKUP) || !v.built) return false;
  if (unsanitised(v.m, 'html', T)) return 'high';
  return unsanitised(v.m, 'html', U) ? 'medium' : false;
}

export const PY_WEB_RULES: Rule[] = [
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
    id: 'py.secrets.setter-argument',
    type: 'hardcoded_secret',
    severity: 'high',
    cwe: 'CWE-798',
    message: 'Hard-coded credential passed to a setter named for a secret (set_api_key, set_password)',
    query: `(call function: [(identifier) @name (attribute attribute: (identifier) @name)] arguments: (argument_list [(string) (concatenated_string)] @match))`,
    predicate: (c) => secretSetterArgument(cap(c, 'name'), cap(c, 'match')),
  },
  {
    id: 'py.secrets.signing-key',
    type: 'hardcoded_secret',
    severity: 'high',
    cwe: 'CWE-798',
    message: 'Hard-coded key given to a signing, verifying, MAC or cipher API (jwt.encode, hmac.new): anyone with the source can forge',
    query: PY_CALL,
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const fn = ctx.resolve(cap(c, 'fn'));
      return !!call && !!fn && hardCodedSigningKey(call, fn, ctx);
    },
  },
  {
    id: 'py.secrets.comparison',
    type: 'hardcoded_secret',
    severity: 'high',
    cwe: 'CWE-798',
    message: 'Secret compared against a hard-coded literal',
    query: '(comparison_operator [(identifier) (attribute)] @name (string) @match) @cmp',
    predicate: (c) => {
      const cmp = cap(c, 'cmp');
      return !!cmp && /==|!=/.test(cmp.children.find((k) => !k.isNamed)?.text ?? '') && secretAssignment(cap(c, 'name'), cap(c, 'match'));
    },
  },
  {
    id: 'py.flask.debug',
    type: 'debug_enabled',
    severity: 'high',
    cwe: 'CWE-489',
    message: 'Flask debug mode exposes the Werkzeug debugger (remote code execution)',
    query: `(call function: (attribute object: _ @obj attribute: (identifier) @m (#eq? @m "run"))) @match
(assignment left: (attribute object: _ @obj attribute: (identifier) @m (#eq? @m "debug")) right: (true)) @match
(assignment left: (subscript value: (attribute object: _ @obj attribute: (identifier) @m (#eq? @m "config")) subscript: (string) @k) right: (true)) @match`,
    predicate: (c, ctx) => {
      const n = cap(c, 'match');
      if (!n) return false;
      const key = cap(c, 'k');
      if (key && staticString(key) !== 'DEBUG') return false;
      if (!isFlaskApp(cap(c, 'obj'), ctx)) return false;
      if (n.type === 'assignment') return true;
      const debug = keywordFlag(n, 'debug', ctx);
      if (!debug || !debug.canBeTrue) return false;
      if (!debug.known) {
        ctx.unresolved(n, 'security_flag', 'debug= is not a constant: the Werkzeug debugger may be on');
        return false;
      }
      return true;
    },
  },
  {
    id: 'py.bind-all-interfaces',
    type: 'bind_all_interfaces',
    severity: 'medium',
    cwe: 'CWE-605',
    message: 'Service bound to all network interfaces (0.0.0.0)',
    query: `(keyword_argument name: (identifier) @k value: (string) @match)
(assignment left: _ @k right: (string) @match)
(call function: _ @fn arguments: (argument_list (string) @match))
(call function: _ @fn arguments: (argument_list (tuple (string) @match)))`,
    predicate: (c, ctx) => {
      const s = cap(c, 'match');
      if (!s || !['0.0.0.0', '::', '[::]'].includes(staticString(s) ?? '')) return false;
      const k = cap(c, 'k');
      if (k) return BIND_CONTEXT.test(snake(k.type === 'attribute' ? (k.childForFieldName('attribute')?.text ?? '') : k.text));
      return SERVE_CALLS.test(ctx.resolve(cap(c, 'fn')) ?? '');
    },
  },
  {
    id: 'py.assert-auth',
    type: 'assert_used',
    severity: 'high',
    cwe: 'CWE-617',
    message: 'Authorization checked with assert, which python -O removes',
    query: '(assert_statement . (_) @cond) @match',
    predicate: (c, ctx) => {
      const cond = cap(c, 'cond');
      return !!cond && mentionsName(cond, AUTH_WORDS, (u) => ctx.spend(u));
    },
  },
  {
    id: 'py.xxe',
    type: 'xxe',
    severity: 'medium',
    cwe: 'CWE-611',
    query: PY_CALL,
    message: 'XML parsed with a parser open to entity expansion/XXE; use defusedxml',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const fnNode = cap(c, 'fn');
      // A SAX parser told to fetch external entities (`setFeature(feature_external_ges, True)`) resolves them.
      if (call && fnNode?.type === 'attribute' && fnNode.childForFieldName('attribute')?.text === 'setFeature') {
        const [feature, on] = positionalArguments(call);
        const name = feature ? (staticString(feature) ?? feature.text) : '';
        return /feature_external_[gp]es$|external-(general|parameter)-entities$/.test(name) && on?.type === 'true' ? 'high' : false;
      }
      const fn = withAliases(ctx.resolve(fnNode));
      if (!call || !fn) return false;
      const dot = fn.lastIndexOf('.');
      const mod = fn.slice(0, dot);
      const func = fn.slice(dot + 1);
      if (mod === 'lxml.etree') {
        if (func === 'XMLParser') {
          const flag = keywordFlag(call, 'resolve_entities', ctx);
          return flag?.known && !flag.canBeTrue ? false : 'high';
        }
        if (!['parse', 'fromstring', 'XML', 'iterparse', 'fromstringlist'].includes(func)) return false;
        return ctx.keyword(call, 'parser') || positionalArguments(call).length > 1 ? false : 'high';
      }
      return XML_MODULES.includes(mod) && XML_STDLIB.includes(func) && !ctx.imports('defusedxml.defuse_stdlib');
    },
  },
  {
    id: 'py.jinja2.autoescape',
    type: 'xss',
    severity: 'high',
    cwe: 'CWE-79',
    query: PY_CALL,
    message: 'Jinja2 environment without autoescaping renders variables as raw HTML',
    predicate: onCall(['jinja2.Environment', 'jinja2.environment.Environment'], (call, _fn, ctx) => {
      const auto = ctx.keyword(call, 'autoescape');
      if (!auto) return 'medium'; // jinja2's default is off; not every environment renders HTML
      if (isFalsy(auto)) return 'high';
      const v = ctx.value(auto);
      if ([...v.refs].some((r) => /select_autoescape\(\)$/.test(r))) return false;
      const flag = flagValue(v);
      if (flag.known) return flag.canBeFalse ? 'high' : false;
      ctx.unresolved(call, 'security_flag', 'autoescape= is not a constant');
      return false;
    }),
  },
  {
    id: 'py.xss.mark-safe',
    type: 'xss',
    severity: 'high',
    cwe: 'CWE-79',
    query: PY_CALL,
    message: 'Data marked as safe HTML (Markup/mark_safe) bypasses escaping',
    predicate: onCall(
      ['markupsafe.Markup', 'flask.Markup', 'jinja2.Markup', 'django.utils.safestring.mark_safe', 'mark_safe', 'Markup'],
      (call, _fn, ctx) => markupSeverity(positionalArguments(call)[0], ctx),
    ),
  },
  {
    id: 'py.xss.template-safe-filter',
    type: 'xss',
    severity: 'high',
    cwe: 'CWE-79',
    query: PY_CALL,
    message: 'Template turns escaping off for a variable (|safe or autoescape off): its data is rendered as raw HTML',
    predicate: onCall(
      [
        'flask.render_template_string',
        'render_template_string',
        'jinja2.Template',
        'django.template.Template',
        'jinja2.Environment().from_string',
      ],
      (call, _fn, ctx) => {
        const src = positionalArguments(call)[0] ?? ctx.keyword(call, 'source');
        const texts = src ? exactStrings(ctx.value(src)) : null;
        return !!texts && texts.some((t) => UNESCAPED_TEMPLATE.test(t));
      },
    ),
  },
  {
    id: 'py.xss.html-response',
    type: 'xss',
    severity: 'high',
    cwe: 'CWE-79',
    message: 'HTML assembled with unescaped data is returned by a route (reflected XSS when the data is request data)',
    query: PY_RETURN,
    predicate: (c, ctx) => {
      const body = cap(c, 'v.ret');
      const fn = body ? ctx.enclosingFunction(body) : null;
      if (!body || !fn) return false;
      const route = ctx.decorators(fn.node).some((d) => {
        const e = d.namedChild(0);
        return ROUTE.test(ctx.resolve(e?.type === 'call' ? e.childForFieldName('function') : e) ?? '');
      });
      return route ? htmlSeverity(body, ctx) : false;
    },
  },
  {
    id: 'py.xss.html-response-object',
    type: 'xss',
    severity: 'high',
    cwe: 'CWE-79',
    message: 'HTML assembled with unescaped data is sent as a response body (reflected XSS when the data is request data)',
    query: PY_CALL,
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      if (!call || !PY_HTML_RESPONSES.test(ctx.resolve(cap(c, 'fn')) ?? '')) return false;
      const body = positionalArguments(call)[0] ?? ctx.keyword(call, 'content') ?? ctx.keyword(call, 'response');
      return body ? htmlSeverity(body, ctx) : false;
    },
  },
  {
    // Tornado's RequestHandler.write/finish send a string as the response body (text/html by default).
    id: 'py.xss.tornado-write',
    type: 'xss',
    severity: 'high',
    cwe: 'CWE-79',
    message: 'HTML assembled with unescaped data is written to a Tornado response (reflected XSS when the data is request data)',
    query: PY_CALL,
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const fn = cap(c, 'fn');
      if (!call || !fn || !/^self\.(write|finish)$/.test(fn.text) || !(ctx.imports('tornado') || ctx.imports('tornado.web'))) return false;
      const body = positionalArguments(call)[0] ?? ctx.keyword(call, 'chunk');
      return body ? htmlSeverity(body, ctx) : false;
    },
  },
  {
    id: 'py.open-redirect',
    type: 'open_redirect',
    severity: 'high',
    cwe: 'CWE-601',
    query: PY_CALL,
    message: 'Redirect whose target host is chosen by request data (open redirect; also javascript: URLs)',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const fnNode = cap(c, 'fn');
      const fn = ctx.resolve(fnNode) ?? '';
      // The frameworks' redirect functions, and a method named redirect on any object (Tornado's `self.redirect`).
      const method = fnNode?.type === 'attribute' && fnNode.childForFieldName('attribute')?.text === 'redirect';
      if (!call || !(PY_REDIRECTS.includes(fn) || method)) return false;
      const target =
        positionalArguments(call)[0] ?? ctx.keyword(call, 'url') ?? ctx.keyword(call, 'redirect_to') ?? ctx.keyword(call, 'location');
      return !!target && requestChoosesOrigin(ctx.value(target));
    },
  },
  {
    // A redirect is any response carrying a Location header, however the framework sets it.
    id: 'py.open-redirect.header',
    type: 'open_redirect',
    severity: 'high',
    cwe: 'CWE-601',
    query: `(assignment left: (subscript value: _ @obj subscript: (string) @k) right: _ @target) @match
(assignment left: (attribute object: _ @obj attribute: (identifier) @attr) right: _ @target) @match
(keyword_argument name: (identifier) @hk value: (dictionary (pair key: (string) @k value: _ @target))) @match
(assignment left: (identifier) @hk right: (dictionary (pair key: (string) @k value: _ @target))) @match
(return_statement (expression_list (dictionary (pair key: (string) @k value: _ @target)))) @match
(call function: _ @fn arguments: (argument_list (dictionary (pair key: (string) @k value: _ @target)))) @match`,
    message: 'Location header whose target host is chosen by request data (open redirect; also javascript: URLs)',
    predicate: (c, ctx) => {
      const target = cap(c, 'target');
      const obj = cap(c, 'obj');
      const key = cap(c, 'k');
      const attr = cap(c, 'attr');
      if (!target) return false;
      const hk = cap(c, 'hk');
      const fn = cap(c, 'fn');
      const name = key ? staticString(key) : null;
      if (attr) {
        // werkzeug/Flask `response.location = url` sets the header.
        if (attr.text !== 'location' || !obj || !responseObject(obj, ctx)) return false;
      } else if (obj) {
        if (!locationKey(name, obj, ctx)) return false;
      } else {
        // A headers dict: `headers={…}`, `headers = {…}`, a view's `return body, 302, {…}`, or a response's argument.
        if (name?.toLowerCase() !== 'location') return false;
        if (hk && !/headers$/i.test(hk.text)) return false;
        if (fn && !RESPONSE_CALL.test(ctx.resolve(fn) ?? fn.text) && !/(^|\.)headers\.(update|extend)$/.test(fn.text)) return false;
      }
      return requestChoosesOrigin(ctx.value(target));
    },
  },
  {
    id: 'py.open-redirect.header-call',
    type: 'open_redirect',
    severity: 'high',
    cwe: 'CWE-601',
    query: PY_CALL,
    message: 'Location header whose target host is chosen by request data (open redirect; also javascript: URLs)',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const fnNode = cap(c, 'fn');
      if (!call || fnNode?.type !== 'attribute') return false;
      const method = fnNode.childForFieldName('attribute')?.text ?? '';
      const obj = fnNode.childForFieldName('object');
      if (!obj || !HEADER_METHODS.test(method) || !(HEADERS_OBJECT.test(obj.text) || responseObject(obj, ctx))) return false;
      const [name, target] = positionalArguments(call);
      if (!name || !target) return false;
      const names = exactStrings(ctx.value(name));
      return !!names?.some((n) => n.toLowerCase() === 'location') && requestChoosesOrigin(ctx.value(target));
    },
  },
  {
    // As in JavaScript (js.cors.reflected-origin): the request's Origin echoed with credentials allowed.
    id: 'py.cors.reflected-origin',
    type: 'cors_misconfiguration',
    severity: 'high',
    cwe: 'CWE-942',
    query: '(assignment left: (subscript value: _ @obj subscript: (string) @k) right: _ @target) @match',
    message: 'Access-Control-Allow-Origin taken from the request with credentials allowed: any site can read responses',
    predicate: (c, ctx) => {
      const obj = cap(c, 'obj');
      const key = cap(c, 'k');
      const target = cap(c, 'target');
      if (!obj || !key || !target || staticString(key)?.toLowerCase() !== 'access-control-allow-origin') return false;
      if (!(HEADERS_OBJECT.test(obj.text) || responseObject(obj, ctx))) return false;
      if (unsanitised(ctx.value(target).m, null, T) === 0) return false;
      return PY_CREDENTIALS_ALLOWED.test(target.tree.rootNode.text) ? 'high' : 'medium';
    },
  },
  {
    // The same header set by a method: `resp.headers.set(…)`/`add`/`setdefault` (Werkzeug, Starlette), a response's
    // `set_header`/`add_header`, Tornado's `self.set_header(…)`.
    id: 'py.cors.reflected-origin-call',
    type: 'cors_misconfiguration',
    severity: 'high',
    cwe: 'CWE-942',
    query: PY_CALL,
    message: 'Access-Control-Allow-Origin taken from the request with credentials allowed: any site can read responses',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const fnNode = cap(c, 'fn');
      if (!call || fnNode?.type !== 'attribute') return false;
      const method = fnNode.childForFieldName('attribute')?.text ?? '';
      const obj = fnNode.childForFieldName('object');
      if (!obj || !HEADER_METHODS.test(method)) return false;
      const tornado = obj.text === 'self' && /^(set_header|add_header)$/.test(method);
      if (!tornado && !(HEADERS_OBJECT.test(obj.text) || responseObject(obj, ctx))) return false;
      const [name, target] = positionalArguments(call);
      if (!name || !target) return false;
      if (!exactStrings(ctx.value(name))?.some((n) => n.toLowerCase() === 'access-control-allow-origin')) return false;
      if (unsanitised(ctx.value(target).m, null, T) === 0) return false;
      return PY_CREDENTIALS_ALLOWED.test(call.tree.rootNode.text) ? 'high' : 'medium';
    },
  },
  {
    // flask-cors answers a credentialed request allowed for "*" (its default) with the request's own origin.
    id: 'py.cors.flask-cors-credentials',
    type: 'cors_misconfiguration',
    severity: 'high',
    cwe: 'CWE-942',
    query: PY_CALL,
    message: 'flask-cors with supports_credentials and every origin allowed: any site can read responses',
    predicate: onCall(['flask_cors.CORS', 'flask_cors.cross_origin'], (call, _fn, ctx) => {
      if (ctx.keyword(call, 'supports_credentials')?.type !== 'true') return false;
      const origins = ctx.keyword(call, 'origins') ?? ctx.keyword(call, 'resources');
      return origins === null || staticString(origins) === '*';
    }),
  },
  {
    id: 'py.ssrf',
    type: 'ssrf',
    severity: 'high',
    cwe: 'CWE-918',
    query: PY_CALL,
    message: 'Outgoing request to a URL whose host is chosen by request data (server-side request forgery)',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const fn = ctx.resolve(cap(c, 'fn')) ?? '';
      if (!call) return false;
      const client = pyClientCall(fn, call, ctx);
      const second = PY_FETCH_2.test(fn) || client === 2;
      if (!second && !PY_FETCH.test(fn) && !client) return false;
      const url = positionalArguments(call)[second ? 1 : 0] ?? ctx.keyword(call, 'url');
      return !!url && requestChoosesOrigin(ctx.value(url));
    },
  },
];
