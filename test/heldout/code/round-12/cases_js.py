# JavaScript / TypeScript snippets of the round-12 held-out code set, with reading A.
# Each entry: (key, language, label, class, reason_a, code).

JS = []


def case(key, language, label, cls, reason, code):
    JS.append((key, language, label, cls, reason, code.strip("\n") + "\n"))


# ---------------------------------------------------------------- vulnerable

case("require_concat_exec", "javascript", "vulnerable", "command_injection",
     "require('child_'+'process')['ex'+'ec'] is exec, given a template literal with body fields", r'''
const express = require("express");
const cp = require("child_" + "process");

const run = cp["ex" + "ec"];
const app = express();
app.use(express.json());

app.post("/api/convert", (req, res) => {
  const { input, format } = req.body;
  run(`pandoc /data/docs/${input} -o /data/out/result.${format}`, (err, stdout, stderr) => {
    if (err) return res.status(500).json({ error: stderr || err.message });
    res.json({ ok: true, output: `result.${format}` });
  });
});

app.listen(3000);
''')

case("globalthis_function_join_koa", "javascript", "vulnerable", "code_injection",
     "globalThis[['Fun','ction'].join('')] is Function, compiled from a request expression", r'''
const Koa = require("koa");
const Router = require("@koa/router");
const bodyParser = require("koa-bodyparser");

const make = globalThis[["Fun", "ction"].join("")];
const app = new Koa();
const router = new Router();

router.post("/rules/test", async (ctx) => {
  const { expression, sample } = ctx.request.body;
  const predicate = make("row", `return (${expression});`);
  ctx.body = { matched: Boolean(predicate(sample)) };
});

app.use(bodyParser());
app.use(router.routes());
app.listen(4000);
''')

case("pg_clauses_join", "javascript", "vulnerable", "sql_injection",
     "WHERE clauses pushed with req.query values in template literals and joined with ' AND '", r'''
const express = require("express");
const { Pool } = require("pg");

const pool = new Pool({ connectionString: process.env.DATABASE_URL });
const router = express.Router();

router.get("/users", async (req, res, next) => {
  try {
    const clauses = ["deleted_at IS NULL"];
    if (req.query.team) clauses.push(`team = '${req.query.team}'`);
    if (req.query.role) clauses.push(`role = '${req.query.role}'`);
    const sql = `SELECT id, name, email FROM users WHERE ${clauses.join(" AND ")} ORDER BY name LIMIT 100`;
    const { rows } = await pool.query(sql);
    res.json(rows);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
''')

case("nest_sequelize_template", "typescript", "vulnerable", "sql_injection",
     "NestJS service builds a sequelize.query string from @Param/@Query values with a template literal", r'''
import { Controller, Get, Injectable, Param, Query } from "@nestjs/common";
import { InjectConnection } from "@nestjs/sequelize";
import { QueryTypes, Sequelize } from "sequelize";

@Injectable()
export class ReportsService {
  constructor(@InjectConnection() private readonly sequelize: Sequelize) {}

  byCustomer(customerId: string, from: string) {
    return this.sequelize.query(
      `SELECT id, total, issued_at FROM invoices WHERE customer_id = ${customerId} AND issued_at >= '${from}'`,
      { type: QueryTypes.SELECT },
    );
  }
}

@Controller("reports")
export class ReportsController {
  constructor(private readonly svc: ReportsService) {}

  @Get(":customerId")
  get(@Param("customerId") id: string, @Query("from") from = "2024-01-01") {
    return this.svc.byCustomer(id, from);
  }
}
''')

case("agent_spread_insecure", "javascript", "vulnerable", "tls_verification",
     "https.Agent built with a spread of INSECURE_TLS = { rejectUnauthorized: false }", r'''
const https = require("https");
const axios = require("axios");

const INSECURE_TLS = { rejectUnauthorized: false };
const agent = new https.Agent({ keepAlive: true, maxSockets: 20, ...INSECURE_TLS });

const inventory = axios.create({
  baseURL: "https://inventory.corp.example",
  httpsAgent: agent,
  timeout: 5000,
  headers: { Authorization: `Bearer ${process.env.INVENTORY_TOKEN}` },
});

async function stockLevel(sku) {
  const { data } = await inventory.get(`/v1/stock/${encodeURIComponent(sku)}`);
  return data.available;
}

module.exports = { stockLevel };
''')

case("tls_connect_double_neg", "javascript", "vulnerable", "tls_verification",
     "rejectUnauthorized: !!VERIFY_PEER where VERIFY_PEER = 0", r'''
const tls = require("tls");

const VERIFY_PEER = 0;
const HOST = "syslog.example.net";
const PORT = 6514;

function openLogStream() {
  const socket = tls.connect({
    host: HOST,
    port: PORT,
    servername: HOST,
    rejectUnauthorized: !!VERIFY_PEER,
  });
  socket.setEncoding("utf8");
  socket.on("error", (err) => console.error("syslog tls error", err.message));
  return socket;
}

module.exports = { openLogStream };
''')

