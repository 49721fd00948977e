/**
 * "Safe" is a proof obligation (issue 25): callees reached through computed names, sink arguments assembled from
 * pieces and security flags fed by variables are resolved by constant propagation, or the answer is partial. Each
 * case below states one mechanism; vulnerable and safe shapes side by side.
 */
import { describe, expect, it } from 'vitest';
import { createCodeEngine } from './engine.ts';
import { nodeCodeRuntime } from './test-support/node-wasm.ts';

const engine = createCodeEngine(nodeCodeRuntime());

type Answer = 'safe' | 'partial' | `${string}:${'critical' | 'high' | 'medium' | 'low'}`;

/** The answer in one word: safe, partial (unresolved), or the most severe finding's family and severity. */
async function answer(code: string, language = 'python'): Promise<Answer> {
  const r = await engine.verifyCode({ code, language });
  const serious = r.vulnerabilities.filter((v) => v.severity === 'critical' || v.severity === 'high');
  if (serious.length > 0) return `${serious[0]?.type}:${serious[0]?.severity}` as Answer;
  if (r.analysis === 'partial') return 'partial';
  return 'safe';
}

const py = (...lines: string[]) => lines.join('\n');

describe('Python: callees named by strings are folded, or the answer is partial', () => {
  it('folds names built by concatenation, join, reversal, rot13, base64, hex and chr', async () => {
    for (const name of [
      '"ev" + "al"',
      '"".join(["e", "v", "a", "l"])',
      '"lave"[::-1]',
      '"".join(reversed("lave"))',
      'codecs.decode("riny", "rot_13")',
      'base64.b64decode("ZXZhbA==").decode()',
      'bytes.fromhex("6576616c").decode()',
      'chr(101) + chr(118) + chr(97) + chr(108)',
      '"%s%s" % ("ev", "al")',
      '"{}{}".format("ev", "al")',
    ]) {
      const code = py('import base64, builtins, codecs, sys', `NAME = ${name}`, 'fn = getattr(builtins, NAME)', 'fn(sys.stdin.read())');
      expect(await answer(code), name).toBe('code_injection:critical');
    }
  });

  it('follows tables, tuple unpacking, lambdas, globals() and module namespaces', async () => {
    expect(await answer(py('import sys', 'OPS = {"run": eval, "show": print}', 'OPS[sys.argv[1]](sys.argv[2])'))).toBe(
      'code_injection:critical',
    );
    expect(await answer(py('import sys', 'run, show = exec, print', 'run(sys.stdin.read())'))).toBe('code_injection:critical');
    expect(await answer(py('import os', 'CMDS = [os.system, print]', 'CMDS[0](input())'))).toBe('command_injection:critical');
    expect(await answer(py('globals()["__builtins__"]["exec"](payload)'))).toBe('code_injection:critical');
    expect(await answer(py('import importlib', 'm = importlib.import_module("sub" + "process")', 'm.run(cmd, shell=True)'))).toBe(
      'command_injection:critical',
    );
    expect(await answer(py('import os', 'run = os.system', 'def go(c):', '    run(c)'))).toBe('command_injection:critical');
  });

  it('request data naming the callee is unsafe reflection; other unfolded names leave the analysis partial', async () => {
    expect(await answer(py('from flask import request', 'import importlib', 'importlib.import_module(request.args["m"]).run()'))).toBe(
      'unsafe_reflection:critical',
    );
    expect(await answer(py('def call(obj, name, *a):', '    return getattr(obj, name)(*a)'))).toBe('partial');
    expect(await answer(py('def dispatch(name, arg):', '    return globals()[name](arg)'))).toBe('partial');
    expect(await answer(py('import functools', 'def deep(obj, path):', '    return functools.reduce(getattr, path.split("."), obj)'))).toBe(
      'partial',
    );
    expect(await answer(py('import os', 'list(map(os.system, commands))'))).toBe('partial');
  });

  it('resolves what ordinary code does with names: literals, own tables, prefixes, allow-lists', async () => {
    expect(await answer(py('def to_json(o):', '    return getattr(o, "to_dict")()'))).toBe('safe');
    expect(
      await answer(py('class V:', '    def visit(self, node):', '        return getattr(self, "visit_" + type(node).__name__)(node)')),
    ).toBe('safe');
    expect(
      await answer(
        py('def a(x): return x', 'def b(x): return -x', 'HANDLERS = {"a": a, "b": b}', 'def run(k, x):', '    return HANDLERS[k](x)'),
      ),
    ).toBe('safe');
    expect(
      await answer(
        py(
          'import importlib',
          'ALLOWED = {"csv", "json"}',
          'def load(kind):',
          '    if kind not in ALLOWED:',
          '        raise ValueError(kind)',
          '    return importlib.import_module(kind).loads',
        ),
      ),
    ).toBe('safe');
    expect(
      await answer(py('import importlib', 'def plugin(name):', '    return importlib.import_module(f"app.plugins.{name}").main()')),
    ).toBe('safe');
  });
});

