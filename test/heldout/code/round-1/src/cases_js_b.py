# JavaScript / TypeScript cases, part B: deserialisation, TLS, weak crypto, secrets, JWT, open redirect, XSS,
# prototype pollution, XXE.

V, S = "vulnerable", "safe"

CASES = [
    # ------------------------------------------------------------------ deserialisation
    dict(
        key="js-ds-node-serialize-cookie",
        lang="javascript", label=V, cls="deserialization", cwe="CWE-502", severity="critical",
        reason="node-serialize unserialize of a client cookie (IIFE payloads execute)",
        code=r'''const express = require("express");
const cookieParser = require("cookie-parser");
const serialize = require("node-serialize");

const app = express();
app.use(cookieParser());

app.get("/", (req, res) => {
  let prefs = { theme: "light", lang: "en" };
  if (req.cookies.prefs) {
    const raw = Buffer.from(req.cookies.prefs, "base64").toString();
    prefs = serialize.unserialize(raw);
  }
  res.send(`<body class="${prefs.theme === "dark" ? "dark" : "light"}">Welcome</body>`);
});

app.listen(3000);
''',
    ),
    dict(
        key="js-ds-node-serialize-aliased",
        lang="javascript", label=V, cls="deserialization", cwe="CWE-502", severity="critical",
        reason="node-serialize's unserialize destructured under another name, applied to a queue message",
        code=r'''const { unserialize: decodeJob } = require("node-serialize");
const amqp = require("amqplib");

async function main() {
  const conn = await amqp.connect(process.env.AMQP_URL);
  const ch = await conn.createChannel();
  await ch.assertQueue("jobs");
  ch.consume("jobs", async (msg) => {
    const job = decodeJob(msg.content.toString());
    console.log("processing", job.id, job.kind);
    ch.ack(msg);
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
''',
    ),
    dict(
        key="js-ds-safe-json-schema",
        lang="javascript", label=S, cls="deserialization", cwe=None, severity="none",
        reason="queue message decoded with JSON.parse and shape-checked",
        code=r'''const amqp = require("amqplib");

function decodeJob(buf) {
  const job = JSON.parse(buf.toString("utf8"));
  if (typeof job !== "object" || job === null) throw new Error("bad job");
  if (typeof job.id !== "string" || !["email", "export"].includes(job.kind)) throw new Error("bad job");
  return { id: job.id, kind: job.kind, payload: job.payload ?? {} };
}

async function main() {
  const conn = await amqp.connect(process.env.AMQP_URL);
  const ch = await conn.createChannel();
  await ch.assertQueue("jobs");
  ch.consume("jobs", (msg) => {
    try {
      const job = decodeJob(msg.content);
      console.log("processing", job.id, job.kind);
      ch.ack(msg);
    } catch (e) {
      ch.nack(msg, false, false);
    }
  });
}

main();
''',
    ),
    # ------------------------------------------------------------------ TLS verification
    dict(
        key="js-tls-reject-constant",
        lang="javascript", label=V, cls="tls_verification", cwe="CWE-295", severity="high",
        reason="https.Agent rejectUnauthorized fed by a constant that is false",
        code=r'''const https = require("node:https");
const axios = require("axios");

const STRICT_TLS = false;

const agent = new https.Agent({ keepAlive: true, rejectUnauthorized: STRICT_TLS });
const client = axios.create({
  baseURL: "https://erp.partner.example.com/api",
  httpsAgent: agent,
  headers: { authorization: `Bearer ${process.env.ERP_TOKEN}` },
});

async function syncInvoices(since) {
  const { data } = await client.get("/invoices", { params: { since } });
  return data.items;
}

module.exports = { syncInvoices };
''',
    ),
    dict(
        key="js-tls-env-reject-zero",
        lang="javascript", label=V, cls="tls_verification", cwe="CWE-295", severity="high",
        reason="NODE_TLS_REJECT_UNAUTHORIZED = '0' disables verification for every TLS connection of the process",
        code=r'''process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";

const { WebClient } = require("@slack/web-api");
const fetch = globalThis.fetch;

const slack = new WebClient(process.env.SLACK_BOT_TOKEN);

async function postDailyStats() {
  const res = await fetch("https://metrics.example.com/api/daily");
  const stats = await res.json();
  await slack.chat.postMessage({
    channel: "#ops",
    text: `Signups: ${stats.signups}, revenue: ${stats.revenue}`,
  });
}

postDailyStats().catch(console.error);
''',
    ),
    dict(
        key="ts-tls-pg-config-object",
        lang="typescript", label=V, cls="tls_verification", cwe="CWE-295", severity="high",
        reason="Postgres SSL with rejectUnauthorized taken from a config object whose value is false",
        code=r'''import { Pool } from "pg";

interface DbConfig {
  host: string;
  database: string;
  tls: { enabled: boolean; verify: boolean };
}

const config: DbConfig = {
  host: "prod-db.eu-central-1.rds.amazonaws.com",
  database: "app",
  tls: { enabled: true, verify: false },
};

export const pool = new Pool({
  host: config.host,
  database: config.database,
  user: process.env.PGUSER,
  password: process.env.PGPASSWORD,
  ssl: config.tls.enabled ? { rejectUnauthorized: config.tls.verify } : undefined,
});
''',
    ),
    dict(
        key="js-tls-safe-ca-pinned",
        lang="javascript", label=S, cls="tls_verification", cwe=None, severity="none",
        reason="custom CA file with rejectUnauthorized true",
        code=r'''const https = require("node:https");
const fs = require("node:fs");

const agent = new https.Agent({
  ca: fs.readFileSync("/etc/ssl/private-ca/root.pem"),
  rejectUnauthorized: true,
  keepAlive: true,
});

function getJson(url) {
  return new Promise((resolve, reject) => {
    https
      .get(url, { agent }, (res) => {
        let body = "";
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve(JSON.parse(body)));
      })
      .on("error", reject);
  });
}

module.exports = { getJson };
''',
    ),
    dict(
        key="ts-tls-safe-constant-true",
        lang="typescript", label=S, cls="tls_verification", cwe=None, severity="none",
        reason="rejectUnauthorized fed by a constant true",
        code=r'''import tls from "node:tls";

const VERIFY_PEER = true;

export function checkCertificateExpiry(host: string, port = 443): Promise<Date> {
  return new Promise((resolve, reject) => {
    const socket = tls.connect({ host, port, servername: host, rejectUnauthorized: VERIFY_PEER }, () => {
      const cert = socket.getPeerCertificate();
      socket.end();
      resolve(new Date(cert.valid_to));
    });
    socket.setTimeout(5000, () => {
      socket.destroy();
      reject(new Error("timeout"));
    });
    socket.on("error", reject);
  });
}
''',
    ),
    # ------------------------------------------------------------------ weak crypto
    dict(
        key="js-wc-md5-password",
        lang="javascript", label=V, cls="weak_crypto", cwe="CWE-916", severity="high",
        reason="password stored and compared as an unsalted MD5 digest",
        code=r'''const crypto = require("node:crypto");
const db = require("./db");

function digest(password) {
  return crypto.createHash("md5").update(password).digest("hex");
}

async function register(email, password) {
  await db.users.insert({ email, passwordHash: digest(password) });
}

async function login(email, password) {
  const user = await db.users.findOne({ email });
  if (!user || user.passwordHash !== digest(password)) return null;
  return user;
}

module.exports = { register, login };
''',
    ),
    dict(
        key="js-wc-safe-scrypt",
        lang="javascript", label=S, cls="weak_crypto", cwe=None, severity="none",
        reason="scrypt with a random salt and timingSafeEqual",
        code=r'''const crypto = require("node:crypto");

function hashPassword(password) {
  const salt = crypto.randomBytes(16);
  const key = crypto.scryptSync(password, salt, 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return `scrypt$${salt.toString("hex")}$${key.toString("hex")}`;
}

function verifyPassword(password, stored) {
  const [, saltHex, keyHex] = stored.split("$");
  const expected = Buffer.from(keyHex, "hex");
  const actual = crypto.scryptSync(password, Buffer.from(saltHex, "hex"), expected.length, {
    N: 2 ** 15,
    r: 8,
    p: 1,
    maxmem: 64 * 1024 * 1024,
  });
  return crypto.timingSafeEqual(actual, expected);
}

module.exports = { hashPassword, verifyPassword };
''',
    ),
    dict(
        key="js-wc-safe-md5-cache-key",
        lang="javascript", label=S, cls="weak_crypto", cwe=None, severity="none",
        reason="MD5 only to name build assets by content (cache busting), not for security",
        code=r'''const crypto = require("node:crypto");
const fs = require("node:fs");
const path = require("node:path");

function fingerprint(file) {
  const content = fs.readFileSync(file);
  const hash = crypto.createHash("md5").update(content).digest("hex").slice(0, 10);
  const ext = path.extname(file);
  return path.join(path.dirname(file), `${path.basename(file, ext)}.${hash}${ext}`);
}

const manifest = {};
for (const file of fs.readdirSync("dist/assets")) {
  const full = path.join("dist/assets", file);
  const renamed = fingerprint(full);
  fs.renameSync(full, renamed);
  manifest[file] = path.basename(renamed);
}
fs.writeFileSync("dist/manifest.json", JSON.stringify(manifest, null, 2));
''',
    ),
    # ------------------------------------------------------------------ hard-coded secrets
    dict(
        key="js-sec-jwt-sign-literal",
        lang="javascript", label=V, cls="hardcoded_secret", cwe="CWE-798", severity="high",
        reason="JWT signing secret is a string literal in the code",
        code=r'''const jwt = require("jsonwebtoken");
const express = require("express");

const app = express();
app.use(express.json());
const JWT_SECRET = "pr0d-jwt-s3cret-2024!";

app.post("/auth/token", async (req, res) => {
  const user = await require("./users").verifyCredentials(req.body.email, req.body.password);
  if (!user) return res.status(401).json({ error: "invalid credentials" });
  const token = jwt.sign({ sub: user.id, role: user.role }, JWT_SECRET, { algorithm: "HS256", expiresIn: "12h" });
  res.json({ token });
});

app.listen(3000);
''',
    ),
    dict(
        key="ts-sec-mongo-uri-password",
        lang="typescript", label=V, cls="hardcoded_secret", cwe="CWE-798", severity="high",
        reason="MongoDB connection string with user and password literal",
        code=r'''import mongoose from "mongoose";

const MONGO_URI =
  "mongodb+srv://admin:Qw7!xZ2pLm9@cluster0.a1b2c3.mongodb.net/production?retryWrites=true&w=majority";

export async function connect(): Promise<typeof mongoose> {
  mongoose.set("strictQuery", true);
  return mongoose.connect(MONGO_URI, { maxPoolSize: 20 });
}

export const Order = mongoose.model(
  "Order",
  new mongoose.Schema({ customer: String, total: Number, createdAt: { type: Date, default: Date.now } })
);
''',
    ),
    dict(
        key="js-sec-safe-env",
        lang="javascript", label=S, cls="hardcoded_secret", cwe=None, severity="none",
        reason="secrets from the environment; literals are names and a public key id",
        code=r'''const Stripe = require("stripe");

const STRIPE_SECRET_KEY = process.env.STRIPE_SECRET_KEY;
const WEBHOOK_SECRET_HEADER = "stripe-signature";
const PASSWORD_MIN_LENGTH = 12;

if (!STRIPE_SECRET_KEY) {
  throw new Error("STRIPE_SECRET_KEY is not set");
}

const stripe = Stripe(STRIPE_SECRET_KEY);

function verifyWebhook(req) {
  const signature = req.headers[WEBHOOK_SECRET_HEADER];
  return stripe.webhooks.constructEvent(req.rawBody, signature, process.env.STRIPE_WEBHOOK_SECRET);
}

module.exports = { stripe, verifyWebhook, PASSWORD_MIN_LENGTH };
''',
    ),
    # ------------------------------------------------------------------ JWT
    dict(
        key="js-jwt-decode-admin",
        lang="javascript", label=V, cls="jwt_unverified", cwe="CWE-347", severity="high",
        reason="jsonwebtoken.decode (no signature check) result becomes req.user and gates admin routes",
        code=r'''const jwt = require("jsonwebtoken");
const express = require("express");

const app = express();

function auth(req, res, next) {
  const token = (req.headers.authorization || "").replace(/^Bearer /, "");
  const claims = jwt.decode(token);
  if (!claims || !claims.sub) return res.status(401).json({ error: "unauthenticated" });
  req.user = { id: claims.sub, isAdmin: claims.role === "admin" };
  next();
}

app.get("/admin/audit", auth, (req, res) => {
  if (!req.user.isAdmin) return res.status(403).end();
  res.json(require("./audit").latest(100));
});

app.listen(3000);
''',
    ),
    dict(
        key="ts-jwt-buffer-payload",
        lang="typescript", label=V, cls="jwt_unverified", cwe="CWE-347", severity="high",
        reason="payload segment parsed from base64url by hand; tenant/role used without signature verification",
        code=r'''import type { NextFunction, Request, Response } from "express";

interface Claims {
  sub: string;
  tenant: string;
  scopes: string[];
}

export function requireScope(scope: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const token = req.header("authorization")?.split(" ")[1] ?? "";
    const [, payload] = token.split(".");
    let claims: Claims;
    try {
      claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    } catch {
      return res.status(401).end();
    }
    if (!claims.scopes?.includes(scope)) return res.status(403).end();
    res.locals.tenant = claims.tenant;
    res.locals.userId = claims.sub;
    next();
  };
}
''',
    ),
    dict(
        key="ts-jwt-jose-decodejwt",
        lang="typescript", label=V, cls="jwt_unverified", cwe="CWE-347", severity="high",
        reason="jose.decodeJwt does not verify; its sub selects whose data is returned",
        code=r'''import { decodeJwt } from "jose";
import { NextRequest, NextResponse } from "next/server";

import { getDocumentsForUser } from "@/lib/documents";

export async function GET(request: NextRequest) {
  const token = request.cookies.get("session")?.value;
  if (!token) {
    return NextResponse.json({ error: "unauthenticated" }, { status: 401 });
  }
  const { sub } = decodeJwt(token);
  if (typeof sub !== "string") {
    return NextResponse.json({ error: "bad token" }, { status: 401 });
  }
  const docs = await getDocumentsForUser(sub);
  return NextResponse.json({ docs });
}
''',
    ),
    dict(
        key="js-jwt-safe-verify-algorithms",
        lang="javascript", label=S, cls="jwt_unverified", cwe=None, severity="none",
        reason="jwt.verify with a secret from the environment and a fixed algorithm list",
        code=r'''const jwt = require("jsonwebtoken");

const SECRET = process.env.JWT_SECRET;

function auth(req, res, next) {
  const token = (req.headers.authorization || "").replace(/^Bearer /, "");
  try {
    const claims = jwt.verify(token, SECRET, { algorithms: ["HS256"], issuer: "auth.example.com" });
    req.user = { id: claims.sub, isAdmin: claims.role === "admin" };
    next();
  } catch (err) {
    res.status(401).json({ error: "unauthenticated" });
  }
}

module.exports = { auth };
''',
    ),
    dict(
        key="ts-jwt-safe-jose-jwtverify",
        lang="typescript", label=S, cls="jwt_unverified", cwe=None, severity="none",
        reason="jose.jwtVerify against a remote JWKS with issuer and audience",
        code=r'''import { createRemoteJWKSet, jwtVerify } from "jose";
import { NextRequest, NextResponse } from "next/server";

import { getDocumentsForUser } from "@/lib/documents";

const JWKS = createRemoteJWKSet(new URL("https://auth.example.com/.well-known/jwks.json"));

export async function GET(request: NextRequest) {
  const token = request.cookies.get("session")?.value;
  if (!token) {
    return NextResponse.json({ error: "unauthenticated" }, { status: 401 });
  }
  try {
    const { payload } = await jwtVerify(token, JWKS, { issuer: "https://auth.example.com", audience: "docs" });
    return NextResponse.json({ docs: await getDocumentsForUser(String(payload.sub)) });
  } catch {
    return NextResponse.json({ error: "bad token" }, { status: 401 });
  }
}
''',
    ),
    # ------------------------------------------------------------------ open redirect
    dict(
        key="js-or-express-return-to",
        lang="javascript", label=V, cls="open_redirect", cwe="CWE-601", severity="high",
        reason="res.redirect to the returnTo query value",
        code=r'''const express = require("express");
const session = require("express-session");

const app = express();
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));

app.get("/oauth/callback", async (req, res) => {
  const user = await require("./oauth").exchange(req.query.code);
  req.session.userId = user.id;
  const returnTo = req.query.returnTo || "/home";
  res.redirect(returnTo);
});

app.listen(3000);
''',
    ),
    dict(
        key="ts-or-next-middleware-url",
        lang="typescript", label=V, cls="open_redirect", cwe="CWE-601", severity="high",
        reason="new URL(to, base) keeps an absolute 'to' (https://evil), so the redirect leaves the site",
        code=r'''import { NextRequest, NextResponse } from "next/server";

export function middleware(request: NextRequest) {
  const loggedIn = Boolean(request.cookies.get("sid"));
  const to = request.nextUrl.searchParams.get("to");
  if (loggedIn && to) {
    return NextResponse.redirect(new URL(to, request.url));
  }
  if (!loggedIn && request.nextUrl.pathname.startsWith("/app")) {
    return NextResponse.redirect(new URL("/login", request.url));
  }
  return NextResponse.next();
}

export const config = { matcher: ["/app/:path*", "/continue"] };
''',
    ),
    dict(
        key="js-or-client-location",
        lang="javascript", label=V, cls="open_redirect", cwe="CWE-601", severity="high",
        reason="browser navigates to the 'next' URL parameter (also javascript: URLs)",
        code=r'''document.addEventListener("DOMContentLoaded", () => {
  const form = document.querySelector("#login-form");
  const params = new URLSearchParams(window.location.search);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const resp = await fetch("/api/login", { method: "POST", body: new FormData(form) });
    if (!resp.ok) {
      document.querySelector("#error").textContent = "Login failed";
      return;
    }
    const next = params.get("next") || "/dashboard";
    window.location.assign(next);
  });
});
''',
    ),
    dict(
        key="js-or-safe-origin-check",
        lang="javascript", label=S, cls="open_redirect", cwe=None, severity="none",
        reason="URL resolved against the site origin; the redirect goes to the absolute URL only when its origin is the site's",
        code=r'''const express = require("express");

const app = express();
const SITE = new URL("https://shop.example.com");

function safeNext(raw) {
  try {
    const url = new URL(raw, SITE);
    if (url.origin !== SITE.origin) return SITE.href;
    return url.href;
  } catch {
    return SITE.href;
  }
}

app.get("/after-login", (req, res) => {
  res.redirect(safeNext(String(req.query.next || "/")));
});

app.listen(3000);
''',
    ),
    dict(
        key="ts-or-safe-allowlist",
        lang="typescript", label=S, cls="open_redirect", cwe=None, severity="none",
        reason="redirect target looked up in a fixed map of internal paths",
        code=r'''import type { Request, Response } from "express";

const TARGETS: Record<string, string> = {
  billing: "/account/billing",
  profile: "/account/profile",
  home: "/",
};

export function continueAfterLogin(req: Request, res: Response): void {
  const key = String(req.query.to ?? "home");
  const target = Object.hasOwn(TARGETS, key) ? TARGETS[key] : TARGETS.home;
  res.redirect(303, target);
}
''',
    ),
    # ------------------------------------------------------------------ XSS
    dict(
        key="js-xss-innerhtml-fetch",
        lang="javascript", label=V, cls="xss", cwe="CWE-79", severity="high",
        reason="comment author/body from the API inserted with innerHTML (stored XSS)",
        code=r'''async function renderComments(postId) {
  const list = document.getElementById("comments");
  const resp = await fetch(`/api/posts/${postId}/comments`);
  const comments = await resp.json();
  let html = "";
  for (const c of comments) {
    html += '<li class="comment"><b>' + c.author + "</b>: " + c.body + "</li>";
  }
  list.innerHTML = html;
}

document.addEventListener("DOMContentLoaded", () => {
  renderComments(document.body.dataset.postId);
});
''',
    ),
    dict(
        key="js-xss-react-dangerously",
        lang="javascript", label=V, cls="xss", cwe="CWE-79", severity="high",
        reason="user bio (markdown rendered by marked, not sanitised) set with dangerouslySetInnerHTML",
        code=r'''import { marked } from "marked";
import { useEffect, useState } from "react";

export default function Profile({ userId }) {
  const [user, setUser] = useState(null);

  useEffect(() => {
    fetch(`/api/users/${userId}`)
      .then((r) => r.json())
      .then(setUser);
  }, [userId]);

  if (!user) return <p>Loading...</p>;
  return (
    <section className="profile">
      <h1>{user.name}</h1>
      <div className="bio" dangerouslySetInnerHTML={{ __html: marked.parse(user.bio || "") }} />
    </section>
  );
}
''',
    ),
    dict(
        key="js-xss-res-send-template",
        lang="javascript", label=V, cls="xss", cwe="CWE-79", severity="high",
        reason="query term echoed in an HTML response via res.send (reflected XSS)",
        code=r'''const express = require("express");
const { searchDocs } = require("./search");

const app = express();

app.get("/search", async (req, res) => {
  const q = req.query.q || "";
  const hits = await searchDocs(q);
  const items = hits.map((h) => `<li><a href="/docs/${h.slug}">${h.title}</a></li>`).join("");
  res.send(`<!doctype html><h1>Results for "${q}"</h1><ul>${items}</ul>`);
});

app.listen(3000);
''',
    ),
    dict(
        key="js-xss-jquery-html-hash",
        lang="javascript", label=V, cls="xss", cwe="CWE-79", severity="high",
        reason="jQuery .html() with text taken from location.hash (DOM XSS)",
        code=r'''$(function () {
  function showTab() {
    const tab = decodeURIComponent(window.location.hash.replace(/^#/, "")) || "Overview";
    $(".tab").removeClass("active");
    $(`.tab[data-name="${tab}"]`).addClass("active");
    $("#breadcrumb").html("Settings &rsaquo; " + tab);
  }
  $(window).on("hashchange", showTab);
  showTab();
});
''',
    ),
    dict(
        key="js-xss-safe-textcontent",
        lang="javascript", label=S, cls="xss", cwe=None, severity="none",
        reason="DOM built with createElement/textContent; innerHTML only cleared with ''",
        code=r'''async function renderComments(postId) {
  const list = document.getElementById("comments");
  const resp = await fetch(`/api/posts/${postId}/comments`);
  const comments = await resp.json();
  list.innerHTML = "";
  for (const c of comments) {
    const li = document.createElement("li");
    li.className = "comment";
    const who = document.createElement("b");
    who.textContent = c.author;
    li.append(who, document.createTextNode(": " + c.body));
    list.appendChild(li);
  }
}

document.addEventListener("DOMContentLoaded", () => {
  renderComments(document.body.dataset.postId);
});
''',
    ),
    dict(
        key="js-xss-safe-dompurify-react",
        lang="javascript", label=S, cls="xss", cwe=None, severity="none",
        reason="markdown output sanitised with DOMPurify before dangerouslySetInnerHTML",
        code=r'''import DOMPurify from "dompurify";
import { marked } from "marked";
import { useMemo } from "react";

export default function Bio({ markdown }) {
  const html = useMemo(() => DOMPurify.sanitize(marked.parse(markdown || "")), [markdown]);
  return <div className="bio" dangerouslySetInnerHTML={{ __html: html }} />;
}
''',
    ),
    dict(
        key="ts-xss-safe-escape-html",
        lang="typescript", label=S, cls="xss", cwe=None, severity="none",
        reason="every interpolated value goes through escape-html before res.send",
        code=r'''import escapeHtml from "escape-html";
import express, { Request, Response } from "express";

import { searchDocs } from "./search";

const app = express();

app.get("/search", async (req: Request, res: Response) => {
  const q = String(req.query.q ?? "");
  const hits: { slug: string; title: string }[] = await searchDocs(q);
  const items = hits
    .map((h) => `<li><a href="/docs/${encodeURIComponent(h.slug)}">${escapeHtml(h.title)}</a></li>`)
    .join("");
  res.send(`<!doctype html><h1>Results for "${escapeHtml(q)}"</h1><ul>${items}</ul>`);
});

app.listen(3000);
''',
    ),
    # ------------------------------------------------------------------ prototype pollution
    dict(
        key="js-pp-deep-merge-body",
        lang="javascript", label=V, cls="prototype_pollution", cwe="CWE-1321", severity="high",
        reason="recursive merge of the JSON body without key checks: {'__proto__': {...}} pollutes Object.prototype",
        code=r'''const express = require("express");

const app = express();
app.use(express.json());

const defaults = { theme: "light", notifications: { email: true, sms: false } };
const userSettings = new Map();

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

app.put("/settings", (req, res) => {
  const current = userSettings.get(req.ip) || JSON.parse(JSON.stringify(defaults));
  userSettings.set(req.ip, merge(current, req.body));
  res.json(userSettings.get(req.ip));
});

app.listen(3000);
''',
    ),
    dict(
        key="js-pp-set-path",
        lang="javascript", label=V, cls="prototype_pollution", cwe="CWE-1321", severity="high",
        reason="dotted path from the request walked and assigned ('__proto__.isAdmin')",
        code=r'''const express = require("express");

const app = express();
app.use(express.json());
const config = { ui: { color: "blue" }, limits: { upload: 10 } };

function setPath(obj, dotted, value) {
  const keys = dotted.split(".");
  let cur = obj;
  for (let i = 0; i < keys.length - 1; i++) {
    if (cur[keys[i]] === undefined) cur[keys[i]] = {};
    cur = cur[keys[i]];
  }
  cur[keys[keys.length - 1]] = value;
}

app.patch("/admin/config", (req, res) => {
  setPath(config, req.body.path, req.body.value);
  res.json(config);
});

app.listen(3000);
''',
    ),
    dict(
        key="ts-pp-two-level-assign",
        lang="typescript", label=V, cls="prototype_pollution", cwe="CWE-1321", severity="high",
        reason="obj[section][key] = value with both names from the query (section='__proto__')",
        code=r'''import express, { Request, Response } from "express";

const app = express();
const prefs: Record<string, Record<string, string>> = {};

app.post("/prefs", (req: Request, res: Response) => {
  const section = String(req.query.section);
  const key = String(req.query.key);
  const value = String(req.query.value);
  if (!prefs[section]) {
    prefs[section] = {};
  }
  prefs[section][key] = value;
  res.json({ ok: true });
});

app.listen(3000);
''',
    ),
    dict(
        key="js-pp-safe-merge-guard",
        lang="javascript", label=S, cls="prototype_pollution", cwe=None, severity="none",
        reason="merge skips __proto__/constructor/prototype and only recurses into own plain objects",
        code=r'''const FORBIDDEN = new Set(["__proto__", "constructor", "prototype"]);

function isPlainObject(v) {
  return v !== null && typeof v === "object" && Object.getPrototypeOf(v) === Object.prototype;
}

function safeMerge(target, source) {
  for (const key of Object.keys(source)) {
    if (FORBIDDEN.has(key)) continue;
    const value = source[key];
    if (isPlainObject(value)) {
      if (!Object.hasOwn(target, key) || !isPlainObject(target[key])) target[key] = {};
      safeMerge(target[key], value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

module.exports = { safeMerge };
''',
    ),
    dict(
        key="ts-pp-safe-map-store",
        lang="typescript", label=S, cls="prototype_pollution", cwe=None, severity="none",
        reason="preferences kept in Maps, so keys like __proto__ are ordinary map keys",
        code=r'''import express, { Request, Response } from "express";

const app = express();
const prefs = new Map<string, Map<string, string>>();

app.post("/prefs", (req: Request, res: Response) => {
  const section = String(req.query.section);
  const key = String(req.query.key);
  const value = String(req.query.value);
  let bucket = prefs.get(section);
  if (!bucket) {
    bucket = new Map();
    prefs.set(section, bucket);
  }
  bucket.set(key, value);
  res.json({ ok: true, size: bucket.size });
});

app.listen(3000);
''',
    ),
    # ------------------------------------------------------------------ XXE
    dict(
        key="js-xxe-libxmljs-noent",
        lang="javascript", label=V, cls="xxe", cwe="CWE-611", severity="high",
        reason="libxmljs parseXml with noent: true on an uploaded document expands external entities",
        code=r'''const express = require("express");
const libxmljs = require("libxmljs");

const app = express();
app.use(express.text({ type: ["application/xml", "text/xml"], limit: "1mb" }));

app.post("/import/products", (req, res) => {
  const doc = libxmljs.parseXml(req.body, { noent: true, dtdload: true });
  const products = doc.find("//product").map((node) => ({
    sku: node.get("sku").text(),
    name: node.get("name").text(),
  }));
  res.json({ imported: products.length, products });
});

app.listen(3000);
''',
    ),
]