case("env_tls_reject_zero", "javascript", "vulnerable", "tls_verification",
     "process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0' turns off certificate checks for every request", r'''
const fetch = require("node-fetch");

process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";

const BASE = "https://erp.internal.example.com/api";

async function pushShipment(shipment) {
  const res = await fetch(`${BASE}/shipments`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": process.env.ERP_KEY },
    body: JSON.stringify(shipment),
  });
  if (!res.ok) throw new Error(`ERP answered ${res.status}`);
  return res.json();
}

module.exports = { pushShipment };
''')

case("express_jwt_decode_auth", "javascript", "vulnerable", "jwt_unverified",
     "jsonwebtoken decode (no signature check) fills req.user in the auth middleware", r'''
const jwt = require("jsonwebtoken");

function authenticate(req, res, next) {
  const token = (req.headers.authorization || "").replace(/^Bearer /, "");
  const payload = jwt.decode(token);
  if (!payload || payload.exp * 1000 < Date.now()) {
    return res.status(401).json({ error: "unauthenticated" });
  }
  req.user = { id: payload.sub, roles: payload.roles || [] };
  next();
}

function requireRole(role) {
  return (req, res, next) =>
    req.user.roles.includes(role) ? next() : res.status(403).json({ error: "forbidden" });
}

module.exports = { authenticate, requireRole };
''')

case("next_middleware_decodejwt", "typescript", "vulnerable", "jwt_unverified",
     "jose decodeJwt (unverified) decides admin access in Next.js middleware", r'''
import { decodeJwt } from "jose";
import { NextRequest, NextResponse } from "next/server";

export function middleware(req: NextRequest) {
  const token = req.cookies.get("session")?.value;
  if (!token) {
    return NextResponse.redirect(new URL("/login", req.url));
  }
  const claims = decodeJwt(token);
  if (req.nextUrl.pathname.startsWith("/admin") && claims.role !== "admin") {
    return NextResponse.redirect(new URL("/403", req.url));
  }
  const res = NextResponse.next();
  res.headers.set("x-user-id", String(claims.sub));
  return res;
}

export const config = { matcher: ["/admin/:path*", "/account/:path*"] };
''')

case("koa_redirect_return_to", "javascript", "vulnerable", "open_redirect",
     "ctx.redirect(ctx.query.returnTo || '/') after login", r'''
const Router = require("@koa/router");
const { verifyCredentials } = require("./auth");

const router = new Router();

router.post("/login", async (ctx) => {
  const { email, password } = ctx.request.body;
  const user = await verifyCredentials(email, password);
  if (!user) {
    ctx.status = 401;
    ctx.body = { error: "invalid credentials" };
    return;
  }
  ctx.session.userId = user.id;
  ctx.redirect(ctx.query.returnTo || "/");
});

module.exports = router;
''')

case("next_route_redirect_new_url", "typescript", "vulnerable", "open_redirect",
     "NextResponse.redirect(new URL(to, req.url)): an absolute 'to' replaces the base origin", r'''
import { cookies } from "next/headers";
import { NextRequest, NextResponse } from "next/server";

// GET /api/banner/dismiss?to=/pricing
export async function GET(req: NextRequest) {
  const to = req.nextUrl.searchParams.get("to") ?? "/";
  const jar = await cookies();
  const visits = Number(jar.get("visits")?.value ?? "0");
  const res = NextResponse.redirect(new URL(to, req.url));
  res.cookies.set("visits", String(visits + 1), { path: "/" });
  res.cookies.set("seen_banner", "1", { maxAge: 60 * 60 * 24 * 30, path: "/" });
  return res;
}
''')

case("express_location_slash_check", "javascript", "vulnerable", "open_redirect",
     "startsWith('/') check lets //evil.example through to the Location header", r'''
const express = require("express");
const app = express();

app.get("/go", (req, res) => {
  let dest = String(req.query.dest || "/");
  if (!dest.startsWith("/")) {
    dest = "/";
  }
  res.status(302).set("Location", dest).end();
});

app.listen(8080);
''')

case("mongoose_reset_token", "javascript", "vulnerable", "nosql_injection",
     "req.body values used as-is in User.findOne filter (operator objects accepted)", r'''
const express = require("express");
const bcrypt = require("bcrypt");
const mongoose = require("mongoose");

const User = mongoose.model("User");
const router = express.Router();

router.post("/password/reset", async (req, res) => {
  const user = await User.findOne({ email: req.body.email, resetToken: req.body.token });
  if (!user || user.resetExpires < Date.now()) {
    return res.status(400).json({ error: "invalid or expired token" });
  }
  user.passwordHash = await bcrypt.hash(req.body.password, 12);
  user.resetToken = undefined;
  await user.save();
  res.json({ ok: true });
});

module.exports = router;
''')

