import { describe, expect, it } from 'vitest';
import { createCodeEngine } from './engine.ts';
import { nodeCodeRuntime } from './test-support/node-wasm.ts';

const engine = createCodeEngine(nodeCodeRuntime());

async function scan(code: string, language = 'python'): Promise<string[]> {
  const r = await engine.verifyCode({ code, language });
  return r.vulnerabilities.map((v) => `${v.type}@${v.line}:${v.severity}`);
}

async function safe(code: string, language = 'python'): Promise<boolean> {
  return (await engine.verifyCode({ code, language })).is_safe;
}

describe('evasions resolve to the same sink (issue examples first)', () => {
  it('__import__("os").system, getattr(os, "system"), an aliased eval, **{"shell": True}', async () => {
    expect(await scan('__import__("os").system(cmd)\n')).toEqual(['command_injection@1:critical']);
    expect(await scan('import os\ngetattr(os, "system")(cmd)\n')).toEqual(['command_injection@2:critical']);
    expect(await scan('e = eval\ne(user_input)\n')).toEqual(['code_injection@2:critical']);
    expect(await scan('import subprocess\nsubprocess.run(cmd, **{"shell": True})\n')).toEqual(['command_injection@2:critical']);
  });

  it('more hiding places: builtins, namespaces, importlib, folded names, local module aliases', async () => {
    expect(await scan('import builtins\nbuiltins.eval(src)\n')).toEqual(['code_injection@2:critical']);
    expect(await scan('getattr(__builtins__, "ev" + "al")(src)\n')).toEqual(['code_injection@1:critical']);
    expect(await scan('globals()["exec"](src)\n')).toEqual(['code_injection@1:critical']);
    expect(await scan('import importlib\nimportlib.import_module("subprocess").call(cmd, shell=True)\n')).toEqual([
      'command_injection@2:critical',
    ]);
    expect(await scan('import os\nrun = os.system\nrun(cmd)\n')).toEqual(['command_injection@3:critical']);
    expect(await scan('import sys\nsys.modules["os"].popen(cmd)\n')).toEqual(['command_injection@2:critical']);
    expect(await scan('import os\nos.__dict__["system"](cmd)\n')).toEqual(['command_injection@2:critical']);
    expect(await scan('import subprocess\nopts = {"shell": True}\nsubprocess.Popen(cmd, **opts)\n')).toEqual([
      'command_injection@3:critical',
    ]);
    expect(await scan('import subprocess\nsubprocess.call(cmd, **dict(shell=True))\n')).toEqual(['command_injection@2:critical']);
    expect(await scan('import subprocess\nsubprocess.run(["sh", "-c", cmd])\n')).toEqual(['command_injection@2:critical']);
    expect(await scan('import os\nos.execl("/bin/sh", "sh", "-c", cmd)\n')).toEqual(['command_injection@2:critical']);
    expect(await scan('import hashlib as h\nm = h\nm.md5(password).hexdigest()\n')).toEqual(['weak_hash@3:high']);
  });

  it('JavaScript: aliased eval, comma-call, global lookups, destructured and re-bound child_process', async () => {
    expect(await scan('const e = eval;\ne(input);\n', 'javascript')).toEqual(['code_injection@2:critical']);
    expect(await scan('(0, eval)(input);\n', 'javascript')).toEqual(['code_injection@1:critical']);
    expect(await scan("window['ev' + 'al'](input);\n", 'javascript')).toEqual(['code_injection@1:critical']);
    expect(await scan('obj.constructor.constructor(body)();\n', 'javascript')).toEqual(['code_injection@1:critical']);
    expect(await scan("const cp = require('child_process');\nconst run = cp.exec;\nrun(cmd);\n", 'javascript')).toEqual([
      'command_injection@3:critical',
    ]);
    expect(await scan("require('child_process')['exec'](cmd);\n", 'javascript')).toEqual(['command_injection@1:critical']);
    expect(await scan("process.mainModule.require('child_process').execSync(cmd);\n", 'javascript')).toEqual([
      'command_injection@1:critical',
    ]);
    expect(await scan("const opts = { ...{ shell: true } };\nrequire('child_process').spawn(cmd, [], opts);\n", 'javascript')).toEqual([
      'command_injection@2:high',
    ]);
  });
});

