/**
 * Abstract values: what an expression may evaluate to, as far as one file shows it. This is the lattice the value
 * analysis (values.ts) computes by constant propagation, and the vocabulary the rules decide with.
 *
 * A value records
 * - `m`, the kinds of the pieces it may be assembled from: constant text, "safe" pieces that cannot carry quotes or
 *   metacharacters (numbers, digests, uuids, timestamps), and pieces whose origin is request data (T), the local user
 *   (L: command line, stdin) or unknown (U: parameters, results of unknown calls), each either raw or having passed
 *   through a sanitiser of one kind (shell quoting, HTML escaping, file-name sanitising, URL encoding/validation, SQL
 *   composition);
 * - `consts`, the exact values when finitely many are possible (strings, numbers, booleans, None/null);
 * - `prefix`, constant text every possible value starts with, and `head`, the kinds of the leading piece (to decide who
 *   chooses the scheme and host of a URL);
 * - `refs`, the dotted names a value may refer to (functions, modules, classes, `requests.Session()` results), so a
 *   callee resolves through aliases, tables and reflection with constant names;
 * - the structure of dict/object literals (`keys`, `anyKey`), sequences (`seq` exact, `items` any element);
 * - `dyn`, set when the value was obtained by reflection on a name no constant propagation could fold.
 */

export type Const = string | number | boolean | null;

/**
 * Sanitiser states of a non-constant piece. `uri` is URL component encoding (`encodeURIComponent`, `quote`), which is
 * safe inside a URL, an HTML text node and a file name at once.
 */
export type Sanitiser = 'shell' | 'html' | 'path' | 'url' | 'sql' | 'uri';
const STATES: Array<'raw' | Sanitiser> = ['raw', 'shell', 'html', 'path', 'url', 'sql', 'uri'];
const NSTATES = STATES.length;
/** Whether a piece in `state` is safe for a sink of `kind`. */
const covers = (state: Sanitiser, kind: Sanitiser): boolean =>
  state === kind || (state === 'uri' && (kind === 'url' || kind === 'html' || kind === 'path'));
export type Origin = 'T' | 'L' | 'U';
const ORIGINS: Origin[] = ['T', 'L', 'U'];

export const CONST = 1;
export const SAFE = 2;
const bit = (o: Origin, s: 'raw' | Sanitiser): number => 1 << (2 + ORIGINS.indexOf(o) * NSTATES + STATES.indexOf(s));
/** Every state of one origin. */
const originBits = (o: Origin): number => ((1 << NSTATES) - 1) << (2 + ORIGINS.indexOf(o) * NSTATES);
export const T = originBits('T');
export const L = originBits('L');
export const U = originBits('U');
export const RAW_T = bit('T', 'raw');
export const RAW_L = bit('L', 'raw');
export const RAW_U = bit('U', 'raw');
export const PIECES = T | L | U;
/** Marks an element of `token.split(".")`: a segment of a JWT or other dotted token. */
export const SEG = 1 << 24;
/** Constant text of the value contains an HTML tag (`<p`, `</`, `<!`): the value is markup being assembled. */
export const MARKUP = 1 << 25;
const MARKUP_TEXT = /<[a-zA-Z!/]/;

/** Pieces of the given origins that did not pass through a sanitiser of `kind` (raw, or sanitised for another sink). */
export function unsanitised(m: number, kind: Sanitiser | null, origins: number = PIECES): number {
  let keep = 0;
  for (const o of ORIGINS) {
    const all = originBits(o);
    if (!(origins & all)) continue;
    let safe = 0;
    if (kind) for (const st of STATES) if (st !== 'raw' && covers(st, kind)) safe |= bit(o, st);
    keep |= m & all & ~safe;
  }
  return keep;
}

/** Every non-constant piece passed through a sanitiser of `kind` (constant and safe pieces stay as they are). */
export function sanitise(m: number, kind: Sanitiser): number {
  let out = m & (CONST | SAFE | SEG | MARKUP);
  for (const o of ORIGINS) if (m & originBits(o)) out |= bit(o, kind);
  return out;
}

/** The origin bits of a mask, with every piece raw again (a value derived from it by an unknown function). */
export function rawOrigins(m: number): number {
  let out = 0;
  for (const o of ORIGINS) if (m & originBits(o)) out |= bit(o, 'raw');
  return out;
}

export interface Dyn {
  /** The unfolded name comes (in part) from request data. */
  tainted: boolean;
  /** What was reflected on, for the message: `getattr`, `globals()`, `import_module`, `require`, … */
  via: string;
}