case("execsync_helper_ping", "javascript", "vulnerable", "command_injection",
     "local helper sh() wraps execSync; called with a template literal holding req.query.host", r'''
const express = require("express");
const { execSync } = require("child_process");

const app = express();

function sh(cmd) {
  return execSync(cmd, { encoding: "utf8", timeout: 10000 });
}

app.get("/api/ping", (req, res) => {
  try {
    res.type("text/plain").send(sh(`ping -c 2 ${req.query.host}`));
  } catch (err) {
    res.status(500).send(err.message);
  }
});

app.listen(3000);
''')

case("sendfile_join_query", "javascript", "vulnerable", "path_traversal",
     "res.sendFile(path.join(__dirname, 'exports', req.query.file)) without root", r'''
const express = require("express");
const path = require("path");

const app = express();

app.get("/exports/download", (req, res) => {
  const file = req.query.file;
  if (!file) return res.status(400).send("missing file");
  res.sendFile(path.join(__dirname, "exports", file), (err) => {
    if (err) res.status(404).end();
  });
});

app.listen(3001);
''')

case("nest_download_join", "typescript", "vulnerable", "path_traversal",
     "NestJS res.download(join(STORAGE, file)) with file from @Query", r'''
import { Controller, Get, Query, Res } from "@nestjs/common";
import type { Response } from "express";
import { join } from "path";

const STORAGE = "/var/lib/app/storage";

@Controller("files")
export class FilesController {
  @Get("download")
  download(@Query("file") file: string, @Res() res: Response) {
    return res.download(join(STORAGE, file));
  }
}
''')

case("axios_ssrf_image", "javascript", "vulnerable", "ssrf",
     "axios.get of imageUrl from the request body", r'''
const express = require("express");
const axios = require("axios");
const sharp = require("sharp");

const app = express();
app.use(express.json());

app.post("/api/thumbnail", async (req, res) => {
  try {
    const { data } = await axios.get(req.body.imageUrl, { responseType: "arraybuffer", timeout: 8000 });
    const thumb = await sharp(data).resize(200, 200).png().toBuffer();
    res.type("png").send(thumb);
  } catch (err) {
    res.status(502).json({ error: "could not fetch image" });
  }
});

app.listen(3000);
''')

case("res_send_template_xss", "javascript", "vulnerable", "xss",
     "req.query.name interpolated into HTML sent with res.send", r'''
const express = require("express");
const app = express();

app.get("/welcome", (req, res) => {
  const name = req.query.name || "friend";
  res.send(`<!doctype html>
<html>
  <body>
    <h1>Welcome back, ${name}!</h1>
    <a href="/logout">Log out</a>
  </body>
</html>`);
});

app.listen(3000);
''')

case("dom_innerhtml_params", "typescript", "vulnerable", "xss",
     "URLSearchParams value written into innerHTML", r'''
function showFlash(): void {
  const params = new URLSearchParams(window.location.search);
  const msg = params.get("msg");
  const kind = params.get("kind") === "error" ? "error" : "info";
  if (!msg) return;
  const box = document.getElementById("flash") as HTMLDivElement;
  box.className = `flash flash-${kind}`;
  box.innerHTML = `<strong>${kind.toUpperCase()}</strong> ${msg}`;
  box.hidden = false;
}

document.addEventListener("DOMContentLoaded", showFlash);
''')

case("node_serialize_cookie", "javascript", "vulnerable", "deserialization",
     "node-serialize unserialize on a cookie (IIFE payloads run)", r'''
const express = require("express");
const cookieParser = require("cookie-parser");
const serialize = require("node-serialize");

const app = express();
app.use(cookieParser());

app.get("/preferences", (req, res) => {
  const raw = req.cookies.prefs;
  const prefs = raw ? serialize.unserialize(Buffer.from(raw, "base64").toString()) : { theme: "light" };
  res.json(prefs);
});

app.listen(3000);
''')

