# JavaScript / TypeScript snippets of the round-15 held-out set, with the first hand reading.
# Same labelling standard as cases_py.py.

JS = []


def case(key, language, label, cls, reason, code):
    JS.append({"key": key, "language": language, "label": label, "class": cls, "reason": reason, "code": code.lstrip("\n")})


# ----------------------------------------------------------------------------------------------------------------
# vulnerable
# ----------------------------------------------------------------------------------------------------------------

case("js-tls-static-false", "javascript", "vulnerable", "tls_verification",
     "https.Agent rejectUnauthorized reads a static class field set to false",
     r'''
const https = require("https");
const axios = require("axios");

class PaymentsClient {
  static BASE_URL = "https://payments.internal.example.com";
  static STRICT_TLS = false;

  constructor() {
    this.http = axios.create({
      baseURL: PaymentsClient.BASE_URL,
      timeout: 8000,
      httpsAgent: new https.Agent({ rejectUnauthorized: PaymentsClient.STRICT_TLS, keepAlive: true }),
    });
  }

  async capture(paymentId, amountCents) {
    const { data } = await this.http.post(`/payments/${encodeURIComponent(paymentId)}/capture`, { amount: amountCents });
    return data;
  }
}

module.exports = new PaymentsClient();
''')

case("js-tls-config-object", "javascript", "vulnerable", "tls_verification",
     "config object tls.verify false spread into the https request options as rejectUnauthorized",
     r'''
const https = require("https");

const config = {
  upstream: { host: "ledger.corp.example", port: 8443 },
  tls: { verify: false, minVersion: "TLSv1.2" },
};

function getLedger(accountId) {
  const options = {
    host: config.upstream.host,
    port: config.upstream.port,
    path: `/accounts/${Number(accountId)}/ledger`,
    method: "GET",
    rejectUnauthorized: config.tls.verify,
    minVersion: config.tls.minVersion,
  };
  return new Promise((resolve, reject) => {
    const req = https.request(options, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve(JSON.parse(body)));
    });
    req.on("error", reject);
    req.end();
  });
}

module.exports = { getLedger };
''')

case("ts-tls-default-param", "typescript", "vulnerable", "tls_verification",
     "makeAgent(strict = false) called without an argument; the agent skips certificate checks",
     r'''
import https from "node:https";
import fetch from "node-fetch";

function makeAgent(strict: boolean = false): https.Agent {
  return new https.Agent({ rejectUnauthorized: strict, keepAlive: true });
}

const agent = makeAgent();

export async function fetchInventory(warehouse: string): Promise<unknown> {
  const res = await fetch(`https://inventory.corp.example/api/warehouses/${encodeURIComponent(warehouse)}`, {
    agent,
    headers: { accept: "application/json" },
  });
  if (!res.ok) throw new Error(`inventory ${res.status}`);
  return res.json();
}
''')

case("js-tls-env-flag", "javascript", "vulnerable", "unresolved_flag",
     "rejectUnauthorized computed from an environment variable: not fixed by the file",
     r'''
const tls = require("tls");

const STRICT = process.env.SMTP_TLS_STRICT !== "false";

function probeSmtp(host, port = 465) {
  return new Promise((resolve, reject) => {
    const socket = tls.connect({ host, port, servername: host, rejectUnauthorized: STRICT }, () => {
      const cert = socket.getPeerCertificate();
      socket.end();
      resolve({ host, authorized: socket.authorized, validTo: cert.valid_to });
    });
    socket.setTimeout(5000, () => socket.destroy(new Error("timeout")));
    socket.on("error", reject);
  });
}

module.exports = { probeSmtp };
''')

case("js-jwt-decode-auth", "javascript", "vulnerable", "jwt_unverified",
     "jsonwebtoken decode() (no verification) sets req.user in the auth middleware",
     r'''
const express = require("express");
const jwt = require("jsonwebtoken");

const app = express();

function authenticate(req, res, next) {
  const header = req.get("authorization") || "";
  const token = header.startsWith("Bearer ") ? header.slice(7) : null;
  if (!token) return res.status(401).json({ error: "missing token" });
  const claims = jwt.decode(token);
  if (!claims || !claims.sub) return res.status(401).json({ error: "bad token" });
  req.user = { id: claims.sub, role: claims.role };
  next();
}

app.get("/api/account", authenticate, (req, res) => {
  res.json({ id: req.user.id, role: req.user.role });
});

app.listen(3000);
''')

