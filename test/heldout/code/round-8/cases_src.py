# Hand-written cases. Each: id, language, category, hand label A, hand label B (second independent reading), code.
C = []
def case(i, lang, cat, a, b, code): C.append(dict(id=i, language=lang, category=cat, hand_a=a, hand_b=b, code=code.strip("\n") + "\n"))
V, S = "vulnerable", "safe"

case("py-sqli-join", "python", "sql_injection", V, V, '''
import sqlite3
from flask import Flask, request
app = Flask(__name__)

@app.route("/orders")
def orders():
    status = request.args.get("status", "open")
    parts = ["SELECT id, total FROM orders WHERE status = '", status, "' ORDER BY id"]
    db = sqlite3.connect("shop.db")
    rows = db.execute("".join(parts)).fetchall()
    return {"orders": rows}
''')
case("py-sqli-format", "python", "sql_injection", V, V, '''
import psycopg2

def find_user(conn, email):
    cur = conn.cursor()
    query = "SELECT id, name FROM users WHERE email = '{}'".format(email)
    cur.execute(query)
    return cur.fetchone()
''')
case("py-sqli-percent", "python", "sql_injection", V, V, '''
import sqlite3

def delete_note(db_path, note_id, owner):
    conn = sqlite3.connect(db_path)
    sql = "DELETE FROM notes WHERE id = %s AND owner = '%s'" % (note_id, owner)
    conn.execute(sql)
    conn.commit()
''')
case("py-sqli-fstring-orderby", "python", "sql_injection", V, V, '''
from flask import request
import sqlite3

def list_products():
    sort = request.args.get("sort", "name")
    conn = sqlite3.connect("catalog.db")
    cur = conn.execute(f"SELECT name, price FROM products ORDER BY {sort}")
    return cur.fetchall()
''')
case("py-sql-param", "python", "sql_injection", S, S, '''
import sqlite3
from flask import Flask, request, jsonify
app = Flask(__name__)

@app.route("/orders")
def orders():
    status = request.args.get("status", "open")
    db = sqlite3.connect("shop.db")
    rows = db.execute("SELECT id, total FROM orders WHERE status = ? ORDER BY id", (status,)).fetchall()
    return jsonify(rows)
''')
case("py-sql-param-in-list", "python", "sql_injection", S, S, '''
import sqlite3

def fetch_many(conn: sqlite3.Connection, ids):
    placeholders = ",".join("?" for _ in ids)
    sql = "SELECT id, title FROM posts WHERE id IN (" + placeholders + ")"
    return conn.execute(sql, list(ids)).fetchall()
''')
case("py-sql-allowlist-sort", "python", "sql_injection", S, S, '''
import sqlite3
from flask import request

SORT_COLUMNS = {"name": "name", "price": "price", "newest": "created_at"}

def list_products():
    key = request.args.get("sort", "name")
    column = SORT_COLUMNS.get(key, "name")
    conn = sqlite3.connect("catalog.db")
    return conn.execute("SELECT name, price FROM products ORDER BY " + column).fetchall()
''')
case("py-sql-psycopg-param", "python", "sql_injection", S, S, '''
import psycopg2

def find_user(conn, email):
    with conn.cursor() as cur:
        cur.execute("SELECT id, name FROM users WHERE email = %s", (email,))
        return cur.fetchone()
''')
case("py-eval-getattr-concat", "python", "code_injection", V, V, '''
import builtins
from flask import Flask, request
app = Flask(__name__)

@app.post("/calc")
def calc():
    expr = request.json["expr"]
    fn = getattr(builtins, "".join(["ev", "al"]))
    return {"result": fn(expr)}
''')
case("py-eval-globals", "python", "code_injection", V, V, '''
import sys

def run_formula(formula: str, env: dict):
    evaluator = globals()["__builtins__"]
    if isinstance(evaluator, dict):
        f = evaluator["eval"]
    else:
        f = getattr(evaluator, "eval")
    return f(formula, {}, env)

if __name__ == "__main__":
    print(run_formula(sys.argv[1], {"x": 2}))
''')
case("py-exec-alias", "python", "code_injection", V, V, '''
import sys
runner = exec

def apply_plugin(path):
    with open(path) as fh:
        source = fh.read()
    runner(source, {"__name__": "plugin"})

apply_plugin(sys.argv[1])
''')
case("py-literal-eval", "python", "code_injection", S, S, '''
import ast
from flask import request

def parse_settings():
    raw = request.form.get("settings", "{}")
    data = ast.literal_eval(raw)
    if not isinstance(data, dict):
        raise ValueError("settings must be a dict")
    return data
''')
case("py-pickle-loads", "python", "deserialization", V, V, '''
import base64
import pickle
from flask import Flask, request
app = Flask(__name__)

@app.post("/session/restore")
def restore():
    blob = base64.b64decode(request.cookies.get("state", ""))
    state = pickle.loads(blob)
    return {"user": state.get("user")}
''')
case("py-yaml-load-loader-var", "python", "deserialization", V, V, '''
import yaml

LOADER = yaml.UnsafeLoader

def read_config(path):
    with open(path) as fh:
        return yaml.load(fh, Loader=LOADER)
''')
case("py-yaml-safe", "python", "deserialization", S, S, '''
import yaml

def read_config(path):
    with open(path, encoding="utf-8") as fh:
        cfg = yaml.safe_load(fh)
    return cfg or {}
''')
case("py-json-loads", "python", "deserialization", S, S, '''
import json
from flask import request

def import_items():
    payload = json.loads(request.get_data(as_text=True))
    return [str(item["name"]) for item in payload.get("items", [])]
''')
case("py-tls-verify-const", "python", "tls", V, V, '''
import requests

VERIFY_CERTS = False
BASE = "https://billing.internal.example.com"

def get_invoice(invoice_id: int):
    resp = requests.get(f"{BASE}/invoices/{invoice_id}", verify=VERIFY_CERTS, timeout=10)
    resp.raise_for_status()
    return resp.json()
''')
case("py-tls-session-config", "python", "tls", V, V, '''
import requests

CONFIG = {"timeout": 5, "verify": False}

def make_session():
    s = requests.Session()
    s.verify = CONFIG["verify"]
    return s

def ping(url):
    return make_session().get(url, timeout=CONFIG["timeout"]).status_code
''')
case("py-tls-kwargs", "python", "tls", V, V, '''
import requests

opts = {"timeout": 10, "verify": False}

def fetch_status(host):
    r = requests.get("https://" + host + "/status", **opts)
    return r.json()
''')
case("py-ssl-context-off", "python", "tls", V, V, '''
import ssl
import urllib.request

def fetch(url):
    ctx = ssl.create_default_context()
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    with urllib.request.urlopen(url, context=ctx) as r:
        return r.read()
''')
case("py-tls-verify-true", "python", "tls", S, S, '''
import requests

VERIFY_CERTS = True
BASE = "https://billing.example.com"

def get_invoice(invoice_id: int):
    resp = requests.get(f"{BASE}/invoices/{int(invoice_id)}", verify=VERIFY_CERTS, timeout=10)
    resp.raise_for_status()
    return resp.json()
''')
case("py-tls-cabundle", "python", "tls", S, S, '''
import requests

CA_BUNDLE = "/etc/ssl/certs/internal-ca.pem"

def health():
    r = requests.get("https://metrics.example.com/health", verify=CA_BUNDLE, timeout=3)
    return r.status_code == 200
''')
case("py-md5-password", "python", "weak_crypto", V, V, '''
import hashlib

def hash_password(password: str) -> str:
    return hashlib.md5(password.encode("utf-8")).hexdigest()

def check_password(password: str, stored: str) -> bool:
    return hash_password(password) == stored
''')
case("py-des-cipher", "python", "weak_crypto", V, V, '''
from Crypto.Cipher import DES

KEY = b"8bytekey"

def encrypt_token(data: bytes) -> bytes:
    cipher = DES.new(KEY, DES.MODE_ECB)
    pad = 8 - len(data) % 8
    return cipher.encrypt(data + bytes([pad]) * pad)
''')
case("py-bcrypt", "python", "weak_crypto", S, S, '''
import bcrypt

def hash_password(password: str) -> bytes:
    return bcrypt.hashpw(password.encode(), bcrypt.gensalt(rounds=12))

def check_password(password: str, hashed: bytes) -> bool:
    return bcrypt.checkpw(password.encode(), hashed)
''')
case("py-sha256-checksum", "python", "weak_crypto", S, S, '''
import hashlib

def file_digest(path):
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(65536), b""):
            h.update(chunk)
    return h.hexdigest()
''')
case("py-jwt-noverify-auth", "python", "jwt", V, V, '''
import jwt
from flask import Flask, request, abort
app = Flask(__name__)

@app.get("/me")
def me():
    token = request.headers.get("Authorization", "").removeprefix("Bearer ")
    claims = jwt.decode(token, options={"verify_signature": False})
    if not claims.get("sub"):
        abort(401)
    return {"user_id": claims["sub"], "admin": claims.get("admin", False)}
''')
case("py-jwt-noverify-var", "python", "jwt", V, V, '''
import jwt

DECODE_OPTS = {"verify_signature": False, "verify_exp": True}

def current_user(request):
    token = request.cookies["session"]
    payload = jwt.decode(token, "ignored", algorithms=["HS256"], options=DECODE_OPTS)
    return payload["user"]
''')
case("py-jwt-verified", "python", "jwt", S, S, '''
import os
import jwt
from flask import request, abort

SECRET = os.environ["JWT_SECRET"]

def current_user():
    token = request.headers.get("Authorization", "").removeprefix("Bearer ")
    try:
        claims = jwt.decode(token, SECRET, algorithms=["HS256"], audience="api")
    except jwt.InvalidTokenError:
        abort(401)
    return claims["sub"]
''')
case("py-redirect-next", "python", "open_redirect", V, V, '''
from flask import Flask, request, redirect, session
app = Flask(__name__)

@app.post("/login")
def login():
    session["user"] = request.form["username"]
    target = request.args.get("next", "/")
    return redirect(target)
''')
case("py-redirect-django", "python", "open_redirect", V, V, '''
from django.http import HttpResponseRedirect

def after_logout(request):
    dest = request.GET.get("return_to") or "/"
    return HttpResponseRedirect(dest)
''')
case("py-redirect-allowlist", "python", "open_redirect", S, S, '''
from flask import Flask, request, redirect, url_for
app = Flask(__name__)

PAGES = {"home": "index", "profile": "profile", "orders": "orders"}

@app.post("/login")
def login():
    page = PAGES.get(request.args.get("next", "home"), "index")
    return redirect(url_for(page))
''')
case("py-path-traversal", "python", "path_traversal", V, V, '''
import os
from flask import Flask, request, send_file
app = Flask(__name__)
UPLOADS = "/srv/uploads"

@app.get("/download")
def download():
    name = request.args["file"]
    return send_file(os.path.join(UPLOADS, name))
''')
case("py-path-open-concat", "python", "path_traversal", V, V, '''
from flask import request

def read_report():
    name = request.args.get("report")
    with open("/var/reports/" + name) as fh:
        return fh.read()
''')
case("py-path-secure", "python", "path_traversal", S, S, '''
import os
from flask import Flask, request, send_file, abort
from werkzeug.utils import secure_filename
app = Flask(__name__)
UPLOADS = "/srv/uploads"

@app.get("/download")
def download():
    name = secure_filename(request.args.get("file", ""))
    if not name:
        abort(404)
    return send_file(os.path.join(UPLOADS, name))
''')
case("py-path-realpath-check", "python", "path_traversal", S, S, '''
import os
from flask import request, abort

BASE = "/srv/docs"

def read_doc():
    path = os.path.realpath(os.path.join(BASE, request.args.get("p", "")))
    if not path.startswith(BASE + os.sep):
        abort(403)
    with open(path) as fh:
        return fh.read()
''')
case("py-ssrf", "python", "ssrf", V, V, '''
import requests
from flask import Flask, request
app = Flask(__name__)

@app.post("/preview")
def preview():
    url = request.json["url"]
    r = requests.get(url, timeout=5)
    return {"status": r.status_code, "length": len(r.content)}
''')
case("py-ssrf-host", "python", "ssrf", V, V, '''
import urllib.request
from flask import request

def avatar():
    host = request.args["host"]
    with urllib.request.urlopen("http://" + host + "/avatar.png") as r:
        return r.read()
''')
case("py-fetch-const", "python", "ssrf", S, S, '''
import requests

STATUS_URL = "https://status.example.com/api/v2/summary.json"

def service_status():
    r = requests.get(STATUS_URL, timeout=5)
    r.raise_for_status()
    return r.json()["status"]["indicator"]
''')
case("py-cmd-shell-true", "python", "command_injection", V, V, '''
import subprocess
from flask import request

def ping():
    host = request.args.get("host", "localhost")
    out = subprocess.run(f"ping -c 1 {host}", shell=True, capture_output=True, text=True)
    return out.stdout
''')
case("py-cmd-shell-var", "python", "command_injection", V, V, '''
import subprocess
import sys

USE_SHELL = True

def archive(folder):
    cmd = "tar czf backup.tgz " + folder
    subprocess.check_call(cmd, shell=USE_SHELL)

archive(sys.argv[1])
''')
case("py-os-system", "python", "command_injection", V, V, '''
import os

def convert(src, dst):
    os.system("convert %s -resize 200x200 %s" % (src, dst))
''')
case("py-cmd-list", "python", "command_injection", S, S, '''
import subprocess
from flask import request

def ping():
    host = request.args.get("host", "localhost")
    out = subprocess.run(["ping", "-c", "1", "--", host], capture_output=True, text=True, timeout=5)
    return out.stdout
''')
case("py-cmd-shlex", "python", "command_injection", S, S, '''
import shlex
import subprocess

def archive(folder):
    cmd = "tar czf backup.tgz " + shlex.quote(folder)
    subprocess.check_call(cmd, shell=True)
''')
case("py-secret-aws", "python", "hardcoded_secret", V, V, '''
import boto3

AWS_ACCESS_KEY_ID = "AKIAQ7RZ4XK2MBV3TN6P"
AWS_SECRET_ACCESS_KEY = "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"

def s3():
    return boto3.client("s3", aws_access_key_id=AWS_ACCESS_KEY_ID,
                        aws_secret_access_key=AWS_SECRET_ACCESS_KEY)
''')
case("py-secret-env", "python", "hardcoded_secret", S, S, '''
import os
import boto3

def s3():
    return boto3.client(
        "s3",
        aws_access_key_id=os.environ["AWS_ACCESS_KEY_ID"],
        aws_secret_access_key=os.environ["AWS_SECRET_ACCESS_KEY"],
    )
''')
case("py-plain-util", "python", "ordinary", S, S, '''
from dataclasses import dataclass
from typing import List

@dataclass
class Item:
    name: str
    price: float
    qty: int

def total(items: List[Item], tax_rate: float = 0.2) -> float:
    subtotal = sum(i.price * i.qty for i in items)
    return round(subtotal * (1 + tax_rate), 2)

def cheapest(items: List[Item]) -> Item:
    return min(items, key=lambda i: i.price)
''')
case("py-flask-json-api", "python", "ordinary", S, S, '''
from flask import Flask, jsonify, request, abort
app = Flask(__name__)
TODOS = {}

@app.post("/todos")
def create():
    data = request.get_json(force=True)
    title = str(data.get("title", "")).strip()
    if not title or len(title) > 200:
        abort(400)
    tid = len(TODOS) + 1
    TODOS[tid] = {"id": tid, "title": title, "done": False}
    return jsonify(TODOS[tid]), 201

@app.get("/todos/<int:tid>")
def get(tid):
    if tid not in TODOS:
        abort(404)
    return jsonify(TODOS[tid])
''')

