"""Python snippets of the round-3 held-out set, with reading A (made while writing each snippet).

Each entry: (id, category, reading_a, reason_a, code). Reading B is in readings_b.json (a separate pass
over the code alone). Labels: "vulnerable" = at least one issue of a class the documentation rates critical or high;
"safe" = no such issue.
"""

PY = []


def case(cid, category, label, reason, code):
    PY.append((cid, category, label, reason, code.strip("\n") + "\n"))


# ---------------------------------------------------------------- vulnerable
case("py-v01", "sql_injection", "vulnerable", "customer name interpolated into SQL with an f-string", r'''
import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)
DB_PATH = "shop.db"


@app.route("/customers/search")
def search_customers():
    name = request.args.get("name", "")
    conn = sqlite3.connect(DB_PATH)
    try:
        cur = conn.cursor()
        query = f"SELECT id, name, email FROM customers WHERE name LIKE '%{name}%' ORDER BY name"
        cur.execute(query)
        rows = cur.fetchall()
    finally:
        conn.close()
    return jsonify([{"id": r[0], "name": r[1], "email": r[2]} for r in rows])
''')

case("py-v02", "sql_injection", "vulnerable", "WHERE clause assembled from request filters by ' AND '.join", r'''
from flask import Flask, request, jsonify
import psycopg2

app = Flask(__name__)


def get_conn():
    return psycopg2.connect(dbname="inventory", user="app", host="localhost")


@app.get("/items")
def list_items():
    clauses = []
    for field in ("category", "supplier", "status"):
        value = request.args.get(field)
        if value:
            clauses.append("{} = '{}'".format(field, value))
    sql_parts = ["SELECT id, sku, qty FROM items"]
    if clauses:
        sql_parts.append("WHERE " + " AND ".join(clauses))
    sql = " ".join(sql_parts)
    with get_conn() as conn, conn.cursor() as cur:
        cur.execute(sql)
        return jsonify(cur.fetchall())
''')

case("py-v03", "sql_injection", "vulnerable", "order id formatted into DELETE with % operator in a CLI script", r'''
import sys
import mysql.connector


def delete_order(order_ref):
    cnx = mysql.connector.connect(user="ops", database="orders")
    cursor = cnx.cursor()
    stmt = "DELETE FROM order_lines WHERE order_ref = '%s'" % order_ref
    cursor.execute(stmt)
    cnx.commit()
    print(f"deleted {cursor.rowcount} lines")
    cnx.close()


if __name__ == "__main__":
    delete_order(sys.argv[1])
''')

case("py-v04", "sql_injection", "vulnerable", "helper returns a WHERE fragment with the raw value; sort column from query string", r'''
import sqlite3
from flask import request


def where_equals(column, value):
    return " WHERE " + column + " = '" + value + "'"


def fetch_users(conn: sqlite3.Connection):
    role = request.args["role"]
    sort = request.args.get("sort", "id")
    sql = "SELECT id, login FROM users" + where_equals("role", role)
    sql += " ORDER BY " + sort
    return conn.execute(sql).fetchall()
''')

case("py-v05", "code_injection", "vulnerable", "eval obtained by getattr with a name assembled by join, applied to request input", r'''
import builtins
from flask import Flask, request

app = Flask(__name__)
_PARTS = ["e", "v", "a", "l"]


@app.post("/calc")
def calc():
    expression = request.form["expression"]
    evaluate = getattr(builtins, "".join(_PARTS))
    result = evaluate(expression)
    return {"result": result}
''')

case("py-v06", "code_injection", "vulnerable", "exec fetched from vars(builtins) via concatenation, runs uploaded rule text", r'''
import builtins
import json


def load_rules(path):
    with open(path) as fh:
        return json.load(fh)


def apply_rules(record, rules_path="rules.json"):
    rules = load_rules(rules_path)
    runner = vars(builtins)["ex" + "ec"]
    scope = {"record": record, "flags": []}
    for rule in rules:
        runner(rule["body"], scope)
    return scope["flags"]
''')