case("ts-next-decodejwt-role", "typescript", "vulnerable", "jwt_unverified",
     "Next.js route trusts jose decodeJwt() claims for an admin check",
     r'''
import { decodeJwt } from "jose";
import { cookies } from "next/headers";
import { NextResponse } from "next/server";
import { db } from "@/lib/db";

export async function DELETE(_req: Request, { params }: { params: { id: string } }) {
  const token = cookies().get("session")?.value;
  if (!token) return NextResponse.json({ error: "unauthenticated" }, { status: 401 });

  const claims = decodeJwt(token) as { sub?: string; role?: string };
  if (claims.role !== "admin") {
    return NextResponse.json({ error: "forbidden" }, { status: 403 });
  }

  await db.project.delete({ where: { id: params.id } });
  return NextResponse.json({ deleted: params.id, by: claims.sub });
}
''')

case("js-koa-redirect-next", "javascript", "vulnerable", "open_redirect",
     "Koa ctx.redirect to the next query parameter with a constant fallback",
     r'''
const Koa = require("koa");
const Router = require("@koa/router");
const bodyParser = require("koa-bodyparser");

const app = new Koa();
const router = new Router();

router.post("/login", async (ctx) => {
  const { email, password } = ctx.request.body;
  const user = await ctx.state.users.verify(String(email), String(password));
  if (!user) {
    ctx.status = 401;
    ctx.body = { error: "invalid credentials" };
    return;
  }
  ctx.session.userId = user.id;
  ctx.redirect(ctx.query.next || "/home");
});

app.use(bodyParser());
app.use(router.routes());
app.listen(3000);
''')

case("ts-next-middleware-redirect", "typescript", "vulnerable", "open_redirect",
     "new URL(callback, req.url) keeps an absolute callback URL, so the redirect goes anywhere",
     r'''
import { NextResponse } from "next/server";
import type { NextRequest } from "next/server";

export function middleware(req: NextRequest) {
  const session = req.cookies.get("sid")?.value;
  const callback = req.nextUrl.searchParams.get("callback") ?? "/";

  if (req.nextUrl.pathname === "/login" && session) {
    return NextResponse.redirect(new URL(callback, req.url));
  }
  return NextResponse.next();
}

export const config = { matcher: ["/login"] };
''')

case("js-express-redirect-helper", "javascript", "vulnerable", "open_redirect",
     "returnTo from the query string handed to res.redirect through a helper",
     r'''
const express = require("express");
const session = require("express-session");

const app = express();
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));

function sendBack(res, target) {
  return res.redirect(302, target);
}

app.get("/logout", (req, res) => {
  const returnTo = req.query.returnTo || "/";
  req.session.destroy(() => {
    res.clearCookie("connect.sid");
    sendBack(res, returnTo);
  });
});

app.listen(8080);
''')

case("js-require-child-process-method", "javascript", "vulnerable", "reflection",
     "require('child_process')[req.body.mode] picks the function from request data; the command and its arguments come from the body too",
     r'''
const express = require("express");

const app = express();
app.use(express.json());

app.post("/ops/run", (req, res) => {
  const { tool, args = [], mode = "execFile" } = req.body;
  const runner = require("child_process")[mode];
  runner(tool, args, { timeout: 5000 }, (err, stdout) => {
    if (err) return res.status(500).json({ error: err.message });
    res.json({ tool, output: stdout });
  });
});

app.listen(3001);
''')

case("js-promisify-exec-branch", "javascript", "vulnerable", "command_injection",
     "promisified exec runs a template literal with the branch from the webhook body",
     r'''
const util = require("util");
const cp = require("child_process");
const express = require("express");

const run = util.promisify(cp.exec);
const app = express();
app.use(express.json());

async function deployBranch(branch) {
  const { stdout } = await run(`cd /srv/app && git fetch origin && git checkout ${branch} && npm ci --silent`);
  return stdout;
}

app.post("/hooks/deploy", async (req, res) => {
  try {
    const out = await deployBranch(req.body.ref.replace("refs/heads/", ""));
    res.json({ ok: true, out });
  } catch (e) {
    res.status(500).json({ ok: false, error: e.message });
  }
});

app.listen(9000);
''')

