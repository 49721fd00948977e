import { describe, expect, it } from 'vitest';
import { createCodeEngine } from './engine.ts';
import { JAVASCRIPT_RULES } from './rules/javascript.ts';
import { PYTHON_RULES } from './rules/python.ts';
import { nodeCodeRuntime } from './test-support/node-wasm.ts';

const engine = createCodeEngine(nodeCodeRuntime());

async function scan(code: string): Promise<string[]> {
  const r = await engine.verifyCode({ code, language: 'python' });
  return r.vulnerabilities.map((v) => `${v.type}@${v.line}:${v.severity}`);
}

describe('regular expressions from request data', () => {
  it('a pattern from the request is ReDoS (CWE-1333); re.escape, directly or through its name, is not', async () => {
    const flask = 'import re\nfrom flask import request\n';
    expect(await scan(`${flask}def v():\n    return str(re.search(request.args['p'], 'x'))\n`)).toEqual(['regex_injection@4:high']);
    expect(await scan(`${flask}def v():\n    p = request.args['p']\n    return re.compile(p).pattern\n`)).toEqual([
      'regex_injection@5:high',
    ]);
    expect(await scan(`${flask}def v():\n    p = re.escape(request.args['p'])\n    return str(re.search(p, 'x'))\n`)).toEqual([]);
    expect(await scan(`${flask}def v():\n    return str(re.fullmatch(r'[a-z]+', request.args['p']))\n`)).toEqual([]);
  });
});

describe('sinks named by other frameworks and archives', () => {
  it('archive member names are chosen by the archive: a path built from one is zip slip; extractall of zipfile is not', async () => {
    const zipNames =
      'import zipfile, os\ndef unpack(src, dest):\n    with zipfile.ZipFile(src) as z:\n        for n in z.namelist():\n' +
      '            with open(os.path.join(dest, n), "wb") as f:\n                f.write(z.read(n))\n';
    expect(await scan(zipNames)).toEqual(['path_traversal@5:high']);
    const tarNames =
      'import tarfile, os\ndef unpack(src, dest):\n    t = tarfile.open(src)\n    for m in t.getmembers():\n' +
      '        os.makedirs(os.path.join(dest, m.name))\n';
    expect(await scan(tarNames)).toEqual(['path_traversal@5:high']);
    expect(await scan('import zipfile\ndef unpack(src, dest):\n    with zipfile.ZipFile(src) as z:\n        z.extractall(dest)\n')).toEqual(
      [],
    );
    expect(await scan('import zipfile\ndef ls(src):\n    return [n.upper() for n in zipfile.ZipFile(src).namelist()]\n')).toEqual([]);
  });

  it('the request parameter of an aiohttp or Sanic route is the request, and the body read from it is request data', async () => {
    const aio = 'import aiohttp\nfrom aiohttp import web\nroutes = web.RouteTableDef()\n@routes.post("/fetch")\n';
    const fetchBody = (param: string) =>
      `${aio}async def fetch(${param}):\n    data = await request.json()\n    async with aiohttp.ClientSession() as s:\n        await s.get(data.get("target", ""))\n`;
    expect(await scan(fetchBody('request: web.Request'))).toEqual(['ssrf@8:high']);
    expect(await scan(fetchBody('request'))).toEqual(['ssrf@8:high']);
    expect(
      await scan(
        `${aio}async def ping(request):\n    async with aiohttp.ClientSession() as s:\n        await s.get("https://status.example.org/")\n`,
      ),
    ).toEqual([]);
  });

  it('Starlette/FastAPI FileResponse is a file sink; Mako, Tornado and Django templates built from data are template injection', async () => {
    const fastapi = 'from fastapi import FastAPI\nfrom fastapi.responses import FileResponse\napp = FastAPI()\n';
    expect(await scan(`${fastapi}@app.get("/d/{p}")\ndef d(p: str):\n    return FileResponse("/srv/d/" + p)\n`)).toEqual([
      'path_traversal@6:high',
    ]);
    expect(await scan(`${fastapi}@app.get("/d")\ndef d():\n    return FileResponse("/srv/d/readme.txt")\n`)).toEqual([]);
    const mako = 'from mako.template import Template\nfrom flask import request\n';
    expect(await scan(`${mako}def v():\n    return Template("<p>" + request.args["t"] + "</p>").render()\n`)).toEqual([
      'template_injection@4:high',
    ]);
    expect(await scan(`${mako}def v():\n    return Template("<p>\${name | h}</p>").render(name=request.args["t"])\n`)).toEqual([]);
  });

  it("QuerySet.extra()'s where/order_by/select/tables and RawSQL are SQL text; extra's params are not", async () => {
    const view = 'from .models import Item\ndef items(request):\n';
    expect(await scan(`${view}    return Item.objects.extra(where=["price > " + request.GET["min"]]).count()\n`)).toEqual([
      'sql_injection@3:high',
    ]);
    expect(await scan(`${view}    return Item.objects.extra(order_by=[request.GET["sort"]]).count()\n`)).toEqual(['sql_injection@3:high']);
    expect(await scan(`${view}    return Item.objects.extra(where=["price > %s"], params=[request.GET["min"]]).count()\n`)).toEqual([]);
    const raw = 'from django.db.models.expressions import RawSQL\nfrom .models import Item\ndef items(request):\n';
    expect(await scan(`${raw}    return Item.objects.annotate(v=RawSQL("SELECT " + request.GET["c"] + " FROM t", ()))\n`)).toEqual([
      'sql_injection@4:high',
    ]);
  });

  it("a module named by request data is imported: critical; a submodule of the application's own package is resolved", async () => {
    const flask = 'import importlib\nfrom flask import request\n';
    expect(await scan(`${flask}def v():\n    importlib.import_module(request.args["m"])\n    return "ok"\n`)).toEqual([
      'unsafe_reflection@4:critical',
    ]);
    expect(await scan(`${flask}def v():\n    return importlib.import_module("app.exporters." + request.args["m"]).NAME\n`)).toEqual([]);
  });
});