case("py-v07", "deserialisation", "vulnerable", "pickle.loads of a cookie value", r'''
import base64
import pickle
from flask import Flask, request, make_response

app = Flask(__name__)


@app.route("/cart")
def show_cart():
    raw = request.cookies.get("cart")
    cart = pickle.loads(base64.b64decode(raw)) if raw else []
    resp = make_response({"items": cart})
    return resp
''')

case("py-v08", "deserialisation", "vulnerable", "yaml.load with an unsafe Loader chosen through a module constant", r'''
import yaml
from fastapi import FastAPI, UploadFile

app = FastAPI()
CONFIG_LOADER = yaml.UnsafeLoader


@app.post("/pipelines")
async def upload_pipeline(file: UploadFile):
    text = (await file.read()).decode("utf-8")
    pipeline = yaml.load(text, Loader=CONFIG_LOADER)
    return {"steps": len(pipeline.get("steps", []))}
''')

case("py-v09", "tls_verification", "vulnerable", "requests called with **HTTP_OPTS whose verify is False", r'''
import requests

BILLING_API = "https://billing.internal.example.com/v2"
HTTP_OPTS = {"timeout": 10, "verify": False, "headers": {"User-Agent": "invoicer/1.4"}}


def fetch_invoice(invoice_id: int):
    resp = requests.get(f"{BILLING_API}/invoices/{int(invoice_id)}", **HTTP_OPTS)
    resp.raise_for_status()
    return resp.json()
''')

case("py-v10", "tls_verification", "vulnerable", "ssl context with check_hostname False and CERT_NONE", r'''
import json
import ssl
import urllib.request

STATUS_URL = "https://status.partner.example.net/api/health"


def make_context():
    ctx = ssl.create_default_context()
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    return ctx


def partner_is_up():
    with urllib.request.urlopen(STATUS_URL, context=make_context(), timeout=5) as resp:
        return json.load(resp).get("status") == "ok"
''')

case("py-v11", "weak_crypto", "vulnerable", "DES in ECB mode to encrypt card numbers", r'''
from Crypto.Cipher import DES
from Crypto.Util.Padding import pad
import os

KEY = os.environ["CARD_KEY"].encode()[:8]


def encrypt_pan(pan: str) -> bytes:
    cipher = DES.new(KEY, DES.MODE_ECB)
    return cipher.encrypt(pad(pan.encode(), 8))
''')

case("py-v12", "weak_crypto", "vulnerable", "unsalted MD5 used as the stored password hash", r'''
import hashlib
from dataclasses import dataclass


@dataclass
class User:
    email: str
    password_hash: str


def register(email: str, password: str, repo) -> User:
    digest = hashlib.md5(password.encode("utf-8")).hexdigest()
    user = User(email=email, password_hash=digest)
    repo.save(user)
    return user


def check_password(user: User, attempt: str) -> bool:
    return hashlib.md5(attempt.encode("utf-8")).hexdigest() == user.password_hash
''')

case("py-v13", "jwt_unverified", "vulnerable", "claims of an unverified JWT decide admin access", r'''
import jwt
from functools import wraps
from flask import request, abort, g


def admin_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        header = request.headers.get("Authorization", "")
        token = header.removeprefix("Bearer ").strip()
        claims = jwt.decode(token, options={"verify_signature": False})
        if claims.get("role") != "admin":
            abort(403)
        g.user_id = claims["sub"]
        return view(*args, **kwargs)
    return wrapper
''')

case("py-v14", "jwt_unverified", "vulnerable", "verify_signature fed by a False module constant; sub used as the user", r'''
import jwt
from fastapi import Header, HTTPException

JWT_SECRET = "change-me"
CHECK_SIGNATURE = False


def current_user_id(authorization: str = Header(...)) -> int:
    token = authorization.split(" ", 1)[-1]
    try:
        payload = jwt.decode(
            token,
            JWT_SECRET,
            algorithms=["HS256"],
            options={"verify_signature": CHECK_SIGNATURE},
        )
    except jwt.PyJWTError:
        raise HTTPException(status_code=401)
    return int(payload["sub"])
''')