case("js-spawn-shell-opts", "javascript", "vulnerable", "command_injection",
     "spawn with a shared options object that sets shell: true, argument from the query",
     r'''
const { spawn } = require("child_process");
const express = require("express");

const app = express();
const SPAWN_OPTS = { shell: true, timeout: 10000, env: { PATH: "/usr/bin:/bin" } };

app.get("/tools/dig", (req, res) => {
  const domain = req.query.domain;
  const child = spawn("dig", ["+short", domain], SPAWN_OPTS);
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.on("close", (code) => res.json({ domain, code, records: out.trim().split("\n") }));
});

app.listen(3002);
''')

case("ts-nest-sql-template", "typescript", "vulnerable", "sql_injection",
     "NestJS repository builds SQL with a template literal holding the search term",
     r'''
import { Controller, Get, Injectable, Query } from "@nestjs/common";
import { DataSource } from "typeorm";

@Injectable()
export class CustomerRepository {
  constructor(private readonly ds: DataSource) {}

  search(term: string, limit = 20) {
    return this.ds.query(
      `SELECT id, name, email FROM customers WHERE name ILIKE '%${term}%' ORDER BY name LIMIT ${Number(limit)}`,
    );
  }
}

@Controller("customers")
export class CustomerController {
  constructor(private readonly repo: CustomerRepository) {}

  @Get("search")
  search(@Query("q") q: string) {
    return this.repo.search(q ?? "");
  }
}
''')

case("js-mongoose-login", "javascript", "vulnerable", "nosql_injection",
     "findOne with req.body.email and req.body.password as they came (operator objects pass)",
     r'''
const express = require("express");
const mongoose = require("mongoose");

const User = mongoose.model("User", new mongoose.Schema({ email: String, password: String, name: String }));
const app = express();
app.use(express.json());

app.post("/auth/login", async (req, res) => {
  const user = await User.findOne({ email: req.body.email, password: req.body.password }).lean();
  if (!user) return res.status(401).json({ error: "invalid credentials" });
  req.app.locals.lastLogin = user._id;
  res.json({ id: user._id, name: user.name });
});

mongoose.connect("mongodb://127.0.0.1:27017/app").then(() => app.listen(3000));
''')

case("js-fs-stream-join", "javascript", "vulnerable", "path_traversal",
     "createReadStream(path.join(UPLOAD_DIR, req.query.name)) with no confinement",
     r'''
const fs = require("fs");
const path = require("path");
const express = require("express");

const app = express();
const UPLOAD_DIR = path.join(__dirname, "uploads");

app.get("/attachments", (req, res) => {
  const name = req.query.name;
  if (!name) return res.status(400).send("name required");
  const filePath = path.join(UPLOAD_DIR, name);
  fs.stat(filePath, (err, st) => {
    if (err || !st.isFile()) return res.status(404).send("not found");
    res.setHeader("Content-Length", st.size);
    fs.createReadStream(filePath).pipe(res);
  });
});

app.listen(3000);
''')

case("ts-nest-ssrf-callback", "typescript", "vulnerable", "ssrf",
     "NestJS service fetches the callbackUrl from the request body",
     r'''
import { Body, Controller, Injectable, Post } from "@nestjs/common";

class TestWebhookDto {
  callbackUrl!: string;
  event?: string;
}

@Injectable()
export class WebhookTester {
  async ping(url: string, event: string) {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ event, sentAt: new Date().toISOString() }),
    });
    return { status: res.status, body: (await res.text()).slice(0, 500) };
  }
}

@Controller("webhooks")
export class WebhookController {
  constructor(private readonly tester: WebhookTester) {}

  @Post("test")
  test(@Body() dto: TestWebhookDto) {
    return this.tester.ping(dto.callbackUrl, dto.event ?? "ping");
  }
}
''')

case("js-res-send-template-xss", "javascript", "vulnerable", "xss",
     "res.send of an HTML template literal carrying req.query.q",
     r'''
const express = require("express");
const { searchProducts } = require("./search");

const app = express();

app.get("/search", async (req, res) => {
  const q = req.query.q || "";
  const results = await searchProducts(String(q));
  const items = results.map((r) => `<li>${r.name.replace(/</g, "&lt;")}</li>`).join("");
  res.send(`<!doctype html>
    <h1>Results for ${q}</h1>
    <ul>${items}</ul>`);
});

app.listen(3000);
''')

