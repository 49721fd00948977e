import { describe, expect, it } from 'vitest';
import { createCodeEngine } from './engine.ts';
import { nodeCodeRuntime } from './test-support/node-wasm.ts';

const engine = createCodeEngine(nodeCodeRuntime());

/** Findings as "type@line" for compact expectations. */
async function scan(code: string, language: 'javascript' | 'typescript' = 'javascript'): Promise<string[]> {
  const r = await engine.verifyCode({ code, language });
  return r.vulnerabilities.map((v) => `${v.type}@${v.line}`);
}

describe('JavaScript rules', () => {
  it('regular expressions compiled from request data (ReDoS), unless escaped', async () => {
    expect(
      await scan(
        "app.get('/a', (req, res) => res.json(new RegExp(req.query.p).test('x')));\napp.get('/b', (req, res) => res.json(RegExp('^' + req.params.q).test('x')));\n",
      ),
    ).toEqual(['regex_injection@1', 'regex_injection@2']);
    expect(
      await scan(
        "const _ = require('lodash');\napp.get('/a', (req, res) => { const q = _.escapeRegExp(req.query.p); res.json(new RegExp(q).test('x')); });\nconst W = new RegExp('^[a-z]+$');\n",
      ),
    ).toEqual([]);
  });
  it('a module named by request data is loaded (require, import()): critical; a lookup in a table of modules is not', async () => {
    expect(await scan("app.get('/m', async (req, res) => res.json(Object.keys(await import(req.query.m))));\n")).toEqual([
      'unsafe_reflection@1',
    ]);
    expect(await scan("app.get('/m', (req, res) => { require('./plugins/' + req.params.p); res.end(); });\n")).toEqual([
      'unsafe_reflection@1',
    ]);
    expect(await scan("const P = { csv: require('./csv') };\napp.get('/m', (req, res) => res.json(P[req.query.m] ? 1 : 0));\n")).toEqual(
      [],
    );
  });
  it('new Worker(source, { eval: true }) runs its source; a worker file is not code from data', async () => {
    const head = "const { Worker } = require('worker_threads');\n";
    expect(await scan(`${head}app.post('/r', (req, res) => { new Worker(req.body.src, { eval: true }); res.end(); });\n`)).toEqual([
      'code_injection@2',
    ]);
    expect(
      await scan(`${head}new Worker('./jobs/resize.js', { workerData: { n: 1 } });\nnew Worker('postMessage(1)', { eval: true });\n`),
    ).toEqual([]);
  });
  it('a view name from the request given to res.render is a path (views resolve relative paths)', async () => {
    expect(await scan("app.get('/p', (req, res) => res.render(req.query.page));\n")).toEqual(['path_traversal@1']);
    expect(await scan("app.get('/p', (req, res) => res.render('page', { title: req.query.t }));\n")).toEqual([]);
  });
  it("a token signed with algorithm 'none' and an ADO.NET connection string with a password are findings", async () => {
    expect(
      await scan("const jwt = require('jsonwebtoken');\nexports.t = (u) => jwt.sign({ sub: u }, '', { algorithm: 'none' });\n"),
    ).toEqual(['jwt_verification_disabled@2']);
    expect(await scan("const cs = 'Server=db;Database=Shop;User Id=app;Password=Pa55w0rd!';\nmodule.exports = cs;\n")).toEqual([
      'hardcoded_secret@1',
    ]);
    expect(await scan('const cs = `Server=db;User Id=app;Password=${process.env.PW}`;\nmodule.exports = cs;\n')).toEqual([]);
  });
  it('Function compiles every argument: a body from data after constant parameter names is code injection', async () => {
    expect(
      await scan(
        "const make = globalThis[['Fun', 'ction'].join('')];\napp.post('/t', (req, res) => res.json(make('row', `return (${req.body.e});`)(1)));\n",
      ),
    ).toEqual(['code_injection@2']);
    expect(await scan("const add = Function('a', 'b', 'return a + b');\nmodule.exports = add;\n")).toEqual([]);
  });
  it("jsonwebtoken's algorithms are read through constants: 'none' in a constant list is verification off", async () => {
    const head = "const jwt = require('jsonwebtoken');\n";
    expect(
      await scan(`${head}const ALGS = ['HS256', 'none'];\nmodule.exports = (t) => jwt.verify(t, process.env.K, { algorithms: ALGS });\n`),
    ).toEqual(['jwt_verification_disabled@3']);
    expect(
      await scan(`${head}const ALGS = ['HS256'];\nmodule.exports = (t) => jwt.verify(t, process.env.K, { algorithms: ALGS });\n`),
    ).toEqual([]);
  });
  it('code injection: eval, new Function, string timers, vm', async () => {
    expect(
      await scan(
        'eval(userInput);\neval("1+1");\nnew Function("a", body);\nsetTimeout("tick(" + n + ")", 10);\nsetTimeout(() => tick(), 10);\nconst vm = require("vm");\nvm.runInNewContext(code);\n',
      ),
    ).toEqual(['code_injection@1', 'code_injection@3', 'code_injection@4', 'code_injection@7']);
  });

  it('CORS: the request origin echoed with credentials allowed is readable by any site', async () => {
    const echoed = [
      "const app = require('express')();",
      "app.get('/me', (req, res) => {",
      "  res.set('Access-Control-Allow-Origin', req.headers.origin);",
      "  res.set('Access-Control-Allow-Credentials', 'true');",
      '  res.json(profile);',
      '});',
      "const cors = require('cors');",
      'app.use(cors({ origin: true, credentials: true }));',
      "app.use(cors({ origin: 'https://app.example.com', credentials: true }));",
    ].join('\n');
    expect(await scan(echoed)).toEqual(['cors_misconfiguration@3', 'cors_misconfiguration@8']);
    const fixed =
      "res.set('Access-Control-Allow-Origin', 'https://app.example.com');\nres.set('Access-Control-Allow-Credentials', 'true');\n";
    expect(await scan(fixed)).toEqual([]);
  });

  it('CORS: request header getters and header setters of Koa, Hono and hapi are read as tables', async () => {
    const koa = [
      "const Koa = require('koa');",
      'const app = new Koa();',
      'app.use(async (ctx, next) => {',
      "  const from = ctx.request.get('Origin');",
      "  ctx.response.set('Access-Control-Allow-Origin', from);",
      "  ctx.set('Access-Control-Allow-Credentials', 'true');",
      '  await next();',
      '});',
    ].join('\n');
    expect(await scan(koa)).toEqual(['cors_misconfiguration@5']);
    const hono = [
      "import { Hono } from 'hono';",
      'const app = new Hono();',
      "app.get('/me', (c) => {",
      "  c.header('Access-Control-Allow-Origin', c.req.header('origin'));",
      "  c.header('Access-Control-Allow-Credentials', 'true');",
      '  return c.json({});',
      '});',
    ].join('\n');
    expect(await scan(hono)).toEqual(['cors_misconfiguration@4']);
    // A map the handler built is not the request: `ctx.state.flags.get(…)` stays a lookup.
    const fixed = [
      "const Koa = require('koa');",
      'const app = new Koa();',
      'app.use(async (ctx, next) => {',
      "  ctx.set('Access-Control-Allow-Origin', 'https://shop.example.org');",
      "  ctx.set('Access-Control-Allow-Credentials', 'true');",
      "  ctx.set('X-Theme', ctx.state.flags.get('theme'));",
      '  await next();',
      '});',
    ].join('\n');
    expect(await scan(fixed)).toEqual([]);
  });

  it('hard-coded secrets: a literal key of a signing, verifying, MAC or cipher API (closed table)', async () => {
    const code = [
      "const jwt = require('jsonwebtoken');",
      "const crypto = require('crypto');",
      "const { jwtVerify } = require('jose');",
      "const HOOK = 'whk-live-0c1d';",
      "const issue = (u) => jwt.sign({ sub: u }, 'orders-svc-signing-9f', { expiresIn: '5m' });",
      'const mac = (b) => crypto.createHmac("sha256", HOOK).update(b).digest("hex");',
      "const shared = new TextEncoder().encode('jose-shared-material-77');",
      'const check = (t) => jwtVerify(t, shared);',
      'const ok = (t) => jwt.verify(t, process.env.ORDERS_KEY);',
      "const pub = (t) => jwt.verify(t, '-----BEGIN PUBLIC KEY-----\\nMIIB\\n-----END PUBLIC KEY-----');",
    ].join('\n');
    expect(await scan(code)).toEqual(['hardcoded_secret@5', 'hardcoded_secret@6', 'hardcoded_secret@8']);
  });

  it('MongoDB operator injection: a filter field fed by parsed request input as it came', async () => {
    const code = [
      "const mongoose = require('mongoose');",
      "const Account = mongoose.model('Account', new mongoose.Schema({ handle: String, pin: String }));",
      "const app = require('express')();",
      "app.post('/pin', async (req, res) => {",
      '  const { handle } = req.body;',
      '  const a = await Account.findOne({ handle, pin: req.body.pin });',
      "  const b = await Account.find({ $or: [{ tag: req.query.tag }, { tag: 'all' }] });",
      '  const c = await Account.findOne({ handle: String(req.body.handle), pin: `${req.body.pin}` });',
      '  const d = await Account.deleteOne({ _id: req.params.id, age: Number(req.query.age) });',
      '  const e = await Account.findOne({ handle: { $eq: req.body.handle } });',
      '  res.json([a, b, c, d, e]);',
      '});',
    ].join('\n');
    expect(await scan(code)).toEqual(['nosql_injection@6', 'nosql_injection@7']);
    // express-mongo-sanitize strips `$` keys from every request before the handlers see it.
    const sanitized = `const mongoSanitize = require('express-mongo-sanitize');\napp.use(mongoSanitize());\n${code}`;
    expect(await scan(sanitized)).toEqual([]);
    // knex's where() is not MongoDB unless the file loads a MongoDB library.
    expect(await scan("const knex = require('knex')(cfg);\nknex('t').where({ handle: req.body.handle });\n")).toEqual([]);
  });

  it('MongoDB $where JavaScript assembled from data runs on the server', async () => {
    const code = [
      "const app = require('express')();",
      "app.get('/cheap', async (req, res) => {",
      '  const limit = req.query.limit;',
      "  await coll.find({ $where: 'this.price < ' + limit }).toArray();",
      "  await coll.find({ $where: 'this.price < 10' }).toArray();",
      '  await coll.find({ $where: function () { return this.price < 10; } }).toArray();',
      '  await Item.find().$where(`this.qty > ${req.query.q}`);',
      '  await coll.find({ price: { $lt: Number(limit) } }).toArray();',
      '});',
    ].join('\n');
    expect(await scan(code)).toEqual(['code_injection@4', 'code_injection@7']);
  });

  it("js-yaml's full schema builds functions from the document", async () => {
    const code = [
      "const yaml = require('js-yaml');",
      'const a = yaml.load(text, { schema: yaml.DEFAULT_FULL_SCHEMA });',
      'const b = yaml.load(text);',
      'const c = yaml.load(text, { schema: yaml.JSON_SCHEMA });',
    ].join('\n');
    expect(await scan(code)).toEqual(['insecure_deserialization@2']);
  });

  it('a timer whose callback is request data runs it as code (request data is never a function)', async () => {
    const code = [
      "const app = require('express')();",
      'app.post("/later", (req, res) => {',
      '  setInterval(req.body.task, 500);',
      '  const cb = req.query.cb;',
      '  setTimeout(cb, 10);',
      '  setTimeout(handlers[0], 10);',
      '  res.end();',
      '});',
    ].join('\n');
    expect(await scan(code)).toEqual(['code_injection@3', 'code_injection@5']);
  });

  it('open redirect: a Location header set from request data, however it is set', async () => {
    const code = [
      "const http = require('http');",
      'http.createServer((req, res) => {',
      "  const target = new URL(req.url, 'http://x').searchParams.get('back');",
      '  res.writeHead(301, { Location: target });',
      "  res.setHeader('location', req.headers['x-next']);",
      "  res.setHeader('Location', '/home');",
      "  res.setHeader('X-Trace', req.headers['x-trace-id']);",
      '  res.end();',
      '});',
    ].join('\n');
    expect(await scan(code)).toEqual(['open_redirect@4', 'open_redirect@5']);
    const express =
      "const app = require('express')();\napp.get('/go', (req, res) => { res.location(req.query.to); res.sendStatus(302); });\n";
    expect(await scan(express)).toEqual(['open_redirect@2']);
  });

  it('open redirect: the path of a URL whose origin was checked is still a URL of its own ("//host")', async () => {
    const checked = (to: string) =>
      [
        "const app = require('express')();",
        "const HOME = 'https://shop.example';",
        "app.get('/back', (req, res) => {",
        '  const u = new URL(String(req.query.r), HOME);',
        "  if (u.origin !== HOME) return res.redirect('/');",
        `  res.redirect(${to});`,
        '});',
      ].join('\n');
    // "https://shop.example//elsewhere.example" passes the origin check; its pathname is "//elsewhere.example".
    expect(await scan(checked('u.pathname'))).toEqual(['open_redirect@6']);
    expect(await scan(checked('u.pathname + u.search'))).toEqual(['open_redirect@6']);
    // The whole URL after the check is the checked origin.
    expect(await scan(checked('u.href'))).toEqual([]);
    expect(await scan(checked('u.toString()'))).toEqual([]);
  });

  it('command injection via child_process, resolved through require/import aliases only', async () => {
    const code = [
      "const { exec, execSync: run } = require('child_process');",
      "import * as cp from 'node:child_process';",
      'exec(`ls ${dir}`);',
      "run('rm -rf ' + path);",
      'cp.exec(cmd);',
      'cp.spawn(cmd, [], { shell: true });',
      "cp.spawn('ls', ['-l', dir]);",
      '/ab+c/.exec(text);',
      'db.exec(stmt);',
    ].join('\n');
    expect(await scan(code)).toEqual(['command_injection@3', 'command_injection@4', 'command_injection@5', 'command_injection@6']);
  });

  it('XSS sinks', async () => {
    const code = [
      'el.innerHTML = `<b>${name}</b>`;',
      "el.innerHTML = '<b>static</b>';",
      'el.outerHTML += html;',
      'document.write(location.hash);',
      "el.insertAdjacentHTML('beforeend', html);",
      'el.textContent = name;',
    ].join('\n');
    expect(await scan(code)).toEqual(['xss@1', 'xss@3', 'xss@4', 'xss@5']);
  });

  it('hard-coded secrets and provider keys; env lookups are fine', async () => {
    const code = [
      "const password = 'hunter2hunter2';",
      "const config = { apiKey: 'a1b2c3d4e5f6g7h8', timeout: 30 };",
      'const token = process.env.TOKEN;',
      "const tokenUrl = 'https://example.com/token';",
      "const key = 'AKIAIOSFODNN7EXAMPLE';",
      'const pem = `-----BEGIN PRIVATE KEY-----\\nMIIE`;',
      "this.clientSecret = 'p4ssw0rd-very-secret';",
    ].join('\n');
    expect(await scan(code)).toEqual([
      'hardcoded_secret@1',
      'hardcoded_secret@2',
      'hardcoded_secret@5',
      'hardcoded_secret@6',
      'hardcoded_secret@7',
    ]);
    const r = await engine.verifyCode({ code: "const k = 'AKIAIOSFODNN7EXAMPLE';", language: 'javascript' });
    expect(r.vulnerabilities[0]?.severity).toBe('critical');
  });

  it('weak crypto', async () => {
    const code = [
      "const crypto = require('crypto');",
      "crypto.createHash('md5').update(data);",
      "crypto.createHash('sha256').update(data);",
      "const c = crypto.createCipher('aes-256-cbc', key);",
      "crypto.createCipheriv('des-ede3-cbc', key, iv);",
      "crypto.createCipheriv('aes-256-gcm', key, iv);",
      "const hashed = crypto.createHash('sha1').update(password).digest('hex');",
    ].join('\n');
    const r = await engine.verifyCode({ code, language: 'javascript' });
    expect(r.vulnerabilities.map((v) => `${v.type}@${v.line}:${v.severity}`)).toEqual([
      'weak_hash@2:medium',
      'weak_crypto@4:high',
      'weak_crypto@5:high',
      'weak_hash@7:high',
    ]);
  });

  it('weak crypto named through a constant of the file', async () => {
    const code = [
      "const crypto = require('crypto');",
      "const CIPHER = 'bf-cbc';",
      "const GOOD = 'aes-256-gcm';",
      "const DIGEST = 'md5';",
      'function seal(key, iv, text) {',
      '  const c = crypto.createCipheriv(CIPHER, key, iv);',
      '  const d = crypto.createCipheriv(GOOD, key, iv);',
      '  const tag = crypto.createHash(DIGEST).update(text).digest("hex");',
      '  return [c, d, tag];',
      '}',
    ].join('\n');
    const r = await engine.verifyCode({ code, language: 'javascript' });
    expect(r.vulnerabilities.map((v) => `${v.type}@${v.line}`)).toEqual(['weak_crypto@6', 'weak_hash@8']);
    expect(r.is_safe).toBe(false);
  });

  it('SQL injection into query(); placeholders and tagged templates are fine', async () => {
    const code = [
      'db.query("SELECT * FROM users WHERE id = " + req.params.id);',
      "pool.query(`SELECT * FROM t WHERE name = '${name}'`);",
      "db.query('SELECT * FROM users WHERE id = $1', [id]);",
      'db.query(sql`SELECT * FROM users WHERE id = ${id}`);',
      'const q = `DELETE FROM sessions WHERE user = ${user}`;',
      'const msg = `Please select a file from ${dir}`;',
      'db.all("SELECT * FROM t WHERE a = " + a, cb);',
    ].join('\n');
    expect(await scan(code)).toEqual(['sql_injection@1', 'sql_injection@2', 'sql_injection@5', 'sql_injection@7']);
  });

  it('TLS verification disabled', async () => {
    const code = [
      'https.request({ host, rejectUnauthorized: false });',
      "process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';",
      'new https.Agent({ rejectUnauthorized: true });',
    ].join('\n');
    expect(await scan(code)).toEqual(['tls_verification_disabled@1', 'tls_verification_disabled@2']);
  });

  it('prototype pollution', async () => {
    const code = [
      "const _ = require('lodash');",
      'app.post("/s", (req, res) => { _.merge(settings, req.body); });',
      'Object.assign(target, JSON.parse(req.body.json));',
      'Object.assign({}, defaults);',
      "obj['__proto__'].isAdmin = true;",
      'target[req.query.a][req.query.b] = req.query.c;',
      'Foo.prototype.bar = function () {};',
      'function merge(t, s) {',
      '  for (const k in s) {',
      "    if (typeof s[k] === 'object') merge(t[k], s[k]);",
      '    else t[k] = s[k];',
      '  }',
      '}',
      'function safeMerge(t, s) {',
      '  for (const k in s) {',
      "    if (k === '__proto__' || k === 'constructor') continue;",
      "    if (typeof s[k] === 'object') safeMerge(t[k], s[k]); else t[k] = s[k];",
      '  }',
      '}',
    ].join('\n');
    expect(await scan(code)).toEqual([
      'prototype_pollution@2',
      'prototype_pollution@3',
      'prototype_pollution@5',
      'prototype_pollution@6',
      'prototype_pollution@9',
    ]);
  });

  it('insecure random and path traversal', async () => {
    const code = [
      'const resetToken = Math.random().toString(36).slice(2);',
      'const jitter = Math.random() * 100;',
      "const fs = require('fs');",
      "app.get('/f', (req, res) => { fs.readFile(path.join(ROOT, req.query.name), cb); });",
      "app.get('/g', (req, res) => { res.sendFile(path.join(ROOT, path.basename(req.query.name))); });",
      "fs.readFileSync('./config.json');",
    ].join('\n');
    expect(await scan(code)).toEqual(['insecure_random@1', 'path_traversal@4']);
  });
});

describe('TypeScript', () => {
  it('applies the same rules to typed code', async () => {
    const code = [
      "import { exec } from 'child_process';",
      'const apiKey: string = "a1b2c3d4e5f6g7h8i9";',
      'function run(cmd: string): void { exec(`sh -c ${cmd}`); }',
      'export async function find(db: Pool, id: string) { return db.query(`SELECT * FROM t WHERE id = ${id}`); }',
      'const x = <any>window;',
      'el!.innerHTML = html as string;',
      'const hashed = crypto.createHash("md5").update(input).digest("hex");',
    ].join('\n');
    expect(await scan(code, 'typescript')).toEqual([
      'hardcoded_secret@2',
      'command_injection@3',
      'sql_injection@4',
      'xss@6',
      'weak_hash@7',
    ]);
  });

  it('parses TypeScript-only syntax without syntax errors', async () => {
    const r = await engine.verifyCode({
      code: 'interface A { x: number }\nenum E { A = 1 }\nconst f = <T,>(v: T): T => v;\nlet y = z satisfies A;\n',
      language: 'typescript',
    });
    expect(r.syntax_errors).toBeUndefined();
    expect(r.is_safe).toBe(true);
  });
});
