"""JavaScript snippets of the round-3 held-out set, with reading A (made while writing each snippet)."""

JS = []


def case(cid, category, label, reason, code):
    JS.append((cid, category, label, reason, code.strip("\n") + "\n"))


# ---------------------------------------------------------------- vulnerable
case("js-v01", "sql_injection", "vulnerable", "email from the body interpolated into a template-literal query", r'''
const express = require("express");
const { Pool } = require("pg");

const app = express();
const pool = new Pool();
app.use(express.json());

app.post("/login-lookup", async (req, res) => {
  const { email } = req.body;
  const { rows } = await pool.query(`SELECT id, password_hash FROM users WHERE email = '${email}'`);
  if (rows.length === 0) return res.status(404).end();
  res.json({ id: rows[0].id });
});
''')

case("js-v02", "sql_injection", "vulnerable", "filters mapped to 'col = value' strings and joined into the WHERE clause", r'''
const mysql = require("mysql2/promise");

async function searchOrders(db, query) {
  const filters = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== "")
    .map(([col, val]) => `${col} = '${val}'`);
  const where = filters.length ? " WHERE " + filters.join(" AND ") : "";
  const [rows] = await db.query("SELECT id, status, total FROM orders" + where + " LIMIT 100");
  return rows;
}

module.exports = { searchOrders };
''')

case("js-v03", "command_injection", "vulnerable", "exec of a ping command built with a template string from the query", r'''
const express = require("express");
const { exec } = require("child_process");

const app = express();

app.get("/diag/ping", (req, res) => {
  const host = req.query.host || "127.0.0.1";
  exec(`ping -c 3 ${host}`, { timeout: 10000 }, (err, stdout, stderr) => {
    if (err) return res.status(500).json({ error: stderr });
    res.type("text/plain").send(stdout);
  });
});

app.listen(3000);
''')

case("js-v04", "command_injection", "vulnerable", "execSync with a CLI argument concatenated into the command", r'''
#!/usr/bin/env node
const { execSync } = require("child_process");
const path = require("path");

const target = process.argv[2];
if (!target) {
  console.error("usage: backup <dir>");
  process.exit(1);
}
const stamp = new Date().toISOString().slice(0, 10);
const out = path.join("/backups", `backup-${stamp}.tar.gz`);
execSync("tar -czf " + out + " " + target, { stdio: "inherit" });
console.log("written", out);
''')

case("js-v05", "command_injection", "vulnerable", "spawn with shell:true from an options object; repo URL from the body", r'''
import { spawn } from "node:child_process";
import express from "express";

const app = express();
app.use(express.json());
const SPAWN_OPTS = { shell: true, stdio: ["ignore", "pipe", "pipe"], cwd: "/srv/builds" };

app.post("/builds", (req, res) => {
  const { repo, branch = "main" } = req.body;
  const child = spawn(`git clone --depth 1 -b ${branch} ${repo} work`, SPAWN_OPTS);
  child.on("close", (code) => res.json({ exitCode: code }));
});

export default app;
''')

case("js-v06", "code_injection", "vulnerable", "eval reached through globalThis with a concatenated name", r'''
const express = require("express");
const app = express();
app.use(express.json());

const fnName = "ev" + "al";

app.post("/formula", (req, res) => {
  const compute = globalThis[fnName];
  const value = compute(req.body.formula);
  res.json({ value });
});

module.exports = app;
''')

case("js-v07", "code_injection", "vulnerable", "new Function built from the request's rule text", r'''
function compileRule(ruleText) {
  return new Function("order", `return (${ruleText});`);
}

async function evaluateDiscount(req, res) {
  const rule = compileRule(req.body.condition);
  const applies = rule(req.body.order);
  res.json({ applies: Boolean(applies) });
}

module.exports = { evaluateDiscount };
''')

case("js-v08", "code_injection", "vulnerable", "vm.runInNewContext on a user expression (vm is no security boundary)", r'''
const vm = require("vm");
const express = require("express");
const app = express();

app.get("/template-preview", (req, res) => {
  const sandbox = { user: { name: "Ada", plan: "pro" }, result: null };
  const expr = String(req.query.expr || "user.name");
  vm.runInNewContext("result = " + expr, sandbox, { timeout: 50 });
  res.json({ result: sandbox.result });
});

module.exports = app;
''')