case("js-deep-merge-pollution", "javascript", "vulnerable", "prototype_pollution",
     "recursive merge of req.body into settings without guarding __proto__/constructor",
     r'''
const express = require("express");

const app = express();
app.use(express.json());

const settings = { theme: { color: "blue" }, notifications: { email: true } };

function merge(target, source) {
  for (const key of Object.keys(source)) {
    if (source[key] && typeof source[key] === "object") {
      if (!target[key]) target[key] = {};
      merge(target[key], source[key]);
    } else {
      target[key] = source[key];
    }
  }
  return target;
}

app.patch("/settings", (req, res) => {
  merge(settings, req.body);
  res.json(settings);
});

app.listen(3000);
''')

case("js-cipher-const-ecb", "javascript", "vulnerable", "weak_crypto",
     "createCipheriv with ALGO = 'aes-128-ecb' constant",
     r'''
const crypto = require("crypto");

const ALGO = "aes-128-ecb";
const KEY = Buffer.from(process.env.TOKEN_KEY_HEX, "hex");

function encryptToken(plain) {
  const cipher = crypto.createCipheriv(ALGO, KEY, null);
  return Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]).toString("base64url");
}

function decryptToken(token) {
  const decipher = crypto.createDecipheriv(ALGO, KEY, null);
  return Buffer.concat([decipher.update(Buffer.from(token, "base64url")), decipher.final()]).toString("utf8");
}

module.exports = { encryptToken, decryptToken };
''')

case("ts-jwt-static-secret", "typescript", "vulnerable", "hardcoded_secret",
     "jwt.sign with a signing secret that is a literal static class field",
     r'''
import jwt from "jsonwebtoken";

export class TokenService {
  private static readonly SIGNING_SECRET = "b7e2c1f09a4d4e3f8c6b5a4d3e2f1a0b";
  private static readonly TTL = "15m";

  issue(userId: string, scopes: string[]): string {
    return jwt.sign({ sub: userId, scopes }, TokenService.SIGNING_SECRET, {
      algorithm: "HS256",
      expiresIn: TokenService.TTL,
    });
  }

  check(token: string): jwt.JwtPayload {
    return jwt.verify(token, TokenService.SIGNING_SECRET, { algorithms: ["HS256"] }) as jwt.JwtPayload;
  }
}
''')

case("js-vm-run-expr", "javascript", "vulnerable", "code_injection",
     "vm.runInNewContext of an expression from the request body (vm is not a sandbox)",
     r'''
const vm = require("vm");
const express = require("express");

const app = express();
app.use(express.json());

app.post("/rules/evaluate", (req, res) => {
  const { expression, facts } = req.body;
  try {
    const result = vm.runInNewContext(expression, { ...facts }, { timeout: 50 });
    res.json({ result: Boolean(result) });
  } catch (e) {
    res.status(400).json({ error: String(e) });
  }
});

app.listen(3000);
''')

case("js-regexp-template-query", "javascript", "vulnerable", "redos",
     "RegExp built from a template literal around req.query.prefix",
     r'''
const express = require("express");
const { listUsernames } = require("./users");

const app = express();

app.get("/users/lookup", async (req, res) => {
  const prefix = req.query.prefix || "";
  const re = new RegExp(`^${prefix}[a-z0-9_]*$`, "i");
  const names = await listUsernames();
  res.json(names.filter((n) => re.test(n)).slice(0, 25));
});

app.listen(3000);
''')

case("js-math-random-session", "javascript", "vulnerable", "insecure_random",
     "session id built from Math.random",
     r'''
const sessions = new Map();

function newSessionId() {
  return Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
}

function createSession(userId) {
  const sessionId = newSessionId();
  sessions.set(sessionId, { userId, createdAt: Date.now() });
  return sessionId;
}

function loginHandler(req, res) {
  const sid = createSession(req.user.id);
  res.cookie("sid", sid, { httpOnly: true, sameSite: "lax" });
  res.json({ ok: true });
}

module.exports = { createSession, loginHandler };
''')

case("js-libxmljs-noent", "javascript", "vulnerable", "xxe",
     "libxmljs parseXml of the request body with noent: true",
     r'''
const express = require("express");
const libxmljs = require("libxmljs");

const app = express();
app.use(express.text({ type: ["application/xml", "text/xml"], limit: "1mb" }));

const PARSE_OPTS = { noent: true, noblanks: true };

app.post("/orders/import", (req, res) => {
  const doc = libxmljs.parseXml(req.body, PARSE_OPTS);
  const orders = doc.find("//order").map((o) => ({
    id: o.attr("id") && o.attr("id").value(),
    total: o.get("total") && o.get("total").text(),
  }));
  res.json({ count: orders.length, orders });
});

app.listen(3000);
''')