describe('connection strings, unsigned tokens, Tornado and urlretrieve', () => {
  it('a key/value connection string with a literal password is a hard-coded secret; an interpolated one is not', async () => {
    expect(await scan('import psycopg2\nc = psycopg2.connect("host=db user=app password=Tr0ub4dor dbname=shop")\n')).toEqual([
      'hardcoded_secret@2:high',
    ]);
    expect(await scan('import os, psycopg2\nc = psycopg2.connect(f"host=db user=app password={os.environ[\'PW\']}")\n')).toEqual([]);
    expect(await scan('HELP = "set password=<yours> in the config"\n')).toEqual([]);
  });
  it('a JWT issued with algorithm "none" carries no signature', async () => {
    expect(await scan('import jwt\ndef issue(u):\n    return jwt.encode({"sub": u}, None, algorithm="none")\n')).toEqual([
      'jwt_verification_disabled@3:high',
    ]);
    expect(await scan('import jwt, os\ndef issue(u):\n    return jwt.encode({"sub": u}, os.environ["K"], algorithm="HS256")\n')).toEqual(
      [],
    );
  });
  it("Tornado's get_argument is request data and self.write of built HTML is XSS; urlretrieve fetches its URL", async () => {
    const tornado = 'import tornado.web\nclass H(tornado.web.RequestHandler):\n    def get(self):\n        n = self.get_argument("n")\n';
    expect(await scan(`${tornado}        self.write("<p>" + n + "</p>")\n`)).toEqual(['xss@5:high']);
    expect(await scan(`${tornado}        self.write({"n": n})\n`)).toEqual([]);
    expect(
      await scan(
        'import urllib.request\nfrom flask import request\ndef m():\n    urllib.request.urlretrieve(request.args["u"], "out.bin")\n',
      ),
    ).toEqual(['ssrf@4:high']);
  });
});

describe('tempfile.mktemp', () => {
  it('is high when its name is then opened for writing in the same function, medium otherwise', async () => {
    expect(await scan('import tempfile\ndef w(s):\n    p = tempfile.mktemp()\n    with open(p, "w") as f:\n        f.write(s)\n')).toEqual([
      'insecure_temp_file@3:high',
    ]);
    expect(await scan('import tempfile\ndef name():\n    return tempfile.mktemp(suffix=".log")\n')).toEqual([
      'insecure_temp_file@3:medium',
    ]);
  });
});