case("py-v15", "open_redirect", "vulnerable", "redirect to the next query parameter after login", r'''
from flask import Flask, request, redirect, session, render_template

app = Flask(__name__)


@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("login.html")
    user = authenticate(request.form["username"], request.form["password"])
    if user is None:
        return render_template("login.html", error="Invalid credentials"), 401
    session["uid"] = user.id
    return redirect(request.args.get("next") or "/")


def authenticate(username, password):
    ...
''')

case("py-v16", "open_redirect", "vulnerable", "Location header set from a form field through a local variable", r'''
from django.http import HttpResponse


def finish_checkout(request):
    order_id = request.session.get("order_id")
    target = request.POST.get("return_url", "/orders/")
    response = HttpResponse(status=302)
    response["Location"] = target
    response.set_cookie("last_order", str(order_id))
    return response
''')

case("py-v17", "path_traversal", "vulnerable", "file name from the query string joined to the upload dir", r'''
import os
from flask import Flask, request, send_file, abort

app = Flask(__name__)
UPLOAD_DIR = "/srv/app/uploads"


@app.get("/download")
def download():
    name = request.args.get("file")
    if not name:
        abort(400)
    full_path = os.path.join(UPLOAD_DIR, name)
    if not os.path.exists(full_path):
        abort(404)
    return send_file(full_path, as_attachment=True)
''')

case("py-v18", "path_traversal", "vulnerable", "abspath but the prefix check is missing; startswith on the raw name only", r'''
import os
from flask import request, abort

REPORTS = "/var/reports"


def read_report():
    name = request.args["name"]
    if name.startswith("/"):
        abort(400)
    path = os.path.abspath(os.path.join(REPORTS, name))
    with open(path, encoding="utf-8") as fh:
        return fh.read()
''')

case("py-v19", "ssrf", "vulnerable", "server fetches a URL given in the JSON body", r'''
import requests
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.post("/webhooks/test")
def test_webhook():
    payload = request.get_json(force=True)
    target = payload["url"]
    r = requests.post(target, json={"event": "ping"}, timeout=5)
    return jsonify({"status": r.status_code, "body": r.text[:200]})
''')

case("py-v20", "ssrf", "vulnerable", "host from query string interpolated into the URL opened by urlopen", r'''
from urllib.request import urlopen
from django.http import JsonResponse


def node_metrics(request):
    host = request.GET.get("host", "localhost")
    url = f"http://{host}:9100/metrics"
    with urlopen(url, timeout=3) as resp:
        body = resp.read().decode()
    lines = [l for l in body.splitlines() if not l.startswith("#")]
    return JsonResponse({"series": len(lines)})
''')

case("py-v21", "command_injection", "vulnerable", "uploaded file name in an f-string run with shell=True", r'''
import subprocess
from pathlib import Path
from flask import Flask, request

app = Flask(__name__)
WORK = Path("/tmp/thumbs")


@app.post("/thumbnail")
def thumbnail():
    upload = request.files["image"]
    src = WORK / upload.filename
    upload.save(src)
    dst = WORK / ("thumb_" + upload.filename)
    subprocess.run(f"convert {src} -resize 200x200 {dst}", shell=True, check=True)
    return {"thumbnail": str(dst)}
''')

case("py-v22", "command_injection", "vulnerable", "os.popen with a branch name concatenated from argv", r'''
import os
import sys


def last_commits(branch, count=5):
    cmd = "git log --oneline -n " + str(count) + " " + branch
    with os.popen(cmd) as pipe:
        return pipe.read().splitlines()


if __name__ == "__main__":
    for line in last_commits(sys.argv[1]):
        print(line)
''')

case("py-v23", "command_injection", "vulnerable", "shell=True hidden in a RUN_OPTS dict; archive name from the request", r'''
import subprocess
from flask import request

RUN_OPTS = dict(shell=True, check=True, capture_output=True)


def export_archive():
    archive_name = request.json.get("name", "export")
    result = subprocess.run("tar czf /exports/" + archive_name + ".tgz data/", **RUN_OPTS)
    return {"ok": result.returncode == 0}
''')

