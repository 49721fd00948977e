# JavaScript / TypeScript cases, part A: code execution, command injection, SQL injection, path traversal, SSRF.

V, S = "vulnerable", "safe"

CASES = [
    # ------------------------------------------------------------------ code execution, vulnerable
    dict(
        key="js-ce-new-function-formula",
        lang="javascript", label=V, cls="code_execution", cwe="CWE-95", severity="critical",
        reason="Function constructor body built from the posted formula",
        code=r'''const express = require("express");

const app = express();
app.use(express.json());

function compileFormula(src) {
  const body = "return (" + src + ");";
  return new Function("row", "Math", body);
}

app.post("/sheets/:id/compute", (req, res) => {
  const fn = compileFormula(req.body.formula);
  const rows = req.body.rows || [];
  const values = rows.map((row) => fn(row, Math));
  res.json({ values });
});

app.listen(3000);
''',
    ),
    dict(
        key="js-ce-vm-run-in-context",
        lang="javascript", label=V, cls="code_execution", cwe="CWE-94", severity="critical",
        reason="node:vm is not a security boundary; user script escapes via this.constructor.constructor",
        code=r'''const express = require("express");
const vm = require("node:vm");

const app = express();
app.use(express.text({ type: "*/*", limit: "64kb" }));

app.post("/rules/test", (req, res) => {
  const sandbox = { order: { total: 120, country: "DE" }, result: null };
  try {
    vm.runInNewContext(req.body, sandbox, { timeout: 50 });
    res.json({ result: sandbox.result });
  } catch (err) {
    res.status(400).json({ error: String(err) });
  }
});

app.listen(3001);
''',
    ),
    dict(
        key="js-ce-global-joined-key",
        lang="javascript", label=V, cls="code_execution", cwe="CWE-95", severity="critical",
        reason="globalThis[['e','v','a','l'].join('')] is eval, applied to a socket message",
        code=r'''const { WebSocketServer } = require("ws");

const wss = new WebSocketServer({ port: 8081 });
const key = ["e", "v", "a", "l"].join("");
const run = globalThis[key];

wss.on("connection", (socket) => {
  socket.on("message", (data) => {
    const msg = JSON.parse(data.toString());
    if (msg.type === "calc") {
      socket.send(JSON.stringify({ id: msg.id, value: run(msg.expr) }));
    } else {
      socket.send(JSON.stringify({ id: msg.id, error: "unknown type" }));
    }
  });
});
''',
    ),
    dict(
        key="js-ce-require-dynamic-rpc",
        lang="javascript", label=V, cls="code_execution", cwe="CWE-470", severity="critical",
        reason="require(body.module)[body.method](...args): child_process.execSync reachable",
        code=r'''const express = require("express");

const app = express();
app.use(express.json());

app.post("/internal/rpc", (req, res) => {
  const { module, method, args = [] } = req.body;
  try {
    const target = require(module);
    const result = target[method](...args);
    res.json({ ok: true, result: String(result) });
  } catch (e) {
    res.status(500).json({ ok: false, error: e.message });
  }
});

app.listen(4000);
''',
    ),
    dict(
        key="ts-ce-async-function-ctor",
        lang="typescript", label=V, cls="code_execution", cwe="CWE-95", severity="critical",
        reason="AsyncFunction constructor obtained via getPrototypeOf, body from the request",
        code=r'''import express, { Request, Response } from "express";

const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor as new (
  ...args: string[]
) => (...params: unknown[]) => Promise<unknown>;

const app = express();
app.use(express.json());

interface HookBody {
  hook: string;
  payload: Record<string, unknown>;
}

app.post("/hooks/dry-run", async (req: Request<{}, {}, HookBody>, res: Response) => {
  const hook = new AsyncFunction("payload", "fetch", req.body.hook);
  const output = await hook(req.body.payload, fetch);
  res.json({ output });
});

app.listen(8080);
''',
    ),
    dict(
        key="js-ce-settimeout-string-browser",
        lang="javascript", label=V, cls="code_execution", cwe="CWE-95", severity="high",
        reason="browser setTimeout with a string built from location.hash: DOM-based script injection",
        code=r'''(function () {
  const params = new URLSearchParams(window.location.search);
  const panel = window.location.hash.slice(1) || "overview";
  const delay = Number(params.get("delay") || 0);

  function showPanel(name) {
    document.querySelectorAll(".panel").forEach((el) => {
      el.hidden = el.id !== name;
    });
  }
  window.showPanel = showPanel;

  setTimeout("showPanel('" + decodeURIComponent(panel) + "')", delay);
})();
''',
    ),
    # ------------------------------------------------------------------ code execution, safe
    dict(
        key="js-ce-safe-json-parse-config",
        lang="javascript", label=S, cls="code_execution", cwe=None, severity="none",
        reason="JSON.parse with a reviver; no code evaluation",
        code=r'''const express = require("express");

const app = express();
app.use(express.text({ type: "application/json" }));

function reviver(key, value) {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value)) {
    return new Date(value);
  }
  return value;
}

app.post("/settings/import", (req, res) => {
  let settings;
  try {
    settings = JSON.parse(req.body, reviver);
  } catch (e) {
    return res.status(400).json({ error: "invalid JSON" });
  }
  res.json({ keys: Object.keys(settings).length });
});

app.listen(3000);
''',
    ),
    dict(
        key="js-ce-safe-handler-map-hasown",
        lang="javascript", label=S, cls="code_execution", cwe=None, severity="none",
        reason="computed lookup only into an own-property map of fixed handlers (Object.hasOwn guard)",
        code=r'''const handlers = {
  start(job) {
    return { ...job, state: "running", startedAt: Date.now() };
  },
  pause(job) {
    return { ...job, state: "paused" };
  },
  cancel(job) {
    return { ...job, state: "cancelled", endedAt: Date.now() };
  },
};

function applyAction(job, action) {
  if (!Object.hasOwn(handlers, action)) {
    throw new Error(`unsupported action: ${action}`);
  }
  return handlers[action](job);
}

module.exports = { applyAction };
''',
    ),
    dict(
        key="ts-ce-safe-locale-require",
        lang="typescript", label=S, cls="code_execution", cwe=None, severity="none",
        reason="dynamic import path restricted by a fixed set of locale codes",
        code=r'''const SUPPORTED = new Set(["en", "de", "fr", "es"]);

export type Messages = Record<string, string>;

export async function loadMessages(lang: string): Promise<Messages> {
  const code = SUPPORTED.has(lang) ? lang : "en";
  const mod = await import(`./locales/${code}.js`);
  return mod.default as Messages;
}

export function translate(messages: Messages, key: string, vars: Record<string, string> = {}): string {
  const template = Object.hasOwn(messages, key) ? messages[key] : key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? `{${name}}`);
}
''',
    ),
    # ------------------------------------------------------------------ command injection, vulnerable
    dict(
        key="js-ci-exec-template-ffmpeg",
        lang="javascript", label=V, cls="command_injection", cwe="CWE-78", severity="critical",
        reason="exec with a template literal containing the posted width and original file name",
        code=r'''const express = require("express");
const multer = require("multer");
const { exec } = require("child_process");

const upload = multer({ dest: "/tmp/uploads" });
const app = express();

app.post("/videos/resize", upload.single("video"), (req, res) => {
  const width = req.body.width || "640";
  const out = `/srv/media/${req.file.originalname}`;
  exec(`ffmpeg -y -i ${req.file.path} -vf scale=${width}:-2 "${out}"`, (err, stdout, stderr) => {
    if (err) return res.status(500).send(stderr);
    res.json({ file: out });
  });
});

app.listen(3000);
''',
    ),
    dict(
        key="js-ci-destructured-alias-join",
        lang="javascript", label=V, cls="command_injection", cwe="CWE-78", severity="critical",
        reason="exec renamed by destructuring; command assembled by a helper with join from query values",
        code=r'''const { exec: sh } = require("node:child_process");
const http = require("node:http");

function gitLogCommand(author, since) {
  const args = ["git", "log", "--oneline"];
  if (author) args.push("--author=" + author);
  if (since) args.push(`--since=${since}`);
  return args.join(" ");
}

http
  .createServer((req, res) => {
    const url = new URL(req.url, "http://localhost");
    const cmd = gitLogCommand(url.searchParams.get("author"), url.searchParams.get("since"));
    sh(cmd, { cwd: "/srv/repo" }, (err, stdout) => {
      res.writeHead(err ? 500 : 200, { "content-type": "text/plain" });
      res.end(err ? "error" : stdout);
    });
  })
  .listen(8000);
''',
    ),
    dict(
        key="ts-ci-spawn-bash-c",
        lang="typescript", label=V, cls="command_injection", cwe="CWE-78", severity="critical",
        reason="spawn('bash', ['-c', ...]) with the archive name from the request",
        code=r'''import { spawn } from "node:child_process";
import type { NextApiRequest, NextApiResponse } from "next";

export default function handler(req: NextApiRequest, res: NextApiResponse) {
  const name = String(req.query.name ?? "export");
  const child = spawn("bash", ["-c", `tar -czf /tmp/${name}.tgz -C /srv/data reports`]);
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  child.on("close", (code: number) => {
    if (code !== 0) {
      res.status(500).json({ error: stderr });
      return;
    }
    res.status(200).json({ archive: `/tmp/${name}.tgz` });
  });
}
''',
    ),
    dict(
        key="js-ci-cp-bracket-concat",
        lang="javascript", label=V, cls="command_injection", cwe="CWE-78", severity="critical",
        reason="child_process loaded by concatenated name, execSync reached via bracket concatenation, host from query",
        code=r'''const express = require("express");
const cp = require("child_" + "process");

const app = express();
const runSync = cp["exec" + "Sync"];

app.get("/net/traceroute", (req, res) => {
  const host = req.query.host;
  if (!host) return res.status(400).send("host required");
  try {
    const out = runSync("traceroute -m 10 " + host, { timeout: 20000 });
    res.type("text/plain").send(out);
  } catch (e) {
    res.status(502).send("traceroute failed");
  }
});

app.listen(3000);
''',
    ),
    dict(
        key="js-ci-shelljs-exec",
        lang="javascript", label=V, cls="command_injection", cwe="CWE-78", severity="critical",
        reason="shelljs.exec (runs through a shell) with the package name from the request body",
        code=r'''const express = require("express");
const shell = require("shelljs");

const app = express();
app.use(express.json());

app.post("/plugins/install", (req, res) => {
  const { name, version = "latest" } = req.body;
  const result = shell.exec(`npm install --prefix /srv/plugins ${name}@${version}`, { silent: true });
  if (result.code !== 0) {
    return res.status(500).json({ error: result.stderr });
  }
  res.json({ installed: `${name}@${version}` });
});

app.listen(3000);
''',
    ),
    # ------------------------------------------------------------------ command injection, safe
    dict(
        key="js-ci-safe-execfile-args",
        lang="javascript", label=S, cls="command_injection", cwe=None, severity="none",
        reason="execFile without shell; author passed as one argv element after '--author=', count via parseInt",
        code=r'''const { execFile } = require("node:child_process");
const express = require("express");

const app = express();

app.get("/commits", (req, res) => {
  const n = Math.min(Math.max(parseInt(req.query.n, 10) || 20, 1), 200);
  const args = ["log", "--format=%H %s", "-n", String(n)];
  if (typeof req.query.author === "string" && req.query.author.length > 0) {
    args.push(`--author=${req.query.author}`);
  }
  execFile("git", args, { cwd: "/srv/repo" }, (err, stdout) => {
    if (err) return res.status(500).json({ error: "git failed" });
    res.json({ commits: stdout.trim().split("\n") });
  });
});

app.listen(3000);
''',
    ),
    dict(
        key="js-ci-safe-exec-constant",
        lang="javascript", label=S, cls="command_injection", cwe=None, severity="none",
        reason="exec of constant commands only (build metadata at start-up)",
        code=r'''const { execSync } = require("node:child_process");
const fs = require("node:fs");

const GIT_SHA = "git rev-parse --short HEAD";
const GIT_BRANCH = "git rev-parse --abbrev-ref HEAD";

function buildInfo() {
  return {
    sha: execSync(GIT_SHA).toString().trim(),
    branch: execSync(GIT_BRANCH).toString().trim(),
    builtAt: new Date().toISOString(),
  };
}

fs.writeFileSync("dist/build-info.json", JSON.stringify(buildInfo(), null, 2));
console.log("wrote dist/build-info.json");
''',
    ),
    dict(
        key="ts-ci-safe-spawn-validated",
        lang="typescript", label=S, cls="command_injection", cwe=None, severity="none",
        reason="spawn with argument array (no shell); dimensions validated as integers, paths generated server-side",
        code=r'''import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";

const OUT_DIR = "/srv/thumbs";

export function makeThumbnail(storedPath: string, width: unknown, height: unknown): Promise<string> {
  const w = Number(width);
  const h = Number(height);
  if (!Number.isInteger(w) || !Number.isInteger(h) || w < 16 || h < 16 || w > 2048 || h > 2048) {
    return Promise.reject(new Error("invalid size"));
  }
  const out = path.join(OUT_DIR, `${randomUUID()}.png`);
  return new Promise((resolve, reject) => {
    const child = spawn("convert", [storedPath, "-resize", `${w}x${h}`, out], { shell: false });
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(out) : reject(new Error(`convert exited ${code}`))));
  });
}
''',
    ),
    # ------------------------------------------------------------------ SQL injection, vulnerable
    dict(
        key="js-sq-mysql-concat",
        lang="javascript", label=V, cls="sql_injection", cwe="CWE-89", severity="critical",
        reason="email from the body concatenated into the query string",
        code=r'''const express = require("express");
const mysql = require("mysql2");

const pool = mysql.createPool({ host: "db", user: "app", database: "app", password: process.env.DB_PASSWORD });
const app = express();
app.use(express.urlencoded({ extended: false }));

app.post("/password/forgot", (req, res) => {
  const email = req.body.email;
  pool.query("SELECT id, name FROM users WHERE email = '" + email + "'", (err, rows) => {
    if (err) return res.status(500).end();
    if (rows.length) {
      require("./mailer").sendReset(rows[0]);
    }
    res.send("If the address exists, a reset link was sent.");
  });
});

app.listen(3000);
''',
    ),
    dict(
        key="js-sq-filters-map-join",
        lang="javascript", label=V, cls="sql_injection", cwe="CWE-89", severity="critical",
        reason="WHERE built from req.query entries (keys and values) with map/join, then pool.query",
        code=r'''const { Pool } = require("pg");
const express = require("express");

const pool = new Pool();
const app = express();

function whereClause(filters) {
  const parts = Object.entries(filters).map(([col, val]) => `${col} = '${val}'`);
  return parts.length ? "WHERE " + parts.join(" AND ") : "";
}

app.get("/api/products", async (req, res) => {
  const sql = ["SELECT id, name, price FROM products", whereClause(req.query), "LIMIT 100"].join(" ");
  const { rows } = await pool.query(sql);
  res.json(rows);
});

app.listen(3000);
''',
    ),
    dict(
        key="ts-sq-prisma-raw-unsafe",
        lang="typescript", label=V, cls="sql_injection", cwe="CWE-89", severity="critical",
        reason="$queryRawUnsafe with a template literal containing the search term",
        code=r'''import { PrismaClient } from "@prisma/client";
import type { NextApiRequest, NextApiResponse } from "next";

const prisma = new PrismaClient();

type Row = { id: number; title: string; score: number };

export default async function search(req: NextApiRequest, res: NextApiResponse<Row[]>) {
  const term = String(req.query.q ?? "");
  const rows = await prisma.$queryRawUnsafe<Row[]>(
    `SELECT id, title, ts_rank(search, plainto_tsquery('${term}')) AS score
       FROM articles
      WHERE search @@ plainto_tsquery('${term}')
      ORDER BY score DESC LIMIT 20`
  );
  res.status(200).json(rows);
}
''',
    ),
    dict(
        key="ts-sq-knex-raw-order",
        lang="typescript", label=V, cls="sql_injection", cwe="CWE-89", severity="critical",
        reason="knex.raw ORDER BY with the query's sort value interpolated",
        code=r'''import { Controller, Get, Query } from "@nestjs/common";
import { Knex } from "knex";
import { InjectConnection } from "nest-knexjs";

@Controller("orders")
export class OrdersController {
  constructor(@InjectConnection() private readonly knex: Knex) {}

  @Get()
  async list(@Query("sort") sort = "created_at", @Query("status") status = "open") {
    return this.knex
      .select("id", "total", "created_at")
      .from("orders")
      .where({ status })
      .orderByRaw(`${sort} DESC`)
      .limit(50);
  }
}
''',
    ),
    # ------------------------------------------------------------------ SQL injection, safe
    dict(
        key="js-sq-safe-pg-params",
        lang="javascript", label=S, cls="sql_injection", cwe=None, severity="none",
        reason="pg parameters $1/$2",
        code=r'''const { Pool } = require("pg");
const express = require("express");

const pool = new Pool();
const app = express();

app.get("/api/users/:id/orders", async (req, res) => {
  const status = req.query.status || "paid";
  const { rows } = await pool.query(
    "SELECT id, total, created_at FROM orders WHERE user_id = $1 AND status = $2 ORDER BY created_at DESC",
    [req.params.id, status]
  );
  res.json(rows);
});

app.listen(3000);
''',
    ),
    dict(
        key="ts-sq-safe-prisma-tagged",
        lang="typescript", label=S, cls="sql_injection", cwe=None, severity="none",
        reason="$queryRaw tagged template binds interpolations as parameters",
        code=r'''import { PrismaClient } from "@prisma/client";
import type { NextApiRequest, NextApiResponse } from "next";

const prisma = new PrismaClient();

type Row = { id: number; title: string; score: number };

export default async function search(req: NextApiRequest, res: NextApiResponse<Row[]>) {
  const term = String(req.query.q ?? "");
  const rows = await prisma.$queryRaw<Row[]>`
    SELECT id, title, ts_rank(search, plainto_tsquery(${term})) AS score
      FROM articles
     WHERE search @@ plainto_tsquery(${term})
     ORDER BY score DESC LIMIT 20`;
  res.status(200).json(rows);
}
''',
    ),
    dict(
        key="js-sq-safe-in-list-placeholders",
        lang="javascript", label=S, cls="sql_injection", cwe=None, severity="none",
        reason="template literal inserts only generated $n placeholders; values passed as parameters",
        code=r'''const { Pool } = require("pg");

const pool = new Pool();

async function pricesFor(skus) {
  if (!Array.isArray(skus) || skus.length === 0) return [];
  const placeholders = skus.map((_, i) => `$${i + 1}`).join(", ");
  const sql = `SELECT sku, price FROM catalog WHERE sku IN (${placeholders})`;
  const { rows } = await pool.query(sql, skus);
  return rows;
}

module.exports = { pricesFor };
''',
    ),
    dict(
        key="ts-sq-safe-sort-allowlist",
        lang="typescript", label=S, cls="sql_injection", cwe=None, severity="none",
        reason="ORDER BY fragment taken from a constant map with a constant default; status bound by knex",
        code=r'''import { Controller, Get, Query } from "@nestjs/common";
import { Knex } from "knex";
import { InjectConnection } from "nest-knexjs";

const SORTS: Record<string, string> = {
  newest: "created_at DESC",
  oldest: "created_at ASC",
  total: "total DESC",
};

@Controller("orders")
export class OrdersController {
  constructor(@InjectConnection() private readonly knex: Knex) {}

  @Get()
  async list(@Query("sort") sort = "newest", @Query("status") status = "open") {
    const order = Object.hasOwn(SORTS, sort) ? SORTS[sort] : SORTS.newest;
    return this.knex.select("id", "total", "created_at").from("orders").where({ status }).orderByRaw(order).limit(50);
  }
}
''',
    ),
    dict(
        key="js-sq-safe-mysql-placeholders",
        lang="javascript", label=S, cls="sql_injection", cwe=None, severity="none",
        reason="mysql2 execute with ? placeholders and a values array",
        code=r'''const mysql = require("mysql2/promise");

const pool = mysql.createPool({ host: "db", user: "app", database: "app", password: process.env.DB_PASSWORD });

async function recordLogin(userId, ip, userAgent) {
  await pool.execute(
    "INSERT INTO logins (user_id, ip, user_agent, created_at) VALUES (?, ?, ?, NOW())",
    [userId, ip, userAgent.slice(0, 255)]
  );
}

async function recentLogins(userId, limit = 10) {
  const [rows] = await pool.execute(
    "SELECT ip, user_agent, created_at FROM logins WHERE user_id = ? ORDER BY created_at DESC LIMIT ?",
    [userId, String(Math.min(limit, 100))]
  );
  return rows;
}

module.exports = { recordLogin, recentLogins };
''',
    ),
    # ------------------------------------------------------------------ path traversal
    dict(
        key="js-pt-readfile-query",
        lang="javascript", label=V, cls="path_traversal", cwe="CWE-22", severity="high",
        reason="path.join with the query's file name, read and returned ('../' escapes)",
        code=r'''const express = require("express");
const fs = require("node:fs/promises");
const path = require("node:path");

const app = express();
const LOG_DIR = "/var/log/app";

app.get("/admin/logs", async (req, res) => {
  const file = req.query.file || "app.log";
  try {
    const text = await fs.readFile(path.join(LOG_DIR, file), "utf8");
    res.type("text/plain").send(text.slice(-100000));
  } catch {
    res.status(404).send("not found");
  }
});

app.listen(3000);
''',
    ),
    dict(
        key="js-pt-upload-header-name",
        lang="javascript", label=V, cls="path_traversal", cwe="CWE-22", severity="high",
        reason="raw upload written under the name from the X-File-Name header ('../' escapes the folder)",
        code=r'''const express = require("express");
const fs = require("node:fs");
const path = require("node:path");

const app = express();
const AVATARS = path.join(__dirname, "public", "avatars");

app.put("/avatar", express.raw({ type: "image/*", limit: "5mb" }), (req, res) => {
  const name = decodeURIComponent(req.get("x-file-name") || "avatar.png");
  const dest = path.join(AVATARS, name);
  fs.writeFile(dest, req.body, (err) => {
    if (err) return res.status(500).json({ error: "write failed" });
    res.json({ url: "/avatars/" + encodeURIComponent(name) });
  });
});

app.listen(3000);
''',
    ),
    dict(
        key="js-pt-safe-sendfile-root",
        lang="javascript", label=S, cls="path_traversal", cwe=None, severity="none",
        reason="res.sendFile with the root option rejects '..' segments",
        code=r'''const express = require("express");
const path = require("node:path");

const app = express();
const PUBLIC_DOCS = path.join(__dirname, "docs");

app.get("/docs/:name", (req, res) => {
  res.sendFile(req.params.name, { root: PUBLIC_DOCS, dotfiles: "deny" }, (err) => {
    if (err) res.status(err.status || 404).end();
  });
});

app.listen(3000);
''',
    ),
    dict(
        key="ts-pt-safe-resolve-startswith",
        lang="typescript", label=S, cls="path_traversal", cwe=None, severity="none",
        reason="path.resolve then startsWith(root + sep) confinement before reading",
        code=r'''import { promises as fs } from "node:fs";
import path from "node:path";
import type { Request, Response } from "express";

const ROOT = path.resolve("/srv/exports");

export async function downloadExport(req: Request, res: Response): Promise<void> {
  const requested = String(req.query.file ?? "");
  const full = path.resolve(ROOT, requested);
  if (!full.startsWith(ROOT + path.sep)) {
    res.status(400).json({ error: "invalid file" });
    return;
  }
  try {
    const data = await fs.readFile(full);
    res.setHeader("content-disposition", `attachment; filename="${path.basename(full)}"`);
    res.send(data);
  } catch {
    res.status(404).end();
  }
}
''',
    ),
    # ------------------------------------------------------------------ SSRF
    dict(
        key="js-ssrf-image-proxy",
        lang="javascript", label=V, cls="ssrf", cwe="CWE-918", severity="high",
        reason="server fetches any URL from the query and streams it back",
        code=r'''const express = require("express");
const axios = require("axios");

const app = express();

app.get("/img-proxy", async (req, res) => {
  const src = req.query.src;
  try {
    const upstream = await axios.get(src, { responseType: "stream", timeout: 5000 });
    res.set("content-type", upstream.headers["content-type"] || "application/octet-stream");
    upstream.data.pipe(res);
  } catch (e) {
    res.status(502).send("upstream error");
  }
});

app.listen(3000);
''',
    ),
    dict(
        key="ts-ssrf-fetch-host-body",
        lang="typescript", label=V, cls="ssrf", cwe="CWE-918", severity="high",
        reason="fetch to a host and port taken from the request body",
        code=r'''import { Body, Controller, Post } from "@nestjs/common";

class ProbeDto {
  host!: string;
  port?: number;
}

@Controller("integrations")
export class IntegrationsController {
  @Post("probe")
  async probe(@Body() dto: ProbeDto) {
    const url = `http://${dto.host}:${dto.port ?? 80}/healthz`;
    const started = Date.now();
    const resp = await fetch(url, { signal: AbortSignal.timeout(3000) });
    return { status: resp.status, ms: Date.now() - started, body: (await resp.text()).slice(0, 2000) };
  }
}
''',
    ),
    dict(
        key="js-ssrf-safe-fixed-host-encoded",
        lang="javascript", label=S, cls="ssrf", cwe=None, severity="none",
        reason="fixed https host; username only as an encoded path segment",
        code=r'''const express = require("express");

const app = express();

app.get("/github/:user", async (req, res) => {
  const user = encodeURIComponent(req.params.user);
  const resp = await fetch(`https://api.github.com/users/${user}/repos?per_page=10`, {
    headers: { accept: "application/vnd.github+json", "user-agent": "repo-widget" },
  });
  if (!resp.ok) return res.status(resp.status).json({ error: "lookup failed" });
  const repos = await resp.json();
  res.json(repos.map((r) => ({ name: r.name, stars: r.stargazers_count })));
});

app.listen(3000);
''',
    ),
]