case("js-v09", "tls_verification", "vulnerable", "https.Agent built from a config object with rejectUnauthorized false", r'''
const https = require("https");

const TLS_CONFIG = {
  keepAlive: true,
  rejectUnauthorized: false,
};
const agent = new https.Agent(TLS_CONFIG);

function getJson(url) {
  return new Promise((resolve, reject) => {
    https.get(url, { agent }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve(JSON.parse(body)));
    }).on("error", reject);
  });
}

module.exports = { getJson };
''')

case("js-v10", "tls_verification", "vulnerable", "NODE_TLS_REJECT_UNAUTHORIZED set to 0 for the whole process", r'''
process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";

const fetch = require("node-fetch");

async function syncInventory() {
  const res = await fetch("https://erp.internal.example.com/api/stock", {
    headers: { accept: "application/json" },
  });
  const stock = await res.json();
  return stock.items.length;
}

syncInventory().then((n) => console.log(`synced ${n} items`));
''')

case("js-v11", "tls_verification", "vulnerable", "axios agent with rejectUnauthorized fed by a false constant", r'''
const axios = require("axios");
const https = require("https");

const STRICT_TLS = false;

const client = axios.create({
  baseURL: "https://vendor-api.example.com",
  timeout: 8000,
  httpsAgent: new https.Agent({ rejectUnauthorized: STRICT_TLS }),
});

async function listShipments(since) {
  const { data } = await client.get("/shipments", { params: { since } });
  return data;
}

module.exports = { listShipments };
''')

case("js-v12", "jwt_unverified", "vulnerable", "jwt.decode (no verification) decides admin access", r'''
const jwt = require("jsonwebtoken");

function requireAdmin(req, res, next) {
  const auth = req.headers.authorization || "";
  const token = auth.replace(/^Bearer\s+/i, "");
  const payload = jwt.decode(token);
  if (!payload || !payload.isAdmin) {
    return res.status(403).json({ error: "forbidden" });
  }
  req.userId = payload.sub;
  next();
}

module.exports = requireAdmin;
''')

case("js-v13", "open_redirect", "vulnerable", "res.redirect to returnTo from the query", r'''
const express = require("express");
const router = express.Router();

router.get("/oauth/callback", async (req, res) => {
  const session = await exchangeCode(req.query.code);
  req.session.user = session.user;
  const returnTo = req.query.returnTo || "/";
  res.redirect(returnTo);
});

async function exchangeCode(code) {
  return { user: { id: 1, code } };
}

module.exports = router;
''')

case("js-v14", "open_redirect", "vulnerable", "Location header set from the query via setHeader", r'''
const http = require("http");
const { URL } = require("url");

http.createServer((req, res) => {
  const url = new URL(req.url, "http://localhost");
  if (url.pathname === "/out") {
    const dest = url.searchParams.get("u");
    res.statusCode = 302;
    res.setHeader("Location", dest);
    return res.end();
  }
  res.end("ok");
}).listen(8080);
''')

case("js-v15", "path_traversal", "vulnerable", "file name from the route joined under uploads and read", r'''
const express = require("express");
const fs = require("fs");
const path = require("path");

const app = express();
const UPLOADS = path.join(__dirname, "uploads");

app.get("/files/:name", (req, res) => {
  const filePath = path.join(UPLOADS, req.params.name);
  fs.readFile(filePath, (err, data) => {
    if (err) return res.sendStatus(404);
    res.type(path.extname(filePath)).send(data);
  });
});
''')

case("js-v16", "path_traversal", "vulnerable", "path.resolve of a query value, no containment check, sendFile", r'''
const path = require("path");

function serveAsset(req, res) {
  const requested = req.query.file;
  const full = path.resolve("public/assets/" + requested);
  res.sendFile(full);
}

module.exports = { serveAsset };
''')

