/**
 * Four rules, both sides of each: option objects given as parameter defaults are read like written arguments;
 * the file-serving responses of the web frameworks are path sinks; request methods of an injected or constructed
 * HTTP client are SSRF sinks; an origin echoed only under a membership test against a constant collection is not a
 * CORS misconfiguration.
 */
import { describe, expect, it } from 'vitest';
import { createCodeEngine } from './engine.ts';
import { nodeCodeRuntime } from './test-support/node-wasm.ts';

const engine = createCodeEngine(nodeCodeRuntime());

async function answer(code: string, language: string): Promise<string> {
  const r = await engine.verifyCode({ code, language });
  const serious = r.vulnerabilities.filter((v) => v.severity === 'critical' || v.severity === 'high');
  if (serious.length > 0) return serious[0]?.type ?? 'finding';
  return r.analysis === 'partial' ? 'partial' : 'safe';
}

type Case = [name: string, language: 'python' | 'javascript' | 'typescript', expected: string, lines: string[]];

function table(cases: Case[]) {
  for (const [name, language, expected, lines] of cases)
    it(`${name} → ${expected}`, async () => {
      expect(await answer(lines.join('\n'), language)).toBe(expected);
    });
}

const EXPRESS = ['const express = require("express");', 'const app = express();'];
const CP = 'const { spawn, execFile } = require("child_process");';

describe('option objects given as parameter defaults are read like written arguments', () => {
  table([
    [
      'a default options object with shell: true, caller passes none',
      'javascript',
      'command_injection',
      [
        CP,
        ...EXPRESS,
        'function runTool(line, o = { shell: true }) { return spawn(line, o); }',
        'app.post("/t", (req, res) => { runTool(req.body.line); res.end(); });',
      ],
    ],
    [
      'the same default with shell: false',
      'javascript',
      'safe',
      [
        CP,
        ...EXPRESS,
        'function runTool(line, o = { shell: false }) { return spawn(line, o); }',
        'app.post("/t", (req, res) => { runTool(req.body.line); res.end(); });',
      ],
    ],
    [
      'a caller overrides a safe default with shell: true',
      'javascript',
      'command_injection',
      [
        CP,
        ...EXPRESS,
        'function runTool(line, o = { shell: false }) { return spawn(line, o); }',
        'app.post("/t", (req, res) => { runTool(req.body.line, { shell: true }); res.end(); });',
      ],
    ],
    [
      'a shell default with the argument vector built from request data',
      'javascript',
      'command_injection',
      [
        CP,
        ...EXPRESS,
        'function grep(word, o = { shell: true }) { return execFile("grep", ["-r", word, "."], o); }',
        'app.get("/g", (req, res) => { grep(req.query.w); res.end(); });',
      ],
    ],
    [
      'the function name appears inside a string of the file (not a mention)',
      'javascript',
      'command_injection',
      [
        CP,
        ...EXPRESS,
        'function bash(line, o = { shell: true }) { return spawn(line, o); }',
        'app.get("/b", (req, res) => { bash(`echo bash ${req.query.v}`); res.end(); });',
      ],
    ],
    [
      'an exported helper whose options the file cannot see',
      'javascript',
      'partial',
      [CP, 'function launch(line, o) { return spawn(line, o); }', 'module.exports = { launch };'],
    ],
    [
      'a default options object without a shell key',
      'javascript',
      'safe',
      [
        CP,
        ...EXPRESS,
        'function listDir(d, o = { timeout: 3000 }) { return execFile("ls", ["-la", d], o); }',
        'app.get("/l", (req, res) => { listDir(req.query.d); res.end(); });',
      ],
    ],
    [
      'Python: **opts of a default dict with shell True',
      'python',
      'command_injection',
      [
        'import subprocess',
        'from flask import Flask, request',
        'app = Flask(__name__)',
        'def launch(line, opts={"shell": True}):',
        '    return subprocess.check_output(line, **opts)',
        '@app.route("/r")',
        'def r():',
        '    return launch(request.args["line"])',
      ],
    ],
    [
      'Python: **opts of a default dict with shell False',
      'python',
      'safe',
      [
        'import subprocess',
        'from flask import Flask, request',
        'app = Flask(__name__)',
        'def launch(line, opts={"shell": False}):',
        '    return subprocess.check_output(line, **opts)',
        '@app.route("/r")',
        'def r():',
        '    return launch(request.args["line"].split())',
      ],
    ],
  ]);
});