case("js-cors-reflect-credentials", "javascript", "vulnerable", "cors",
     "Access-Control-Allow-Origin echoes the request Origin with credentials allowed",
     r'''
const express = require("express");

const app = express();

app.use((req, res, next) => {
  const origin = req.headers.origin;
  if (origin) {
    res.setHeader("Access-Control-Allow-Origin", origin);
    res.setHeader("Access-Control-Allow-Credentials", "true");
    res.setHeader("Vary", "Origin");
  }
  if (req.method === "OPTIONS") return res.sendStatus(204);
  next();
});

app.get("/api/profile", (req, res) => res.json({ user: req.session && req.session.user }));

app.listen(3000);
''')

# ----------------------------------------------------------------------------------------------------------------
# safe
# ----------------------------------------------------------------------------------------------------------------

case("js-safe-tls-static-true", "javascript", "safe", "tls_verification",
     "static STRICT_TLS = true feeds rejectUnauthorized; never reassigned",
     r'''
const https = require("https");
const axios = require("axios");

class ShippingClient {
  static BASE_URL = "https://shipping.internal.example.com";
  static STRICT_TLS = true;

  constructor() {
    this.http = axios.create({
      baseURL: ShippingClient.BASE_URL,
      timeout: 8000,
      httpsAgent: new https.Agent({ rejectUnauthorized: ShippingClient.STRICT_TLS, keepAlive: true }),
    });
  }

  async quote(parcelId) {
    const { data } = await this.http.get(`/parcels/${encodeURIComponent(parcelId)}/quote`);
    return data;
  }
}

module.exports = new ShippingClient();
''')

case("ts-safe-tls-default-true", "typescript", "safe", "tls_verification",
     "makeAgent(strict = true) called without an argument; a private CA is added instead of disabling checks",
     r'''
import fs from "node:fs";
import https from "node:https";

const CORP_CA = fs.readFileSync("/etc/ssl/certs/corp-root.pem");

function makeAgent(strict: boolean = true): https.Agent {
  return new https.Agent({ rejectUnauthorized: strict, ca: CORP_CA, keepAlive: true });
}

const agent = makeAgent();

export function getJSON(path: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    https
      .get({ host: "inventory.corp.example", path: "/api/" + encodeURIComponent(path), agent }, (res) => {
        let raw = "";
        res.on("data", (c) => (raw += c));
        res.on("end", () => resolve(JSON.parse(raw)));
      })
      .on("error", reject);
  });
}
''')

case("js-safe-jwt-verify", "javascript", "safe", "jwt_unverified",
     "jwt.verify with the secret from the environment and a fixed algorithm",
     r'''
const express = require("express");
const jwt = require("jsonwebtoken");

const app = express();
const SECRET = process.env.JWT_SECRET;
if (!SECRET) throw new Error("JWT_SECRET is required");

function authenticate(req, res, next) {
  const header = req.get("authorization") || "";
  const token = header.startsWith("Bearer ") ? header.slice(7) : null;
  if (!token) return res.status(401).json({ error: "missing token" });
  try {
    const claims = jwt.verify(token, SECRET, { algorithms: ["HS256"], issuer: "accounts" });
    req.user = { id: claims.sub, role: claims.role };
    return next();
  } catch {
    return res.status(401).json({ error: "invalid token" });
  }
}

app.get("/api/account", authenticate, (req, res) => res.json(req.user));
app.listen(3000);
''')

case("ts-safe-next-jwtverify", "typescript", "safe", "jwt_unverified",
     "jose jwtVerify against the issuer's JWKS before the admin check",
     r'''
import { createRemoteJWKSet, jwtVerify } from "jose";
import { cookies } from "next/headers";
import { NextResponse } from "next/server";
import { db } from "@/lib/db";

const JWKS = createRemoteJWKSet(new URL("https://auth.example.com/.well-known/jwks.json"));

export async function DELETE(_req: Request, { params }: { params: { id: string } }) {
  const token = cookies().get("session")?.value;
  if (!token) return NextResponse.json({ error: "unauthenticated" }, { status: 401 });
  try {
    const { payload } = await jwtVerify(token, JWKS, { issuer: "https://auth.example.com", audience: "web" });
    if (payload.role !== "admin") return NextResponse.json({ error: "forbidden" }, { status: 403 });
    await db.project.delete({ where: { id: params.id } });
    return NextResponse.json({ deleted: params.id });
  } catch {
    return NextResponse.json({ error: "invalid session" }, { status: 401 });
  }
}
''')