case("js-v17", "ssrf", "vulnerable", "server-side fetch of a user-supplied URL (link preview)", r'''
import express from "express";

const app = express();

app.get("/preview", async (req, res) => {
  const target = req.query.url;
  const response = await fetch(target, { redirect: "follow" });
  const html = await response.text();
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? "";
  res.json({ title });
});

export default app;
''')

case("js-v18", "ssrf", "vulnerable", "axios GET to a host taken from the body", r'''
const axios = require("axios");

async function scrapeMetrics(req, res) {
  const { host, port = 9100 } = req.body;
  const { data } = await axios.get(`http://${host}:${port}/metrics`, { timeout: 2000 });
  res.json({ lines: data.split("\n").length });
}

module.exports = { scrapeMetrics };
''')

case("js-v19", "weak_crypto", "vulnerable", "DES-ECB cipher for stored tokens", r'''
const crypto = require("crypto");

const KEY = Buffer.from(process.env.TOKEN_KEY, "hex").subarray(0, 8);

function sealToken(plain) {
  const cipher = crypto.createCipheriv("des-ecb", KEY, null);
  return Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]).toString("base64");
}

module.exports = { sealToken };
''')

case("js-v20", "weak_crypto", "vulnerable", "MD5 digest used as the stored password hash", r'''
const crypto = require("crypto");

async function createUser(db, { email, password }) {
  const passwordHash = crypto.createHash("md5").update(password).digest("hex");
  await db.users.insert({ email, passwordHash, createdAt: new Date() });
}

async function login(db, email, password) {
  const user = await db.users.findOne({ email });
  const attempt = crypto.createHash("md5").update(password).digest("hex");
  return user && user.passwordHash === attempt ? user : null;
}

module.exports = { createUser, login };
''')

case("js-v21", "hardcoded_secret", "vulnerable", "JWT signing secret and a live Stripe key as literals", r'''
const jwt = require("jsonwebtoken");
const Stripe = require("stripe");

const stripe = new Stripe("sk_live_51NcR8qLx2TzVb7YhKp4mWq9dE3fGs6uJ0aZ");
const SIGNING_SECRET = "prod-signing-secret-9f8e7d6c5b4a";

function issueSession(user) {
  return jwt.sign({ sub: user.id, plan: user.plan }, SIGNING_SECRET, { expiresIn: "12h" });
}

module.exports = { issueSession, stripe };
''')

case("js-v22", "insecure_random", "vulnerable", "Math.random for session identifiers", r'''
function newSessionId() {
  let id = "";
  const chars = "abcdefghijklmnopqrstuvwxyz0123456789";
  for (let i = 0; i < 40; i++) {
    id += chars[Math.floor(Math.random() * chars.length)];
  }
  return id;
}

function startSession(res, userId, store) {
  const sid = newSessionId();
  store.set(sid, { userId, created: Date.now() });
  res.cookie("sid", sid, { httpOnly: true, secure: true });
}

module.exports = { startSession };
''')

case("js-v23", "xss", "vulnerable", "query value interpolated into HTML sent with res.send", r'''
const express = require("express");
const app = express();

app.get("/search", (req, res) => {
  const q = req.query.q || "";
  res.send(`<!doctype html><h1>Results for ${q}</h1><p>No results found.</p>`);
});

app.listen(3000);
''')

case("js-v24", "xss", "vulnerable", "location.hash written to innerHTML", r'''
document.addEventListener("DOMContentLoaded", () => {
  const banner = document.getElementById("welcome");
  const name = decodeURIComponent(window.location.hash.slice(1));
  if (name) {
    banner.innerHTML = "<strong>Hello, " + name + "</strong>";
  }
});
''')

case("js-v25", "prototype_pollution", "vulnerable", "recursive merge of the request body with no __proto__ guard", r'''
function deepMerge(target, source) {
  for (const key of Object.keys(source)) {
    if (source[key] && typeof source[key] === "object") {
      if (!target[key]) target[key] = {};
      deepMerge(target[key], source[key]);
    } else {
      target[key] = source[key];
    }
  }
  return target;
}

const settings = {};

function updateSettings(req, res) {
  deepMerge(settings, JSON.parse(req.body.raw));
  res.json(settings);
}

module.exports = { updateSettings };
''')