describe('file-serving responses of the web frameworks are path sinks', () => {
  table([
    [
      'aiohttp FileResponse of a joined request path',
      'python',
      'path_traversal',
      [
        'import os',
        'from aiohttp import web',
        'async def report(request):',
        '    return web.FileResponse(os.path.join("/data/reports", request.match_info["file"]))',
      ],
    ],
    [
      'aiohttp FileResponse(path=…) keyword',
      'python',
      'path_traversal',
      ['from aiohttp import web', 'async def report(request):', '    return web.FileResponse(path="/data/" + request.query["f"])'],
    ],
    [
      'aiohttp FileResponse of a basename',
      'python',
      'safe',
      [
        'import os',
        'from aiohttp import web',
        'async def report(request):',
        '    return web.FileResponse(os.path.join("/data/reports", os.path.basename(request.match_info["file"])))',
      ],
    ],
    [
      'Sanic response.file of a request path',
      'python',
      'path_traversal',
      [
        'from sanic import Sanic, response',
        'app = Sanic("files")',
        '@app.get("/dl")',
        'async def dl(request):',
        '    return await response.file("/srv/dl/" + request.args.get("name"))',
      ],
    ],
    [
      'Quart send_file of a request path',
      'python',
      'path_traversal',
      [
        'from quart import Quart, request, send_file',
        'app = Quart(__name__)',
        '@app.route("/dl")',
        'async def dl():',
        '    return await send_file("/srv/dl/" + request.args["name"])',
      ],
    ],
    [
      'Quart send_file of a constant',
      'python',
      'safe',
      [
        'from quart import Quart, send_file',
        'app = Quart(__name__)',
        '@app.route("/logo")',
        'async def logo():',
        '    return await send_file("/srv/static/logo.png")',
      ],
    ],
    [
      'Express response.sendFile under another parameter name',
      'javascript',
      'path_traversal',
      [
        'const path = require("path");',
        ...EXPRESS,
        'app.get("/doc", (request, response) => response.sendFile(path.join(__dirname, "docs", request.query.doc)));',
      ],
    ],
    [
      'Express sendFile with an options parameter the file cannot read',
      'javascript',
      'path_traversal',
      [
        ...EXPRESS,
        'function serveDoc(res, name, opts) { return res.sendFile(name, opts); }',
        'app.get("/doc", (req, res) => serveDoc(res, req.query.doc));',
        'module.exports = { serveDoc };',
      ],
    ],
    [
      'Express response.sendFile with root',
      'javascript',
      'safe',
      [...EXPRESS, 'app.get("/doc", (request, response) => response.sendFile(request.query.doc, { root: "/srv/docs" }));'],
    ],
  ]);
});

describe('request methods of an injected or constructed HTTP client are SSRF sinks', () => {
  table([
    [
      'NestJS HttpService injected in the constructor, URL from the body',
      'typescript',
      'ssrf',
      [
        'import { Body, Controller, Post } from "@nestjs/common";',
        'import { HttpService } from "@nestjs/axios";',
        '@Controller("preview")',
        'export class PreviewController {',
        '  constructor(private readonly fetcher: HttpService) {}',
        '  @Post()',
        '  load(@Body() body: { link: string }) {',
        '    return this.fetcher.get(body.link);',
        '  }',
        '}',
      ],
    ],
    [
      'the same client with a constant origin and an encoded id',
      'typescript',
      'safe',
      [
        'import { Body, Controller, Post } from "@nestjs/common";',
        'import { HttpService } from "@nestjs/axios";',
        '@Controller("preview")',
        'export class PreviewController {',
        '  constructor(private readonly fetcher: HttpService) {}',
        '  @Post()',
        '  load(@Body() body: { id: string }) {',
        '    return this.fetcher.get(`https://catalog.example.org/v2/${encodeURIComponent(body.id)}`);',
        '  }',
        '}',
      ],
    ],
    [
      'axios.create() instance posting to a request URL',
      'javascript',
      'ssrf',
      [
        'const axios = require("axios");',
        ...EXPRESS,
        'const client = axios.create({ timeout: 2000 });',
        'app.post("/cb", async (req, res) => { await client.post(req.body.callback, { ok: true }); res.end(); });',
      ],
    ],
    [
      'axios.create() instance with a base URL and a relative path',
      'javascript',
      'safe',
      [
        'const axios = require("axios");',
        ...EXPRESS,
        'const client = axios.create({ baseURL: "https://billing.example.org" });',
        'app.get("/inv", async (req, res) => res.json((await client.get("/invoices/" + encodeURIComponent(req.query.n))).data));',
      ],
    ],
    [
      'a class field assigned axios.create() in the constructor',
      'javascript',
      'ssrf',
      [
        'const axios = require("axios");',
        ...EXPRESS,
        'class Probe { constructor() { this.agent = axios.create(); } check(target) { return this.agent.head(target); } }',
        'const probe = new Probe();',
        'app.get("/probe", async (req, res) => { await probe.check(req.query.target); res.end(); });',
      ],
    ],
    [
      'Python: a requests.Session kept on self, URL from the query',
      'python',
      'ssrf',
      [
        'import requests',
        'from flask import Flask, request',
        'app = Flask(__name__)',
        'class Mirror:',
        '    def __init__(self):',
        '        self.http = requests.Session()',
        '    def pull(self, src):',
        '        return self.http.get(src, timeout=3).content',
        'mirror = Mirror()',
        '@app.route("/mirror")',
        'def m():',
        '    return mirror.pull(request.args["src"])',
      ],
    ],
    [
      'Python: the same session checked against a constant allow-list',
      'python',
      'safe',
      [
        'import requests',
        'from flask import Flask, abort, request',
        'app = Flask(__name__)',
        'FEEDS = {"https://feeds.example.org/a.xml", "https://feeds.example.org/b.xml"}',
        'class Mirror:',
        '    def __init__(self):',
        '        self.http = requests.Session()',
        '    def pull(self, src):',
        '        if src not in FEEDS:',
        '            abort(400)',
        '        return self.http.get(src, timeout=3).content',
        'mirror = Mirror()',
        '@app.route("/mirror")',
        'def m():',
        '    return mirror.pull(request.args["src"])',
      ],
    ],
    [
      'Python: an httpx client annotated on a parameter, request method',
      'python',
      'ssrf',
      [
        'import httpx',
        'from fastapi import FastAPI',
        'app = FastAPI()',
        'client: httpx.AsyncClient = httpx.AsyncClient()',
        '@app.get("/hook")',
        'async def hook(target: str):',
        '    return (await client.request("POST", target)).status_code',
      ],
    ],
  ]);
});