describe('values read through classes and operator helpers', () => {
  it('a class attribute is the value its class body gives it, unless the file assigns it from outside', async () => {
    const cls = (v: string, extra = '') =>
      `import requests\nclass Cfg:\n    VERIFY = ${v}\n${extra}def get(u):\n    return requests.get(u, verify=Cfg.VERIFY).text\n`;
    expect(await scan(cls('False'))).toEqual(['tls_verification_disabled@5:high']);
    expect(await scan(cls('True'))).toEqual([]);
    const reassigned = await engine.verifyCode({ code: cls('True', 'Cfg.VERIFY = False\n'), language: 'python' });
    expect([reassigned.is_safe, reassigned.analysis]).toEqual([false, 'partial']);
  });

  it('operator.methodcaller/attrgetter with a name a sink may have leave the call unresolved', async () => {
    const r = await engine.verifyCode({
      code: 'import operator, os\ndef go(c):\n    operator.methodcaller("system", c)(os)\n',
      language: 'python',
    });
    expect([r.is_safe, r.analysis, r.unresolved?.[0]?.kind]).toEqual([false, 'partial', 'dynamic_call']);
    expect(await scan('import operator\ndef norm(xs):\n    return sorted(map(operator.methodcaller("lower"), xs))\n')).toEqual([]);
  });
});

describe('rule tables', () => {
  it('have unique ids and complete metadata', () => {
    for (const rules of [PYTHON_RULES, JAVASCRIPT_RULES]) {
      const ids = rules.map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const r of rules) {
        expect(r.cwe).toMatch(/^CWE-\d+$/);
        expect(['critical', 'high', 'medium', 'low']).toContain(r.severity);
        expect(r.message.length).toBeGreaterThan(10);
      }
    }
  });
});