describe('Python: sink arguments assembled from pieces', () => {
  it('SQL built by join, +=, format or a helper is SQL injection; placeholders, numbers and constant maps are not', async () => {
    expect(
      await answer(
        py(
          'def q(cur, tags):',
          '    sql = "SELECT id FROM t WHERE 1=0"',
          '    for t in tags:',
          '        sql += " OR tag = \'" + t + "\'"',
          '    cur.execute(sql)',
        ),
      ),
    ).toBe('sql_injection:high');
    expect(await answer(py('def q(cur, where):', '    cur.execute(" ".join(["SELECT * FROM t WHERE", where]))'))).toBe(
      'sql_injection:high',
    );
    expect(
      await answer(py('def build(n):', '    return "SELECT * FROM t WHERE n = \'%s\'" % n', 'def q(cur, n):', '    cur.execute(build(n))')),
    ).toBe('sql_injection:high');
    expect(
      await answer(
        py('def q(cur, ids):', '    marks = ",".join("?" for _ in ids)', '    cur.execute(f"SELECT * FROM t WHERE id IN ({marks})", ids)'),
      ),
    ).toBe('safe');
    expect(await answer(py('def q(cur, n):', '    n = int(n)', '    cur.execute(f"SELECT * FROM t LIMIT {n}")'))).toBe('safe');
    expect(
      await answer(
        py(
          'ORDER = {"new": "created DESC", "old": "created ASC"}',
          'def q(cur, k):',
          '    cur.execute("SELECT * FROM t ORDER BY " + ORDER.get(k, "created DESC"))',
        ),
      ),
    ).toBe('safe');
    expect(
      await answer(
        py(
          'COLS = ("a", "b")',
          'def q(cur):',
          '    parts = []',
          '    for c in COLS:',
          '        parts.append(f"{c} = %s")',
          '    cur.execute("SELECT * FROM t WHERE " + " AND ".join(parts), (1, 2))',
        ),
      ),
    ).toBe('safe');
  });

  it('shell commands from constants (also through tables and f-strings of constants) are low, not critical', async () => {
    expect(await answer(py('import os', 'CMDS = {"a": "uptime", "b": "df -h"}', 'def run(k):', '    os.system(CMDS[k])'))).toBe('safe');
    expect(await answer(py('import subprocess', 'DIR = "/srv"', 'subprocess.run(f"tar -czf {DIR}/x.tgz {DIR}/data", shell=True)'))).toBe(
      'safe',
    );
    expect(
      await answer(
        py('import subprocess, shlex', 'def grep(term):', '    subprocess.run(f"grep -F {shlex.quote(term)} /var/log/x", shell=True)'),
      ),
    ).toBe('safe');
    expect(await answer(py('import subprocess', 'def grep(term):', '    subprocess.run(f"grep -F {term} /var/log/x", shell=True)'))).toBe(
      'command_injection:critical',
    );
  });
});