case("js-safe-koa-redirect-set", "javascript", "safe", "open_redirect",
     "next redirected to only when it is a member of a constant Set, else /home",
     r'''
const Koa = require("koa");
const Router = require("@koa/router");
const bodyParser = require("koa-bodyparser");

const app = new Koa();
const router = new Router();
const SAFE_NEXT = new Set(["/home", "/billing", "/settings", "/projects"]);

router.post("/login", async (ctx) => {
  const { email, password } = ctx.request.body;
  const user = await ctx.state.users.verify(String(email), String(password));
  if (!user) {
    ctx.status = 401;
    return;
  }
  ctx.session.userId = user.id;
  const next = String(ctx.query.next || "");
  ctx.redirect(SAFE_NEXT.has(next) ? next : "/home");
});

app.use(bodyParser());
app.use(router.routes());
app.listen(3000);
''')

case("js-safe-redirect-origin-check", "javascript", "safe", "open_redirect",
     "returnTo parsed against our origin; redirect only when the origin matches, to the full same-origin href",
     r'''
const express = require("express");

const app = express();
const APP_ORIGIN = "https://app.example.com";

app.get("/logout", (req, res) => {
  let target;
  try {
    target = new URL(String(req.query.returnTo || "/"), APP_ORIGIN);
  } catch {
    return res.redirect("/");
  }
  if (target.origin !== APP_ORIGIN) {
    return res.redirect("/");
  }
  res.clearCookie("sid");
  return res.redirect(target.href);
});

app.listen(8080);
''')

case("js-safe-execfile-args", "javascript", "safe", "command_injection",
     "execFile with an argument vector (no shell); ref validated by a strict pattern",
     r'''
const { execFile } = require("child_process");
const express = require("express");

const app = express();
const REF_RE = /^[A-Za-z0-9._\/-]{1,100}$/;

app.get("/repo/log", (req, res) => {
  const ref = String(req.query.ref || "main");
  if (!REF_RE.test(ref) || ref.startsWith("-")) return res.status(400).json({ error: "bad ref" });
  execFile("git", ["-C", "/srv/repo", "log", "--oneline", "-n", "20", ref, "--"], { timeout: 5000 }, (err, stdout) => {
    if (err) return res.status(500).json({ error: "git failed" });
    res.json({ ref, commits: stdout.trim().split("\n") });
  });
});

app.listen(3000);
''')

case("js-safe-mysql-placeholders", "javascript", "safe", "sql_injection",
     "IN list of ? placeholders built by map/join, values passed separately",
     r'''
const express = require("express");
const mysql = require("mysql2/promise");

const pool = mysql.createPool({ host: "localhost", user: "shop", database: "shop", password: process.env.DB_PASSWORD });
const app = express();

app.get("/products/batch", async (req, res) => {
  const ids = String(req.query.ids || "")
    .split(",")
    .map((s) => parseInt(s, 10))
    .filter(Number.isInteger)
    .slice(0, 100);
  if (ids.length === 0) return res.json([]);
  const marks = ids.map(() => "?").join(", ");
  const [rows] = await pool.query(`SELECT id, name, price FROM products WHERE id IN (${marks})`, ids);
  res.json(rows);
});

app.listen(3000);
''')

case("ts-safe-nest-querybuilder", "typescript", "safe", "sql_injection",
     "TypeORM query builder with named parameters",
     r'''
import { Controller, Get, Injectable, Query } from "@nestjs/common";
import { DataSource } from "typeorm";

@Injectable()
export class CustomerRepository {
  constructor(private readonly ds: DataSource) {}

  search(term: string, limit = 20) {
    return this.ds
      .createQueryBuilder()
      .select(["c.id", "c.name", "c.email"])
      .from("customers", "c")
      .where("c.name ILIKE :pattern", { pattern: `%${term}%` })
      .orderBy("c.name")
      .limit(Math.min(Number(limit) || 20, 100))
      .getRawMany();
  }
}

@Controller("customers")
export class CustomerController {
  constructor(private readonly repo: CustomerRepository) {}

  @Get("search")
  search(@Query("q") q: string) {
    return this.repo.search(q ?? "");
  }
}
''')

