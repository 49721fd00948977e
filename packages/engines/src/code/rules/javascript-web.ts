import type { Node } from 'web-tree-sitter';
import { callArguments, isConstant, staticString, subtree } from '../syntax.ts';
import type { Captures, Rule, ScanContext } from '../types.ts';
import { cap, isSecretName, isSecretValue, onCall, providerKey } from './common.ts';
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
  /^(fs(\.promises)?|fs\/promises)\.(readFile|readFileSync|createReadStream|writeFile|writeFileSync|createWriteStream|unlink|unlinkSync|rm|rmSync|appendFile|appendFileSync|open|openSync)$|^res\.(sendFile|download)$/;
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

/** HTML sink value: a finding unless it is constant or every dynamic piece went through an HTML sanitiser. */
const unsafeHtml = (v: Node | null | undefined, ctx: ScanContext): boolean => !!v && !isConstant(v) && !ctx.sanitized(v, 'html');

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
  for (const n of subtree(fn.node, spend)) {
    const s = staticString(n);
    if (s === '__proto__' || s === 'constructor' || s === 'prototype') return false; // guarded
  }
  return true;
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
      return !!body && body.type !== 'object' && unsafeHtml(body, ctx) && ctx.isTainted(body);
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
      return (fn === '$' || fn === 'jQuery') && !!arg && unsafeHtml(arg, ctx) && ctx.isTainted(arg);
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
    id: 'js.jwt.unverified',
    type: 'jwt_verification_disabled',
    severity: 'high',
    cwe: 'CWE-347',
    query: JS_CALL,
    message: 'JWT accepted without a real signature check (algorithm "none" allowed)',
    predicate: onCall(['jsonwebtoken.verify', 'jwt.verify'], (call, _fn, ctx) => {
      const algorithms = ctx.keyword(call, 'algorithms');
      if (algorithms?.namedChildren.some((a) => (staticString(a) ?? '').toLowerCase() === 'none')) return true;
      return isTrueNode(ctx.keyword(call, 'ignoreExpiration')) ? 'medium' : false;
    }),
  },
  {
    id: 'js.open-redirect',
    type: 'open_redirect',
    severity: 'medium',
    cwe: 'CWE-601',
    query: JS_CALL,
    message: 'Redirect to a URL taken from the request (open redirect)',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      if (!call || !/^(res|response|reply|ctx)\.redirect$/.test(ctx.resolve(cap(c, 'fn')) ?? '')) return false;
      const target = callArguments(call).at(-1);
      return !!target && !isConstant(target) && ctx.isTainted(target);
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
    id: 'js.path-traversal',
    type: 'path_traversal',
    severity: 'high',
    cwe: 'CWE-22',
    query: JS_CALL,
    message: 'File path built from request input; normalise and confine it to a base directory',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const fn = ctx.resolve(cap(c, 'fn')) ?? '';
      const p = call ? callArguments(call)[0] : undefined;
      if (!FILE_SINKS.test(fn) || !p || isConstant(p) || !ctx.isTainted(p)) return false;
      return !ctx.sanitized(p, 'path') && !ctx.pathGuarded(p);
    },
  },
];

function isTrueNode(n: Node | null): boolean {
  return !!n && n.type === 'true';
}
