import type { Node } from 'web-tree-sitter';
import { positionalArguments, staticString } from '../syntax.ts';
import type { Rule, ScanContext, Severity } from '../types.ts';
import { exactStrings, PIECES, SEG, type Val } from '../value.ts';
import { cap, flagValue, flowsInto, onCall, PASSWORD_NAME, secretUse, snake, timeClaimsOnly } from './common.ts';
import { isFalsy, keywordFlag, PY_CALL } from './python-injection.ts';

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
/** Ciphers broken or too small for any new use (pycryptodome / PyCrypto modules, cryptography algorithms). */
const WEAK_CIPHER =
  /^(Crypto|Cryptodome)\.Cipher\.(DES|ARC2|ARC4|Blowfish|CAST|XOR)\.new$|(^|\.)algorithms\.(ARC4|TripleDES|Blowfish|IDEA|CAST5|SEED)$/;
const ECB = /(^|\.)(MODE_ECB|modes\.ECB)(\(\))?$/;
const HTTP_CLIENT_ROOTS = /^(requests|httpx|aiohttp|urllib3)\./;
const HTTP_METHODS = /\.(get|post|put|patch|delete|head|options|request|send|stream|Client|AsyncClient|Session)$/;
const SESSION = /^(requests|httpx)\.(Session|session|Client|AsyncClient)\(\)$/;
const RANDOM_FUNCTIONS = [
  'random',
  'randint',
  'randrange',
  'choice',
  'choices',
  'sample',
  'getrandbits',
  'uniform',
  'shuffle',
  'randbytes',
];
/** The random module's functions and the methods of its Mersenne Twister instances (`random.Random(seed)`). */
const RANDOM = [
  ...RANDOM_FUNCTIONS.map((f) => `random.${f}`),
  ...RANDOM_FUNCTIONS.map((f) => `random.Random().${f}`),
  // NumPy's generators are Mersenne Twister / PCG64 too: predictable from their output.
  ...['randint', 'choice', 'random', 'rand', 'bytes', 'random_sample', 'permutation', 'shuffle'].map((f) => `numpy.random.${f}`),
];

/** The numeric value of a file mode: integer literals (0o777, 0x1ff, 511) and `stat.S_*` constants joined with `|`. */
const STAT: Record<string, number> = {
  S_IRWXU: 0o700,
  S_IRUSR: 0o400,
  S_IWUSR: 0o200,
  S_IXUSR: 0o100,
  S_IRWXG: 0o070,
  S_IRGRP: 0o040,
  S_IWGRP: 0o020,
  S_IXGRP: 0o010,
  S_IRWXO: 0o007,
  S_IROTH: 0o004,
  S_IWOTH: 0o002,
  S_IXOTH: 0o001,
};
function modeValue(n: Node | null | undefined, ctx: ScanContext, depth = 0): number | null {
  if (!n || depth > 16) return null;
  if (n.type === 'integer') {
    const t = n.text.toLowerCase().replace(/_/g, '');
    const v = t.startsWith('0o') ? Number.parseInt(t.slice(2), 8) : t.startsWith('0x') ? Number.parseInt(t.slice(2), 16) : Number(t);
    return Number.isFinite(v) ? v : null;
  }
  if (n.type === 'binary_operator' && n.childForFieldName('operator')?.text === '|') {
    const l = modeValue(n.childForFieldName('left'), ctx, depth + 1);
    const r = modeValue(n.childForFieldName('right'), ctx, depth + 1);
    return l === null || r === null ? null : l | r;
  }
  if (n.type === 'parenthesized_expression') return modeValue(n.namedChild(0), ctx, depth + 1);
  // "SHARED_MODE = stat.S_IRWXU | stat.S_IRWXG | stat.S_IRWXO": a name bound once is the expression bound to it.
  if (n.type === 'identifier') {
    const bound = ctx.valueOf(n);
    if (bound) {
      const folded = modeValue(bound, ctx, depth + 1);
      if (folded !== null) return folded;
    }
  }
  const v = ctx.value(n);
  if (v.consts?.size === 1) {
    const [c] = v.consts;
    if (typeof c === 'number') return c;
  }
  const name = ctx.resolve(n);
  const m = name ? /(?:^|\.)(S_I\w+)$/.exec(name) : null;
  return m ? (STAT[m[1] as string] ?? null) : null;
}