export interface Val {
  m: number;
  head: number;
  prefix: string | null;
  built: boolean;
  consts: ReadonlySet<Const> | null;
  refs: ReadonlySet<string>;
  /** More refs than the cap were joined: the callee set is not known. */
  refsOverflow: boolean;
  /** A namespace (module object, globals, builtins, the JS global object): subscripts on it are reflection. */
  ns: boolean;
  /** Exactly a literal structure (dict/object/list) of this file, possibly with mutations: no other object. */
  struct: boolean;
  /** Obtained from an unknown object by a key that is not a constant (`obj[k]`): a second such step is reflection. */
  computed: boolean;
  keys: ReadonlyMap<string, Val> | null;
  anyKey: Val | null;
  items: Val | null;
  seq: readonly Val[] | null;
  dyn: Dyn | null;
}

const EMPTY_REFS: ReadonlySet<string> = new Set();
export const MAX_CONSTS = 16;
export const MAX_REFS = 64;
export const MAX_STRING = 512;
/** Depth of nested dict/list structure kept; deeper structure is folded into its pieces. */
const MAX_DEPTH = 4;

export const BOTTOM: Val = Object.freeze({
  m: 0,
  head: 0,
  prefix: null,
  built: false,
  consts: new Set<Const>(),
  refs: EMPTY_REFS,
  refsOverflow: false,
  ns: false,
  struct: false,
  computed: false,
  keys: null,
  anyKey: null,
  items: null,
  seq: null,
  dyn: null,
});

export function mk(p: Partial<Val>): Val {
  // Written out field by field: values are built on every evaluation, and a spread of defaults is several times slower.
  return {
    m: p.m ?? 0,
    head: p.head ?? 0,
    prefix: p.prefix ?? null,
    built: p.built ?? false,
    consts: p.consts ?? null,
    refs: p.refs ?? EMPTY_REFS,
    refsOverflow: p.refsOverflow ?? false,
    ns: p.ns ?? false,
    struct: p.struct ?? false,
    computed: p.computed ?? false,
    keys: p.keys ?? null,
    anyKey: p.anyKey ?? null,
    items: p.items ?? null,
    seq: p.seq ?? null,
    dyn: p.dyn ?? null,
  };
}

export const isBottom = (v: Val): boolean =>
  v.m === 0 && v.refs.size === 0 && !v.keys && !v.items && !v.seq && !v.anyKey && !v.dyn && !!v.consts && v.consts.size === 0;

export function constVal(c: Const): Val {
  const m = CONST | (typeof c === 'string' && MARKUP_TEXT.test(c) ? MARKUP : 0);
  return mk({ m, head: CONST, prefix: typeof c === 'string' ? c : null, consts: new Set([c]) });
}

/** An opaque value of the given origin bits (raw), with the names it is known by. */
export function opaque(origin: number, refs: ReadonlySet<string> = EMPTY_REFS): Val {
  const m = rawOrigins(origin) || RAW_U;
  return mk({ m, head: m, refs });
}

export const SAFE_VAL: Val = mk({ m: SAFE, head: SAFE });
/** A boolean computed at run time (a comparison, a test): safe text, value unknown. */
export const BOOL_VAL: Val = mk({ m: SAFE, head: SAFE });

/** The single exact string of a value, or null. */
export function exactString(v: Val): string | null {
  if (!v.consts || v.consts.size !== 1) return null;
  const [c] = v.consts;
  return typeof c === 'string' ? c : null;
}

/** Every exact string of a value (finitely known, all strings), or null. */
export function exactStrings(v: Val): string[] | null {
  if (!v.consts || v.consts.size === 0) return null;
  const out: string[] = [];
  for (const c of v.consts) {
    if (typeof c !== 'string') return null;
    out.push(c);
  }
  return out;
}

function commonPrefix(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return a.slice(0, i);
}

function unionRefs(a: ReadonlySet<string>, b: ReadonlySet<string>): { refs: ReadonlySet<string>; overflow: boolean } {
  if (b.size === 0) return { refs: a, overflow: false };
  if (a.size === 0) return { refs: b, overflow: false };
  const out = new Set(a);
  for (const r of b) {
    if (out.size >= MAX_REFS) return { refs: out, overflow: true };
    out.add(r);
  }
  return { refs: out, overflow: false };
}