case("js-safe-mongoose-string", "javascript", "safe", "nosql_injection",
     "email converted with String(); password checked with bcrypt, not in the filter",
     r'''
const express = require("express");
const bcrypt = require("bcrypt");
const mongoose = require("mongoose");

const User = mongoose.model("User", new mongoose.Schema({ email: String, passwordHash: String, name: String }));
const app = express();
app.use(express.json());

app.post("/auth/login", async (req, res) => {
  const email = String(req.body.email || "").toLowerCase();
  const user = await User.findOne({ email }).lean();
  const ok = user && (await bcrypt.compare(String(req.body.password || ""), user.passwordHash));
  if (!ok) return res.status(401).json({ error: "invalid credentials" });
  res.json({ id: user._id, name: user.name });
});

mongoose.connect("mongodb://127.0.0.1:27017/app").then(() => app.listen(3000));
''')

case("js-safe-sendfile-root-basename", "javascript", "safe", "path_traversal",
     "res.sendFile with a root option and path.basename of the name",
     r'''
const path = require("path");
const express = require("express");

const app = express();
const UPLOAD_DIR = path.join(__dirname, "uploads");

app.get("/attachments/:name", (req, res) => {
  const name = path.basename(req.params.name);
  res.sendFile(name, { root: UPLOAD_DIR, dotfiles: "deny" }, (err) => {
    if (err) res.status(err.statusCode || 404).end();
  });
});

app.listen(3000);
''')

case("js-safe-resolve-startswith", "javascript", "safe", "path_traversal",
     "path.resolve then startsWith(ROOT + sep) check that returns 403 before reading",
     r'''
const fs = require("fs/promises");
const path = require("path");
const express = require("express");

const app = express();
const ROOT = path.resolve("/srv/docs");

app.get("/docs/raw", async (req, res) => {
  const requested = path.resolve(ROOT, String(req.query.file || ""));
  if (!requested.startsWith(ROOT + path.sep)) {
    return res.status(403).json({ error: "forbidden" });
  }
  try {
    const text = await fs.readFile(requested, "utf8");
    res.type("text/plain").send(text);
  } catch {
    res.status(404).end();
  }
});

app.listen(3000);
''')

case("ts-safe-fetch-fixed-base", "typescript", "safe", "ssrf",
     "outbound fetch to a constant origin with an encodeURIComponent path segment",
     r'''
import { Controller, Get, Injectable, Param } from "@nestjs/common";

const WEATHER_API = "https://api.weather.example.com/v2";

@Injectable()
export class WeatherService {
  async current(city: string) {
    const url = `${WEATHER_API}/current/${encodeURIComponent(city)}?units=metric`;
    const res = await fetch(url, { headers: { authorization: `Bearer ${process.env.WEATHER_TOKEN}` } });
    if (!res.ok) throw new Error(`weather api ${res.status}`);
    return res.json();
  }
}

@Controller("weather")
export class WeatherController {
  constructor(private readonly weather: WeatherService) {}

  @Get(":city")
  get(@Param("city") city: string) {
    return this.weather.current(city);
  }
}
''')

case("js-safe-escape-html", "javascript", "safe", "xss",
     "HTML response with escape-html on the query value and the item names",
     r'''
const express = require("express");
const escapeHtml = require("escape-html");
const { searchProducts } = require("./search");

const app = express();

app.get("/search", async (req, res) => {
  const q = String(req.query.q || "");
  const results = await searchProducts(q);
  const items = results.map((r) => `<li>${escapeHtml(r.name)}</li>`).join("");
  res.send(`<!doctype html>
    <h1>Results for ${escapeHtml(q)}</h1>
    <ul>${items}</ul>`);
});

app.listen(3000);
''')

case("js-safe-merge-guarded", "javascript", "safe", "prototype_pollution",
     "recursive merge skips __proto__, constructor and prototype keys and only own properties",
     r'''
const express = require("express");

const app = express();
app.use(express.json());

const settings = { theme: { color: "blue" }, notifications: { email: true } };
const FORBIDDEN = new Set(["__proto__", "constructor", "prototype"]);

function merge(target, source) {
  for (const key of Object.keys(source)) {
    if (FORBIDDEN.has(key)) continue;
    const value = source[key];
    if (value && typeof value === "object" && !Array.isArray(value)) {
      if (!Object.prototype.hasOwnProperty.call(target, key)) target[key] = {};
      merge(target[key], value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

app.patch("/settings", (req, res) => res.json(merge(settings, req.body)));

app.listen(3000);
''')

