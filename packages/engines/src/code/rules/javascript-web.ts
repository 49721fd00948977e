import type { Node } from 'web-tree-sitter';
import { callArguments, isConstant, staticString, subtree } from '../syntax.ts';
import type { Captures, Rule, ScanContext, Severity } from '../types.ts';
import { exactStrings, PIECES, requestChoosesOrigin, SEG, T, unsanitised } from '../value.ts';
import {
  cap,
  flagValue,
  hardCodedSigningKey,
  isSecretName,
  isSecretValue,
  onCall,
  providerKey,
  secretSetterArgument,
  timeClaimsOnly,
} from './common.ts';
import { isFalse, JS_CALL } from './javascript-injection.ts';

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
  'lodash.defaultsdeep',
];
const FILE_SINKS =
  /^(fs(\.promises)?|fs\/promises)\.(readFile|readFileSync|createReadStream|writeFile|writeFileSync|createWriteStream|unlink|unlinkSync|rm|rmSync|appendFile|appendFileSync|open|openSync|mkdir|mkdirSync|rmdir|rmdirSync|readdir|readdirSync|rename|renameSync|copyFile|copyFileSync|cp|cpSync|symlink|symlinkSync|link|linkSync)$|^(res|resp|response)\.(sendFile|download|render)$|\.mv$/;
/** File operations with two paths (source and destination): both are sinks. */
const TWO_PATHS = /\.(rename|renameSync|copyFile|copyFileSync|cp|cpSync|symlink|symlinkSync|link|linkSync)$/;
/** Express/Koa/Fastify responses that write their argument into the page as HTML (res.json does not). */
const RESPONSE_WRITE = /^(res|response|reply)(\.\w+\(\))*\.(send|write|end)$/;
/** jQuery methods that parse their argument as HTML. */
const JQUERY_HTML = /^(\$|jQuery)(\(\)|\.\w+\(\))*\.(html|append|prepend|after|before|replaceWith|wrap|wrapAll|wrapInner)$/;

function secretPair(nameNode: Node | null, valueNode: Node | null): boolean {
  if (!nameNode || !valueNode) return false;
  const value = staticString(valueNode);
  if (value === null || providerKey(value)) return false;
  const name =
    staticString(nameNode) ??
    (nameNode.type === 'member_expression' ? (nameNode.childForFieldName('property')?.text ?? '') : nameNode.text);
  return isSecretName(name) && isSecretValue(value);
}

/** HTML sink value: a finding unless it is constant-derived or every other piece went through an HTML sanitiser. */
const unsafeHtml = (v: Node | null | undefined, ctx: ScanContext): boolean =>
  !!v && !isConstant(v) && unsanitised(ctx.value(v).m, 'html') !== 0;

/** Redirects in Express/Koa/Fastify/Next.js and in the browser (the last argument is the target). */
const REDIRECTS =
  /^(res|response|reply|ctx)\.redirect$|^(next\/server\.)?NextResponse\.redirect$|^Response\.redirect$|^next\/navigation\.(redirect|permanentRedirect)$|^(window\.|document\.)?location\.(assign|replace)$|^window\.open$/;
/**
 * Calls that set a response header (a Location, an Access-Control-Allow-Origin): Node's `res.setHeader`/`writeHead`,
 * Express's `res.set`/`header`/`append`/`location`, Koa's `ctx.set`/`ctx.append` and `ctx.response.set`, Fastify's
 * `reply.header`, a `Headers` object's `set`/`append`, Hono's `c.header` and hapi's `h.response(…).header`.
 */
const HEADER_SETTERS =
  /^(res|response|reply|ctx|ctx\.response|headers|[\w$]+\.headers)(\.\w+\(\))*\.(setHeader|set|header|append)$|^(res|response)(\.\w+\(\))*\.(writeHead|location)$|^c\.header$|^h\.response\(\)(\.\w+\(\))*\.header$/;