describe('Python: security flags are constants, or the answer is partial', () => {
  it('verify= through constants, dicts, negation and defaults', async () => {
    expect(await answer(py('import requests', 'VERIFY = False', 'requests.get(u, verify=VERIFY)'))).toBe('tls_verification_disabled:high');
    expect(await answer(py('import requests', 'CFG = {"verify": False}', 'requests.get(u, verify=CFG["verify"])'))).toBe(
      'tls_verification_disabled:high',
    );
    expect(await answer(py('import requests', 'INSECURE = True', 'requests.get(u, verify=not INSECURE)'))).toBe(
      'tls_verification_disabled:high',
    );
    expect(await answer(py('import requests', 'CFG = {}', 'requests.get(u, verify=CFG.get("verify", False))'))).toBe(
      'tls_verification_disabled:high',
    );
    expect(await answer(py('import requests', 'CA = "/etc/ssl/ca.pem"', 'requests.get(u, verify=CA)'))).toBe('safe');
    expect(await answer(py('import os, requests', 'requests.get(u, verify=os.environ["CA_BUNDLE"])'))).toBe('safe');
    expect(await answer(py('import requests', 'def get(u, verify):', '    return requests.get(u, verify=verify)'))).toBe('partial');
  });

  it('shell= through a dict that is updated later; an unknown shell flag with a dynamic command is partial', async () => {
    expect(
      await answer(
        py('import subprocess', 'OPTS = dict(check=True)', 'OPTS.update({"shell": True})', 'def run(c):', '    subprocess.run(c, **OPTS)'),
      ),
    ).toBe('command_injection:critical');
    expect(await answer(py('import subprocess', 'def run(c, **kw):', '    subprocess.run(c, **kw)'))).toBe('partial');
    expect(await answer(py('import subprocess', 'def run(c, **kw):', '    subprocess.run(["ls", "-l"], **kw)'))).toBe('safe');
  });

  it('the default HTTPS context replaced by an unverified one', async () => {
    expect(await answer(py('import ssl', 'ssl._create_default_https_context = ssl._create_unverified_context'))).toBe(
      'tls_verification_disabled:high',
    );
  });
});

describe('Python: request data choosing a redirect or request host; JWT claims without verification', () => {
  it('open redirect and SSRF only when request data decides the scheme and host', async () => {
    const flask = 'from flask import Flask, redirect, request, url_for\nimport requests\napp = Flask(__name__)\n@app.get("/x")\ndef x():\n';
    expect(await answer(`${flask}    return redirect(request.args["next"])`)).toBe('open_redirect:high');
    expect(await answer(`${flask}    return redirect(f"https://{request.args['t']}.example.com/")`)).toBe('open_redirect:high');
    expect(await answer(`${flask}    return redirect("/profile/" + request.args["id"])`)).toBe('safe');
    expect(await answer(`${flask}    return redirect(url_for("home", next=request.args["n"]))`)).toBe('safe');
    expect(await answer(`${flask}    return requests.get(request.args["url"]).text`)).toBe('ssrf:high');
    expect(await answer(`${flask}    return requests.get("https://api.example.com/u/" + request.args["id"]).text`)).toBe('safe');
  });

  it('unverified decodes: high when claims are used, medium when only the expiry is read', async () => {
    expect(
      await answer(py('import jwt', 'def who(t):', '    c = jwt.decode(t, options={"verify_signature": False})', '    return c["sub"]')),
    ).toBe('jwt_verification_disabled:high');
    expect(
      await answer(py('import jwt', 'def refresh_at(t):', '    return jwt.decode(t, options={"verify_signature": False})["exp"] - 60')),
    ).toBe('safe');
    expect(await answer(py('from jose import jwt', 'def who(t):', '    return jwt.get_unverified_claims(t)["role"]'))).toBe(
      'jwt_verification_disabled:high',
    );
    expect(
      await answer(
        py(
          'import base64, json',
          'def who(auth):',
          '    part = auth.split(".")[1]',
          '    return json.loads(base64.urlsafe_b64decode(part + "=="))["sub"]',
        ),
      ),
    ).toBe('jwt_verification_disabled:high');
  });
});

