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
]