/**
 * PyJWT/python-jose `decode` with verification switched off (verify=False, `verify_signature`/`verify_exp`/… False,
 * algorithm "none"), or with a verification flag that is not a constant (recorded as unresolved: the answer is partial).
 */
function jwtUnverified(call: Node, ctx: ScanContext): boolean {
  const verify = keywordFlag(call, 'verify', ctx);
  if (verify?.canBeFalse) {
    if (verify.known) return true;
    ctx.unresolved(call, 'security_flag', 'verify= of a JWT decode is not a constant');
    return false;
  }
  const options = ctx.keywordValue(call, 'options');
  if (options === 'unknown' || (options && !options.struct)) {
    ctx.unresolved(call, 'security_flag', 'options= of a JWT decode is not a constant');
    return false;
  }
  for (const [key, v] of options?.keys ?? []) {
    if (!/^verify_(signature|exp|aud|iss)$/.test(key)) continue;
    const flag = flagValue(v);
    if (flag.known && flag.canBeFalse) return true;
    if (!flag.known) {
      ctx.unresolved(call, 'security_flag', `${key} of a JWT decode is not a constant`);
      return false;
    }
  }
  const algorithms = ctx.keywordValue(call, 'algorithms');
  if (!algorithms || algorithms === 'unknown') return false;
  const names = [...(algorithms.seq ?? []), ...(algorithms.items ? [algorithms.items] : [])].flatMap((x) => exactStrings(x) ?? []);
  return names.some((a) => a.toLowerCase() === 'none');
}

/** An unverified JWT's claims used for anything but its time claims is authentication on unverified data. */
const jwtSeverity = (call: Node, ctx: ScanContext): Severity => (timeClaimsOnly(call, ctx) ? 'medium' : 'high');

/** A `verify=`-style TLS flag: false → a finding; not a constant → unresolved (partial); true or a CA path → fine. */
export function tlsFlagOff(v: Val | 'unknown' | null, at: Node, what: string, ctx: ScanContext): boolean {
  if (v === null) return false;
  if (v !== 'unknown') {
    // None means "the default" (verification on) to requests and httpx; False, 0 and "" switch it off.
    const consts = v.consts ? [...v.consts].filter((c) => c !== null) : null;
    if (consts && consts.length === 0) return false;
    const flag = flagValue(consts ? { ...v, consts: new Set(consts) } : v);
    if (flag.known) return flag.canBeFalse;
    // A CA bundle path read from the environment is a string: verification stays on.
    if (v.refs.size > 0 && [...v.refs].every((r) => /^os\.(environ\.\w+|getenv\(\)|environ\.get\(\))$/.test(r))) return false;
    // A CA bundle path or context computed at run time is still verification on.
    if ([...v.refs].some((r) => /^(certifi\.where\(\)|ssl\.create_default_context\(\)|ssl\.SSLContext\(\))$/.test(r))) return false;
  }
  ctx.unresolved(at, 'security_flag', `${what} is not a constant: certificate verification may be off`);
  return false;
}

/** `name = mktemp()` later opened for writing in the same function (`open(name, "w")`, `os.open`, `Path(name).write_…`). */
function writtenLater(call: Node, ctx: ScanContext): boolean {
  const name = ctx.destination(call);
  const scope = ctx.enclosingFunction(call)?.node.text ?? call.tree.rootNode.text;
  if (!name || !/^\w+$/.test(name)) return false;
  ctx.spend();
  const open = new RegExp(`\\bopen\\(\\s*${name}\\s*,\\s*(?:mode\\s*=\\s*)?[rbuf]?["'][^"']*[wax+]`);
  const other = new RegExp(`\\bos\\.open\\(\\s*${name}\\b|\\bPath\\(\\s*${name}\\s*\\)\\.(write_text|write_bytes|touch)\\b`);
  return open.test(scope) || other.test(scope);
}

