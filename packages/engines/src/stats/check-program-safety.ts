import { type Node, parse } from 'acorn';
import { full } from 'acorn-walk';

// A policy filter for generated statistics programs, applied before the sandbox. QuickJS (no host objects, memory and
// instruction limits) is the security boundary; this check rejects programs that reach for anything beyond plain
// computation over `rows`/`input` with `ss`, so obviously hostile or off-task code is answered with 403 BLOCKED.

export type ProgramSafety = { safe: true } | { safe: false; reason: string };

export const MAX_PROGRAM_CHARS = 20_000;
const MAX_NODES = 5_000;

const ALLOWED_NODES = new Set([
  'Program',
  'ExpressionStatement',
  'BlockStatement',
  'EmptyStatement',
  'VariableDeclaration',
  'VariableDeclarator',
  'FunctionDeclaration',
  'ArrowFunctionExpression',
  'FunctionExpression',
  'ReturnStatement',
  'IfStatement',
  'ForStatement',
  'ForOfStatement',
  'ForInStatement',
  'WhileStatement',
  'DoWhileStatement',
  'BreakStatement',
  'ContinueStatement',
  'Identifier',
  'Literal',
  'ArrayExpression',
  'ObjectExpression',
  'Property',
  'SpreadElement',
  'MemberExpression',
  'ChainExpression',
  'CallExpression',
  'BinaryExpression',
  'LogicalExpression',
  'UnaryExpression',
  'UpdateExpression',
  'AssignmentExpression',
  'ConditionalExpression',
  'SequenceExpression',
  'TemplateLiteral',
  'TemplateElement',
  'ArrayPattern',
  'ObjectPattern',
  'AssignmentPattern',
  'RestElement',
]);

/** Globals a program may read, each with the members it may use (`*` = any non-forbidden member). */
const GLOBAL_MEMBERS: Record<string, ReadonlySet<string> | '*'> = {
  rows: '*',
  input: '*',
  columns: '*',
  ss: '*',
  // The sandbox's stats runtime (runtime/index.ts): trusted code, reachable only through these two entries.
  vx: new Set(['run', 'rows']),
  Math: new Set([
    'abs',
    'sqrt',
    'cbrt',
    'pow',
    'min',
    'max',
    'floor',
    'ceil',
    'round',
    'trunc',
    'sign',
    'log',
    'log10',
    'log2',
    'log1p',
    'exp',
    'expm1',
    'hypot',
    'PI',
    'E',
    'LN2',
    'LN10',
    'SQRT2',
  ]),
  Number: new Set([
    'isFinite',
    'isNaN',
    'isInteger',
    'parseFloat',
    'parseInt',
    'EPSILON',
    'MAX_VALUE',
    'MIN_VALUE',
    'MAX_SAFE_INTEGER',
    'MIN_SAFE_INTEGER',
    'POSITIVE_INFINITY',
    'NEGATIVE_INFINITY',
  ]),
  Object: new Set(['keys', 'values', 'entries', 'fromEntries']),
  Array: new Set(['isArray', 'from']),
  JSON: new Set(['stringify', 'parse']),
  String: new Set(),
  Boolean: new Set(),
  isFinite: new Set(),
  isNaN: new Set(),
  parseFloat: new Set(),
  parseInt: new Set(),
  Infinity: new Set(),
  NaN: new Set(),
  undefined: new Set(),
};

/** Names that may never appear as identifiers, declared or free. */
const FORBIDDEN_IDENTIFIERS = new Set([
  'eval',
  'Function',
  'AsyncFunction',
  'GeneratorFunction',
  'globalThis',
  'global',
  'self',
  'window',
  'frames',
  'arguments',
  'process',
  'require',
  'module',
  'exports',
  'import',
  'fetch',
  'WebAssembly',
  'Reflect',
  'Proxy',
  'Symbol',
  'Promise',
  'setTimeout',
  'setInterval',
  'setImmediate',
  'queueMicrotask',
  'XMLHttpRequest',
  'WebSocket',
  'importScripts',
  'Worker',
  'SharedArrayBuffer',
  'Atomics',
  'console',
  'Deno',
  'Bun',
  'std',
  'os',
  'caches',
  'crypto',
  'navigator',
  'location',
  'document',
]);