case("js-v26", "deserialisation", "vulnerable", "node-serialize unserialize of a cookie", r'''
const express = require("express");
const cookieParser = require("cookie-parser");
const serialize = require("node-serialize");

const app = express();
app.use(cookieParser());

app.get("/profile", (req, res) => {
  if (!req.cookies.profile) return res.redirect("/login");
  const profile = serialize.unserialize(Buffer.from(req.cookies.profile, "base64").toString());
  res.json({ name: profile.name });
});
''')

case("js-v27", "code_injection", "vulnerable", "require of a module name taken from the query", r'''
const express = require("express");
const app = express();

app.get("/format", (req, res) => {
  const formatter = require(req.query.formatter);
  res.send(formatter.format(req.query.text || ""));
});

module.exports = app;
''')

case("js-v28", "command_injection", "vulnerable", "exec renamed by destructuring; file name concatenated", r'''
const { exec: run } = require("child_process");

function convertToPng(uploadedName, done) {
  const cmd = "convert uploads/" + uploadedName + " -format png out/" + uploadedName + ".png";
  run(cmd, (err) => done(err));
}

module.exports = { convertToPng };
''')

case("js-v29", "path_traversal", "vulnerable", "startsWith check on a concatenated, unnormalised path", r'''
const fs = require("fs/promises");

const ROOT = "/srv/reports/";

async function readReport(req, res) {
  const p = ROOT + req.params.name;
  if (!p.startsWith(ROOT)) return res.sendStatus(400);
  const text = await fs.readFile(p, "utf8");
  res.type("text/plain").send(text);
}

module.exports = { readReport };
''')

# ---------------------------------------------------------------- safe
case("js-s01", "sql_injection", "safe", "pg query with $1/$2 parameters", r'''
const { Pool } = require("pg");
const pool = new Pool();

async function getUserOrders(req, res) {
  const userId = req.params.id;
  const status = req.query.status || "open";
  const { rows } = await pool.query(
    "SELECT id, total, created_at FROM orders WHERE user_id = $1 AND status = $2 ORDER BY created_at DESC",
    [userId, status]
  );
  res.json(rows);
}

module.exports = { getUserOrders };
''')

case("js-s02", "sql_injection", "safe", "mysql2 execute with ? placeholders", r'''
const mysql = require("mysql2/promise");

async function addComment(db, postId, author, body) {
  const [result] = await db.execute(
    "INSERT INTO comments (post_id, author, body, created_at) VALUES (?, ?, ?, NOW())",
    [postId, author, body]
  );
  return result.insertId;
}

module.exports = { addComment };
''')

case("js-s03", "sql_injection", "safe", "IN list made of $n placeholders; ids passed as values", r'''
async function tagsForPosts(pool, postIds) {
  if (postIds.length === 0) return [];
  const placeholders = postIds.map((_, i) => `$${i + 1}`).join(", ");
  const sql = `SELECT post_id, tag FROM post_tags WHERE post_id IN (${placeholders})`;
  const { rows } = await pool.query(sql, postIds);
  return rows;
}

module.exports = { tagsForPosts };
''')

case("js-s04", "command_injection", "safe", "execFile with an argument vector of server-generated paths", r'''
const { execFile } = require("child_process");
const crypto = require("crypto");
const path = require("path");

const TMP = "/tmp/resize";

function resize(buffer, fs, cb) {
  const id = crypto.randomUUID();
  const input = path.join(TMP, id + ".in");
  const output = path.join(TMP, id + ".png");
  fs.writeFileSync(input, buffer);
  execFile("convert", [input, "-resize", "256x256", output], (err) => cb(err, output));
}

module.exports = { resize };
''')

case("js-s05", "tls_verification", "safe", "https.Agent with rejectUnauthorized true and a CA file", r'''
const https = require("https");
const fs = require("fs");

const agent = new https.Agent({
  ca: fs.readFileSync("/etc/pki/partner-ca.pem"),
  rejectUnauthorized: true,
  keepAlive: true,
});

function postEvent(event) {
  const body = JSON.stringify(event);
  const req = https.request(
    { host: "events.partner.example.com", path: "/v1/events", method: "POST", agent,
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
    (res) => res.resume()
  );
  req.end(body);
}

module.exports = { postEvent };
''')