describe('code compiled from text returns the global object; secret setters take credentials', () => {
  it('a member of Function("return this")() or eval("this") is the global of that name, a computed one is unresolved', async () => {
    const lead = 'const root = Function("return this")();\n';
    expect(await scan(`${lead}const run = root[["e", "v", "a", "l"].join("")];\nrun(req.body.f);\n`, 'javascript')).toEqual([
      'code_injection@3:critical',
    ]);
    expect(await scan('const g = new Function("return this")();\ng.eval(req.query.x);\n', 'javascript')).toContain(
      'code_injection@2:critical',
    );
    expect(await scan('const g = eval("this");\ng["ev" + "al"](req.query.x);\n', 'javascript')).toEqual(['code_injection@2:critical']);
    const partial = await engine.verifyCode({ code: `${lead}root[process.env.FN](req.body.f);\n`, language: 'javascript' });
    expect(partial.is_safe).toBe(false);
    expect(partial.analysis).toBe('partial');
    expect(await safe(`${lead}root.setTimeout(() => tick(), 10);\n`, 'javascript')).toBe(true);
  });

  it('util.promisify(f) is f: a promisified exec is the sink, a promisified execFile with constant lists is safe', async () => {
    const head = 'const { exec, execFile } = require("child_process");\nconst util = require("util");\n';
    expect(await scan(`${head}const run = util.promisify(exec);\nrun("ls " + req.query.dir);\n`, 'javascript')).toEqual([
      'command_injection@4:critical',
    ]);
    const constant = await engine.verifyCode({
      code: `${head}const run = util.promisify(execFile);\nrun("git", ["rev-parse", "HEAD"], { cwd: "/srv" });\n`,
      language: 'javascript',
    });
    expect(constant.is_safe).toBe(true);
    expect(constant.analysis).toBe('complete');
  });

  it('a literal passed to a setter named for a secret is hard-coded, whatever its format', async () => {
    expect(
      await scan('const mail = require("@sendgrid/mail");\nmail.setApiKey("SG.abcdEFGH1234.ijklMNOP5678qrst");\n', 'javascript'),
    ).toEqual(['hardcoded_secret@2:high']);
    expect(await scan('import mailer\nmailer.set_api_key("q3V9xLk2Tz8Rb5Wm1Nc7Pd")\n')).toEqual(['hardcoded_secret@2:high']);
    expect(await scan('client.setPassword("hunter2!")\n', 'javascript')).toEqual(['hardcoded_secret@1:high']);
    expect(await safe('mail.setApiKey(process.env.SENDGRID_API_KEY);\nclient.setToken("YOUR_TOKEN_HERE");\n', 'javascript')).toBe(true);
    expect(
      await safe(
        'import os, mailer\nmailer.set_api_key(os.environ["MAILER_KEY"])\nmailer.set_token_url("https://auth.example.com/token")\n',
      ),
    ).toBe(true);
    expect(await safe('el.setAttribute("data-role", "main");\n', 'javascript')).toBe(true);
  });
});