case("py-v24", "hardcoded_secret", "vulnerable", "AWS secret access key literal passed to boto3", r'''
import boto3

AWS_ACCESS_KEY_ID = "AKIAQ3EGT7XK2LBM5PRW"
AWS_SECRET_ACCESS_KEY = "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"


def upload_backup(path):
    s3 = boto3.client(
        "s3",
        aws_access_key_id=AWS_ACCESS_KEY_ID,
        aws_secret_access_key=AWS_SECRET_ACCESS_KEY,
        region_name="eu-west-1",
    )
    s3.upload_file(path, "nightly-backups", path.split("/")[-1])
''')

case("py-v25", "hardcoded_secret", "vulnerable", "production database password literal in the connect call", r'''
import psycopg2


def connect_reporting():
    return psycopg2.connect(
        host="db-prod-1.internal",
        port=5432,
        dbname="reporting",
        user="report_writer",
        password="Rp!9vQx2#Lw7zK",
    )
''')

case("py-v26", "insecure_random", "vulnerable", "password-reset token made with random.choice", r'''
import random
import string
from datetime import datetime, timedelta

ALPHABET = string.ascii_letters + string.digits


def issue_reset_token(user, store):
    token = "".join(random.choice(ALPHABET) for _ in range(32))
    store.put(f"reset:{token}", user.id, expires=datetime.utcnow() + timedelta(hours=1))
    return token
''')

case("py-v27", "debug_mode", "vulnerable", "Flask debug through a constant, served on all interfaces", r'''
from flask import Flask, jsonify

app = Flask(__name__)
DEBUG = True


@app.get("/ping")
def ping():
    return jsonify(pong=True)


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=5000, debug=DEBUG)
''')

case("py-v28", "template_injection", "vulnerable", "render_template_string of a template concatenated with the user name", r'''
from flask import Flask, request, render_template_string

app = Flask(__name__)


@app.route("/greet")
def greet():
    name = request.args.get("name", "guest")
    template = "<h2>Welcome back, " + name + "!</h2><p>{{ now }}</p>"
    return render_template_string(template, now="today")
''')

case("py-v29", "code_injection", "vulnerable", "eval name decoded from hex, applied to a query parameter", r'''
import builtins
from django.http import JsonResponse

_FN = bytes.fromhex("6576616c").decode()


def quick_math(request):
    expr = request.GET.get("q", "0")
    value = getattr(builtins, _FN)(expr)
    return JsonResponse({"value": value})
''')

case("py-v30", "code_injection", "vulnerable", "exec of plugin code downloaded over HTTP", r'''
import requests

PLUGIN_INDEX = "https://plugins.example.org/latest/formatter.py"


def load_formatter():
    source = requests.get(PLUGIN_INDEX, timeout=10).text
    namespace = {}
    exec(source, namespace)
    return namespace["format_record"]
''')

case("py-v31", "deserialisation", "vulnerable", "numpy.load with allow_pickle=True on an uploaded file", r'''
import io
import numpy as np
from fastapi import FastAPI, UploadFile

app = FastAPI()


@app.post("/embeddings")
async def upload_embeddings(file: UploadFile):
    data = await file.read()
    arr = np.load(io.BytesIO(data), allow_pickle=True)
    return {"shape": list(arr.shape)}
''')

case("py-v32", "sql_injection", "vulnerable", "SQLAlchemy text() built with an f-string from the sort parameter", r'''
from flask import request
from sqlalchemy import text
from .db import db


def list_orders():
    direction = request.args.get("dir", "asc")
    column = request.args.get("sort", "created_at")
    stmt = text(f"SELECT id, total FROM orders ORDER BY {column} {direction} LIMIT 50")
    return [dict(r._mapping) for r in db.session.execute(stmt)]
''')

case("py-v33", "xxe", "vulnerable", "lxml parser with entity resolution and network access on an uploaded document", r'''
from lxml import etree
from flask import Flask, request

app = Flask(__name__)
PARSER = etree.XMLParser(resolve_entities=True, no_network=False, load_dtd=True)


@app.post("/import")
def import_feed():
    doc = etree.fromstring(request.data, PARSER)
    titles = [t.text for t in doc.iter("title")]
    return {"count": len(titles)}
''')