# ---------------- JavaScript ----------------
case("js-sqli-template", "javascript", "sql_injection", V, V, '''
const express = require("express");
const mysql = require("mysql2");
const app = express();
const pool = mysql.createPool({ host: "localhost", user: "app", database: "shop" });

app.get("/users", (req, res) => {
  const name = req.query.name;
  pool.query(`SELECT id, email FROM users WHERE name = '${name}'`, (err, rows) => {
    if (err) return res.status(500).end();
    res.json(rows);
  });
});
''')
case("js-sqli-join", "javascript", "sql_injection", V, V, '''
const { Client } = require("pg");

async function search(client, term, limit) {
  const sql = ["SELECT * FROM articles WHERE title LIKE '%", term, "%' LIMIT ", limit].join("");
  const { rows } = await client.query(sql);
  return rows;
}
module.exports = { search };
''')
case("js-sql-param", "javascript", "sql_injection", S, S, '''
const express = require("express");
const { Pool } = require("pg");
const app = express();
const pool = new Pool();

app.get("/users", async (req, res) => {
  const { rows } = await pool.query("SELECT id, email FROM users WHERE name = $1", [req.query.name]);
  res.json(rows);
});
''')
case("js-eval-indirect", "javascript", "code_injection", V, V, '''
const express = require("express");
const app = express();
app.use(express.json());

app.post("/compute", (req, res) => {
  const run = globalThis["ev" + "al"];
  const result = run(req.body.formula);
  res.json({ result });
});
''')
case("js-function-ctor", "javascript", "code_injection", V, V, '''
module.exports = function compileRule(ruleText) {
  const fn = new Function("ctx", "return (" + ruleText + ");");
  return (ctx) => Boolean(fn(ctx));
};
''')
case("js-json-parse", "javascript", "code_injection", S, S, '''
const express = require("express");
const app = express();
app.use(express.text());

app.post("/import", (req, res) => {
  let data;
  try {
    data = JSON.parse(req.body);
  } catch (e) {
    return res.status(400).json({ error: "invalid json" });
  }
  res.json({ count: Array.isArray(data) ? data.length : 0 });
});
''')
case("js-cmd-exec-template", "javascript", "command_injection", V, V, '''
const { exec } = require("child_process");
const express = require("express");
const app = express();

app.get("/thumb", (req, res) => {
  const file = req.query.file;
  exec(`convert uploads/${file} -thumbnail 128x128 thumbs/${file}`, (err) => {
    if (err) return res.status(500).send("failed");
    res.send("ok");
  });
});
''')
case("js-cmd-spawn-shell-opt", "javascript", "command_injection", V, V, '''
const cp = require("child_process");
const opts = { shell: true, stdio: "inherit" };

function gitLog(branch) {
  return cp.spawn("git log --oneline " + branch, opts);
}
module.exports = { gitLog };
''')
case("js-cmd-execfile", "javascript", "command_injection", S, S, '''
const { execFile } = require("child_process");
const express = require("express");
const app = express();

app.get("/thumb", (req, res) => {
  const file = require("path").basename(String(req.query.file));
  execFile("convert", ["uploads/" + file, "-thumbnail", "128x128", "thumbs/" + file], (err) => {
    if (err) return res.status(500).send("failed");
    res.send("ok");
  });
});
''')
case("js-tls-reject-const", "javascript", "tls", V, V, '''
const https = require("https");
const CHECK_CERTS = false;

function getJson(host, path) {
  return new Promise((resolve, reject) => {
    https.get({ host, path, rejectUnauthorized: CHECK_CERTS }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve(JSON.parse(body)));
    }).on("error", reject);
  });
}
module.exports = { getJson };
''')
case("js-tls-agent-config", "javascript", "tls", V, V, '''
const https = require("https");
const axios = require("axios");

const config = { tls: { rejectUnauthorized: false }, timeout: 5000 };
const agent = new https.Agent(config.tls);

async function fetchMetrics(url) {
  const { data } = await axios.get(url, { httpsAgent: agent, timeout: config.timeout });
  return data;
}
module.exports = { fetchMetrics };
''')
case("js-tls-env-off", "javascript", "tls", V, V, '''
process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
const axios = require("axios");

async function sync() {
  const res = await axios.get("https://inventory.internal/api/items");
  return res.data;
}
module.exports = { sync };
''')
case("js-tls-ok", "javascript", "tls", S, S, '''
const https = require("https");
const fs = require("fs");

const agent = new https.Agent({ ca: fs.readFileSync("ca.pem"), rejectUnauthorized: true });

function getStatus() {
  return new Promise((resolve, reject) => {
    https.get("https://status.example.com/health", { agent }, (res) => resolve(res.statusCode)).on("error", reject);
  });
}
module.exports = { getStatus };
''')
case("js-jwt-decode-auth", "javascript", "jwt", V, V, '''
const jwt = require("jsonwebtoken");

function requireUser(req, res, next) {
  const token = (req.headers.authorization || "").replace("Bearer ", "");
  const payload = jwt.decode(token);
  if (!payload || !payload.userId) return res.status(401).json({ error: "unauthorized" });
  req.user = { id: payload.userId, role: payload.role };
  next();
}
module.exports = requireUser;
''')
case("js-jwt-verify", "javascript", "jwt", S, S, '''
const jwt = require("jsonwebtoken");
const SECRET = process.env.JWT_SECRET;

function requireUser(req, res, next) {
  const token = (req.headers.authorization || "").replace("Bearer ", "");
  try {
    const payload = jwt.verify(token, SECRET, { algorithms: ["HS256"] });
    req.user = { id: payload.userId, role: payload.role };
    next();
  } catch (e) {
    res.status(401).json({ error: "unauthorized" });
  }
}
module.exports = requireUser;
''')
case("js-redirect-query", "javascript", "open_redirect", V, V, '''
const express = require("express");
const app = express();

app.get("/auth/callback", (req, res) => {
  const returnTo = req.query.returnTo || "/";
  res.cookie("session", "ok", { httpOnly: true });
  res.redirect(returnTo);
});
''')
case("js-redirect-header", "javascript", "open_redirect", V, V, '''
const http = require("http");

http.createServer((req, res) => {
  const url = new URL(req.url, "http://localhost");
  const to = url.searchParams.get("to");
  res.writeHead(302, { Location: to });
  res.end();
}).listen(3000);
''')
case("js-redirect-relative-check", "javascript", "open_redirect", S, S, '''
const express = require("express");
const app = express();
const ALLOWED = new Set(["/", "/dashboard", "/settings"]);

app.get("/auth/callback", (req, res) => {
  const wanted = String(req.query.returnTo || "/");
  const target = ALLOWED.has(wanted) ? wanted : "/";
  res.redirect(target);
});
''')
case("js-path-traversal", "javascript", "path_traversal", V, V, '''
const express = require("express");
const fs = require("fs");
const path = require("path");
const app = express();

app.get("/files", (req, res) => {
  const p = path.join(__dirname, "public", req.query.name);
  fs.readFile(p, (err, data) => {
    if (err) return res.status(404).end();
    res.type("application/octet-stream").send(data);
  });
});
''')
case("js-path-confined", "javascript", "path_traversal", S, S, '''
const express = require("express");
const fs = require("fs");
const path = require("path");
const app = express();
const ROOT = path.resolve(__dirname, "public");

app.get("/files", (req, res) => {
  const p = path.resolve(ROOT, String(req.query.name || ""));
  if (!p.startsWith(ROOT + path.sep)) return res.status(403).end();
  fs.readFile(p, (err, data) => {
    if (err) return res.status(404).end();
    res.type("application/octet-stream").send(data);
  });
});
''')
case("js-ssrf", "javascript", "ssrf", V, V, '''
const express = require("express");
const app = express();

app.get("/proxy", async (req, res) => {
  const upstream = await fetch(req.query.url);
  const text = await upstream.text();
  res.type("text/plain").send(text);
});
''')
case("js-fetch-const", "javascript", "ssrf", S, S, '''
const WEATHER_API = "https://api.weather.example.com/v1/current";

async function currentTemp(cityId) {
  const id = Number.parseInt(cityId, 10);
  const r = await fetch(`${WEATHER_API}?city=${id}`);
  if (!r.ok) throw new Error("weather unavailable");
  const body = await r.json();
  return body.temperature;
}
module.exports = { currentTemp };
''')
case("js-md5-password", "javascript", "weak_crypto", V, V, '''
const crypto = require("crypto");

function hashPassword(pw) {
  return crypto.createHash("md5").update(pw).digest("hex");
}
function verifyPassword(pw, stored) {
  return hashPassword(pw) === stored;
}
module.exports = { hashPassword, verifyPassword };
''')
case("js-cipher-const", "javascript", "weak_crypto", V, V, '''
const crypto = require("crypto");
const ALGORITHM = "des-ecb";
const KEY = Buffer.from(process.env.CARD_KEY, "hex");

function encryptCard(number) {
  const cipher = crypto.createCipheriv(ALGORITHM, KEY, null);
  return Buffer.concat([cipher.update(number, "utf8"), cipher.final()]).toString("base64");
}
module.exports = { encryptCard };
''')
case("js-aes-gcm", "javascript", "weak_crypto", S, S, '''
const crypto = require("crypto");
const KEY = Buffer.from(process.env.DATA_KEY, "hex");

function encrypt(text) {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", KEY, iv);
  const enc = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), enc]).toString("base64");
}
module.exports = { encrypt };
''')
case("js-secret-stripe", "javascript", "hardcoded_secret", V, V, '''
const Stripe = require("stripe");
const stripe = Stripe("sk_live_51Nq8ZbK2xR7vTmW4pLs9HcYd3FgJ6aEu0");

async function charge(amountCents, customer) {
  return stripe.paymentIntents.create({ amount: amountCents, currency: "eur", customer });
}
module.exports = { charge };
''')
case("js-deserialize", "javascript", "deserialization", V, V, '''
const serialize = require("node-serialize");
const express = require("express");
const cookieParser = require("cookie-parser");
const app = express();
app.use(cookieParser());

app.get("/", (req, res) => {
  const prefs = serialize.unserialize(Buffer.from(req.cookies.prefs || "e30=", "base64").toString());
  res.send("theme: " + String(prefs.theme).length);
});
''')
case("js-plain-util", "javascript", "ordinary", S, S, '''
function groupBy(items, key) {
  return items.reduce((acc, item) => {
    const k = item[key];
    (acc[k] ||= []).push(item);
    return acc;
  }, {});
}

function debounce(fn, ms) {
  let t;
  return (...args) => {
    clearTimeout(t);
    t = setTimeout(() => fn(...args), ms);
  };
}
module.exports = { groupBy, debounce };
''')
case("js-express-crud", "javascript", "ordinary", S, S, '''
const express = require("express");
const app = express();
app.use(express.json());
const notes = new Map();
let nextId = 1;

app.post("/notes", (req, res) => {
  const text = String(req.body.text || "").slice(0, 500);
  if (!text) return res.status(400).json({ error: "text required" });
  const note = { id: nextId++, text };
  notes.set(note.id, note);
  res.status(201).json(note);
});

app.get("/notes/:id", (req, res) => {
  const note = notes.get(Number(req.params.id));
  if (!note) return res.status(404).json({ error: "not found" });
  res.json(note);
});
''')