case("js-s06", "jwt", "safe", "jwt.verify with the public key and RS256 only", r'''
const jwt = require("jsonwebtoken");
const fs = require("fs");

const PUBLIC_KEY = fs.readFileSync(process.env.JWT_PUBLIC_KEY_PATH);

function authenticate(req, res, next) {
  const token = (req.headers.authorization || "").replace(/^Bearer\s+/i, "");
  try {
    const claims = jwt.verify(token, PUBLIC_KEY, { algorithms: ["RS256"], issuer: "https://auth.example.com" });
    req.user = { id: claims.sub, roles: claims.roles || [] };
    next();
  } catch (e) {
    res.status(401).json({ error: "invalid token" });
  }
}

module.exports = authenticate;
''')

case("js-s07", "open_redirect", "safe", "redirect only to a path in a constant allow-list, else /", r'''
const ALLOWED_NEXT = new Set(["/dashboard", "/settings", "/billing"]);

function afterLogin(req, res) {
  const next = req.query.next;
  const dest = ALLOWED_NEXT.has(next) ? next : "/";
  res.redirect(dest);
}

module.exports = { afterLogin };
''')

case("js-s08", "open_redirect", "safe", "redirect to constant paths only", r'''
const express = require("express");
const router = express.Router();

router.post("/logout", (req, res) => {
  req.session.destroy(() => {
    res.clearCookie("sid");
    res.redirect(303, "/login?bye=1");
  });
});

router.get("/old-pricing", (req, res) => res.redirect(301, "/pricing"));

module.exports = router;
''')

case("js-s09", "path_traversal", "safe", "path.basename of the parameter before joining", r'''
const path = require("path");
const fs = require("fs");

const INVOICES = "/srv/invoices";

function downloadInvoice(req, res) {
  const name = path.basename(req.params.file);
  const full = path.join(INVOICES, name);
  if (!fs.existsSync(full)) return res.sendStatus(404);
  res.download(full);
}

module.exports = { downloadInvoice };
''')

case("js-s10", "path_traversal", "safe", "path.resolve then startsWith(root + sep) on the same variable", r'''
const path = require("path");
const fs = require("fs/promises");

const ROOT = path.resolve("/srv/static");

async function serveStatic(req, res) {
  const target = path.resolve(ROOT, "." + req.path);
  if (!target.startsWith(ROOT + path.sep)) {
    return res.sendStatus(403);
  }
  const data = await fs.readFile(target);
  res.send(data);
}

module.exports = { serveStatic };
''')

case("js-s11", "ssrf", "safe", "constant API host, city encoded into the query string", r'''
const BASE = "https://api.openweather.example.com/data/2.5/weather";

async function weather(req, res) {
  const city = String(req.query.city || "Paris");
  const url = `${BASE}?q=${encodeURIComponent(city)}&units=metric&appid=${process.env.OWM_KEY}`;
  const r = await fetch(url);
  const data = await r.json();
  res.json({ city, temp: data.main?.temp });
}

module.exports = { weather };
''')

case("js-s12", "randomness", "safe", "session ids from crypto.randomBytes", r'''
const crypto = require("crypto");

function newSessionId() {
  return crypto.randomBytes(32).toString("hex");
}

function startSession(res, userId, store) {
  const sid = newSessionId();
  store.set(sid, { userId, created: Date.now() });
  res.cookie("sid", sid, { httpOnly: true, secure: true, sameSite: "lax" });
}

module.exports = { startSession };
''')

case("js-s13", "crypto", "safe", "bcrypt for passwords, SHA-256 for file integrity", r'''
const bcrypt = require("bcrypt");
const crypto = require("crypto");
const fs = require("fs");

async function hashPassword(password) {
  return bcrypt.hash(password, 12);
}

async function checkPassword(password, hash) {
  return bcrypt.compare(password, hash);
}

function sha256File(path) {
  return crypto.createHash("sha256").update(fs.readFileSync(path)).digest("hex");
}

module.exports = { hashPassword, checkPassword, sha256File };
''')

