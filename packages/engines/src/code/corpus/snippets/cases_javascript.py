"""Hand-labelled JavaScript and TypeScript snippets; same levels as cases_python.py. Each case: (id, lang, level, family, code)."""

CASES = [
    # --- command injection -------------------------------------------------------------------------------------
    ("js-exec-concat", "js", "high", "command_injection", '''
const { exec } = require('child_process');
app.get('/ping', (req, res) => {
  exec('ping -c 1 ' + req.query.host, (err, out) => res.send(out));
});
'''),
    ("js-exec-template", "js", "high", "command_injection", '''
import { execSync } from 'node:child_process';
export function archive(dir) {
  return execSync(`tar czf /tmp/out.tgz ${dir}`);
}
'''),
    ("js-spawn-sh-c", "js", "high", "command_injection", '''
const { spawn } = require('child_process');
function run(cmd) {
  return spawn('sh', ['-c', cmd]);
}
'''),
    ("js-spawn-shell-true", "js", "high", "command_injection", '''
const cp = require('child_process');
function run(cmd) {
  return cp.spawn(cmd, { shell: true });
}
'''),
    ("js-exec-rebound", "js", "high", "command_injection", '''
const cp = require('child_process');
const run = cp.exec;
module.exports = (cmd) => run(cmd);
'''),
    ("js-exec-bracket", "js", "high", "command_injection", '''
module.exports = (cmd) => require('child_process')['exec'](cmd);
'''),
    ("js-execfile-safe", "js", "none", None, '''
const { execFile } = require('child_process');
function list(dir) {
  return execFile('ls', ['-l', dir]);
}
'''),
    ("js-exec-constant-safe", "js", "none", None, '''
const { exec } = require('child_process');
exec('git rev-parse HEAD', (err, out) => console.log(out));
'''),
    ("js-shell-quote-safe", "js", "none", None, '''
const { exec } = require('child_process');
const { quote } = require('shell-quote');
function grep(word) {
  exec('grep -r ' + quote([word]) + ' /var/log/app');
}
'''),
    ("js-regex-exec-safe", "js", "none", None, '''
const m = /(\\d+)-(\\d+)/.exec(input);
const rows = db.exec(statement);
'''),
    # --- code injection ----------------------------------------------------------------------------------------
    ("js-eval-query", "js", "high", "code_injection", '''
app.get('/calc', (req, res) => {
  res.json({ value: eval(req.query.expr) });
});
'''),
    ("js-eval-alias", "js", "high", "code_injection", '''
const run = eval;
export function calc(expr) {
  return run(expr);
}
'''),
    ("js-eval-comma", "js", "high", "code_injection", '''
export const calc = (expr) => (0, eval)(expr);
'''),
    ("js-new-function", "js", "high", "code_injection", '''
export function compile(body) {
  return new Function('x', body);
}
'''),
    ("js-settimeout-string", "js", "high", "code_injection", '''
function later(name) {
  setTimeout('greet("' + name + '")', 100);
}
'''),
    ("js-vm-run", "js", "high", "code_injection", '''
const vm = require('vm');
module.exports = (code) => vm.runInNewContext(code, {});
'''),
    ("js-constructor-constructor", "js", "high", "code_injection", '''
export function run(src) {
  return [].constructor.constructor(src)();
}
'''),
    ("js-settimeout-fn-safe", "js", "none", None, '''
function later(name) {
  setTimeout(() => greet(name), 100);
}
'''),
    ("js-json-parse-safe", "js", "none", None, '''
export function read(text) {
  return JSON.parse(text);
}
'''),
    # --- XSS ---------------------------------------------------------------------------------------------------
    ("js-innerhtml", "js", "high", "xss", '''
const params = new URLSearchParams(location.search);
document.getElementById('greeting').innerHTML = 'Hello ' + params.get('name');
'''),
    ("js-document-write", "js", "high", "xss", '''
document.write('<p>' + location.hash.slice(1) + '</p>');
'''),
    ("js-res-send-xss", "js", "high", "xss", '''
app.get('/search', (req, res) => {
  res.send(`<h1>Results for ${req.query.q}</h1>`);
});
'''),
    ("js-jquery-html", "js", "high", "xss", '''
$('#message').html(location.hash.substring(1));
'''),
    ("js-jquery-append-var", "js", "high", "xss", '''
function show(comment) {
  $('#comments').append('<li>' + comment.text + '</li>');
}
'''),
    ("js-insert-adjacent", "js", "high", "xss", '''
function render(el, html) {
  el.insertAdjacentHTML('beforeend', html);
}
'''),
    ("js-dompurify-safe", "js", "none", None, '''
import DOMPurify from 'dompurify';
export function render(el, html) {
  el.innerHTML = DOMPurify.sanitize(html);
}
'''),
    ("js-dompurify-var-safe", "js", "none", None, '''
import DOMPurify from 'dompurify';
export function render(el, dirty) {
  const clean = DOMPurify.sanitize(dirty, { USE_PROFILES: { html: true } });
  el.innerHTML = `<div class="note">${clean}</div>`;
}
'''),
    ("js-textcontent-safe", "js", "none", None, '''
export function greet(el, name) {
  el.textContent = 'Hello ' + name;
}
'''),
    ("js-res-json-safe", "js", "none", None, '''
app.get('/search', (req, res) => {
  res.json({ query: req.query.q, results: [] });
});
'''),
    ("js-jquery-text-safe", "js", "none", None, '''
$('#message').text(location.hash.substring(1));
'''),
    ("js-escape-html-safe", "js", "none", None, '''
const escapeHtml = require('escape-html');
app.get('/hi', (req, res) => {
  res.send('<h1>Hello ' + escapeHtml(req.query.name) + '</h1>');
});
'''),
    # --- deserialization, SQL, crypto --------------------------------------------------------------------------
    ("js-node-serialize", "js", "high", "insecure_deserialization", '''
const serialize = require('node-serialize');
app.get('/profile', (req, res) => {
  const profile = serialize.unserialize(Buffer.from(req.cookies.profile, 'base64').toString());
  res.json(profile);
});
'''),
    ("js-sql-concat", "js", "high", "sql_injection", '''
app.get('/user', async (req, res) => {
  const rows = await pool.query("SELECT * FROM users WHERE id = " + req.query.id);
  res.json(rows);
});
'''),
    ("js-sql-template", "js", "high", "sql_injection", '''
export async function find(db, name) {
  return db.query(`SELECT * FROM users WHERE name = '${name}'`);
}
'''),
    ("js-sql-placeholder-safe", "js", "none", None, '''
export async function find(db, name) {
  return db.query('SELECT * FROM users WHERE name = $1', [name]);
}
'''),
    ("js-sql-tagged-safe", "js", "none", None, '''
import sql from 'sql-template-strings';
export async function find(db, name) {
  return db.query(sql`SELECT * FROM users WHERE name = ${name}`);
}
'''),
    ("js-md5-password", "js", "high", "weak_hash", '''
const crypto = require('crypto');
function hashPassword(password) {
  return crypto.createHash('md5').update(password).digest('hex');
}
'''),
    ("js-des-cipher", "js", "high", "weak_crypto", '''
const crypto = require('crypto');
function enc(key, iv, data) {
  return crypto.createCipheriv('des-cbc', key, iv).update(data);
}
'''),
    ("js-aes-ecb", "js", "high", "weak_crypto", '''
const crypto = require('crypto');
const cipher = crypto.createCipheriv('aes-128-ecb', key, null);
'''),
    ("js-aes-gcm-safe", "js", "none", None, '''
const crypto = require('crypto');
const cipher = crypto.createCipheriv('aes-256-gcm', key, crypto.randomBytes(12));
'''),
    ("js-math-random-token", "js", "high", "insecure_random", '''
function makeResetToken() {
  const token = Math.random().toString(36).slice(2);
  return token;
}
'''),
    ("js-math-random-jitter-safe", "js", "none", None, '''
function delay(attempt) {
  return 100 * 2 ** attempt + Math.random() * 50;
}
'''),
    ("js-tls-reject", "js", "high", "tls_verification_disabled", '''
const https = require('https');
const agent = new https.Agent({ rejectUnauthorized: false });
'''),
    ("js-tls-env", "js", "high", "tls_verification_disabled", '''
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
'''),
    ("js-jwt-none", "js", "high", "jwt_verification_disabled", '''
const jwt = require('jsonwebtoken');
function claims(token, key) {
  return jwt.verify(token, key, { algorithms: ['HS256', 'none'] });
}
'''),
    ("js-jwt-safe", "js", "none", None, '''
const jwt = require('jsonwebtoken');
function claims(token, key) {
  return jwt.verify(token, key, { algorithms: ['RS256'], audience: 'api' });
}
'''),
    # --- prototype pollution, files, secrets ------------------------------------------------------------------
    ("js-merge-body", "js", "high", "prototype_pollution", '''
const _ = require('lodash');
app.post('/settings', (req, res) => {
  _.merge(settings, req.body);
  res.end();
});
'''),
    ("js-proto-assign", "js", "high", "prototype_pollution", '''
function setPath(obj, req) {
  obj[req.query.section][req.query.key] = req.query.value;
}
'''),
    ("js-path-traversal", "js", "high", "path_traversal", '''
const fs = require('fs');
const path = require('path');
app.get('/file', (req, res) => {
  fs.readFile(path.join(__dirname, 'public', req.query.name), (err, data) => res.end(data));
});
'''),
    ("js-path-resolve-guard-safe", "js", "none", None, '''
const fs = require('fs');
const path = require('path');
const ROOT = path.resolve(__dirname, 'public');
app.get('/file', (req, res) => {
  const target = path.resolve(ROOT, req.query.name);
  if (!target.startsWith(ROOT + path.sep)) return res.status(403).end();
  fs.readFile(target, (err, data) => res.end(data));
});
'''),
    ("js-path-basename-safe", "js", "none", None, '''
const fs = require('fs');
const path = require('path');
app.get('/file', (req, res) => {
  fs.readFile(path.join('/srv/public', path.basename(req.query.name)), (err, data) => res.end(data));
});
'''),
    ("js-hardcoded-secret", "js", "high", "hardcoded_secret", '''
const client = new Client({ user: 'app', password: 'S3cure-Passw0rd!' });
'''),
    ("js-stripe-key", "js", "high", "hardcoded_secret", '''
const stripe = require('stripe')('sk_live_51HxQ2pLmN4bVc8RtY7uI0oP9aSdF');
'''),
    ("js-env-secret-safe", "js", "none", None, '''
const client = new Client({ user: 'app', password: process.env.DB_PASSWORD });
'''),
    # High since issue 25: a redirect to request input is high (CWE-601, also javascript: URLs).
    ("js-open-redirect", "js", "high", "open_redirect", '''
app.get('/go', (req, res) => res.redirect(req.query.next));
'''),
    # --- TypeScript -------------------------------------------------------------------------------------------
    ("ts-exec-typed", "ts", "high", "command_injection", '''
import { exec } from 'child_process';
export function run(cmd: string): void {
  exec(`sh -c ${cmd}`);
}
'''),
    ("ts-sql-typed", "ts", "high", "sql_injection", '''
import type { Pool } from 'pg';
export async function find(db: Pool, id: string) {
  return db.query(`SELECT * FROM t WHERE id = ${id}`);
}
'''),
    ("ts-innerhtml-assertion", "ts", "high", "xss", '''
export function show(el: HTMLElement | null, html: unknown): void {
  el!.innerHTML = html as string;
}
'''),
    ("ts-eval-generic", "ts", "high", "code_injection", '''
export function calc<T>(expr: string): T {
  return eval(expr) as T;
}
'''),
    ("ts-tls-options", "ts", "high", "tls_verification_disabled", '''
import https from 'https';
const options: https.RequestOptions = { host: 'internal', rejectUnauthorized: false };
export default options;
'''),
    ("ts-secret-typed", "ts", "high", "hardcoded_secret", '''
export const apiKey: string = 'a1b2c3d4e5f6g7h8i9j0';
'''),
    ("ts-merge-safe", "ts", "none", None, '''
interface Settings { theme: string; size: number }
export function withDefaults(s: Partial<Settings>): Settings {
  return { theme: 'light', size: 12, ...s };
}
'''),
    ("ts-enum-safe", "ts", "none", None, '''
enum Role { Admin = 'admin', User = 'user' }
export const isAdmin = (r: Role): boolean => r === Role.Admin;
let z = { a: 1 } satisfies Record<string, number>;
'''),
    ("ts-sanitize-safe", "ts", "none", None, '''
import DOMPurify from 'dompurify';
export function render(el: HTMLElement, html: string): void {
  el.innerHTML = DOMPurify.sanitize(html) as string;
}
'''),
    ("ts-fetch-safe", "ts", "none", None, '''
export async function load(id: number): Promise<unknown> {
  const res = await fetch(`/api/items/${encodeURIComponent(String(id))}`);
  return res.json();
}
'''),
    # --- redirects set through a Location header, a response attribute or a redirect call (CWE-601) -------------
    ("js-redirect-setheader-location", "js", "high", "open_redirect", '''
const express = require('express');
const app = express();

app.get('/leave', (req, res) => {
  res.statusCode = 302;
  res.setHeader('Location', req.query.returnTo);
  res.end();
});
'''),
    ("js-redirect-set-object", "js", "high", "open_redirect", '''
const express = require('express');
const app = express();

app.post('/continue', (req, res) => {
  const next = req.body.next || '/';
  res.set({ Location: next, 'Cache-Control': 'no-store' });
  res.status(302).end();
});
'''),
    ("js-redirect-fastify-chain", "js", "high", "open_redirect", '''
const fastify = require('fastify')();

fastify.get('/out', async (request, reply) => {
  reply.code(302).header('Location', request.query.target).send();
});
'''),
    ("js-redirect-location-chain", "js", "high", "open_redirect", '''
import express from 'express';
const router = express.Router();

router.get('/back', (req, res) => {
  const dest = req.get('Referer');
  res.location(dest).sendStatus(302);
});
export default router;
'''),
    ("js-redirect-fetch-response-headers", "js", "high", "open_redirect", '''
export default {
  async fetch(request) {
    const url = new URL(request.url);
    const next = url.searchParams.get('next');
    return new Response(null, { status: 302, headers: { Location: next } });
  },
};
'''),
    ("js-redirect-headers-object-assign", "js", "high", "open_redirect", '''
const http = require('http');
const { URL } = require('url');

http.createServer((req, res) => {
  const to = new URL(req.url, 'http://localhost').searchParams.get('to');
  const headers = {};
  headers['Location'] = to;
  res.writeHead(302, headers);
  res.end();
}).listen(8080);
'''),
    ("js-redirect-local-path-safe", "js", "none", None, '''
const express = require('express');
const app = express();

app.get('/item', (req, res) => {
  res.setHeader('Location', '/items/' + encodeURIComponent(req.query.id));
  res.status(302).end();
});
'''),
    ("js-redirect-header-constant-safe", "js", "none", None, '''
const express = require('express');
const app = express();

app.get('/logout', (req, res) => {
  res.set({ Location: '/login', 'X-Request-Id': req.get('X-Request-Id') || '' });
  res.status(302).end();
});
'''),
    # --- paths joined from several request parts, only some sanitised (CWE-22) ---------------------------------
    ("js-path-join-partly-sanitised", "js", "high", "path_traversal", '''
const path = require('path');
const fs = require('fs');
const sanitize = require('sanitize-filename');

app.get('/doc', (req, res) => {
  const file = path.join(__dirname, 'docs', sanitize(req.query.lang), req.query.page);
  res.send(fs.readFileSync(file, 'utf8'));
});
'''),
    ("js-path-join-basename-one-part", "js", "high", "path_traversal", '''
import path from 'node:path';
import { promises as fsp } from 'node:fs';

export async function saveNote(req, res) {
  const dir = path.join('/var/notes', req.params.user);
  await fsp.writeFile(path.join(dir, path.basename(req.body.title)), req.body.text);
  res.sendStatus(201);
}
'''),
    ("js-path-join-all-sanitised-safe", "js", "none", None, '''
const path = require('path');
const fs = require('fs');
const sanitize = require('sanitize-filename');

app.get('/doc', (req, res) => {
  const file = path.join(__dirname, 'docs', sanitize(req.query.lang), sanitize(req.query.page));
  res.send(fs.readFileSync(file, 'utf8').length.toString());
});
'''),
    ("js-path-resolved-confined-safe", "js", "none", None, '''
const path = require('path');
const fs = require('fs');

const ROOT = path.resolve('/srv/static');

app.get('/file', (req, res) => {
  const full = path.resolve(ROOT, req.query.dir, req.query.name);
  if (!full.startsWith(ROOT + path.sep)) return res.sendStatus(403);
  fs.createReadStream(full).pipe(res);
});
'''),
    ("js-path-rename-dest", "js", "high", "path_traversal", '''
const fs = require('fs');
const path = require('path');

app.post('/move', (req, res) => {
  const from = path.join('/srv/inbox', path.basename(req.body.file));
  fs.renameSync(from, path.join('/srv/done', req.body.to));
  res.end();
});
'''),
    # --- Math.random making secrets (CWE-338) --------------------------------------------------------------------
    ("js-random-session-loop", "js", "high", "insecure_random", '''
const CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789';

function createSessionId() {
  let id = '';
  for (let i = 0; i < 24; i++) {
    id += CHARS.charAt(Math.floor(Math.random() * CHARS.length));
  }
  return id;
}
module.exports = { createSessionId };
'''),
    ("js-random-reset-token-tostring", "js", "high", "insecure_random", '''
async function requestReset(user, db, mailer) {
  const resetToken = Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
  await db.users.update({ id: user.id }, { resetToken });
  await mailer.send(user.email, `https://example.com/reset?t=${resetToken}`);
}
'''),
    ("js-random-otp-object", "js", "high", "insecure_random", '''
function issueOtp(phone) {
  return { phone, otp: String(Math.floor(100000 + Math.random() * 900000)), expires: Date.now() + 300000 };
}
'''),
    ("js-random-api-key-array", "js", "high", "insecure_random", '''
function generateApiKey() {
  const parts = [];
  for (let i = 0; i < 4; i++) parts.push(Math.random().toString(16).substring(2, 10));
  return parts.join('-');
}
'''),
    ("js-random-cookie-value", "js", "high", "insecure_random", '''
app.post('/login', (req, res) => {
  const sid = Math.random().toString(36).substring(2);
  sessions.set(sid, req.body.user);
  res.cookie('sid', sid, { httpOnly: true });
  res.end();
});
'''),
    ("js-random-game-safe", "js", "none", None, '''
function rollDie() {
  return Math.floor(Math.random() * 6) + 1;
}

function shuffle(items) {
  const a = items.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
'''),
    ("js-random-jitter-color-safe", "js", "none", None, '''
function retryDelay(attempt) {
  return Math.min(30000, 2 ** attempt * 100) + Math.random() * 250;
}

function randomColor() {
  return '#' + Math.floor(Math.random() * 0xffffff).toString(16).padStart(6, '0');
}
'''),
    ("js-crypto-token-safe", "js", "none", None, '''
const crypto = require('crypto');

function createSessionId() {
  return crypto.randomBytes(24).toString('base64url');
}

function resetCode() {
  return String(crypto.randomInt(0, 1000000)).padStart(6, '0');
}
'''),
    # --- text rebuilt character by character keeps its provenance ------------------------------------------------
    ("js-chars-rebuilt-exec", "js", "high", "command_injection", '''
const { exec } = require('child_process');

app.get('/ping', (req, res) => {
  let host = '';
  for (let i = 0; i < req.query.host.length; i++) host += req.query.host[i];
  exec('ping -c 1 ' + host, (err, out) => res.send(out));
});
'''),
    ("js-chars-fromcharcode-exec", "js", "high", "command_injection", '''
const { execSync } = require('child_process');

app.post('/run', (req, res) => {
  const src = req.body.name;
  let name = '';
  for (let i = 0; i < src.length; i++) name += String.fromCharCode(src.charCodeAt(i));
  res.send(execSync('touch /tmp/' + name).toString());
});
'''),
    # --- a URL check decides only where it guards (CWE-601) ----------------------------------------------------
    ("js-redirect-origin-check-logged", "js", "high", "open_redirect", '''
app.get('/go', (req, res) => {
  const target = new URL(req.query.next, 'https://example.com');
  if (target.origin !== 'https://example.com') {
    console.warn('offsite redirect', target.href);
  }
  res.redirect(target.href);
});
'''),
    ("js-redirect-origin-check-exit-safe", "js", "none", None, '''
app.get('/go', (req, res) => {
  const target = new URL(req.query.next, 'https://example.com');
  if (target.origin !== 'https://example.com') {
    return res.redirect('/');
  }
  res.redirect(target.href);
});
'''),
    ("js-redirect-headers-object-set", "js", "high", "open_redirect", '''
export async function GET(req) {
  const to = req.nextUrl.searchParams.get('to');
  const headers = new Headers();
  headers.set('Location', to);
  return new Response(null, { status: 307, headers });
}
'''),
    ("js-path-prefix-check-only-logged", "js", "high", "path_traversal", '''
const path = require('path');
const fs = require('fs');

const ROOT = '/srv/static';

app.get('/f', (req, res) => {
  const full = path.resolve(ROOT, req.query.name);
  if (!full.startsWith(ROOT)) console.warn('escape attempt', full);
  fs.createReadStream(full).pipe(res);
});
'''),
    ("js-redirect-allowlist-ternary-path-safe", "js", "none", None, '''
const ALLOWED = new Set(['/home', '/settings']);

app.get('/continue', (req, res) => {
  const next = ALLOWED.has(req.query.next) ? req.query.next : '/home';
  res.redirect(next);
});
'''),
    ("js-redirect-allowlist-ternary-inverted", "js", "high", "open_redirect", '''
const ALLOWED = new Set(['/home', '/settings']);

app.get('/continue', (req, res) => {
  const next = ALLOWED.has(req.query.next) ? '/home' : req.query.next;
  res.redirect(next);
});
'''),
    ("js-random-temp-pass", "js", "high", "insecure_random", '''
function tempPass() {
  const pass = Math.random().toString(36).slice(-8);
  return pass;
}
module.exports = { tempPass };
'''),
    ("js-random-sort-key-safe", "js", "none", None, '''
function shuffled(items) {
  return items
    .map((v) => ({ v, key: Math.random() }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.v);
}
module.exports = { shuffled };
'''),
]