/** `h = hashlib.new(...)` / `h = md5()` later fed a password with `h.update(…password…)` in the same function. */
function updatedWithPassword(call: Node, ctx: ScanContext): boolean {
  const name = ctx.destination(call);
  const fn = ctx.enclosingFunction(call);
  if (!name || !/^\w+$/.test(name) || !fn) return false;
  const re = new RegExp(`\\b${name}\\.update\\(([^)]*)\\)`, 'g');
  for (const m of fn.node.text.matchAll(re)) {
    ctx.spend();
    for (const id of (m[1] as string).match(/[A-Za-z_]\w*/g) ?? []) if (PASSWORD_NAME.test(snake(id))) return true;
  }
  return false;
}

export const PY_CRYPTO_RULES: Rule[] = [
  {
    id: 'py.weak-hash',
    type: 'weak_hash',
    severity: 'medium',
    cwe: 'CWE-328',
    query: PY_CALL,
    message: 'MD5/SHA-1 are broken for security use (signatures, passwords, tokens)',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const fn = ctx.resolve(cap(c, 'fn'));
      if (!call || !fn || !(WEAK_HASHES.includes(fn) || fn === 'hashlib.new')) return false;
      const args = positionalArguments(call);
      if (fn === 'hashlib.new') {
        const nameNode = args[0] ?? ctx.keyword(call, 'name');
        const names = nameNode ? (exactStrings(ctx.value(nameNode)) ?? [staticString(nameNode) ?? '']) : [];
        if (!names.some((n) => WEAK_HASH_NAMES.test(n))) return false;
      }
      // usedforsecurity=False (3rd positional of hashlib.new, 2nd of the named constructors) marks a non-security use.
      const usedForSecurity = ctx.keyword(call, 'usedforsecurity') ?? args[fn === 'hashlib.new' ? 2 : 1] ?? null;
      if (isFalsy(usedForSecurity)) return false;
      return flowsInto(call, ctx, PASSWORD_NAME) || updatedWithPassword(call, ctx) ? 'high' : 'medium';
    },
  },
  {
    id: 'py.weak-cipher',
    type: 'weak_crypto',
    severity: 'high',
    cwe: 'CWE-327',
    query: PY_CALL,
    message: 'Broken cipher (DES, RC4, Blowfish, 3DES) or ECB mode, which leaks patterns of the plaintext',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const fn = ctx.resolve(cap(c, 'fn')) ?? '';
      if (!call) return false;
      if (WEAK_CIPHER.test(fn) || ECB.test(fn)) return true;
      if (!/^(Crypto|Cryptodome)\.Cipher\.\w+\.new$/.test(fn)) return false;
      const mode = positionalArguments(call)[1] ?? ctx.keyword(call, 'mode');
      return !!mode && ECB.test(ctx.resolve(mode) ?? '');
    },
  },
  {
    id: 'py.insecure-random',
    type: 'insecure_random',
    severity: 'high',
    cwe: 'CWE-338',
    query: PY_CALL,
    message: 'random module used for a security value; use the secrets module',
    predicate: onCall(RANDOM, (call, _fn, ctx) => secretUse(call, ctx)),
  },
  {
    id: 'py.tls.verify-false',
    type: 'tls_verification_disabled',
    severity: 'high',
    cwe: 'CWE-295',
    query: PY_CALL,
    message: 'TLS certificate verification disabled (verify=False)',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const fn = ctx.resolve(cap(c, 'fn')) ?? '';
      if (!call || !(HTTP_CLIENT_ROOTS.test(fn) || HTTP_METHODS.test(fn))) return false;
      if (/(^|\.)(jwt|jose\.jwt)\.decode$/.test(fn)) return false; // reported as JWT verification
      if (/^aiohttp\./.test(fn)) {
        const ssl = ctx.keywordValue(call, 'ssl') ?? ctx.keywordValue(call, 'verify_ssl');
        if (ssl === null || ssl === 'unknown') return false;
        const flag = flagValue(ssl);
        return flag.known && flag.canBeFalse;
      }
      return tlsFlagOff(ctx.keywordValue(call, 'verify'), call, 'verify=', ctx);
    },
  },
  {
    id: 'py.tls.session-verify',
    type: 'tls_verification_disabled',
    severity: 'high',
    cwe: 'CWE-295',
    message: 'TLS certificate verification disabled for every request of an HTTP session (session.verify = False)',
    query: '(assignment left: (attribute object: _ @obj attribute: (identifier) @a (#eq? @a "verify")) right: _ @v) @match',
    predicate: (c, ctx) => {
      const obj = cap(c, 'obj');
      const v = cap(c, 'v');
      const at = cap(c, 'match');
      if (!obj || !v || !at) return false;
      if (!(SESSION.test(ctx.resolve(obj) ?? '') || /(^|_)(session|sess|client|http|s)$/.test(snake(obj.text)))) return false;
      return isFalsy(v) || tlsFlagOff(ctx.flagValue(v), at, 'session.verify', ctx);
    },
  },
  {
    id: 'py.tls.unverified-context',
    type: 'tls_verification_disabled',
    severity: 'high',
    cwe: 'CWE-295',
    query: PY_CALL,
    message: 'TLS context or socket that does not verify certificates',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const fn = ctx.resolve(cap(c, 'fn')) ?? '';
      if (!call) return false;
      if (fn === 'ssl._create_unverified_context' || fn === 'ssl._create_stdlib_context') return true;
      if (!/^(ssl|urllib3|requests|http|socket)\.|(^|\.)(wrap_socket|PoolManager|ProxyManager|HTTPSConnectionPool|SSLContext)$/.test(fn))
        return false;
      const reqs = ctx.keyword(call, 'cert_reqs');
      if (!reqs) return false;
      return (
        ctx.resolveAll(reqs).some((n) => /CERT_NONE$/.test(n)) ||
        (exactStrings(ctx.value(reqs)) ?? []).some((s) => /CERT_NONE|^none$/i.test(s))
      );
    },
  },
  {
    id: 'py.tls.default-context-patched',
    type: 'tls_verification_disabled',
    severity: 'high',
    cwe: 'CWE-295',
    message: 'The default HTTPS context is replaced by an unverified one (every urllib/http.client request skips verification)',
    query: '(assignment left: (attribute attribute: (identifier) @a (#eq? @a "_create_default_https_context")) right: _ @v) @match',
    predicate: (c, ctx) => ctx.resolveAll(cap(c, 'v')).some((n) => /(^|\.)_create_unverified_context$/.test(n)),
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
      if (a === 'verify_mode') return ctx.resolveAll(v).some((n) => n.endsWith('CERT_NONE'));
      if (a !== 'check_hostname' || !v) return false;
      const flag = flagValue(ctx.flagValue(v));
      return isFalsy(v) || (flag.known && flag.canBeFalse);
    },
  },
  {
    id: 'py.ssh.auto-add-host-key',
    type: 'ssh_host_key_unverified',
    severity: 'high',
    cwe: 'CWE-295',
    message: 'SSH client accepts unknown host keys (AutoAddPolicy/WarningPolicy), so a man in the middle is trusted',
    query: '(call function: (attribute attribute: (identifier) @m (#eq? @m "set_missing_host_key_policy"))) @match',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const policy = call ? positionalArguments(call)[0] : undefined;
      return !!policy && /(^|\.)(AutoAddPolicy|WarningPolicy)(\(\))?$/.test(ctx.resolve(policy) ?? '');
    },
  },
  {
    id: 'py.jwt.unverified',
    type: 'jwt_verification_disabled',
    severity: 'high',
    cwe: 'CWE-347',
    query: PY_CALL,
    message:
      'JWT claims used without verifying the signature (verify=False, verify_signature False, algorithm "none", get_unverified_claims)',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const fn = ctx.resolve(cap(c, 'fn')) ?? '';
      if (!call) return false;
      if (/^(jose\.jwt\.get_unverified_claims|jwt\.get_unverified_claims|jose\.jws\.get_unverified_claims)$/.test(fn))
        return jwtSeverity(call, ctx);
      if (!/^(jwt\.decode|jwt\.decode_complete|jose\.jwt\.decode|jwt\.api_jwt\.decode|jwt\.PyJWT\(\)\.decode)$/.test(fn)) return false;
      return jwtUnverified(call, ctx) ? jwtSeverity(call, ctx) : false;
    },
  },
  {
    // A token "signed" with the none algorithm carries no signature: anyone can write one the verifier then accepts
    // if it allows none, and nothing proves who issued this one.
    id: 'py.jwt.sign-none',
    type: 'jwt_verification_disabled',
    severity: 'high',
    cwe: 'CWE-347',
    query: PY_CALL,
    message: 'JWT issued with algorithm "none": the token carries no signature',
    predicate: onCall(['jwt.encode', 'jose.jwt.encode', 'jwt.api_jwt.encode', 'jwt.PyJWT().encode'], (call, _fn, ctx) => {
      const alg = ctx.keywordValue(call, 'algorithm');
      if (!alg || alg === 'unknown') return false;
      return (exactStrings(alg) ?? []).some((a) => a.toLowerCase() === 'none');
    }),
  },
  {
    id: 'py.jwt.manual-decode',
    type: 'jwt_verification_disabled',
    severity: 'high',
    cwe: 'CWE-347',
    query: PY_CALL,
    message: 'A token segment (token.split(".")[1]) is base64-decoded by hand: its claims are read without any signature check',
    predicate: onCall(
      ['base64.urlsafe_b64decode', 'base64.b64decode', 'base64.standard_b64decode', 'base64.decodebytes', 'binascii.a2b_base64'],
      (call, _fn, ctx) => {
        const a = positionalArguments(call)[0];
        if (!a) return false;
        const m = ctx.value(a).m;
        return (m & SEG) !== 0 && (m & PIECES) !== 0;
      },
    ),
  },
  {
    id: 'py.permissions.chmod',
    type: 'insecure_permissions',
    severity: 'high',
    cwe: 'CWE-732',
    query: PY_CALL,
    message: 'File made writable by every user (world-writable mode such as 0o777)',
    predicate: (c, ctx) => {
      const call = cap(c, 'match');
      const fnNode = cap(c, 'fn');
      const fn = ctx.resolve(fnNode) ?? '';
      if (!call) return false;
      let mode: Node | null | undefined;
      if (/^os\.(chmod|fchmod|lchmod)$/.test(fn)) mode = positionalArguments(call)[1] ?? ctx.keyword(call, 'mode');
      else if (fnNode?.type === 'attribute' && fnNode.childForFieldName('attribute')?.text === 'chmod')
        mode = positionalArguments(call)[0] ?? ctx.keyword(call, 'mode');
      else return false;
      const value = modeValue(mode, ctx);
      // A mode the file does not fix may make the file world-writable: not proven safe (partial), never passed over.
      if (value === null) {
        if (mode) ctx.unresolved(call, 'security_flag', 'the mode given to chmod is not a constant of this file');
        return false;
      }
      if (value & 0o002) return 'high';
      return value & 0o030 ? 'medium' : false;
    },
  },
  {
    id: 'py.tempfile.mktemp',
    type: 'insecure_temp_file',
    severity: 'medium',
    cwe: 'CWE-377',
    query: PY_CALL,
    message: 'tempfile.mktemp is race-prone; use NamedTemporaryFile or mkstemp',
    // High when the name is then opened for writing in the same function: between mktemp and that open another user
    // can create the name as a symlink, and the write goes where they point it (CWE-377/CWE-367).
    predicate: onCall(['tempfile.mktemp', 'os.tempnam', 'os.tmpnam'], (call, _fn, ctx) => (writtenLater(call, ctx) ? 'high' : 'medium')),
  },
  {
    id: 'py.cleartext-protocol',
    type: 'cleartext_transport',
    severity: 'medium',
    cwe: 'CWE-319',
    query: PY_CALL,
    message: 'Telnet/FTP send credentials and data in clear text; use SSH/SFTP or FTP over TLS',
    predicate: onCall(['telnetlib.Telnet', 'ftplib.FTP'], () => true),
  },
];