case("py-v34", "ssh_host_key", "vulnerable", "paramiko AutoAddPolicy accepts any host key", r'''
import paramiko


def run_remote(host, command="uptime"):
    client = paramiko.SSHClient()
    client.set_missing_host_key_policy(paramiko.AutoAddPolicy())
    client.connect(host, username="deploy", key_filename="/home/deploy/.ssh/id_ed25519")
    _, stdout, _ = client.exec_command(command)
    out = stdout.read().decode()
    client.close()
    return out
''')

case("py-v35", "command_injection", "vulnerable", "shlex.quote on one argument, the other raw, with shell=True", r'''
import shlex
import subprocess
from flask import request


def search_logs():
    term = request.args["q"]
    log_file = request.args.get("file", "app.log")
    cmd = "grep -n " + shlex.quote(term) + " /var/log/app/" + log_file
    out = subprocess.check_output(cmd, shell=True, text=True)
    return out.splitlines()[:100]
''')

case("py-v36", "path_traversal", "vulnerable", "secure_filename applied to a different variable than the one opened", r'''
import os
from flask import request
from werkzeug.utils import secure_filename

AVATARS = "/srv/avatars"


def save_avatar():
    f = request.files["avatar"]
    safe_name = secure_filename(f.filename)
    user_dir = request.form["user"]
    dest = os.path.join(AVATARS, user_dir, safe_name)
    f.save(dest)
    return {"saved": safe_name}
''')

# ---------------------------------------------------------------- safe
case("py-s01", "sql_injection", "safe", "qmark parameters with sqlite3", r'''
import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.get("/books")
def books_by_author():
    author = request.args.get("author", "")
    year = request.args.get("year", type=int)
    conn = sqlite3.connect("library.db")
    cur = conn.execute(
        "SELECT title, year FROM books WHERE author = ? AND year >= ? ORDER BY year",
        (author, year or 0),
    )
    rows = cur.fetchall()
    conn.close()
    return jsonify(rows)
''')

case("py-s02", "sql_injection", "safe", "psycopg2 %s placeholders with a parameter tuple", r'''
import psycopg2
from psycopg2.extras import RealDictCursor


def transfer(conn, from_acct: str, to_acct: str, amount_cents: int):
    with conn.cursor(cursor_factory=RealDictCursor) as cur:
        cur.execute(
            "UPDATE accounts SET balance = balance - %s WHERE id = %s AND balance >= %s",
            (amount_cents, from_acct, amount_cents),
        )
        if cur.rowcount != 1:
            conn.rollback()
            raise ValueError("insufficient funds")
        cur.execute("UPDATE accounts SET balance = balance + %s WHERE id = %s", (amount_cents, to_acct))
    conn.commit()
''')

case("py-s03", "sql_injection", "safe", "IN list built from a run of ? placeholders; values passed as parameters", r'''
import sqlite3


def products_by_ids(conn: sqlite3.Connection, ids):
    ids = [int(i) for i in ids]
    if not ids:
        return []
    placeholders = ",".join("?" for _ in ids)
    sql = "SELECT id, name, price FROM products WHERE id IN (" + placeholders + ")"
    return conn.execute(sql, ids).fetchall()
''')

case("py-s04", "sql_injection", "safe", "ORDER BY column chosen from a constant allow-list dict", r'''
import sqlite3
from flask import request

SORT_COLUMNS = {"name": "name", "newest": "created_at", "price": "price_cents"}


def list_products(conn: sqlite3.Connection):
    column = SORT_COLUMNS.get(request.args.get("sort"), "id")
    sql = "SELECT id, name FROM products ORDER BY " + column + " LIMIT ?"
    return conn.execute(sql, (50,)).fetchall()
''')

case("py-s05", "deserialisation", "safe", "yaml.safe_load of a local config file", r'''
import yaml
from pathlib import Path

DEFAULTS = {"workers": 2, "queue": "default"}


def load_settings(path="config/settings.yaml"):
    text = Path(path).read_text(encoding="utf-8")
    data = yaml.safe_load(text) or {}
    merged = dict(DEFAULTS)
    merged.update(data)
    return merged
''')