export function join(a: Val, b: Val, depth = 0): Val {
  if (a === b || isBottom(b)) return a;
  if (isBottom(a)) return b;
  let consts: Set<Const> | null = null;
  if (a.consts && b.consts) {
    consts = new Set(a.consts);
    for (const c of b.consts) consts.add(c);
    if (consts.size > MAX_CONSTS) consts = null;
  }
  const r = unionRefs(a.refs, b.refs);
  let keys: Map<string, Val> | null = null;
  let anyKey = a.anyKey && b.anyKey ? join(a.anyKey, b.anyKey, depth + 1) : (a.anyKey ?? b.anyKey);
  if (a.keys || b.keys) {
    if (depth >= MAX_DEPTH) {
      // Too deep: the entries are kept only as "some key" so lookups still see them.
      for (const src of [a.keys, b.keys])
        if (src) for (const v of src.values()) anyKey = anyKey ? join(anyKey, flatten(v), depth + 1) : flatten(v);
    } else {
      keys = new Map(a.keys ?? []);
      if (b.keys) for (const [k, v] of b.keys) keys.set(k, keys.has(k) ? join(keys.get(k) as Val, v, depth + 1) : v);
    }
  }
  const items = a.items && b.items ? join(a.items, b.items, depth + 1) : (a.items ?? b.items);
  let seq: Val[] | null = null;
  if (a.seq && b.seq && a.seq.length === b.seq.length && depth < MAX_DEPTH)
    seq = a.seq.map((x, i) => join(x, b.seq?.[i] as Val, depth + 1));
  // Sequences of different shapes keep their elements in `items`.
  const seqItems =
    !seq && (a.seq || b.seq)
      ? [...(a.seq ?? []), ...(b.seq ?? [])].reduce<Val | null>((acc, x) => (acc ? join(acc, x, depth + 1) : x), null)
      : null;
  return {
    m: a.m | b.m,
    head: a.head | b.head,
    prefix: a.prefix !== null && b.prefix !== null ? commonPrefix(a.prefix, b.prefix) : null,
    built: a.built || b.built,
    consts,
    refs: r.refs,
    refsOverflow: a.refsOverflow || b.refsOverflow || r.overflow,
    ns: a.ns || b.ns,
    struct: a.struct && b.struct,
    computed: a.computed || b.computed,
    keys,
    anyKey,
    items: seqItems ? (items ? join(items, seqItems, depth + 1) : seqItems) : items,
    seq,
    dyn: a.dyn && b.dyn ? { tainted: a.dyn.tainted || b.dyn.tainted, via: a.dyn.via } : (a.dyn ?? b.dyn),
  };
}

/** A value without structure: its pieces and names only (what a deep value degrades to). */
export function flatten(v: Val): Val {
  if (!v.keys && !v.items && !v.seq && !v.anyKey) return v;
  let m = v.m;
  for (const part of [v.anyKey, v.items, ...(v.seq ?? []), ...(v.keys?.values() ?? [])]) if (part) m |= flatten(part).m;
  return mk({ m, head: v.head, prefix: v.prefix, built: v.built, refs: v.refs, refsOverflow: v.refsOverflow, ns: v.ns, dyn: v.dyn });
}

/** A literal structure's value (dict/object/list contents): lookups on it see only what it lists. */
export function struct(p: Partial<Val>): Val {
  // Not `mk({ ...p, struct: true })`: spreading literals of varying shapes into a new one is several times slower.
  const v = mk(p);
  v.struct = true;
  return v;
}

/** Structural equality, to detect the fixpoint. */
export function same(a: Val, b: Val, depth = 0): boolean {
  if (a === b) return true;
  if (
    a.m !== b.m ||
    a.head !== b.head ||
    a.prefix !== b.prefix ||
    a.built !== b.built ||
    a.ns !== b.ns ||
    a.struct !== b.struct ||
    a.computed !== b.computed
  )
    return false;
  if (a.refsOverflow !== b.refsOverflow || a.refs.size !== b.refs.size || !!a.dyn !== !!b.dyn) return false;
  if (a.dyn && b.dyn && a.dyn.tainted !== b.dyn.tainted) return false;
  if ((a.consts === null) !== (b.consts === null)) return false;
  if (a.consts && b.consts) {
    if (a.consts.size !== b.consts.size) return false;
    for (const c of a.consts) if (!b.consts.has(c)) return false;
  }
  for (const r of a.refs) if (!b.refs.has(r)) return false;
  if (depth > MAX_DEPTH + 1) return true;
  const opt = (x: Val | null, y: Val | null) => (x === null ? y === null : y !== null && same(x, y, depth + 1));
  if (!opt(a.anyKey, b.anyKey) || !opt(a.items, b.items)) return false;
  if ((a.keys === null) !== (b.keys === null) || (a.seq === null) !== (b.seq === null)) return false;
  if (a.keys && b.keys) {
    if (a.keys.size !== b.keys.size) return false;
    for (const [k, v] of a.keys) {
      const w = b.keys.get(k);
      if (!w || !same(v, w, depth + 1)) return false;
    }
  }
  if (a.seq && b.seq) {
    if (a.seq.length !== b.seq.length) return false;
    for (let i = 0; i < a.seq.length; i++) if (!same(a.seq[i] as Val, b.seq[i] as Val, depth + 1)) return false;
  }
  return true;
}