case("js-safe-aes-gcm", "javascript", "safe", "weak_crypto",
     "aes-256-gcm with a random IV and the key from the environment",
     r'''
const crypto = require("crypto");

const ALGO = "aes-256-gcm";
const KEY = Buffer.from(process.env.TOKEN_KEY_HEX, "hex");

function encryptToken(plain) {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv(ALGO, KEY, iv);
  const ct = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ct]).toString("base64url");
}

function decryptToken(token) {
  const raw = Buffer.from(token, "base64url");
  const decipher = crypto.createDecipheriv(ALGO, KEY, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}

module.exports = { encryptToken, decryptToken };
''')

case("js-safe-random-bytes-session", "javascript", "safe", "insecure_random",
     "session id from crypto.randomBytes; Math.random only for retry jitter",
     r'''
const crypto = require("crypto");

const sessions = new Map();

function createSession(userId) {
  const sessionId = crypto.randomBytes(32).toString("base64url");
  sessions.set(sessionId, { userId, createdAt: Date.now() });
  return sessionId;
}

function backoffDelay(attempt) {
  const base = Math.min(30000, 500 * 2 ** attempt);
  return base / 2 + Math.random() * (base / 2);
}

module.exports = { createSession, backoffDelay };
''')

case("js-safe-escape-regexp", "javascript", "safe", "redos",
     "user prefix passed through _.escapeRegExp before new RegExp",
     r'''
const express = require("express");
const _ = require("lodash");
const { listUsernames } = require("./users");

const app = express();

app.get("/users/lookup", async (req, res) => {
  const prefix = _.escapeRegExp(String(req.query.prefix || "").slice(0, 32));
  const re = new RegExp(`^${prefix}[a-z0-9_]*$`, "i");
  const names = await listUsernames();
  res.json(names.filter((n) => re.test(n)).slice(0, 25));
});

app.listen(3000);
''')

case("js-safe-cors-allowlist", "javascript", "safe", "cors",
     "Origin echoed only when it is in a constant allow-list",
     r'''
const express = require("express");

const app = express();
const ALLOWED_ORIGINS = new Set(["https://app.example.com", "https://admin.example.com"]);

app.use((req, res, next) => {
  const origin = req.headers.origin;
  if (origin && ALLOWED_ORIGINS.has(origin)) {
    res.setHeader("Access-Control-Allow-Origin", origin);
    res.setHeader("Access-Control-Allow-Credentials", "true");
    res.setHeader("Vary", "Origin");
  }
  if (req.method === "OPTIONS") return res.sendStatus(204);
  next();
});

app.get("/api/profile", (req, res) => res.json({ user: req.session && req.session.user }));

app.listen(3000);
''')

case("js-safe-libxmljs-default", "javascript", "safe", "xxe",
     "libxmljs parseXml with entity substitution off and network off",
     r'''
const express = require("express");
const libxmljs = require("libxmljs");

const app = express();
app.use(express.text({ type: ["application/xml", "text/xml"], limit: "1mb" }));

const PARSE_OPTS = { noent: false, nonet: true, noblanks: true };

app.post("/orders/import", (req, res) => {
  const doc = libxmljs.parseXml(req.body, PARSE_OPTS);
  const orders = doc.find("//order").map((o) => ({
    id: o.attr("id") && o.attr("id").value(),
    total: o.get("total") && o.get("total").text(),
  }));
  res.json({ count: orders.length, orders });
});

app.listen(3000);
''')

case("js-safe-dom-textcontent", "javascript", "safe", "xss",
     "front-end renders the hash fragment with textContent, links built with URL and a protocol check",
     r'''
function renderSearchBanner() {
  const params = new URLSearchParams(window.location.hash.slice(1));
  const term = params.get("q") || "";
  const banner = document.getElementById("banner");
  banner.textContent = term ? `Results for "${term}"` : "Type to search";

  const back = document.getElementById("back-link");
  const href = params.get("back") || "/";
  const url = new URL(href, window.location.origin);
  back.href = url.origin === window.location.origin ? url.href : "/";
}

document.addEventListener("DOMContentLoaded", renderSearchBanner);
window.addEventListener("hashchange", renderSearchBanner);
''')