case("js-s14", "xss", "safe", "user text written with textContent", r'''
function renderComments(list, comments) {
  list.replaceChildren();
  for (const c of comments) {
    const li = document.createElement("li");
    const author = document.createElement("b");
    author.textContent = c.author;
    const body = document.createElement("span");
    body.textContent = " " + c.text;
    li.append(author, body);
    list.appendChild(li);
  }
}

fetch("/api/comments").then((r) => r.json()).then((data) => renderComments(document.getElementById("comments"), data));
''')

case("js-s15", "xss", "safe", "DOMPurify.sanitize before innerHTML", r'''
import DOMPurify from "dompurify";
import { marked } from "marked";

export function renderPreview(container, markdownText) {
  const html = marked.parse(markdownText);
  container.innerHTML = DOMPurify.sanitize(html);
}
''')

case("js-s16", "utility", "safe", "pure helpers: chunk, debounce, date formatting", r'''
export function chunk(arr, size) {
  const out = [];
  for (let i = 0; i < arr.length; i += size) out.push(arr.slice(i, i + size));
  return out;
}

export function debounce(fn, wait = 200) {
  let t;
  return (...args) => {
    clearTimeout(t);
    t = setTimeout(() => fn(...args), wait);
  };
}

export function formatDate(d) {
  const pad = (n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
''')

case("js-s17", "utility", "safe", "regex .exec and a constant SQL string near misses", r'''
const LINE = /^(\d{4}-\d{2}-\d{2}) (\w+) (.*)$/;
const SELECT_ACTIVE = "SELECT id, name FROM products" + " WHERE active = true";

function parseLogLine(line) {
  const m = LINE.exec(line);
  if (!m) return null;
  return { date: m[1], level: m[2], message: m[3] };
}

async function activeProducts(db) {
  const { rows } = await db.query(SELECT_ACTIVE);
  return rows;
}

module.exports = { parseLogLine, activeProducts };
''')

case("js-s18", "secrets", "safe", "API keys from process.env", r'''
const Stripe = require("stripe");
const jwt = require("jsonwebtoken");

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY);

function issueSession(user) {
  return jwt.sign({ sub: user.id }, process.env.SESSION_SIGNING_KEY, { expiresIn: "1h", algorithm: "HS256" });
}

module.exports = { stripe, issueSession };
''')

case("js-s19", "handler", "safe", "JSON handler validating the body with zod and answering res.json", r'''
const express = require("express");
const { z } = require("zod");

const app = express();
app.use(express.json());

const Todo = z.object({ title: z.string().min(1).max(200), done: z.boolean().default(false) });
const todos = [];

app.post("/todos", (req, res) => {
  const parsed = Todo.safeParse(req.body);
  if (!parsed.success) return res.status(422).json(parsed.error.flatten());
  const todo = { id: todos.length + 1, ...parsed.data };
  todos.push(todo);
  res.status(201).json(todo);
});

module.exports = app;
''')

case("js-s20", "command_injection", "safe", "spawn with an argument array and shell false for a constant directory", r'''
const { spawn } = require("child_process");

function listReleases(cb) {
  const child = spawn("ls", ["-1", "/srv/releases"], { shell: false });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.on("close", (code) => cb(code === 0 ? out.trim().split("\n") : []));
}

module.exports = { listReleases };
''')

case("js-s21", "deserialisation", "safe", "JSON.parse of a cookie, fields checked", r'''
function readPrefs(req) {
  try {
    const prefs = JSON.parse(Buffer.from(req.cookies.prefs || "", "base64").toString("utf8"));
    return {
      theme: prefs.theme === "dark" ? "dark" : "light",
      pageSize: Math.min(100, Math.max(10, Number(prefs.pageSize) || 20)),
    };
  } catch {
    return { theme: "light", pageSize: 20 };
  }
}

module.exports = { readPrefs };
''')