case("py-s06", "command_injection", "safe", "argument list without a shell; count converted with int", r'''
import subprocess
from flask import Flask, request

app = Flask(__name__)
REPO = "/srv/site"


@app.get("/changes")
def changes():
    n = int(request.args.get("n", "10"))
    n = max(1, min(n, 100))
    out = subprocess.run(
        ["git", "-C", REPO, "log", "--oneline", "-n", str(n)],
        capture_output=True, text=True, check=True,
    )
    return {"commits": out.stdout.splitlines()}
''')

case("py-s07", "tls_verification", "safe", "verify fed by a True constant and a CA bundle path", r'''
import requests

API_BASE = "https://api.payments.example.com"
VERIFY_TLS = True
CA_BUNDLE = "/etc/ssl/certs/payments-ca.pem"


def get_balance(account_id: int):
    r = requests.get(f"{API_BASE}/accounts/{int(account_id)}/balance", verify=VERIFY_TLS, timeout=5)
    r.raise_for_status()
    return r.json()["balance"]


def get_statement(account_id: int):
    r = requests.get(f"{API_BASE}/accounts/{int(account_id)}/statement", verify=CA_BUNDLE, timeout=5)
    return r.content
''')

case("py-s08", "jwt", "safe", "jwt.decode with the public key and a fixed RS256 algorithm list", r'''
import os
import jwt
from flask import request, abort, g

PUBLIC_KEY = os.environ["AUTH_PUBLIC_KEY"]


def authenticate():
    token = request.headers.get("Authorization", "").removeprefix("Bearer ")
    try:
        claims = jwt.decode(token, PUBLIC_KEY, algorithms=["RS256"], audience="orders-api")
    except jwt.InvalidTokenError:
        abort(401)
    g.user_id = claims["sub"]
    g.scopes = set(claims.get("scope", "").split())
''')

case("py-s09", "open_redirect", "safe", "redirect target looked up in a constant table, default constant", r'''
from flask import Flask, request, redirect

app = Flask(__name__)
DESTINATIONS = {
    "billing": "/account/billing",
    "profile": "/account/profile",
    "home": "/",
}


@app.get("/go")
def go():
    key = request.args.get("to", "home")
    return redirect(DESTINATIONS.get(key, "/"))
''')

case("py-s10", "path_traversal", "safe", "secure_filename on the upload before joining", r'''
import os
from flask import Flask, request, abort
from werkzeug.utils import secure_filename

app = Flask(__name__)
UPLOAD_FOLDER = "/srv/uploads"
ALLOWED = {".png", ".jpg", ".pdf"}


@app.post("/upload")
def upload():
    f = request.files.get("document")
    if f is None:
        abort(400)
    name = secure_filename(f.filename)
    if os.path.splitext(name)[1].lower() not in ALLOWED:
        abort(415)
    f.save(os.path.join(UPLOAD_FOLDER, name))
    return {"stored": name}, 201
''')

case("py-s11", "path_traversal", "safe", "realpath then startswith on the same variable before opening", r'''
import os
from flask import request, abort

DOCS_ROOT = os.path.realpath("/srv/docs")


def read_doc():
    requested = request.args.get("page", "index.md")
    path = os.path.realpath(os.path.join(DOCS_ROOT, requested))
    if not path.startswith(DOCS_ROOT + os.sep):
        abort(404)
    with open(path, encoding="utf-8") as fh:
        return fh.read()
''')

case("py-s12", "crypto", "safe", "PBKDF2 with a random salt for passwords, SHA-256 for file digests", r'''
import hashlib
import hmac
import os

ITERATIONS = 600_000


def hash_password(password: str) -> str:
    salt = os.urandom(16)
    dk = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, ITERATIONS)
    return salt.hex() + "$" + dk.hex()


def verify_password(password: str, stored: str) -> bool:
    salt_hex, dk_hex = stored.split("$")
    dk = hashlib.pbkdf2_hmac("sha256", password.encode(), bytes.fromhex(salt_hex), ITERATIONS)
    return hmac.compare_digest(dk.hex(), dk_hex)


def file_digest(path: str) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(65536), b""):
            h.update(chunk)
    return h.hexdigest()
''')