/** Gives up precision after too many changes of one variable, so every fixpoint ends: pieces and names only. */
export function widen(v: Val): Val {
  const f = flatten(v);
  return { ...f, consts: null, prefix: null, struct: false, m: f.m | RAW_U | (f.consts && f.consts.size > 0 ? CONST : 0) };
}

function stringOf(c: Const, python: boolean): string {
  if (c === null) return python ? 'None' : 'null';
  if (typeof c === 'boolean') return python ? (c ? 'True' : 'False') : String(c);
  return String(c);
}

/** `a + b` on text: pieces of both, exact values when both are exactly known. */
export function concat(parts: Val[], python: boolean): Val {
  if (parts.length === 0) return constVal('');
  let m = 0;
  let head = 0;
  let prefix: string | null = '';
  let prefixOpen = true;
  let consts: Set<Const> | null = new Set(['']);
  let dyn: Dyn | null = null;
  let firstNonEmpty = true;
  for (const p of parts) {
    m |= p.m;
    dyn = dyn ?? p.dyn;
    if (firstNonEmpty) {
      head |= p.head || p.m;
      // An exactly empty piece leaves the head to the next piece.
      if (!(exactString(p) === '')) firstNonEmpty = false;
    }
    if (prefixOpen) {
      const one =
        exactString(p) ??
        (p.consts?.size === 1 && typeof [...p.consts][0] !== 'string' ? stringOf([...p.consts][0] as Const, python) : null);
      if (one !== null) prefix += one;
      else {
        const strs = exactStrings(p);
        if (strs) prefix += strs.reduce((acc, s) => commonPrefix(acc, s));
        else if (p.prefix !== null) prefix += p.prefix;
        else if (prefix === '') prefix = null; // no constant text leads: nothing to say about the start
        prefixOpen = false;
      }
    }
    if (consts) {
      if (!p.consts || p.consts.size === 0) consts = null;
      else {
        const next = new Set<Const>();
        for (const a of consts)
          for (const b of p.consts) {
            const s = String(a) + stringOf(b, python);
            if (s.length > MAX_STRING) {
              consts = null;
              break;
            }
            next.add(s);
          }
        if (consts) consts = next.size > MAX_CONSTS ? null : next;
      }
    }
  }
  if (prefix !== null && prefix.length > MAX_STRING) prefix = prefix.slice(0, MAX_STRING);
  return mk({ m: m || CONST, head: head || CONST, prefix, built: true, consts, dyn });
}

/** Exact strings mapped through `f` (decoders, case changes), or the value's pieces when they are not exactly known. */
export function mapExact(v: Val, f: (s: string) => string | null): Val {
  const strs = exactStrings(v);
  if (!strs) return mk({ m: v.m, head: v.head, built: v.built, dyn: v.dyn });
  const out = new Set<Const>();
  for (const s of strs) {
    const r = f(s);
    if (r === null) return mk({ m: v.m, head: v.head, built: v.built });
    out.add(r);
  }
  const list = [...out] as string[];
  const markup = list.some((x) => MARKUP_TEXT.test(x)) ? MARKUP : 0;
  return mk({ m: CONST | markup, head: CONST, consts: out, prefix: list.reduce((a, b) => commonPrefix(a, b)) });
}

/**
 * True when constant text at the start of a URL already fixes where it goes: `scheme://host` followed by `/`, `?` or
 * `#`; an absolute path `/x` (not `//` or `/\`); a relative path; `mailto:`/`tel:`. Text after it cannot move the
 * request or redirect to another host.
 */
export function originFixed(prefix: string): boolean {
  if (/^[a-z][a-z0-9+.-]*:\/\/[^/?#\\@\s]+[/?#]/i.test(prefix)) return true;
  if (/^\/[^/\\]/.test(prefix)) return true;
  if (/^(mailto|tel|sms):/i.test(prefix)) return true;
  // A relative reference: its first segment ends before any scheme separator.
  return /^(\.{1,2}\/|[?#]|[^/\\:?#\s]+[/?#])/.test(prefix);
}

/**
 * Whether request data may choose the scheme and host of a URL value: it has request pieces that were neither URL
 * encoded nor validated, and either the first piece is one of them or the constant text before them does not fix the
 * origin (`https://` + host).
 */
export function requestChoosesOrigin(v: Val): boolean {
  const tainted = unsanitised(v.m, 'url', T);
  if (!tainted) return false;
  if (unsanitised(v.head, 'url', T)) return true;
  return v.prefix !== null && !originFixed(v.prefix);
}