/** The file allows credentialed cross-origin requests somewhere (a header or a `credentials: true` option). */
const CREDENTIALS_ALLOWED = /access-control-allow-credentials['"`]?\s*[,:=]\s*['"`]?true|credentials\s*:\s*true/i;
/** Assignments that navigate the browser. */
const LOCATION_TARGETS = /^(window\.|document\.|self\.|top\.)?location(\.href)?$/;
/** Outgoing HTTP requests: the first argument (or `url:` in the options) is the URL. */
const JS_FETCH =
  /^(fetch|node-fetch|undici\.(fetch|request)|axios|axios\.(get|post|put|patch|delete|head|options|request)|got|got\.(get|post|put|patch|delete|head|stream)|needle|needle\.(get|post|put|patch|delete|head|request)|superagent|superagent\.(get|post|put|patch|delete|head)|request|request\.(get|post|put|patch|delete|head)|https?\.(get|request)|ky|ky\.(get|post|put|patch|delete|head)|(axios\.create|got\.extend|ky\.create|ky\.extend)\(\)\.(get|post|put|patch|delete|head|options|request))$/;

/** HTTP client types an injected or declared client is annotated with (NestJS, Angular, axios, got, ky). */
const JS_CLIENT_TYPES = 'HttpService|HttpClient|AxiosInstance|AxiosStatic|Got|KyInstance';
const JS_CLIENT_METHOD = /^(?:this\.)?([\w$]+)\.(get|post|put|patch|delete|head|options|request)$/;

/**
 * A request method of an HTTP client the file injects or constructs (`this.http.post(url)` with `http: HttpService`,
 * `this.api = axios.create()`): the receiver's name is annotated with a client type, or assigned `axios`, `got` or
 * `ky` (or their `create`/`extend`), somewhere in the file. The class is not tracked, so the name decides.
 */
function jsClientCall(fn: string, call: Node, ctx: ScanContext): boolean {
  const name = JS_CLIENT_METHOD.exec(fn)?.[1];
  if (!name) return false;
  return ctx.memo(`js-client:${name}`, () => {
    const esc = name.replace(/\$/g, '\\$');
    ctx.spend();
    return new RegExp(
      `(?<![\\w$.])${esc}\\s*[!?]?\\s*:\\s*(?:${JS_CLIENT_TYPES})\\b|(?<![\\w$])${esc}\\s*=\\s*(?:axios|got|ky)\\b(?!\\s*[\\w$])`,
    ).test(call.tree.rootNode.text);
  });
}

/** A recursive merge or path walk is guarded when the function rejects the prototype keys by name (also via a constant set). */
function rejectsPrototypeKeys(fn: Node, ctx: ScanContext): boolean {
  const spend = (u?: number) => ctx.spend(u);
  for (const n of subtree(fn, spend)) {
    const s = staticString(n);
    if (s === '__proto__' || s === 'constructor' || s === 'prototype') return true;
    if (n.type === 'identifier' && !ctx.isLocalVariable(n.text, n)) continue;
    if (n.type === 'identifier') {
      const v = ctx.value(n);
      const members = exactStrings(v.items ?? v) ?? (v.seq ?? []).flatMap((x) => exactStrings(x) ?? []);
      if (members.some((m) => m === '__proto__' || m === 'constructor' || m === 'prototype')) return true;
    }
  }
  return false;
}

/** A recursive for-in merge that copies keys without rejecting `__proto__`/`constructor` pollutes Object.prototype. */
const recursiveMerge = (c: Captures, ctx: ScanContext): boolean => {
  const loop = cap(c, 'match');
  const key = cap(c, 'key');
  if (!loop || !key) return false;
  const fn = ctx.enclosingFunction(loop);
  if (!fn?.name) return false;
  let writesKey = false;
  let recurses = false;
  const spend = (u?: number) => ctx.spend(u);
  for (const n of subtree(loop, spend)) {
    if (
      n.type === 'assignment_expression' &&
      n.childForFieldName('left')?.type === 'subscript_expression' &&
      n.childForFieldName('left')?.childForFieldName('index')?.text === key.text
    )
      writesKey = true;
    if (n.type === 'call_expression' && n.childForFieldName('function')?.text === fn.name) recurses = true;
  }
  if (!writesKey || !recurses) return false;
  return !rejectsPrototypeKeys(fn.node, ctx);
};

/**
 * A path walk: `cur = cur[k]` in a loop, then `cur[k2] = v`, with keys that are not constants (a dotted path from the
 * caller). `"__proto__.isAdmin"` reaches Object.prototype unless the function rejects the prototype keys.
 */
const pathWalk = (c: Captures, ctx: ScanContext): boolean => {
  const obj = cap(c, 'obj');
  const key = cap(c, 'key');
  const at = cap(c, 'match');
  if (!obj || !key || !at || isConstant(key) || ctx.constantDerived(key)) return false;
  const fn = ctx.enclosingFunction(at);
  if (!fn) return false;
  const walks = new RegExp(`(?<![\\w$.])${obj.text.replace(/\$/g, '\\$')}\\s*=\\s*${obj.text.replace(/\$/g, '\\$')}\\s*\\[`).test(
    fn.node.text,
  );
  return walks && !rejectsPrototypeKeys(fn.node, ctx);
};

export const JS_WEB_RULES: Rule[] = [
  {
    id: 'js.xss.inner-html',
    type: 'xss',
    severity: 'high',
    cwe: 'CWE-79',
    message: 'HTML sink (innerHTML/outerHTML) assigned a non-constant, unsanitised value',
    query: `(assignment_expression left: (member_expression property: (property_identifier) @p (#match? @p "^(innerHTML|outerHTML)$")) right: _ @v) @match
(augmented_assignment_expression left: (member_expression property: (property_identifier) @p (#match? @p "^(innerHTML|outerHTML)$")) right: _ @v) @match`,
    predicate: (c, ctx) => unsafeHtml(cap(c, 'v'), ctx),
  },
  {
    id: 'js.xss.document-write',
    type: 'xss',
    severity: 'high',
    cwe: 'CWE-79',
    query: JS_CALL,
    message: 'document.write/insertAdjacentHTML with a non-constant, unsanitised value',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const fn = ctx.resolve(cap(c, 'fn')) ?? '';
      if (!call) return false;
      const args = callArguments(call);
      if (/^document\.(write|writeln)$/.test(fn)) return args.some((a) => unsafeHtml(a, ctx));
      return /\.insertAdjacentHTML$/.test(fn) && unsafeHtml(args[1], ctx);
    },
  },
  {
    id: 'js.xss.dangerously-set-inner-html',
    type: 'xss',
    severity: 'high',
    cwe: 'CWE-79',
    message: 'dangerouslySetInnerHTML with a non-constant, unsanitised value',
    query: '(pair key: (property_identifier) @k (#eq? @k "__html") value: _ @v) @match',
    predicate: (c, ctx) => unsafeHtml(cap(c, 'v'), ctx),
  },
  {
    id: 'js.xss.response',
    type: 'xss',
    severity: 'high',
    cwe: 'CWE-79',
    query: JS_CALL,
    message: 'Request data written into an HTML response without escaping (reflected XSS)',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      if (!call || !RESPONSE_WRITE.test(ctx.resolve(cap(c, 'fn')) ?? '')) return false;
      const body = callArguments(call)[0];
      return !!body && body.type !== 'object' && unsanitised(ctx.value(body).m, 'html', T) !== 0;
    },
  },
  {
    id: 'js.xss.jquery-html',
    type: 'xss',
    severity: 'high',
    cwe: 'CWE-79',
    query: JS_CALL,
    message: 'jQuery parses a non-constant, unsanitised value as HTML (.html/.append/$(html))',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const fn = ctx.resolve(cap(c, 'fn')) ?? '';
      if (!call) return false;
      const arg = callArguments(call)[0];
      if (JQUERY_HTML.test(fn)) {
        if (!arg || !unsafeHtml(arg, ctx)) return false;
        // Appending an element or a jQuery object inserts a node, not markup.
        const value = ctx.resolve(arg) ?? '';
        return !/^(\$|jQuery)/.test(arg.text) && !/^(\$|jQuery)\(\)|^document\.(createElement|createTextNode)/.test(value);
      }
      // $(location.hash): the selector itself is parsed as HTML when it looks like markup.
      return (fn === '$' || fn === 'jQuery') && !!arg && unsanitised(ctx.value(arg).m, 'html', T) !== 0;
    },
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
    id: 'js.secrets.setter-argument',
    type: 'hardcoded_secret',
    severity: 'high',
    cwe: 'CWE-798',
    message: 'Hard-coded credential passed to a setter named for a secret (setApiKey, setPassword)',
    query: `(call_expression function: [(identifier) @name (member_expression property: (property_identifier) @name)] arguments: (arguments [(string) (template_string)] @match))`,
    predicate: (c) => secretSetterArgument(cap(c, 'name'), cap(c, 'match')),
  },
  {
    id: 'js.secrets.signing-key',
    type: 'hardcoded_secret',
    severity: 'high',
    cwe: 'CWE-798',
    message: 'Hard-coded key given to a signing, verifying, MAC or cipher API (jwt.sign, createHmac): anyone with the source can forge',
    query: JS_CALL,
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const fn = ctx.resolve(cap(c, 'fn'));
      return !!call && !!fn && hardCodedSigningKey(call, fn, ctx);
    },
  },
  {
    id: 'js.tls.reject-unauthorized',
    type: 'tls_verification_disabled',
    severity: 'high',
    cwe: 'CWE-295',
    message: 'TLS certificate verification disabled',
    query: `(pair key: [(property_identifier) (string)] @k value: _ @v) @match
(assignment_expression left: (member_expression) @k right: _ @v) @match`,
    predicate: (c, ctx) => {
      const k = cap(c, 'k');
      const v = cap(c, 'v');
      const at = cap(c, 'match');
      if (!k || !v || !at) return false;
      const name = staticString(k) ?? (k.type === 'member_expression' ? (k.childForFieldName('property')?.text ?? '') : k.text);
      if (name !== 'rejectUnauthorized' && name !== 'strictSSL' && name !== 'NODE_TLS_REJECT_UNAUTHORIZED') return false;
      if (isFalse(v)) return true;
      const value = ctx.flagValue(v);
      if (name === 'NODE_TLS_REJECT_UNAUTHORIZED') {
        const strs = exactStrings(value);
        if (strs) return strs.includes('0');
      } else {
        const flag = flagValue(value);
        if (flag.known) return flag.canBeFalse;
      }
      ctx.unresolved(at, 'security_flag', `${name} is not a constant: certificate verification may be off`);
      return false;
    },
  },
  {
    id: 'js.jwt.unverified',
    type: 'jwt_verification_disabled',
    severity: 'high',
    cwe: 'CWE-347',
    query: JS_CALL,
    message: 'JWT accepted without a real signature check (algorithm "none" allowed)',
    predicate: onCall(['jsonwebtoken.verify', 'jwt.verify'], (call, _fn, ctx) => {
      // Read through constants (`const ALGS = ['HS256', 'none']`), as the Python rule reads `algorithms=`.
      const algorithms = ctx.keywordValue(call, 'algorithms');
      if (algorithms && algorithms !== 'unknown') {
        const names = [...(algorithms.seq ?? []), ...(algorithms.items ? [algorithms.items] : [])].flatMap((x) => exactStrings(x) ?? []);
        if (names.some((a) => a.toLowerCase() === 'none')) return true;
      }
      return isTrueNode(ctx.keyword(call, 'ignoreExpiration')) ? 'medium' : false;
    }),
  },
  {
    // A token "signed" with the none algorithm carries no signature: nothing proves who issued it.
    id: 'js.jwt.sign-none',
    type: 'jwt_verification_disabled',
    severity: 'high',
    cwe: 'CWE-347',
    query: JS_CALL,
    message: 'JWT issued with algorithm "none": the token carries no signature',
    predicate: onCall(['jsonwebtoken.sign', 'jwt.sign'], (call, _fn, ctx) => {
      const alg = ctx.keywordValue(call, 'algorithm');
      if (!alg || alg === 'unknown') return false;
      return (exactStrings(alg) ?? []).some((a) => a.toLowerCase() === 'none');
    }),
  },
  {
    id: 'js.jwt.decode-unverified',
    type: 'jwt_verification_disabled',
    severity: 'high',
    cwe: 'CWE-347',
    query: JS_CALL,
    message: 'JWT decoded without verifying its signature (jwt.decode, jose decodeJwt, jwt-decode): its claims prove nothing',
    predicate: (c, ctx): Severity | false => {
      const call = cap(c, 'match');
      const fn = ctx.resolve(cap(c, 'fn')) ?? '';
      if (!call) return false;
      if (!/^(jsonwebtoken\.decode|jose\.decodeJwt|jwt-decode|jwt-decode\.jwtDecode|jwt-decode\.default|jwt_decode)$/.test(fn))
        return false;
      return timeClaimsOnly(call, ctx) ? 'medium' : 'high';
    },
  },
  {
    id: 'js.jwt.manual-decode',
    type: 'jwt_verification_disabled',
    severity: 'high',
    cwe: 'CWE-347',
    query: JS_CALL,
    message: 'A token segment (token.split(".")[1]) is base64-decoded by hand: its claims are read without any signature check',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const fn = ctx.resolve(cap(c, 'fn')) ?? '';
      if (!call) return false;
      const args = callArguments(call);
      const a = args[0];
      if (!a) return false;
      if (fn === 'Buffer.from') {
        const enc = args[1] ? exactStrings(ctx.value(args[1])) : null;
        if (!enc?.some((e) => /^base64(url)?$/.test(e))) return false;
      } else if (!/^(atob|base64url\.decode|js-base64\.Base64\.decode|Base64\.decode)$/.test(fn)) return false;
      const m = ctx.value(a).m;
      return (m & SEG) !== 0 && (m & PIECES) !== 0;
    },
  },
  {
    id: 'js.open-redirect',
    type: 'open_redirect',
    severity: 'high',
    cwe: 'CWE-601',
    query: JS_CALL,
    message: 'Redirect or navigation whose target host is chosen by request data (open redirect; also javascript: URLs)',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const fnNode = cap(c, 'fn');
      const fn = ctx.resolve(fnNode) ?? '';
      // The frameworks' redirects, and a method named redirect on any object (hapi's `h.redirect`, `this.redirect`).
      const method = fnNode?.type === 'member_expression' && fnNode.childForFieldName('property')?.text === 'redirect';
      if (!call || !(REDIRECTS.test(fn) || method)) return false;
      const args = callArguments(call);
      const target = /open$/.test(fn) ? args[0] : args.at(-1);
      return !!target && requestChoosesOrigin(ctx.value(target));
    },
  },
  {
    id: 'js.open-redirect.location',
    type: 'open_redirect',
    severity: 'high',
    cwe: 'CWE-601',
    query: '(assignment_expression left: [(identifier) (member_expression)] @loc right: _ @target) @match',
    message: 'Browser navigated to a URL whose host is chosen by request data (open redirect; also javascript: URLs)',
    predicate: (c, ctx) => {
      const loc = cap(c, 'loc');
      const target = cap(c, 'target');
      if (!loc || !target || !LOCATION_TARGETS.test(ctx.resolve(loc) ?? loc.text)) return false;
      return requestChoosesOrigin(ctx.value(target));
    },
  },
  {
    // A redirect is any response carrying a Location header, however the framework sets it.
    id: 'js.open-redirect.header',
    type: 'open_redirect',
    severity: 'high',
    cwe: 'CWE-601',
    query: JS_CALL,
    message: 'Location header whose target host is chosen by request data (open redirect; also javascript: URLs)',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const fnNode = cap(c, 'fn');
      const fn = ctx.resolve(fnNode) ?? '';
      // A Headers object or headers map by its name (`headers.set("Location", url)`, `new Headers()`).
      const onHeaders =
        fnNode?.type === 'member_expression' &&
        /^(set|append)$/.test(fnNode.childForFieldName('property')?.text ?? '') &&
        (/(^|\.)headers$/i.test(fnNode.childForFieldName('object')?.text ?? '') || /(^|\.)Headers\(\)\.(set|append)$/.test(fn));
      if (!call || !(HEADER_SETTERS.test(fn) || onHeaders)) return false;
      const args = callArguments(call);
      if (/\.location$/.test(fn)) return !!args[0] && requestChoosesOrigin(ctx.value(args[0]));
      if (/\.writeHead$/.test(fn)) {
        return ['Location', 'location'].some((key) => {
          const part = ctx.keywordValue(call, key);
          return !!part && part !== 'unknown' && requestChoosesOrigin(part);
        });
      }
      const [name, target] = args;
      if (!name || !target) return false;
      const names = exactStrings(ctx.value(name));
      return !!names?.some((n) => n.toLowerCase() === 'location') && requestChoosesOrigin(ctx.value(target));
    },
  },
  {
    // The same header written as data: `{ Location: url }` given to a header setter, writeHead, `new Headers`/`Response`,
    // a `headers:` option or a `headers` object; or `headers["Location"] = url`, `headers.Location = url`.
    id: 'js.open-redirect.header-item',
    type: 'open_redirect',
    severity: 'high',
    cwe: 'CWE-601',
    query: `(assignment_expression left: (subscript_expression object: _ @obj index: (string) @k) right: _ @target) @match
(assignment_expression left: (member_expression object: _ @obj property: (property_identifier) @k) right: _ @target) @match
(call_expression function: _ @fn arguments: (arguments (object (pair key: [(property_identifier) (string)] @k value: _ @target)))) @match
(new_expression constructor: _ @fn arguments: (arguments (object (pair key: [(property_identifier) (string)] @k value: _ @target)))) @match
(pair key: [(property_identifier) (string)] @hk value: (object (pair key: [(property_identifier) (string)] @k value: _ @target))) @match
(variable_declarator name: (identifier) @hk value: (object (pair key: [(property_identifier) (string)] @k value: _ @target))) @match`,
    message: 'Location header whose target host is chosen by request data (open redirect; also javascript: URLs)',
    predicate: (c, ctx) => {
      const target = cap(c, 'target');
      const key = cap(c, 'k');
      if (!target || !key) return false;
      if ((staticString(key) ?? key.text).toLowerCase() !== 'location') return false;
      const obj = cap(c, 'obj');
      const hk = cap(c, 'hk');
      const fn = cap(c, 'fn');
      let header = false;
      if (obj)
        header =
          /(^|\.)headers$/i.test(obj.text) || (/^(res|response|reply)$/.test(obj.text) && (staticString(key) ?? key.text) === 'Location');
      else if (hk) header = /headers$/i.test(staticString(hk) ?? hk.text);
      else if (fn) {
        const name = ctx.resolve(fn) ?? fn.text;
        header =
          HEADER_SETTERS.test(name) ||
          /(^|\.)(writeHead|set|header|headers|setHeaders)$/.test(fn.text) ||
          /(^|\.)(Headers|Response|NextResponse)$/.test(name);
      }
      return header && requestChoosesOrigin(ctx.value(target));
    },
  },
  {
    // A browser sends cookies with a credentialed cross-origin request; the response is readable by the page only when
    // Access-Control-Allow-Origin names its origin. Echoing the request's Origin (or any request value) there, with
    // credentials allowed, lets every site read the user's data.
    id: 'js.cors.reflected-origin',
    type: 'cors_misconfiguration',
    severity: 'high',
    cwe: 'CWE-942',
    query: JS_CALL,
    message: 'Access-Control-Allow-Origin taken from the request with credentials allowed: any site can read responses',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const fnNode = cap(c, 'fn');
      if (!call || !fnNode) return false;
      const fn = ctx.resolve(fnNode) ?? fnNode.text;
      const args = callArguments(call);
      if (fn === 'cors' || /(^|\.)cors$/.test(fn)) {
        // The cors package: `origin: true` reflects every origin.
        const origin = ctx.keywordValue(call, 'origin');
        const credentials = ctx.keywordValue(call, 'credentials');
        const isTrue = (v: typeof origin) => v !== null && v !== 'unknown' && v.consts?.size === 1 && v.consts.has(true);
        return isTrue(origin) && isTrue(credentials) ? 'high' : false;
      }
      if (!HEADER_SETTERS.test(fn) || !args[0] || !args[1]) return false;
      if (!exactStrings(ctx.value(args[0]))?.some((n) => n.toLowerCase() === 'access-control-allow-origin')) return false;
      if (unsanitised(ctx.value(args[1]).m, null, T) === 0) return false;
      return CREDENTIALS_ALLOWED.test(call.tree.rootNode.text) ? 'high' : 'medium';
    },
  },
  {
    id: 'js.ssrf',
    type: 'ssrf',
    severity: 'high',
    cwe: 'CWE-918',
    query: JS_CALL,
    message: 'Outgoing request to a URL whose host is chosen by request data (server-side request forgery)',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const fn = ctx.resolve(cap(c, 'fn')) ?? '';
      if (!call || !(JS_FETCH.test(fn) || jsClientCall(fn, call, ctx))) return false;
      const first = callArguments(call)[0];
      if (!first) return false;
      const v = ctx.value(first);
      if (first.type === 'object' || (v.struct && v.keys)) {
        // An options object: the URL, or the host a request is sent to.
        for (const key of ['url', 'baseURL', 'host', 'hostname']) {
          const part = ctx.keywordValue(call, key);
          if (
            part &&
            part !== 'unknown' &&
            (key === 'host' || key === 'hostname' ? (part.m & T) !== 0 && unsanitised(part.m, 'url', T) !== 0 : requestChoosesOrigin(part))
          )
            return true;
        }
        return false;
      }
      return requestChoosesOrigin(v);
    },
  },
  {
    id: 'js.xxe.libxmljs',
    type: 'xxe',
    severity: 'high',
    cwe: 'CWE-611',
    query: JS_CALL,
    message: 'libxmljs parses with entity substitution (noent: true): external entities read files and URLs (XXE)',
    predicate: onCall(
      ['libxmljs.parseXml', 'libxmljs.parseXmlString', 'libxmljs2.parseXml', 'libxmljs2.parseXmlString', 'libxmljs.Document.fromXml'],
      (call, _fn, ctx) => {
        const noent = ctx.keywordValue(call, 'noent');
        if (noent === null) return false;
        if (noent === 'unknown') return false;
        const flag = flagValue(noent);
        if (flag.known) return flag.canBeTrue;
        ctx.unresolved(call, 'security_flag', 'noent is not a constant');
        return false;
      },
    ),
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
      let n: Node | null = cap(c, 'match');
      for (let depth = 0; n && (n.type === 'subscript_expression' || n.type === 'member_expression') && depth < 32; depth++) {
        const k = n.type === 'member_expression' ? n.childForFieldName('property') : n.childForFieldName('index');
        if (!k) break;
        keys.unshift({ key: n.type === 'member_expression' ? k.text : staticString(k), node: k });
        n = n.childForFieldName('object');
      }
      const names = keys.map((k) => k.key);
      if (names.includes('__proto__')) return true;
      const ci = names.indexOf('constructor');
      if (ci >= 0 && names[ci + 1] === 'prototype') return true;
      // obj[a][b] = v with request-controlled a: a = "__proto__" reaches Object.prototype.
      const second = keys[keys.length - 2];
      return keys.length >= 2 && !!second && second.key === null && ctx.isTainted(second.node);
    },
  },
  {
    id: 'js.prototype-pollution.merge',
    type: 'prototype_pollution',
    severity: 'high',
    cwe: 'CWE-1321',
    query: JS_CALL,
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
    id: 'js.prototype-pollution.path-walk',
    type: 'prototype_pollution',
    severity: 'high',
    cwe: 'CWE-1321',
    message: 'Object walked and written along keys from a path (cur = cur[k]) without rejecting "__proto__"/"constructor"',
    query: '(assignment_expression left: (subscript_expression object: (identifier) @obj index: _ @key)) @match',
    predicate: pathWalk,
  },
  {
    id: 'js.path-traversal',
    type: 'path_traversal',
    severity: 'high',
    cwe: 'CWE-22',
    query: JS_CALL,
    message: 'File path built from request input; normalise and confine it to a base directory',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const fn = ctx.resolve(cap(c, 'fn')) ?? '';
      const args = call ? callArguments(call) : [];
      if (!FILE_SINKS.test(fn) || !call) return false;
      // res.sendFile(name, { root }) resolves the name under root and refuses ".." segments (send's documented check).
      // An options object the file cannot read (a parameter) is not known to set root: the path stays a sink.
      const root = /^(res|resp|response)\.(sendFile|download)$/.test(fn) ? ctx.keywordValue(call, 'root') : null;
      if (root !== null && root !== 'unknown') return false;
      const paths = TWO_PATHS.test(fn) ? args.slice(0, 2) : args.slice(0, 1);
      return paths.some((p) => !isConstant(p) && unsanitised(ctx.value(p).m, 'path', T) !== 0 && !ctx.pathGuarded(p));
    },
  },
];

function isTrueNode(n: Node | null): boolean {
  return !!n && n.type === 'true';
}