case("py-s13", "randomness", "safe", "reset token from secrets.token_urlsafe", r'''
import secrets
from datetime import datetime, timedelta, timezone


def issue_reset_token(user_id: int, store) -> str:
    token = secrets.token_urlsafe(32)
    expires = datetime.now(timezone.utc) + timedelta(minutes=30)
    store.set(f"pwreset:{token}", user_id, expires_at=expires)
    return token
''')

case("py-s14", "webhook", "safe", "HMAC signature check with the secret from the environment", r'''
import hashlib
import hmac
import json
import os
from flask import Flask, request, abort

app = Flask(__name__)
WEBHOOK_SECRET = os.environ["WEBHOOK_SECRET"].encode()


@app.post("/hooks/github")
def github_hook():
    sig = request.headers.get("X-Hub-Signature-256", "")
    expected = "sha256=" + hmac.new(WEBHOOK_SECRET, request.data, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(sig, expected):
        abort(401)
    event = json.loads(request.data)
    return {"received": event.get("action")}
''')

case("py-s15", "code_injection", "safe", "ast.literal_eval of a submitted list literal", r'''
import ast
from flask import request, abort


def parse_weights():
    raw = request.form.get("weights", "[]")
    try:
        weights = ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        abort(400)
    if not isinstance(weights, list) or not all(isinstance(w, (int, float)) for w in weights):
        abort(400)
    total = sum(weights)
    return [w / total for w in weights] if total else weights
''')

case("py-s16", "dispatch", "safe", "operation chosen from a dict of the file's own functions", r'''
from flask import request, abort


def add(a, b):
    return a + b


def sub(a, b):
    return a - b


def mul(a, b):
    return a * b


OPERATIONS = {"add": add, "sub": sub, "mul": mul}


def calculate():
    op = OPERATIONS.get(request.args.get("op"))
    if op is None:
        abort(400)
    a = float(request.args["a"])
    b = float(request.args["b"])
    return {"result": op(a, b)}
''')

case("py-s17", "dispatch", "safe", "visitor dispatch on 'visit_' + class name to own methods", r'''
import ast


class ComplexityCounter:
    def __init__(self):
        self.branches = 0

    def visit(self, node):
        method = getattr(self, "visit_" + type(node).__name__, self.generic_visit)
        return method(node)

    def generic_visit(self, node):
        for child in ast.iter_child_nodes(node):
            self.visit(child)

    def visit_If(self, node):
        self.branches += 1
        self.generic_visit(node)

    def visit_For(self, node):
        self.branches += 1
        self.generic_visit(node)


def complexity(source: str) -> int:
    counter = ComplexityCounter()
    counter.visit(ast.parse(source))
    return counter.branches + 1
''')

case("py-s18", "utility", "safe", "CSV aggregation script, no sinks", r'''
import csv
import sys
from collections import defaultdict


def totals_by_region(path):
    totals = defaultdict(float)
    with open(path, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            try:
                totals[row["region"]] += float(row["amount"])
            except (KeyError, ValueError):
                continue
    return dict(totals)


if __name__ == "__main__":
    for region, total in sorted(totals_by_region(sys.argv[1]).items()):
        print(f"{region:<12}{total:>12.2f}")
''')

case("py-s19", "deserialisation", "safe", "json.loads of the request body validated with pydantic", r'''
import json
from pydantic import BaseModel, ValidationError
from flask import Flask, request, abort

app = Flask(__name__)


class Signup(BaseModel):
    email: str
    plan: str = "free"


@app.post("/signup")
def signup():
    try:
        data = Signup(**json.loads(request.data or b"{}"))
    except (json.JSONDecodeError, ValidationError):
        abort(422)
    return {"email": data.email, "plan": data.plan}, 201
''')

case("py-s20", "command_injection", "safe", "temp file name made by the program, passed in an argument list", r'''
import subprocess
import tempfile
from fastapi import FastAPI, UploadFile

app = FastAPI()


@app.post("/pdf-text")
async def pdf_text(file: UploadFile):
    with tempfile.NamedTemporaryFile(suffix=".pdf") as tmp:
        tmp.write(await file.read())
        tmp.flush()
        proc = subprocess.run(["pdftotext", "-layout", tmp.name, "-"], capture_output=True, timeout=30)
    return {"text": proc.stdout.decode("utf-8", "replace")}
''')