describe('rule classes Bandit has (issue examples)', () => {
  it('Jinja2 autoescape=False, chmod 0o777, ECB, paramiko AutoAddPolicy, session verify=False, JWT unverified', async () => {
    expect(await scan('import jinja2\nenv = jinja2.Environment(autoescape=False)\n')).toEqual(['xss@2:high']);
    expect(await scan('import os\nos.chmod("/srv/app.sock", 0o777)\n')).toEqual(['insecure_permissions@2:high']);
    expect(await scan('from Crypto.Cipher import AES\nc = AES.new(key, AES.MODE_ECB)\n')).toEqual(['weak_crypto@2:high']);
    expect(await scan('import paramiko\nc = paramiko.SSHClient()\nc.set_missing_host_key_policy(paramiko.AutoAddPolicy())\n')).toEqual([
      'ssh_host_key_unverified@3:high',
    ]);
    expect(await scan('import requests\ns = requests.Session()\ns.verify = False\n')).toEqual(['tls_verification_disabled@3:high']);
    expect(await scan('import jwt\nclaims = jwt.decode(token, options={"verify_signature": False})\n')).toEqual([
      'jwt_verification_disabled@2:high',
    ]);
  });

  it('their safe counterparts are not findings', async () => {
    expect(await scan('import jinja2\nenv = jinja2.Environment(autoescape=jinja2.select_autoescape())\n')).toEqual([]);
    expect(await scan('import os, stat\nos.chmod(p, 0o600)\nos.chmod(p, stat.S_IRUSR | stat.S_IWUSR)\n')).toEqual([]);
    expect(await scan('from Crypto.Cipher import AES\nc = AES.new(key, AES.MODE_GCM)\n')).toEqual([]);
    expect(await scan('import paramiko\nc = paramiko.SSHClient()\nc.set_missing_host_key_policy(paramiko.RejectPolicy())\n')).toEqual([]);
    expect(await scan('import jwt\nclaims = jwt.decode(token, key, algorithms=["HS256"])\n')).toEqual([]);
    expect(await scan('import os, stat\nos.chmod(p, stat.S_IRWXU | stat.S_IRWXO)\n')).toEqual(['insecure_permissions@2:high']);
    expect(
      await scan(
        'from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes\nc = Cipher(algorithms.AES(k), modes.ECB())\n',
      ),
    ).toEqual(['weak_crypto@2:high']);
  });

  it('JavaScript: sh -c, res.send XSS, jQuery .html, node-serialize', async () => {
    expect(await scan("const { spawn } = require('child_process');\nspawn('sh', ['-c', cmd]);\n", 'javascript')).toEqual([
      'command_injection@2:critical',
    ]);
    expect(await scan("app.get('/hi', (req, res) => {\n  res.send('<h1>Hello ' + req.query.name + '</h1>');\n});\n", 'javascript')).toEqual(
      ['xss@2:high'],
    );
    expect(await scan("$('#out').html(location.hash.slice(1));\n", 'javascript')).toEqual(['xss@1:high']);
    expect(await scan("const serialize = require('node-serialize');\nserialize.unserialize(req.cookies.profile);\n", 'javascript')).toEqual(
      ['insecure_deserialization@2:critical'],
    );
  });
});

describe('sanitisers are not findings (issue false alarms)', () => {
  it('shlex.quote makes a shell command low, not critical', async () => {
    expect(await scan('import os, shlex\nos.system("ls -l " + shlex.quote(path))\n')).toEqual(['command_injection@2:low']);
    expect(await scan('import subprocess, shlex\nq = shlex.quote(name)\nsubprocess.run(f"grep {q} log.txt", shell=True)\n')).toEqual([
      'command_injection@3:low',
    ]);
    expect(await safe('import os, shlex\nos.system("tar czf %s %s" % (shlex.quote(a), shlex.quote(b)))\n')).toBe(true);
    // One quoted piece does not cover an unquoted one.
    expect(await scan('import os, shlex\nos.system("cp " + shlex.quote(a) + " " + b)\n')).toEqual(['command_injection@2:critical']);
  });

  it('DOMPurify output is not XSS', async () => {
    expect(await scan("import DOMPurify from 'dompurify';\nel.innerHTML = DOMPurify.sanitize(html);\n", 'javascript')).toEqual([]);
    expect(await scan('const clean = DOMPurify.sanitize(dirty);\nel.innerHTML = `<div>${clean}</div>`;\n', 'javascript')).toEqual([]);
    expect(await scan('el.innerHTML = `<div>${DOMPurify.sanitize(a)}${b}</div>`;\n', 'javascript')).toEqual(['xss@1:high']);
  });

  it('realpath / path.resolve confinement guards are not path traversal', async () => {
    const py = [
      'import os',
      'from flask import request, abort',
      'BASE = "/srv/files"',
      '@app.route("/f")',
      'def f():',
      '    path = os.path.realpath(os.path.join(BASE, request.args["name"]))',
      '    if not path.startswith(BASE + os.sep):',
      '        abort(403)',
      '    return open(path).read()',
    ].join('\n');
    expect(await scan(py)).toEqual([]);
    const unguarded = py.replace('    if not path.startswith(BASE + os.sep):\n        abort(403)\n', '');
    expect(await scan(unguarded)).toEqual(['path_traversal@7:high']);
    const js = [
      "const path = require('path');",
      "const fs = require('fs');",
      "app.get('/f', (req, res) => {",
      '  const p = path.resolve(ROOT, req.query.name);',
      '  if (!p.startsWith(ROOT + path.sep)) return res.status(403).end();',
      '  fs.readFile(p, (err, data) => res.send(String(data.length)));',
      '});',
    ].join('\n');
    expect(await scan(js, 'javascript')).toEqual([]);
  });
});