/** Member names (and string-literal keys) that lead to prototypes, constructors or function invocation tricks. */
const FORBIDDEN_PROPERTIES = new Set([
  'constructor',
  '__proto__',
  'prototype',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
  'call',
  'apply',
  'bind',
  'caller',
  'callee',
  'arguments',
  'getPrototypeOf',
  'setPrototypeOf',
  'defineProperty',
  'defineProperties',
  'getOwnPropertyDescriptor',
  'getOwnPropertyDescriptors',
  'eval',
  'Function',
  'globalThis',
  'toString',
  'valueOf',
  'then',
]);

type AnyNode = Node & Record<string, unknown>;

class Blocked extends Error {}

function block(reason: string): never {
  throw new Blocked(reason);
}

function propertyName(node: AnyNode): string | null {
  const computed = node.computed === true;
  const key = (node.property ?? node.key) as AnyNode | undefined;
  if (!key) return null;
  if (!computed && key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal') return String(key.value);
  if (key.type === 'PrivateIdentifier') block('private names are not allowed');
  return null;
}

function collectDeclaredNames(ast: AnyNode): Set<string> {
  const names = new Set<string>();
  const addPattern = (p: AnyNode | null | undefined): void => {
    if (!p) return;
    if (p.type === 'Identifier') names.add(p.name as string);
    else if (p.type === 'ArrayPattern') for (const e of p.elements as AnyNode[]) addPattern(e);
    else if (p.type === 'ObjectPattern')
      for (const prop of p.properties as AnyNode[]) addPattern((prop.type === 'RestElement' ? prop.argument : prop.value) as AnyNode);
    else if (p.type === 'AssignmentPattern') addPattern(p.left as AnyNode);
    else if (p.type === 'RestElement') addPattern(p.argument as AnyNode);
  };
  full(ast, (n) => {
    const node = n as AnyNode;
    if (node.type === 'VariableDeclarator') addPattern(node.id as AnyNode);
    if (node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression') {
      if (node.id) addPattern(node.id as AnyNode);
      for (const p of node.params as AnyNode[]) addPattern(p);
    }
  });
  return names;
}

/** The root identifier of a member chain, e.g. `Math` for `Math.max`, or null for computed roots like `f()[0]`. */
function memberRoot(node: AnyNode): AnyNode | null {
  let cur: AnyNode = node;
  while (cur.type === 'MemberExpression') cur = cur.object as AnyNode;
  return cur.type === 'Identifier' ? cur : null;
}

function checkNode(node: AnyNode, parent: AnyNode | null, declared: Set<string>): void {
  if (!ALLOWED_NODES.has(node.type)) block(`${node.type} is not allowed`);
  switch (node.type) {
    case 'Identifier': {
      const name = node.name as string;
      if (FORBIDDEN_IDENTIFIERS.has(name)) block(`identifier ${name} is not allowed`);
      // Property keys and non-computed member names are not variable references.
      if (parent?.type === 'MemberExpression' && parent.property === node && parent.computed !== true) return;
      if (parent?.type === 'Property' && parent.key === node && parent.computed !== true && parent.shorthand !== true) return;
      if (name in GLOBAL_MEMBERS) {
        if (declared.has(name)) block(`redeclaring ${name} is not allowed`);
        return;
      }
      if (!declared.has(name)) block(`free identifier ${name} is not allowed`);
      return;
    }
    case 'Literal':
      if ((node as AnyNode).regex) block('regular expressions are not allowed');
      if (typeof node.value === 'bigint') block('BigInt literals are not allowed');
      // A string equal to a forbidden member name can only serve to build a dynamic key for it.
      if (typeof node.value === 'string' && FORBIDDEN_PROPERTIES.has(node.value)) block(`string "${node.value}" is not allowed`);
      return;
    case 'TemplateElement': {
      const cooked = (node.value as { cooked?: string | null }).cooked ?? '';
      if (FORBIDDEN_PROPERTIES.has(cooked)) block(`string "${cooked}" is not allowed`);
      return;
    }
    case 'VariableDeclaration':
      return;
    case 'FunctionDeclaration':
    case 'FunctionExpression':
    case 'ArrowFunctionExpression':
      if (node.async === true || node.generator === true) block('async and generator functions are not allowed');
      return;
    case 'Property':
      if (node.kind !== 'init') block('getters and setters are not allowed');
      if (node.computed === true && (node.key as AnyNode).type !== 'Literal') block('computed object keys are not allowed');
      {
        const name = propertyName(node);
        if (name !== null && FORBIDDEN_PROPERTIES.has(name)) block(`property ${name} is not allowed`);
      }
      return;
    case 'MemberExpression': {
      const name = propertyName(node);
      if (name !== null && FORBIDDEN_PROPERTIES.has(name)) block(`property ${name} is not allowed`);
      const object = node.object as AnyNode;
      if (object.type === 'Identifier' && (object.name as string) in GLOBAL_MEMBERS && !declared.has(object.name as string)) {
        const allowed = GLOBAL_MEMBERS[object.name as string];
        if (allowed !== '*' && (name === null || !allowed?.has(name)))
          block(`${object.name as string}.${name ?? '[computed]'} is not allowed`);
      }
      // A dynamically keyed read may yield any inherited member; never call it directly.
      if (name === null && parent?.type === 'CallExpression' && parent.callee === node) block('calling a computed member is not allowed');
      return;
    }
    case 'CallExpression': {
      const callee = node.callee as AnyNode;
      if (callee.type === 'Identifier' && (callee.name as string) in GLOBAL_MEMBERS && !declared.has(callee.name as string)) {
        if (!['String', 'Number', 'Boolean', 'isFinite', 'isNaN', 'parseFloat', 'parseInt'].includes(callee.name as string)) {
          block(`calling ${callee.name as string} is not allowed`);
        }
      }
      return;
    }
    case 'AssignmentExpression':
    case 'UpdateExpression': {
      const target = (node.type === 'AssignmentExpression' ? node.left : node.argument) as AnyNode;
      const root = target.type === 'MemberExpression' ? memberRoot(target) : target.type === 'Identifier' ? target : null;
      if (root && (root.name as string) in GLOBAL_MEMBERS && !declared.has(root.name as string)) {
        block(`assigning to ${root.name as string} is not allowed`);
      }
      return;
    }
    case 'UnaryExpression':
      if (node.operator === 'delete') block('delete is not allowed');
      return;
    default:
      return;
  }
}

/**
 * Parses a program as an ES2022 script and checks it against the allowlists above. Every program produced by
 * translateStatsQuery passes; anything else must also pass before it is sent to the sandbox.
 */
export function checkProgramSafety(program: string): ProgramSafety {
  if (typeof program !== 'string' || program.trim().length === 0) return { safe: false, reason: 'empty program' };
  if (program.length > MAX_PROGRAM_CHARS) return { safe: false, reason: 'program too long' };
  let ast: AnyNode;
  try {
    // Boundary: acorn returns its Program type; the walk reads it as the union of ESTree nodes it allows.
    ast = parse(program, { ecmaVersion: 2022, sourceType: 'script', allowHashBang: false }) as unknown as AnyNode;
  } catch {
    return { safe: false, reason: 'program does not parse' };
  }
  try {
    const declared = collectDeclaredNames(ast);
    for (const name of declared) {
      if (FORBIDDEN_IDENTIFIERS.has(name)) block(`declaring ${name} is not allowed`);
      if (name in GLOBAL_MEMBERS) block(`redeclaring ${name} is not allowed`);
    }
    let count = 0;
    const visit = (node: AnyNode, parent: AnyNode | null): void => {
      if (++count > MAX_NODES) block('program too large');
      checkNode(node, parent, declared);
      for (const key of Object.keys(node)) {
        if (key === 'type' || key === 'start' || key === 'end' || key === 'loc' || key === 'range') continue;
        const child = node[key];
        if (Array.isArray(child)) {
          for (const c of child) if (c && typeof c === 'object' && typeof (c as AnyNode).type === 'string') visit(c as AnyNode, node);
        } else if (child && typeof child === 'object' && typeof (child as AnyNode).type === 'string') {
          visit(child as AnyNode, node);
        }
      }
    };
    visit(ast, null);
    return { safe: true };
  } catch (err) {
    if (err instanceof Blocked) return { safe: false, reason: err.message };
    return { safe: false, reason: 'program could not be checked' };
  }
}