describe('an origin echoed only under a membership test against a constant collection', () => {
  const header = (cond: string) => [
    ...EXPRESS,
    'const TRUSTED = new Set(["https://shop.example.org", "https://admin.example.org"]);',
    'app.use((req, res, next) => {',
    '  const o = req.headers.origin;',
    `  if (${cond}) {`,
    '    res.setHeader("Access-Control-Allow-Origin", o);',
    '    res.setHeader("Access-Control-Allow-Credentials", "true");',
    '  }',
    '  next();',
    '});',
  ];
  table([
    ['JS: o && TRUSTED.has(o)', 'javascript', 'safe', header('o && TRUSTED.has(o)')],
    ['JS: o || TRUSTED.has(o) (no narrowing)', 'javascript', 'cors_misconfiguration', header('o || TRUSTED.has(o)')],
    ['JS: o && !TRUSTED.has(o)', 'javascript', 'cors_misconfiguration', header('o && !TRUSTED.has(o)')],
    [
      'JS: leaves when the origin is missing or not listed',
      'javascript',
      'safe',
      [
        ...EXPRESS,
        'const TRUSTED = ["https://shop.example.org"];',
        'app.use((req, res, next) => {',
        '  const o = req.get("origin");',
        '  if (!o || !TRUSTED.includes(o)) return next();',
        '  res.set("Access-Control-Allow-Origin", o);',
        '  res.set("Access-Control-Allow-Credentials", "true");',
        '  next();',
        '});',
      ],
    ],
    [
      'JS: a set built from request data',
      'javascript',
      'cors_misconfiguration',
      [
        ...EXPRESS,
        'app.use((req, res, next) => {',
        '  const o = req.headers.origin;',
        '  const list = new Set(String(req.query.allow).split(","));',
        '  if (o && list.has(o)) res.setHeader("Access-Control-Allow-Origin", o);',
        '  res.setHeader("Access-Control-Allow-Credentials", "true");',
        '  next();',
        '});',
      ],
    ],
    [
      'Python: origin and origin in a constant frozenset',
      'python',
      'safe',
      [
        'from flask import Flask, request',
        'app = Flask(__name__)',
        'TRUSTED = frozenset({"https://shop.example.org"})',
        '@app.after_request',
        'def add_cors(resp):',
        '    o = request.headers.get("Origin")',
        '    if o and o in TRUSTED:',
        '        resp.headers["Access-Control-Allow-Origin"] = o',
        '        resp.headers["Access-Control-Allow-Credentials"] = "true"',
        '    return resp',
      ],
    ],
    [
      'Python: origin and origin not in the set',
      'python',
      'cors_misconfiguration',
      [
        'from flask import Flask, request',
        'app = Flask(__name__)',
        'TRUSTED = {"https://shop.example.org"}',
        '@app.after_request',
        'def add_cors(resp):',
        '    o = request.headers.get("Origin")',
        '    if o and o not in TRUSTED:',
        '        resp.headers["Access-Control-Allow-Origin"] = o',
        '        resp.headers["Access-Control-Allow-Credentials"] = "true"',
        '    return resp',
      ],
    ],
  ]);
});