case("py-s21", "weak_hash_medium", "safe", "MD5 of the response body used only as an ETag", r'''
import hashlib
import json
from flask import Flask, request, Response

app = Flask(__name__)
CATALOG = {"version": 3, "items": ["a", "b", "c"]}


@app.get("/catalog")
def catalog():
    body = json.dumps(CATALOG, sort_keys=True).encode()
    etag = hashlib.md5(body).hexdigest()
    if request.headers.get("If-None-Match") == etag:
        return Response(status=304)
    return Response(body, mimetype="application/json", headers={"ETag": etag})
''')

case("py-s22", "sql_injection", "safe", "SQLAlchemy ORM filter_by with the submitted email", r'''
from flask import request, abort
from .models import db, User


def find_user():
    email = request.args.get("email", "").strip().lower()
    if not email:
        abort(400)
    user = db.session.query(User).filter_by(email=email).first()
    if user is None:
        abort(404)
    return {"id": user.id, "name": user.display_name}
''')

case("py-s23", "command_injection_low", "safe", "constant shell command only", r'''
import subprocess


def disk_report():
    result = subprocess.run("df -h / | tail -n 1", shell=True, capture_output=True, text=True)
    fields = result.stdout.split()
    return {"size": fields[1], "used": fields[2], "avail": fields[3]}
''')

case("py-s24", "ssrf", "safe", "constant API URL; user value sent only as a query parameter", r'''
import os
import requests
from flask import request

WEATHER_API = "https://api.weather.example.com/v1/current"
API_KEY = os.environ.get("WEATHER_API_KEY", "")


def current_weather():
    city = request.args.get("city", "Berlin")
    r = requests.get(WEATHER_API, params={"q": city, "key": API_KEY}, timeout=5)
    r.raise_for_status()
    data = r.json()
    return {"city": city, "temp_c": data["temp_c"]}
''')

case("py-s25", "jwt_medium", "safe", "unverified decode used only to read exp for scheduling a token refresh", r'''
import time
import jwt


class TokenCache:
    def __init__(self, client):
        self.client = client
        self.token = None

    def get(self):
        if self.token is None or self._expires_soon():
            self.token = self.client.fetch_access_token()
        return self.token

    def _expires_soon(self, margin=60):
        exp = jwt.decode(self.token, options={"verify_signature": False}).get("exp", 0)
        return exp - time.time() < margin
''')

case("py-s26", "utility", "safe", "string near misses: SQL, eval and password words only in literals and logs", r'''
import logging
import re

log = logging.getLogger(__name__)
PASSWORD_FIELD = "password"
EVAL_HINT = "do not use eval() on user input"
SLOW_QUERY_PATTERN = re.compile(r"SELECT .* FROM (\w+)", re.IGNORECASE)


def redact(form: dict) -> dict:
    return {k: ("***" if k == PASSWORD_FIELD else v) for k, v in form.items()}


def tables_in(log_line: str):
    log.debug("scanning line for tables; hint: %s", EVAL_HINT)
    return SLOW_QUERY_PATTERN.findall(log_line)
''')

case("py-s27", "tls_verification", "safe", "ssl default context with hostname checking kept on and a pinned CA", r'''
import http.client
import ssl

CA_FILE = "/etc/pki/internal/root-ca.pem"


def fetch_status():
    ctx = ssl.create_default_context(cafile=CA_FILE)
    ctx.check_hostname = True
    ctx.verify_mode = ssl.CERT_REQUIRED
    conn = http.client.HTTPSConnection("status.internal.example.com", context=ctx, timeout=5)
    conn.request("GET", "/health")
    return conn.getresponse().status == 200
''')

case("py-s28", "secrets", "safe", "credentials read from environment variables", r'''
import os
import boto3


def s3_client():
    return boto3.client(
        "s3",
        aws_access_key_id=os.environ["AWS_ACCESS_KEY_ID"],
        aws_secret_access_key=os.environ["AWS_SECRET_ACCESS_KEY"],
        region_name=os.environ.get("AWS_REGION", "eu-central-1"),
    )
''')