describe('JavaScript/TypeScript', () => {
  const js = (...lines: string[]) => lines.join('\n');
  it('computed callees: folded globals, require()[x], constructor chains, .call on a sink', async () => {
    expect(await answer(js('const k = ["e", "v", "a", "l"].join("");', 'globalThis[k](input);'), 'javascript')).toBe(
      'code_injection:critical',
    );
    expect(await answer(js("const cp = require('child_process');", 'cp["ex" + "ec"](cmd);'), 'javascript')).toBe(
      'command_injection:critical',
    );
    expect(await answer(js('app.post("/r", (req, res) => {', '  require(req.body.m)[req.body.f](req.body.a);', '});'), 'javascript')).toBe(
      'unsafe_reflection:critical',
    );
    expect(await answer(js('function run(o, a, b, c) {', '  return o[a][b](c);', '}'), 'javascript')).toBe('partial');
    expect(await answer(js('eval.call(null, code);'), 'javascript')).toBe('partial');
    expect(await answer(js('const F = Object.getPrototypeOf(async function () {}).constructor;', 'new F(body)();'), 'javascript')).toBe(
      'code_injection:critical',
    );
    expect(await answer(js('const h = { a: (x) => x, b: (x) => -x };', 'function run(k, x) { return h[k](x); }'), 'javascript')).toBe(
      'safe',
    );
  });

  it('flags through objects; SQL through map/join; redirects, fetch hosts and client-side navigation', async () => {
    expect(
      await answer(
        js(
          "const https = require('https');",
          'const cfg = { tls: { verify: false } };',
          'new https.Agent({ rejectUnauthorized: cfg.tls.verify });',
        ),
        'javascript',
      ),
    ).toBe('tls_verification_disabled:high');
    expect(
      await answer(
        js("const https = require('https');", 'function agent(strict) { return new https.Agent({ rejectUnauthorized: strict }); }'),
        'javascript',
      ),
    ).toBe('partial');
    expect(
      await answer(
        js(
          'function where(f) {',
          '  return Object.entries(f).map(([k, v]) => `${k} = \'${v}\'`).join(" AND ");',
          '}',
          'db.query("SELECT * FROM t WHERE " + where(q));',
        ),
        'javascript',
      ),
    ).toBe('sql_injection:high');
    expect(
      await answer(
        js('const marks = ids.map((_, i) => `$${i + 1}`).join(", ");', 'db.query(`SELECT * FROM t WHERE id IN (${marks})`, ids);'),
        'javascript',
      ),
    ).toBe('safe');
    expect(await answer(js('app.get("/g", (req, res) => res.redirect(302, req.query.to));'), 'javascript')).toBe('open_redirect:high');
    expect(
      await answer(js('app.get("/g", (req, res) => res.redirect("/login?next=" + encodeURIComponent(req.originalUrl)));'), 'javascript'),
    ).toBe('safe');
    expect(await answer(js('const p = new URLSearchParams(location.search);', 'window.location.href = p.get("next");'), 'javascript')).toBe(
      'open_redirect:high',
    );
    expect(
      await answer(
        js("const https = require('https');", 'app.get("/p", (req) => https.request({ hostname: req.query.h, path: "/" }));'),
        'javascript',
      ),
    ).toBe('ssrf:high');
    expect(await answer(js('app.get("/u", (req) => fetch(`https://api.example.com/users/${req.params.id}`));'), 'javascript')).toBe('safe');
  });

  it('a sink passed as a value is partial only when the argument can hold a function', async () => {
    // A name that may be bound to eval, handed to other code: it may be called with anything.
    expect(await answer(js('const run = eval;', 'setImmediate(run, input);'), 'javascript')).toBe('partial');
    expect(await answer(js('items.forEach(eval);'), 'javascript')).toBe('partial');
    // Strings and numbers computed from a sink's name are not function objects.
    expect(await answer(js('const label = "ev" + "al";', 'console.log(label);'), 'javascript')).toBe('safe');
    expect(await answer(js('const n = Number(a) + 1;', 'setTimeout(done, n);'), 'javascript')).toBe('safe');
  });

  it('long + and || chains are folded without deep recursion', async () => {
    const parts = Array.from({ length: 900 }, (_, i) => `"p${i}"`).join(' + ');
    expect(await answer(js(`const q = ${parts};`, 'db.query(q);'), 'javascript')).toBe('safe');
    const tainted = Array.from({ length: 900 }, (_, i) => (i === 899 ? 'req.query.id' : `"p${i}"`)).join(' + ');
    expect(await answer(js('app.get("/x", (req) => {', `  const q = ${tainted};`, '  return db.query(q);', '});'), 'javascript')).toBe(
      'sql_injection:high',
    );
  });
});

describe('Python: a chmod mode is folded through the names bound to it, or the answer is partial', () => {
  it('a module constant made of stat flags is the flags it ORs together', async () => {
    const open = py(
      'import os, stat',
      'PUBLIC_DIR_MODE = stat.S_IRWXU | stat.S_IRWXG | stat.S_IRWXO',
      'os.chmod("/srv/drop", PUBLIC_DIR_MODE)',
    );
    expect(await answer(open)).toBe('insecure_permissions:high');
    const own = py('import os, stat', 'OWNER_ONLY = stat.S_IRUSR | stat.S_IWUSR', 'os.chmod("/srv/drop/key", OWNER_ONLY)');
    expect(await answer(own)).toBe('safe');
  });
  it('a mode the file does not fix is not proven safe', async () => {
    expect(await answer(py('import os', 'def share(path, mode):', '    os.chmod(path, mode)'))).toBe('partial');
  });
});