case("deep_merge_pollution", "javascript", "vulnerable", "prototype_pollution",
     "recursive merge of req.body into settings without guarding __proto__", r'''
const express = require("express");
const app = express();
app.use(express.json());

const settings = { theme: "light", notifications: { email: true, sms: false } };

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

case("path_assign_pollution", "typescript", "vulnerable", "prototype_pollution",
     "config[section][key] = value with all three from the request body", r'''
import express, { Request, Response } from "express";

const app = express();
app.use(express.json());

const config: Record<string, Record<string, unknown>> = {
  mail: { from: "noreply@example.com" },
  ui: { theme: "dark" },
};

app.post("/admin/config", (req: Request, res: Response) => {
  const { section, key, value } = req.body as { section: string; key: string; value: unknown };
  if (!config[section]) config[section] = {};
  config[section][key] = value;
  res.json({ ok: true, section, key });
});

app.listen(3000);
''')

case("regexp_from_query", "javascript", "vulnerable", "redos",
     "new RegExp(req.query.filter, 'i') compiled from the request", r'''
const express = require("express");
const products = require("./products.json");

const app = express();

app.get("/api/products", (req, res) => {
  const filter = req.query.filter || "";
  const rx = new RegExp(filter, "i");
  res.json(products.filter((p) => rx.test(p.name) || rx.test(p.description)).slice(0, 50));
});

app.listen(3000);
''')

case("cipher_ecb_config", "javascript", "vulnerable", "weak_crypto",
     "createCipheriv with CIPHER.name = 'aes-256-ecb' from a constant config object", r'''
const crypto = require("crypto");

const CIPHER = { name: "aes-256-ecb", encoding: "base64" };
const key = Buffer.from(process.env.CARD_KEY_HEX, "hex");

function encryptCard(pan) {
  const c = crypto.createCipheriv(CIPHER.name, key, null);
  return Buffer.concat([c.update(pan, "utf8"), c.final()]).toString(CIPHER.encoding);
}

function decryptCard(blob) {
  const d = crypto.createDecipheriv(CIPHER.name, key, null);
  return Buffer.concat([d.update(Buffer.from(blob, CIPHER.encoding)), d.final()]).toString("utf8");
}

module.exports = { encryptCard, decryptCard };
''')

case("jwt_sign_config_literal", "javascript", "vulnerable", "hardcoded_secret",
     "jwt.sign / jwt.verify keyed with config.jwt, a string literal", r'''
const jwt = require("jsonwebtoken");

const config = {
  port: 3000,
  jwt: "c9d2f7a14be86035e1f4a7b2d9c8e6f0",
  ttl: "2h",
};

function issueToken(user) {
  return jwt.sign({ sub: user.id, role: user.role }, config.jwt, { expiresIn: config.ttl });
}

function readToken(token) {
  return jwt.verify(token, config.jwt, { algorithms: ["HS256"] });
}

module.exports = { issueToken, readToken, config };
''')

case("math_random_session", "javascript", "vulnerable", "insecure_random",
     "session id made with Math.random", r'''
const sessions = new Map();

function createSession(userId) {
  const sessionId = Math.random().toString(36).slice(2) + Date.now().toString(36);
  sessions.set(sessionId, { userId, createdAt: Date.now() });
  return sessionId;
}

function login(req, res, user) {
  const sid = createSession(user.id);
  res.cookie("sid", sid, { httpOnly: true, sameSite: "lax" });
  res.json({ ok: true });
}

module.exports = { login, sessions };
''')

case("libxmljs_noent", "javascript", "vulnerable", "xxe",
     "libxmljs.parseXml of the request body with noent: true", r'''
const express = require("express");
const libxmljs = require("libxmljs");

const app = express();
app.use(express.text({ type: "application/xml", limit: "1mb" }));

app.post("/api/invoices/import", (req, res) => {
  const opts = { noent: true, nonet: false };
  const doc = libxmljs.parseXml(req.body, opts);
  const lines = doc.find("//line").map((n) => ({
    sku: n.get("sku").text(),
    qty: Number(n.get("qty").text()),
  }));
  res.json({ lines });
});

app.listen(3000);
''')

case("cors_reflect_credentials", "javascript", "vulnerable", "cors",
     "Access-Control-Allow-Origin echoes the request origin with credentials allowed", r'''
const express = require("express");
const app = express();

app.use((req, res, next) => {
  const origin = req.headers.origin;
  if (origin) {
    res.setHeader("Access-Control-Allow-Origin", origin);
    res.setHeader("Access-Control-Allow-Credentials", "true");
    res.setHeader("Vary", "Origin");
  }
  next();
});

app.get("/api/account", (req, res) => {
  res.json({ id: req.session?.userId, plan: "pro" });
});

app.listen(3000);
''')

case("spawn_sh_c_promisified", "typescript", "vulnerable", "command_injection",
     "promisified exec runs git clone with a request-supplied repo URL", r'''
import { exec } from "child_process";
import express from "express";
import { promisify } from "util";

const run = promisify(exec);
const app = express();
app.use(express.json());

app.post("/api/import", async (req, res) => {
  const { repoUrl, name } = req.body as { repoUrl: string; name: string };
  const dest = `/srv/imports/${Date.now()}`;
  try {
    await run(`git clone --depth 1 ${repoUrl} ${dest}`);
    res.json({ ok: true, name, dest });
  } catch (err) {
    res.status(500).json({ error: (err as Error).message });
  }
});

app.listen(3000);
''')

case("vm_run_expression", "javascript", "vulnerable", "code_injection",
     "vm.runInNewContext of a request formula (vm is not a sandbox; constructor escapes)", r'''
const express = require("express");
const vm = require("vm");

const app = express();
app.use(express.json());

app.post("/api/sheets/eval", (req, res) => {
  const { formula, cells } = req.body;
  try {
    const value = vm.runInNewContext(formula, { ...cells, Math }, { timeout: 50 });
    res.json({ value });
  } catch (err) {
    res.status(400).json({ error: err.message });
  }
});

app.listen(3000);
''')

case("koa_fs_stream_template", "javascript", "vulnerable", "path_traversal",
     "fs.createReadStream of a template literal path containing ctx.query.name", r'''
const Koa = require("koa");
const fs = require("fs");

const app = new Koa();
const LOG_DIR = "/var/log/jobs";

app.use(async (ctx) => {
  if (ctx.path !== "/logs") return;
  const name = ctx.query.name;
  ctx.type = "text/plain";
  ctx.body = fs.createReadStream(`${LOG_DIR}/${name}.log`);
});

app.listen(4000);
''')

# ---------------------------------------------------------------- safe

case("execfile_array", "javascript", "safe", "command",
     "execFile with an argument array, no shell", r'''
const express = require("express");
const { execFile } = require("child_process");

const app = express();

app.get("/api/whois", (req, res) => {
  const domain = String(req.query.domain || "");
  if (!/^[a-z0-9.-]{1,253}$/i.test(domain)) {
    return res.status(400).json({ error: "bad domain" });
  }
  execFile("whois", [domain], { timeout: 10000 }, (err, stdout) => {
    if (err) return res.status(502).json({ error: "lookup failed" });
    res.type("text/plain").send(stdout);
  });
});

app.listen(3000);
''')

case("spawn_args_no_shell", "typescript", "safe", "command",
     "spawn('ffmpeg', [...args]) with no shell and a server-side output path", r'''
import { spawn } from "child_process";
import { randomUUID } from "crypto";
import path from "path";

const OUT_DIR = "/srv/media/out";

export function transcode(inputPath: string, bitrate: number): Promise<string> {
  const out = path.join(OUT_DIR, `${randomUUID()}.mp3`);
  return new Promise((resolve, reject) => {
    const p = spawn("ffmpeg", ["-y", "-i", inputPath, "-b:a", `${Math.floor(bitrate)}k`, out], {
      stdio: "ignore",
    });
    p.on("error", reject);
    p.on("close", (code) => (code === 0 ? resolve(out) : reject(new Error(`ffmpeg exited ${code}`))));
  });
}
''')

case("pg_params_any", "javascript", "safe", "sql",
     "pg query with $1/$2 placeholders and ANY($2) for the id list", r'''
const express = require("express");
const { Pool } = require("pg");

const pool = new Pool();
const router = express.Router();

router.get("/orders", async (req, res, next) => {
  try {
    const ids = [].concat(req.query.id || []).map(Number).filter(Number.isInteger);
    const { rows } = await pool.query(
      "SELECT id, status, total FROM orders WHERE customer_id = $1 AND id = ANY($2::int[]) ORDER BY id",
      [req.user.id, ids],
    );
    res.json(rows);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
''')

case("sequelize_replacements", "typescript", "safe", "sql",
     "sequelize.query with named replacements", r'''
import { QueryTypes, Sequelize } from "sequelize";

const sequelize = new Sequelize(process.env.DATABASE_URL as string, { logging: false });

export async function topCustomers(region: string, limit = 10) {
  return sequelize.query(
    `SELECT c.id, c.name, SUM(o.total) AS revenue
       FROM customers c JOIN orders o ON o.customer_id = c.id
      WHERE c.region = :region
      GROUP BY c.id, c.name
      ORDER BY revenue DESC
      LIMIT :limit`,
    { replacements: { region, limit: Math.min(limit, 100) }, type: QueryTypes.SELECT },
  );
}
''')

case("agent_ca_strict_const", "javascript", "safe", "tls",
     "https.Agent with a CA file and rejectUnauthorized: STRICT (true)", r'''
const fs = require("fs");
const https = require("https");
const axios = require("axios");

const STRICT = true;
const agent = new https.Agent({
  ca: fs.readFileSync("/etc/ssl/internal-ca.pem"),
  rejectUnauthorized: STRICT,
  keepAlive: true,
});

const hr = axios.create({ baseURL: "https://hr.internal.example", httpsAgent: agent, timeout: 5000 });

async function employee(id) {
  const { data } = await hr.get(`/employees/${encodeURIComponent(id)}`);
  return data;
}

module.exports = { employee };
''')

case("jwt_verify_env_secret", "javascript", "safe", "jwt",
     "jwt.verify with the secret from the environment and a pinned algorithm", r'''
const jwt = require("jsonwebtoken");

const SECRET = process.env.JWT_SECRET;

function requireAuth(req, res, next) {
  const header = req.get("authorization") || "";
  const token = header.startsWith("Bearer ") ? header.slice(7) : null;
  if (!token) return res.status(401).json({ error: "missing token" });
  try {
    const claims = jwt.verify(token, SECRET, { algorithms: ["HS256"], issuer: "auth.example.com" });
    req.user = { id: claims.sub, roles: claims.roles || [] };
    return next();
  } catch {
    return res.status(401).json({ error: "invalid token" });
  }
}

module.exports = { requireAuth };
''')

case("jose_jwtverify_jwks", "typescript", "safe", "jwt",
     "jose jwtVerify against a remote JWKS with issuer and audience", r'''
import { createRemoteJWKSet, jwtVerify } from "jose";
import type { NextFunction, Request, Response } from "express";

const JWKS = createRemoteJWKSet(new URL("https://auth.example.com/.well-known/jwks.json"));

export async function auth(req: Request, res: Response, next: NextFunction) {
  const token = req.headers.authorization?.replace(/^Bearer /, "");
  if (!token) return res.status(401).end();
  try {
    const { payload } = await jwtVerify(token, JWKS, {
      issuer: "https://auth.example.com/",
      audience: "orders-api",
    });
    res.locals.userId = payload.sub;
    next();
  } catch {
    res.status(401).end();
  }
}
''')

case("jwt_decode_refresh_timer", "typescript", "safe", "jwt",
     "browser client reads exp of its own access token to schedule a refresh; no trust decision", r'''
import { jwtDecode } from "jwt-decode";

type Claims = { exp: number };

let timer: ReturnType<typeof setTimeout> | undefined;

export function scheduleRefresh(accessToken: string, refresh: () => Promise<string>): void {
  const { exp } = jwtDecode<Claims>(accessToken);
  const delay = Math.max(0, exp * 1000 - Date.now() - 60_000);
  if (timer) clearTimeout(timer);
  timer = setTimeout(async () => {
    const next = await refresh();
    scheduleRefresh(next, refresh);
  }, delay);
}
''')

case("redirect_set_allowlist", "javascript", "safe", "redirect",
     "redirect target must be a member of a constant Set, else '/'", r'''
const express = require("express");
const app = express();

const ALLOWED = new Set(["/", "/account", "/billing", "/projects"]);

app.get("/after-login", (req, res) => {
  const to = ALLOWED.has(req.query.to) ? req.query.to : "/";
  res.redirect(to);
});

app.listen(3000);
''')

case("redirect_url_origin_check", "javascript", "safe", "redirect",
     "target parsed with new URL against the app origin and refused unless the origin matches", r'''
const express = require("express");
const app = express();
const APP_ORIGIN = "https://app.example.com";

app.get("/continue", (req, res) => {
  const next = String(req.query.next || "/");
  let target;
  try {
    target = new URL(next, APP_ORIGIN);
  } catch {
    return res.redirect("/");
  }
  if (target.origin !== APP_ORIGIN) {
    return res.redirect("/");
  }
  res.redirect(target.href);
});

app.listen(3000);
''')

case("next_redirect_encoded_query", "typescript", "safe", "redirect",
     "redirect to a constant path on the same origin with the query encoded", r'''
import { NextRequest, NextResponse } from "next/server";

export async function POST(req: NextRequest) {
  const form = await req.formData();
  const q = String(form.get("q") ?? "").trim();
  if (!q) {
    return NextResponse.redirect(new URL("/search", req.url), 303);
  }
  return NextResponse.redirect(new URL(`/search?q=${encodeURIComponent(q)}`, req.url), 303);
}
''')

case("sendfile_root_basename", "javascript", "safe", "path",
     "res.sendFile with a root option and a basename'd name", r'''
const express = require("express");
const path = require("path");

const app = express();
const UPLOADS = path.join(__dirname, "uploads");

app.get("/files/:name", (req, res) => {
  const name = path.basename(req.params.name);
  res.sendFile(name, { root: UPLOADS, dotfiles: "deny" }, (err) => {
    if (err) res.status(err.status || 404).end();
  });
});

app.listen(3000);
''')

case("resolve_startswith_stream", "javascript", "safe", "path",
     "path.resolve then startsWith(PUBLIC_DIR + sep) check that returns before the read", r'''
const express = require("express");
const fs = require("fs");
const path = require("path");

const app = express();
const PUBLIC_DIR = path.resolve(__dirname, "public");

app.get("/static-raw", (req, res) => {
  const full = path.resolve(PUBLIC_DIR, String(req.query.p || "index.html"));
  if (!full.startsWith(PUBLIC_DIR + path.sep)) {
    return res.status(400).send("bad path");
  }
  fs.createReadStream(full)
    .on("error", () => res.status(404).end())
    .pipe(res);
});

app.listen(3000);
''')

case("fetch_host_allowlist", "typescript", "safe", "ssrf",
     "URL must be https with a hostname from a constant Set; redirects refused", r'''
import express from "express";

const app = express();
app.use(express.json());
const ALLOWED_HOSTS = new Set(["hooks.slack.com", "discord.com"]);

app.post("/api/notify", async (req, res) => {
  let url: URL;
  try {
    url = new URL(String(req.body.webhook));
  } catch {
    return res.status(400).json({ error: "bad url" });
  }
  if (url.protocol !== "https:" || !ALLOWED_HOSTS.has(url.hostname)) {
    return res.status(400).json({ error: "host not allowed" });
  }
  const r = await fetch(url, { method: "POST", body: JSON.stringify({ text: "deploy finished" }),
    headers: { "content-type": "application/json" }, redirect: "error" });
  res.json({ status: r.status });
});

app.listen(3000);
''')

case("escape_html_send", "javascript", "safe", "xss",
     "query value escaped with escape-html before res.send", r'''
const express = require("express");
const escapeHtml = require("escape-html");

const app = express();

app.get("/hello", (req, res) => {
  const name = escapeHtml(String(req.query.name || "there"));
  res.send(`<!doctype html><p>Hello, ${name}.</p>`);
});

app.listen(3000);
''')

case("dom_textcontent_purify", "typescript", "safe", "xss",
     "plain text via textContent; rich HTML only through DOMPurify.sanitize", r'''
import DOMPurify from "dompurify";

export function renderComment(container: HTMLElement, author: string, bodyHtml: string): void {
  const head = document.createElement("div");
  head.className = "comment-author";
  head.textContent = author;
  const body = document.createElement("div");
  body.className = "comment-body";
  body.innerHTML = DOMPurify.sanitize(bodyHtml, { ALLOWED_TAGS: ["b", "i", "a", "code", "p"] });
  container.append(head, body);
}
''')

case("mongoose_string_cast", "javascript", "safe", "nosql",
     "request values converted with String() before going into the filter", r'''
const express = require("express");
const mongoose = require("mongoose");
const bcrypt = require("bcrypt");

const User = mongoose.model("User");
const router = express.Router();

router.post("/login", async (req, res) => {
  const email = String(req.body.email || "").toLowerCase();
  const user = await User.findOne({ email, disabled: false });
  if (!user || !(await bcrypt.compare(String(req.body.password || ""), user.passwordHash))) {
    return res.status(401).json({ error: "invalid credentials" });
  }
  req.session.userId = user.id;
  res.json({ ok: true });
});

module.exports = router;
''')

case("merge_guarded_keys", "javascript", "safe", "prototype_pollution",
     "merge skips __proto__, constructor and prototype keys and only walks own plain objects", r'''
const BLOCKED = new Set(["__proto__", "constructor", "prototype"]);

function safeMerge(target, source) {
  for (const key of Object.keys(source)) {
    if (BLOCKED.has(key)) continue;
    const value = source[key];
    if (value && typeof value === "object" && !Array.isArray(value)) {
      if (!Object.prototype.hasOwnProperty.call(target, key)) target[key] = {};
      safeMerge(target[key], value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

module.exports = function updatePrefs(req, res) {
  const prefs = safeMerge({ theme: "light" }, req.body || {});
  res.json(prefs);
};
''')

case("regexp_escaped_lodash", "javascript", "safe", "regex",
     "search term escaped with _.escapeRegExp before new RegExp", r'''
const express = require("express");
const _ = require("lodash");
const products = require("./products.json");

const app = express();

app.get("/api/search", (req, res) => {
  const term = _.escapeRegExp(String(req.query.q || ""));
  const rx = new RegExp(term, "i");
  res.json(products.filter((p) => rx.test(p.name)).slice(0, 20));
});

app.listen(3000);
''')

case("aes_gcm_env_key", "typescript", "safe", "crypto",
     "AES-256-GCM with a random IV and key from the environment", r'''
import { createCipheriv, createDecipheriv, randomBytes } from "crypto";

const ALGO = "aes-256-gcm";
const KEY = Buffer.from(process.env.DATA_KEY_HEX ?? "", "hex");

export function seal(plain: string): string {
  const iv = randomBytes(12);
  const c = createCipheriv(ALGO, KEY, iv);
  const enc = Buffer.concat([c.update(plain, "utf8"), c.final()]);
  return [iv, c.getAuthTag(), enc].map((b) => b.toString("base64")).join(".");
}

export function open(sealed: string): string {
  const [iv, tag, enc] = sealed.split(".").map((s) => Buffer.from(s, "base64"));
  const d = createDecipheriv(ALGO, KEY, iv);
  d.setAuthTag(tag);
  return Buffer.concat([d.update(enc), d.final()]).toString("utf8");
}
''')

case("randombytes_token_md5_etag", "javascript", "safe", "crypto",
     "session ids from crypto.randomBytes; md5 only as a cache ETag; Math.random only for jitter", r'''
const crypto = require("crypto");

function newSessionId() {
  return crypto.randomBytes(32).toString("hex");
}

function etagFor(body) {
  return `"${crypto.createHash("md5").update(body).digest("hex")}"`;
}

function backoff(attempt) {
  const base = Math.min(30000, 500 * 2 ** attempt);
  return base + Math.floor(Math.random() * 250);
}

module.exports = { newSessionId, etagFor, backoff };
''')

case("bcrypt_register", "typescript", "safe", "crypto",
     "passwords hashed with bcrypt cost 12; prisma create with structured data", r'''
import bcrypt from "bcrypt";
import { PrismaClient } from "@prisma/client";
import express from "express";

const prisma = new PrismaClient();
const app = express();
app.use(express.json());

app.post("/register", async (req, res) => {
  const email = String(req.body.email ?? "").trim().toLowerCase();
  const password = String(req.body.password ?? "");
  if (password.length < 12) return res.status(400).json({ error: "password too short" });
  const passwordHash = await bcrypt.hash(password, 12);
  const user = await prisma.user.create({ data: { email, passwordHash } });
  res.status(201).json({ id: user.id });
});

app.listen(3000);
''')

case("cors_allowlist_credentials", "javascript", "safe", "cors",
     "cors with a constant origin list and credentials", r'''
const express = require("express");
const cors = require("cors");

const app = express();
const ORIGINS = ["https://app.example.com", "https://admin.example.com"];

app.use(cors({ origin: ORIGINS, credentials: true, maxAge: 600 }));

app.get("/api/me", (req, res) => {
  res.json({ id: req.session?.userId ?? null });
});

app.listen(3000);
''')

case("handlers_table_hasown", "javascript", "safe", "dynamic_dispatch",
     "action chosen from the file's own handler table after an own-property check", r'''
const express = require("express");
const app = express();
app.use(express.json());

const todos = [];
const handlers = {
  add: (p) => { todos.push({ id: todos.length + 1, title: String(p.title), done: false }); },
  done: (p) => { const t = todos.find((x) => x.id === Number(p.id)); if (t) t.done = true; },
  clear: () => { todos.length = 0; },
};

app.post("/api/todos/action", (req, res) => {
  const { action, payload = {} } = req.body;
  if (!Object.prototype.hasOwnProperty.call(handlers, action)) {
    return res.status(400).json({ error: "unknown action" });
  }
  handlers[action](payload);
  res.json(todos);
});

app.listen(3000);
''')

case("jsyaml_v4_load", "javascript", "safe", "deserialization",
     "js-yaml 4 load uses the default safe schema (no JS types)", r'''
const fs = require("fs/promises");
const yaml = require("js-yaml");

async function loadWorkflow(file) {
  const text = await fs.readFile(file, "utf8");
  const doc = yaml.load(text, { schema: yaml.JSON_SCHEMA });
  if (!doc || !Array.isArray(doc.jobs)) {
    throw new Error("workflow needs a jobs list");
  }
  return doc.jobs.map((j) => ({ name: String(j.name), runs: Number(j.runs || 1) }));
}

module.exports = { loadWorkflow };
''')

case("prisma_queryraw_tagged", "typescript", "safe", "sql",
     "Prisma $queryRaw tagged template parameterises interpolations", r'''
import { PrismaClient } from "@prisma/client";
import type { FastifyInstance } from "fastify";

const prisma = new PrismaClient();

export default async function routes(app: FastifyInstance) {
  app.get("/stats/:teamId", async (request) => {
    const { teamId } = request.params as { teamId: string };
    const rows = await prisma.$queryRaw`
      SELECT date_trunc('day', created_at) AS day, count(*)::int AS n
        FROM tickets WHERE team_id = ${teamId}
       GROUP BY 1 ORDER BY 1 DESC LIMIT 30`;
    return { teamId, rows };
  });
}
''')

case("koa_redirect_constant", "javascript", "safe", "redirect",
     "Koa logout redirects to a constant path", r'''
const Router = require("@koa/router");

const router = new Router();

router.post("/logout", async (ctx) => {
  const userId = ctx.session && ctx.session.userId;
  ctx.session = null;
  ctx.cookies.set("remember", null);
  if (userId) ctx.log?.info({ userId }, "logged out");
  ctx.redirect("/login?bye=1");
});

router.get("/login", async (ctx) => {
  ctx.type = "html";
  ctx.body = "<form method=post action=/session><input name=email><button>Go</button></form>";
});

module.exports = router;
''')

case("exec_constant_js", "javascript", "safe", "command",
     "exec of a constant command string only (low)", r'''
const { exec } = require("child_process");

const STATUS_CMD = "git rev-parse --short HEAD";

function currentRevision() {
  return new Promise((resolve, reject) => {
    exec(STATUS_CMD, { cwd: __dirname, timeout: 5000 }, (err, stdout) => {
      if (err) return reject(err);
      resolve(stdout.trim());
    });
  });
}

module.exports = { currentRevision };
''')