describe('Python rules', () => {
  it('re.compile, methods named eval and ast.literal_eval are not findings', async () => {
    expect(await scan('import re, ast\nP = re.compile(r"x")\nmodel.eval()\nast.literal_eval(s)\ngraph.compile()\n')).toEqual([]);
  });

  it('CORS: the request origin echoed with credentials allowed, or flask-cors credentials for every origin', async () => {
    const echoed = [
      'from flask import Flask, request, jsonify',
      'from flask_cors import CORS',
      'app = Flask(__name__)',
      'CORS(app, supports_credentials=True)',
      "CORS(app, origins=['https://app.example.com'], supports_credentials=True)",
      "@app.get('/me')",
      'def me():',
      '    resp = jsonify(profile())',
      "    resp.headers['Access-Control-Allow-Origin'] = request.headers.get('Origin')",
      "    resp.headers['Access-Control-Allow-Credentials'] = 'true'",
      "    resp.headers['Access-Control-Allow-Origin'] = 'https://app.example.com'",
      '    return resp',
    ].join('\n');
    expect(await scan(echoed)).toEqual(['cors_misconfiguration@4:high', 'cors_misconfiguration@9:high']);
  });
  it('XXE: a SAX parser told to resolve external entities', async () => {
    const code = [
      'import xml.sax',
      'from xml.sax.handler import feature_external_ges',
      'parser = xml.sax.make_parser()',
      'parser.setFeature(feature_external_ges, True)',
      'parser.setFeature(xml.sax.handler.feature_namespaces, True)',
      'parser.setFeature(feature_external_ges, False)',
    ].join('\n');
    expect((await scan(code)).filter((f) => f.includes('@4') || f.includes('@5') || f.includes('@6'))).toEqual(['xxe@4:high']);
  });
  it('a locally defined eval shadows the builtin', async () => {
    expect(await scan('def eval(v):\n    return v\n\neval(x)\n')).toEqual([]);
    expect(await scan('class M:\n    def eval(self):\n        pass\n\neval(x)\n')).toEqual(['code_injection@5:critical']);
  });

  it('shell severity depends on whether the command is constant', async () => {
    expect(
      await scan('import subprocess\nsubprocess.run("ls", shell=True)\nsubprocess.run(c, shell=True)\nsubprocess.run(c, shell=False)\n'),
    ).toEqual(['command_injection@2:low', 'command_injection@3:critical']);
  });

  it('resolves imports and aliases', async () => {
    expect(await scan('from os import popen as p\np(cmd)\n')).toEqual(['command_injection@2:critical']);
    expect(await scan('import yaml as y\ny.load(s)\ny.load(s, Loader=y.SafeLoader)\n')).toEqual(['insecure_deserialization@2:high']);
    expect(await scan('from xml.dom import pulldom\npulldom.parseString(s)\n')).toEqual(['xxe@2:medium']);
  });

  it('weak hash is high when it hashes a password', async () => {
    expect(await scan('import hashlib\nh = hashlib.md5(password.encode()).hexdigest()\npw_hash = hashlib.sha1(x).hexdigest()\n')).toEqual([
      'weak_hash@2:high',
      'weak_hash@3:high',
    ]);
  });

  it('hard-coded secrets: names, keyword args, defaults, dict keys; not env lookups or prose', async () => {
    expect(
      await scan(
        [
          'db_password = "pa55word!"',
          'connect(passwd="pa55word!")',
          'def f(token="abcd1234abcd"): pass',
          'cfg = {"secret": "s3cr3t-value"}',
          'password = os.environ.get("PW")',
          'password_hint = "your pet name"',
          'password = ""',
          'GITHUB = "ghp_0123456789abcdefghijABCDEFGHIJ012345"',
        ].join('\n'),
      ),
    ).toEqual([
      'hardcoded_secret@1:high',
      'hardcoded_secret@2:high',
      'hardcoded_secret@3:high',
      'hardcoded_secret@4:high',
      'hardcoded_secret@8:critical',
    ]);
  });

  it('SQL: formatting into execute or a SQL-shaped string; parameters are fine', async () => {
    expect(
      await scan(
        [
          'cur.execute("SELECT * FROM t WHERE a = %s" % a)',
          'cur.execute("SELECT * FROM t WHERE a = %s", (a,))',
          'cur.execute(query % args)',
          'q = f"UPDATE t SET a = {a} WHERE id = 1"',
          'msg = f"Please select a file from {d}"',
        ].join('\n'),
      ),
    ).toEqual(['sql_injection@1:high', 'sql_injection@3:high', 'sql_injection@4:high']);
  });

  it('insecure random only for security values', async () => {
    expect(
      await scan(
        'import random\notp = random.randint(0, 999999)\nx = random.random()\ndef make_salt():\n    return random.getrandbits(64)\n',
      ),
    ).toEqual(['insecure_random@2:high', 'insecure_random@5:high']);
  });

  it('path traversal follows request data through local variables, not through sanitizers', async () => {
    const code = [
      'from flask import request',
      'def a():',
      '    p = request.args["p"]',
      '    full = BASE + "/" + p',
      '    return open(full).read()',
      'def b():',
      '    p = os.path.basename(request.args["p"])',
      '    return open(BASE + p).read()',
      'def c(p):',
      '    return open(p).read()',
    ].join('\n');
    expect(await scan(code)).toEqual(['path_traversal@5:high']);
  });

  it('MongoDB: $where JavaScript and operator objects from a JSON body', async () => {
    const code = [
      'from flask import Flask, request',
      'from pymongo import MongoClient',
      'from bson.code import Code',
      'app = Flask(__name__)',
      'orders = MongoClient()["shop"]["orders"]',
      '@app.post("/orders/lookup")',
      'def lookup():',
      '    ref = request.args.get("ref", "")',
      '    a = orders.find({"$where": "this.ref.startsWith(\'%s\')" % ref.upper()})',
      '    b = orders.find({"$where": Code("this.total > this.paid")})',
      '    c = orders.find({"status": "open"}).where(f"this.ref == \'{ref}\'")',
      '    data = request.get_json()',
      '    d = orders.find_one({"ref": data["ref"], "owner": str(data["owner"])})',
      '    e = orders.find_one({"ref": request.args.get("ref")})',
      '    return "ok"',
    ].join('\n');
    expect(await scan(code)).toEqual(['code_injection@9:critical', 'code_injection@11:critical', 'nosql_injection@13:high']);
  });

  it('hard-coded secrets: a literal key of a signing, verifying, MAC or cipher API (closed table)', async () => {
    const code = [
      'import hmac, hashlib, os',
      'import jwt',
      'from itsdangerous import URLSafeTimedSerializer',
      'SIGNER = "inv-links-2f8a"',
      'def token(uid):',
      '    return jwt.encode({"sub": uid}, SIGNER, algorithm="HS256")',
      'def digest(body):',
      '    return hmac.new(b"callback-mac-77x", body, hashlib.sha256).hexdigest()',
      'links = URLSafeTimedSerializer("links-serializer-k3")',
      'def token2(uid):',
      '    return jwt.encode({"sub": uid}, os.environ["JWT_KEY"], algorithm="HS256")',
    ].join('\n');
    expect(await scan(code)).toEqual(['hardcoded_secret@6:high', 'hardcoded_secret@8:high', 'hardcoded_secret@9:high']);
  });

  it('CORS: the request origin set through a header method (Werkzeug, Starlette, Tornado)', async () => {
    const code = [
      'import tornado.web',
      'from flask import Flask, request',
      'app = Flask(__name__)',
      '@app.after_request',
      'def allow(resp):',
      '    resp.headers.set("Access-Control-Allow-Origin", request.headers.get("Origin", ""))',
      '    resp.headers.set("Access-Control-Allow-Credentials", "true")',
      '    return resp',
      'class Feed(tornado.web.RequestHandler):',
      '    def prepare(self):',
      '        self.set_header("Access-Control-Allow-Origin", self.request.headers.get("Origin"))',
      '        self.set_header("Access-Control-Allow-Origin", "https://feed.example.net")',
    ].join('\n');
    expect(await scan(code)).toEqual(['cors_misconfiguration@6:high', 'cors_misconfiguration@11:high']);
  });

  it('open redirect: a check of the scheme alone does not confine the target, one of the host does', async () => {
    const code = [
      'from urllib.parse import urlparse',
      'from flask import Flask, request, redirect, abort',
      'app = Flask(__name__)',
      'TRUSTED = {"help.example.org"}',
      '@app.get("/leave")',
      'def leave():',
      '    dest = request.args.get("dest", "/")',
      '    if urlparse(dest).scheme != "https":',
      '        abort(400)',
      '    return redirect(dest)',
      '@app.get("/help")',
      'def help_link():',
      '    dest = request.args.get("dest", "/")',
      '    if urlparse(dest).netloc not in TRUSTED:',
      '        abort(400)',
      '    return redirect(dest)',
    ].join('\n');
    expect(await scan(code)).toEqual(['open_redirect@10:high']);
  });

  it('open redirect: a check through a variable bound to urlparse(x) confines x, until x is assigned again', async () => {
    const code = [
      'from urllib.parse import urlsplit',
      'from flask import Flask, request, redirect, abort',
      'app = Flask(__name__)',
      'MIRRORS = ("eu.mirror.example", "us.mirror.example")',
      '@app.get("/mirror")',
      'def mirror():',
      '    src = request.args.get("src", "/")',
      '    bits = urlsplit(src)',
      '    if bits.hostname not in MIRRORS:',
      '        raise ValueError("not a mirror")',
      '    return redirect(src)',
      '@app.get("/mirror2")',
      'def mirror2():',
      '    src = request.args.get("src", "/")',
      '    if urlsplit(src).hostname not in MIRRORS:',
      '        abort(400)',
      '    src = request.args.get("fallback", "/")',
      '    return redirect(src)',
    ].join('\n');
    expect(await scan(code)).toEqual(['open_redirect@18:high']);
  });

  it('assert only matters for authorisation checks', async () => {
    expect(await scan('assert user.is_superuser\nassert x > 0\nassert can_edit(user, doc)\n')).toEqual([
      'assert_used@1:high',
      'assert_used@3:high',
    ]);
  });

  it('TLS, mktemp, binding, debug', async () => {
    expect(
      await scan(
        [
          'import flask, ssl, tempfile, requests',
          'app = flask.Flask(__name__)',
          'requests.post(u, verify=False)',
          'tempfile.mktemp()',
          'server.bind(("0.0.0.0", 80))',
          'app.run(debug=True)',
          'urllib3.PoolManager(cert_reqs="CERT_NONE")',
        ].join('\n'),
      ),
    ).toEqual([
      'tls_verification_disabled@3:high',
      'insecure_temp_file@4:medium',
      'bind_all_interfaces@5:medium',
      'debug_enabled@6:high',
      'tls_verification_disabled@7:high',
    ]);
  });
});
