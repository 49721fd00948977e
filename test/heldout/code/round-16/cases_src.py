#!/usr/bin/env python3
"""Source of the round-16 held-out code set.

Each case: id key, language, class, reading A (label, reason) written with the snippet. Running this file writes
snippets/<id>.<ext> and cases.json (reading B and Bandit are merged in by oracle.py).
Written from the public documentation only (README.md, docs/engines-text.md section Code, docs/openapi.md and the
issue 25 excerpt), by someone who had not read the engine's code, its corpora, its tests or any other held-out set.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = []


def C(key, language, cls, label, reason, code):
    CASES.append({"key": key, "language": language, "class": cls, "label_a": label, "reason_a": reason,
                  "code": code.lstrip("\n")})


V, S = "vulnerable", "safe"

# ---------------------------------------------------------------- Python, vulnerable
C("py-calc-getattr-join-eval", "python", "dynamic_dispatch", V,
  "getattr(builtins, ''.join(['ev','al'])) is eval on argv text; empty __builtins__ does not sandbox eval", r'''
import builtins
import sys

_FN = "".join(["ev", "al"])


def calculate(expression: str) -> float:
    """Evaluate a simple arithmetic expression typed on the command line."""
    evaluator = getattr(builtins, _FN)
    return evaluator(expression, {"__builtins__": {}}, {})


def main() -> None:
    if len(sys.argv) < 2:
        print("usage: calc.py EXPRESSION")
        sys.exit(1)
    result = calculate(" ".join(sys.argv[1:]))
    print(f"= {result}")


if __name__ == "__main__":
    main()
''')

C("py-flask-getattr-os-request", "python", "dynamic_dispatch", V,
  "getattr(os, request arg) lets the caller pick os.system and its argument", r'''
import os

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/admin/fs")
def fs_action():
    """Small admin helper: run an os function on a path, e.g. ?action=listdir&target=/var/log"""
    action = request.args.get("action", "listdir")
    target = request.args.get("target", ".")
    handler = getattr(os, action)
    try:
        result = handler(target)
    except OSError as exc:
        return jsonify({"error": str(exc)}), 400
    return jsonify({"action": action, "result": str(result)})


if __name__ == "__main__":
    app.run(port=5001)
''')

C("py-celery-import-module-dotted", "python", "dynamic_dispatch", V,
  "task message picks any module:function (e.g. os:system) through import_module + getattr", r'''
import importlib
import logging

from celery import Celery

app = Celery("jobs", broker="redis://localhost:6379/0")
log = logging.getLogger(__name__)


@app.task(name="jobs.run_dotted", bind=True, max_retries=3)
def run_dotted(self, path: str, *args, **kwargs):
    """Run any callable given as 'package.module:function' so producers can schedule arbitrary work."""
    module_name, _, func_name = path.partition(":")
    log.info("running %s.%s", module_name, func_name)
    module = importlib.import_module(module_name)
    func = getattr(module, func_name)
    try:
        return func(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001
        raise self.retry(exc=exc, countdown=10)
''')

C("py-flask-globals-request", "python", "dynamic_dispatch", V,
  "globals()[request name] can call check_output or any imported global with request arguments", r'''
from subprocess import check_output

from flask import Flask, jsonify, request

app = Flask(__name__)


def uptime():
    return check_output(["uptime"]).decode()


def disk_usage(mount="/"):
    return check_output(["df", "-h", mount]).decode()


@app.post("/rpc")
def rpc():
    body = request.get_json(force=True)
    fn = globals()[body["method"]]
    params = body.get("params", [])
    return jsonify({"result": fn(*params)})
''')

C("py-fastapi-sql-join-parts", "python", "sql_injection", V,
  "category query parameter pasted into SQL built with ''.join(parts)", r'''
import sqlite3

from fastapi import FastAPI, Query

app = FastAPI()
DB_PATH = "inventory.db"


@app.get("/products")
def search_products(category: str = Query(...), max_price: float = Query(1000.0)):
    parts = ["SELECT id, name, price FROM products WHERE category = '", category, "'"]
    parts.append(" AND price <= ")
    parts.append(str(max_price))
    parts.append(" ORDER BY price")
    sql = "".join(parts)
    conn = sqlite3.connect(DB_PATH)
    try:
        rows = conn.execute(sql).fetchall()
    finally:
        conn.close()
    return [{"id": r[0], "name": r[1], "price": r[2]} for r in rows]
''')

C("py-django-sql-orderby-helper", "python", "sql_injection", V,
  "sort field from GET goes through a same-file helper f-string into ORDER BY", r'''
from django.db import connection
from django.http import JsonResponse


def _order_clause(field, direction):
    return f"ORDER BY {field} {direction}"


def list_invoices(request):
    sort = request.GET.get("sort", "created_at")
    direction = "DESC" if request.GET.get("desc") else "ASC"
    query = "SELECT id, customer, total FROM billing_invoice " + _order_clause(sort, direction)
    with connection.cursor() as cur:
        cur.execute(query)
        rows = cur.fetchall()
    return JsonResponse({"invoices": [list(r) for r in rows]})
''')

C("py-repo-class-template-format", "python", "sql_injection", V,
  "class-attribute SQL template filled with str.format from argv values", r'''
import sys

import psycopg2


class UserRepo:
    TEMPLATE = "SELECT id, email, role FROM users WHERE email = '{email}' AND tenant_id = {tenant}"

    def __init__(self, dsn):
        self.conn = psycopg2.connect(dsn)

    def find(self, email, tenant):
        with self.conn.cursor() as cur:
            cur.execute(self.TEMPLATE.format(email=email, tenant=tenant))
            return cur.fetchone()


if __name__ == "__main__":
    repo = UserRepo("dbname=app user=app host=localhost")
    row = repo.find(sys.argv[1], sys.argv[2])
    print(row or "no such user")
''')

C("py-aiohttp-sql-percent", "python", "sql_injection", V,
  "aiohttp query string formatted with % into an asyncpg query", r'''
import asyncpg
from aiohttp import web


async def search_orders(request: web.Request) -> web.Response:
    status = request.query.get("status", "open")
    limit = int(request.query.get("limit", "50"))
    sql = "SELECT id, total, status FROM orders WHERE status = '%s' LIMIT %d" % (status, limit)
    async with request.app["pool"].acquire() as conn:
        rows = await conn.fetch(sql)
    return web.json_response([dict(r) for r in rows])


async def init_pool(app: web.Application):
    app["pool"] = await asyncpg.create_pool(dsn="postgresql://app@localhost/shop")
    yield
    await app["pool"].close()


app = web.Application()
app.cleanup_ctx.append(init_pool)
app.router.add_get("/orders", search_orders)
''')

C("py-requests-module-const-false", "python", "tls_verification", V,
  "VERIFY_CERTS = False module constant passed as verify=", r'''
import sys

import requests

VERIFY_CERTS = False
TIMEOUT = 10


def fetch_status(base_url: str) -> dict:
    resp = requests.get(f"{base_url}/api/v1/status", timeout=TIMEOUT, verify=VERIFY_CERTS)
    resp.raise_for_status()
    return resp.json()


def main() -> int:
    base = sys.argv[1] if len(sys.argv) > 1 else "https://status.internal.example"
    data = fetch_status(base)
    for name, state in sorted(data.get("components", {}).items()):
        print(f"{name:30} {state}")
    return 0 if all(s == "ok" for s in data.get("components", {}).values()) else 2


if __name__ == "__main__":
    sys.exit(main())
''')

C("py-httpx-class-attr-false", "python", "tls_verification", V,
  "class attribute VERIFY_TLS = False read as self.VERIFY_TLS in verify=", r'''
import os

import httpx


class VaultClient:
    VERIFY_TLS = False
    TIMEOUT = 5.0

    def __init__(self, addr: str, token: str):
        self.addr = addr.rstrip("/")
        self.token = token

    def read_secret(self, path: str) -> dict:
        url = f"{self.addr}/v1/secret/data/{path}"
        r = httpx.get(url, headers={"X-Vault-Token": self.token}, verify=self.VERIFY_TLS, timeout=self.TIMEOUT)
        r.raise_for_status()
        return r.json()["data"]["data"]


if __name__ == "__main__":
    client = VaultClient(os.environ["VAULT_ADDR"], os.environ["VAULT_TOKEN"])
    print(sorted(client.read_secret("payments/stripe").keys()))
''')

C("py-session-default-arg-false", "python", "tls_verification", V,
  "default argument verify_tls=False assigned to session.verify; the only call passes nothing", r'''
import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry


def make_session(retries=3, verify_tls=False):
    session = requests.Session()
    retry = Retry(total=retries, backoff_factor=0.5, status_forcelist=(502, 503, 504))
    session.mount("https://", HTTPAdapter(max_retries=retry))
    session.verify = verify_tls
    return session


def sync_inventory(api_base: str) -> int:
    session = make_session()
    items = session.get(f"{api_base}/inventory", timeout=15).json()
    for item in items:
        session.put(f"{api_base}/inventory/{item['sku']}/synced", timeout=15)
    return len(items)


if __name__ == "__main__":
    print(sync_inventory("https://erp.example.com/api"))
''')

C("py-config-dict-verify-false", "python", "tls_verification", V,
  "nested config dict CONFIG['http']['verify'] = False used as verify=", r'''
import logging

import requests

CONFIG = {
    "http": {"timeout": 20, "verify": False},
    "endpoint": "https://metrics.example.net/ingest",
}

log = logging.getLogger("shipper")


def ship(batch):
    resp = requests.post(
        CONFIG["endpoint"],
        json={"points": batch},
        timeout=CONFIG["http"]["timeout"],
        verify=CONFIG["http"]["verify"],
    )
    if resp.status_code >= 300:
        log.error("ingest failed: %s %s", resp.status_code, resp.text[:200])
    return resp.ok
''')

C("py-ssl-context-const-strict-false", "python", "tls_verification", V,
  "STRICT = False drives check_hostname and CERT_NONE on the aiohttp SSL context", r'''
import asyncio
import ssl

import aiohttp

STRICT = False


def build_context() -> ssl.SSLContext:
    ctx = ssl.create_default_context()
    ctx.check_hostname = STRICT
    ctx.verify_mode = ssl.CERT_REQUIRED if STRICT else ssl.CERT_NONE
    return ctx


async def poll(url: str) -> str:
    connector = aiohttp.TCPConnector(ssl=build_context())
    async with aiohttp.ClientSession(connector=connector) as session:
        async with session.get(url) as resp:
            return await resp.text()


if __name__ == "__main__":
    print(asyncio.run(poll("https://device.local/api/state"))[:500])
''')

C("py-verify-not-insecure-true", "python", "tls_verification", V,
  "INSECURE = True, verify=not INSECURE folds to False", r'''
import requests

INSECURE = True  # self-signed cert on the staging gateway
GATEWAY = "https://gw.staging.example.org"


def upload_report(path: str, token: str) -> str:
    with open(path, "rb") as fh:
        resp = requests.post(
            f"{GATEWAY}/reports",
            files={"report": fh},
            headers={"Authorization": f"Bearer {token}"},
            verify=not INSECURE,
            timeout=60,
        )
    resp.raise_for_status()
    return resp.json()["id"]
''')

C("py-env-verify-switch", "python", "flag_unknown", V,
  "verify= comes from an environment variable the file does not fix: TLS can be switched off, not provably safe", r'''
import os

import requests

VERIFY_SSL = os.getenv("PAYMENTS_VERIFY_SSL", "true").lower() in ("1", "true", "yes")
API = os.getenv("PAYMENTS_API", "https://payments.example.com")


def capture(charge_id: str, amount_cents: int) -> dict:
    resp = requests.post(
        f"{API}/v2/charges/{charge_id}/capture",
        json={"amount": amount_cents},
        headers={"Authorization": f"Bearer {os.environ['PAYMENTS_TOKEN']}"},
        verify=VERIFY_SSL,
        timeout=30,
    )
    resp.raise_for_status()
    return resp.json()
''')

C("py-argparse-insecure-flag", "python", "flag_unknown", V,
  "verify= set from a runtime argument (--no-verify); the file does not fix it, not provably safe", r'''
import argparse

import requests


def main():
    parser = argparse.ArgumentParser(description="Download the nightly export")
    parser.add_argument("url")
    parser.add_argument("--out", default="export.csv")
    parser.add_argument("--no-verify", dest="verify", action="store_false")
    args = parser.parse_args()

    with requests.get(args.url, stream=True, verify=args.verify, timeout=120) as resp:
        resp.raise_for_status()
        with open(args.out, "wb") as fh:
            for chunk in resp.iter_content(chunk_size=65536):
                fh.write(chunk)
    print(f"saved {args.out}")


if __name__ == "__main__":
    main()
''')

C("py-jwt-options-const-auth", "python", "jwt_unverified", V,
  "jwt.decode with options constant verify_signature False, claims then used to authorise admin", r'''
import jwt
from flask import Flask, abort, g, request

app = Flask(__name__)
DECODE_OPTIONS = {"verify_signature": False, "verify_exp": True}


@app.before_request
def load_user():
    header = request.headers.get("Authorization", "")
    if not header.startswith("Bearer "):
        abort(401)
    claims = jwt.decode(header[7:], options=DECODE_OPTIONS, algorithms=["RS256"])
    g.user_id = claims["sub"]
    g.is_admin = "admin" in claims.get("roles", [])


@app.delete("/admin/users/<int:user_id>")
def delete_user(user_id):
    if not g.is_admin:
        abort(403)
    return {"deleted": user_id}
''')

C("py-jose-unverified-claims-auth", "python", "jwt_unverified", V,
  "python-jose get_unverified_claims used to pick the tenant and user of the request", r'''
from fastapi import Depends, FastAPI, Header, HTTPException
from jose import jwt

app = FastAPI()


def current_user(authorization: str = Header(...)):
    scheme, _, token = authorization.partition(" ")
    if scheme.lower() != "bearer":
        raise HTTPException(status_code=401)
    claims = jwt.get_unverified_claims(token)
    return {"id": claims["sub"], "tenant": claims["tid"], "scopes": claims.get("scp", "").split()}


@app.get("/tenants/{tenant_id}/invoices")
def invoices(tenant_id: str, user=Depends(current_user)):
    if user["tenant"] != tenant_id or "invoices.read" not in user["scopes"]:
        raise HTTPException(status_code=403)
    return {"tenant": tenant_id, "invoices": []}
''')

C("py-flask-redirect-slash-check", "python", "open_redirect", V,
  "startswith('/') accepts //evil.example, so return_to from the query chooses the host", r'''
import json

from flask import Flask, redirect, request, session, url_for
from werkzeug.security import check_password_hash

app = Flask(__name__)


@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return "<form method=post><input name=user><input name=pw type=password></form>"
    if not check_credentials(request.form["user"], request.form["pw"]):
        return "bad credentials", 401
    session["user"] = request.form["user"]
    return_to = request.args.get("return_to") or url_for("dashboard")
    if return_to.startswith("/"):
        return redirect(return_to)
    return redirect(url_for("dashboard"))


def check_credentials(user, pw):
    with open("users.json") as fh:
        users = json.load(fh)
    return user in users and check_password_hash(users[user], pw)


@app.route("/dashboard")
def dashboard():
    return "ok"
''')

C("py-fastapi-location-header", "python", "open_redirect", V,
  "Location header of a 307 Response set from query parameter 'to'", r'''
from fastapi import FastAPI, Request, Response

app = FastAPI()

CLICKS = {}


@app.get("/out")
async def track_and_forward(request: Request):
    target = request.query_params.get("to", "/")
    campaign = request.query_params.get("c", "none")
    CLICKS[campaign] = CLICKS.get(campaign, 0) + 1
    return Response(status_code=307, headers={"Location": target, "Cache-Control": "no-store"})
''')

C("py-subprocess-alias-kwargs-shell", "python", "command_injection", V,
  "run alias with **SHELL_OPTS (shell=True) and the uploaded filename in an f-string", r'''
import os
import subprocess

from flask import Flask, request, send_file

app = Flask(__name__)
run = subprocess.run
SHELL_OPTS = {"shell": True, "check": True, "timeout": 60}
WORK = "/srv/thumbs"


@app.post("/thumbnail")
def thumbnail():
    upload = request.files["image"]
    size = request.form.get("size", "256x256")
    src = os.path.join(WORK, "in_" + upload.filename.replace(" ", "_"))
    upload.save(src)
    dst = src + ".thumb.png"
    run(f"convert '{src}' -resize {size} '{dst}'", **SHELL_OPTS)
    return send_file(dst, mimetype="image/png")
''')

C("py-popen-helper-default-count", "python", "command_injection", V,
  "host from request.args pasted into os.popen via a same-file helper with % formatting", r'''
import os

from flask import Flask, request

app = Flask(__name__)


def ping(host, count=3):
    return os.popen("ping -c %d %s" % (count, host)).read()


@app.get("/tools/ping")
def ping_tool():
    host = request.args.get("host", "127.0.0.1")
    output = ping(host)
    return {"host": host, "output": output.splitlines()[-2:]}
''')

C("py-aiohttp-path-join", "python", "path_traversal", V,
  "match_info name joined to the export dir and served with FileResponse", r'''
import os

from aiohttp import web

EXPORT_DIR = "/var/lib/app/exports"


async def download(request: web.Request) -> web.StreamResponse:
    name = request.match_info["name"]
    path = os.path.join(EXPORT_DIR, name)
    if not os.path.isfile(path):
        raise web.HTTPNotFound()
    return web.FileResponse(path, headers={"Content-Disposition": f'attachment; filename="{name}"'})


app = web.Application()
app.router.add_get("/exports/{name:.+}", download)

if __name__ == "__main__":
    web.run_app(app, port=8081)
''')

C("py-realpath-check-only-logs", "python", "path_traversal", V,
  "realpath confinement check only logs a warning, then the file is read anyway", r'''
import logging
import os

from flask import Flask, abort, request

app = Flask(__name__)
log = logging.getLogger(__name__)
DOCS_ROOT = os.path.realpath("/srv/docs")


@app.get("/docs/raw")
def raw_doc():
    rel = request.args.get("path", "index.md")
    full = os.path.realpath(os.path.join(DOCS_ROOT, rel))
    if not full.startswith(DOCS_ROOT + os.sep):
        log.warning("suspicious docs path requested: %s", rel)
    if not os.path.exists(full):
        abort(404)
    with open(full, encoding="utf-8") as fh:
        return fh.read(), 200, {"Content-Type": "text/plain; charset=utf-8"}
''')

C("py-webhook-test-ssrf", "python", "ssrf", V,
  "user-supplied webhook URL fetched server-side (reaches metadata/internal hosts)", r'''
import requests
from flask import Flask, jsonify, request

app = Flask(__name__)


class WebhookTester:
    def __init__(self, timeout=5):
        self.timeout = timeout

    def probe(self, url):
        resp = requests.post(url, json={"event": "ping"}, timeout=self.timeout)
        return resp.status_code, resp.text[:300]


tester = WebhookTester()


@app.post("/integrations/webhooks/test")
def test_webhook():
    url = request.get_json()["url"]
    status, body = tester.probe(url)
    return jsonify({"status": status, "body": body})
''')

C("py-django-mark-safe-search", "python", "xss", V,
  "query text formatted into HTML and wrapped in mark_safe", r'''
from django.shortcuts import render
from django.utils.safestring import mark_safe

from .models import Article


def search(request):
    q = request.GET.get("q", "").strip()
    results = Article.objects.filter(title__icontains=q)[:20] if q else []
    if results:
        banner = mark_safe("<p>Showing results for <b>%s</b></p>" % q)
    else:
        banner = mark_safe("<p>No results for <b>{}</b></p>".format(q))
    return render(request, "search.html", {"banner": banner, "results": results})
''')

C("py-jinja-autoescape-const-false", "python", "xss", V,
  "Environment(autoescape=AUTOESCAPE) with AUTOESCAPE = False renders the request's comment", r'''
from jinja2 import DictLoader, Environment
from flask import Flask, request

app = Flask(__name__)
AUTOESCAPE = False
env = Environment(
    loader=DictLoader({"preview.html": "<div class='comment'>{{ body }}</div><small>{{ author }}</small>"}),
    autoescape=AUTOESCAPE,
)


@app.post("/comments/preview")
def preview():
    tpl = env.get_template("preview.html")
    return tpl.render(body=request.form["body"], author=request.form.get("author", "anonymous"))
''')

C("py-pickle-alias-cookie", "python", "deserialization", V,
  "pickle.loads imported as _restore applied to a base64 cookie", r'''
import base64
from pickle import dumps as _store
from pickle import loads as _restore

from flask import Flask, make_response, request

app = Flask(__name__)


@app.get("/cart")
def cart():
    raw = request.cookies.get("cart")
    items = _restore(base64.b64decode(raw)) if raw else []
    return {"items": items, "count": len(items)}


@app.post("/cart/<sku>")
def add(sku):
    raw = request.cookies.get("cart")
    items = _restore(base64.b64decode(raw)) if raw else []
    items.append(sku)
    resp = make_response({"count": len(items)})
    resp.set_cookie("cart", base64.b64encode(_store(items)).decode())
    return resp
''')

C("py-yaml-loader-const-unsafe", "python", "deserialization", V,
  "yaml.load with Loader=LOADER where LOADER = yaml.UnsafeLoader on an uploaded file", r'''
import yaml
from fastapi import FastAPI, File, UploadFile

app = FastAPI()
LOADER = yaml.UnsafeLoader


@app.post("/pipelines/import")
async def import_pipeline(spec: UploadFile = File(...)):
    text = (await spec.read()).decode("utf-8")
    doc = yaml.load(text, Loader=LOADER)
    steps = doc.get("steps", [])
    return {"name": doc.get("name"), "steps": len(steps)}
''')

C("py-aes-ecb-mode-const", "python", "weak_crypto", V,
  "AES in ECB mode chosen through a module constant for card numbers", r'''
import base64
import os

from Crypto.Cipher import AES
from Crypto.Util.Padding import pad, unpad

MODE = AES.MODE_ECB
KEY = bytes.fromhex(os.environ["CARD_KEY_HEX"])


def encrypt_pan(pan: str) -> str:
    cipher = AES.new(KEY, MODE)
    return base64.b64encode(cipher.encrypt(pad(pan.encode(), 16))).decode()


def decrypt_pan(token: str) -> str:
    cipher = AES.new(KEY, MODE)
    return unpad(cipher.decrypt(base64.b64decode(token)), 16).decode()
''')

C("py-md5-password-hash", "python", "weak_crypto", V,
  "user passwords stored as salted MD5", r'''
import hashlib
import secrets

from sqlalchemy import text


def hash_password(password: str, salt: str) -> str:
    return hashlib.md5((salt + password).encode("utf-8")).hexdigest()


def register(db, email: str, password: str) -> None:
    salt = secrets.token_hex(8)
    db.execute(
        text("INSERT INTO users (email, salt, password_hash) VALUES (:e, :s, :h)"),
        {"e": email, "s": salt, "h": hash_password(password, salt)},
    )


def check_login(db, email: str, password: str) -> bool:
    row = db.execute(text("SELECT salt, password_hash FROM users WHERE email = :e"), {"e": email}).first()
    return bool(row) and secrets.compare_digest(hash_password(password, row.salt), row.password_hash)
''')

C("py-jwt-secret-class-attr", "python", "hardcoded_secret", V,
  "JWT signing secret hard-coded as a class attribute and used with jwt.encode", r'''
import datetime as dt

import jwt


class Settings:
    JWT_SECRET = "f3b9c1d27a6e4e0c9b8d5a1f2e7c4b60-prod"
    JWT_TTL_MINUTES = 30


def issue_token(user_id: int, roles: list) -> str:
    now = dt.datetime.now(dt.timezone.utc)
    payload = {
        "sub": str(user_id),
        "roles": roles,
        "iat": now,
        "exp": now + dt.timedelta(minutes=Settings.JWT_TTL_MINUTES),
    }
    return jwt.encode(payload, Settings.JWT_SECRET, algorithm="HS256")
''')

C("py-boto3-literal-keys", "python", "hardcoded_secret", V,
  "AWS secret access key written into a boto3 client call", r'''
import boto3

BUCKET = "acme-invoices"

s3 = boto3.client(
    "s3",
    region_name="eu-west-1",
    aws_access_key_id="AKIAZ7QWERTY5EXAMPLE",
    aws_secret_access_key="q8Vt3kL0pZr7Yx2Nw4Hs9Jd1Fg6Bc5Ma0Ue8Ri3",
)


def archive_invoice(invoice_id: str, pdf_bytes: bytes) -> str:
    key = f"invoices/{invoice_id}.pdf"
    s3.put_object(Bucket=BUCKET, Key=key, Body=pdf_bytes, ContentType="application/pdf")
    return key
''')

C("py-lxml-resolve-entities-upload", "python", "xxe", V,
  "lxml parser with resolve_entities and DTD loading on uploaded XML", r'''
from flask import Flask, request
from lxml import etree

app = Flask(__name__)
PARSER = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)


@app.post("/import/feed")
def import_feed():
    xml_bytes = request.files["feed"].read()
    root = etree.fromstring(xml_bytes, parser=PARSER)
    titles = [el.text for el in root.iter("title")]
    return {"items": len(titles), "first": titles[:5]}
''')

C("py-mktemp-write-exec", "python", "insecure_temp", V,
  "tempfile.mktemp name opened for writing and then executed (race)", r'''
import os
import subprocess
import tempfile


def run_script(body: str) -> int:
    path = tempfile.mktemp(suffix=".sh", prefix="deploy-")
    with open(path, "w") as fh:
        fh.write("#!/bin/sh\nset -e\n")
        fh.write(body)
    os.chmod(path, 0o700)
    try:
        return subprocess.call([path])
    finally:
        os.unlink(path)


if __name__ == "__main__":
    raise SystemExit(run_script("echo deploying\n"))
''')

C("py-jinja-from-string-request", "python", "template_injection", V,
  "Jinja2 Environment().from_string compiles the request's template text", r'''
from flask import Flask, request
from jinja2 import Environment

app = Flask(__name__)
env = Environment()


@app.post("/emails/preview")
def preview_email():
    data = request.get_json()
    template = env.from_string(data["template"])
    return {"html": template.render(first_name="Ada", order_id="A-1042")}
''')

C("py-reset-token-random-choices", "python", "insecure_random", V,
  "password reset token made with random.choices", r'''
import random
import string
from datetime import datetime, timedelta, timezone

ALPHABET = string.ascii_letters + string.digits


def create_reset(db, user_id: int) -> str:
    reset_token = "".join(random.choices(ALPHABET, k=32))
    expires = datetime.now(timezone.utc) + timedelta(hours=1)
    db.execute(
        "INSERT INTO password_resets (user_id, token, expires_at) VALUES (%s, %s, %s)",
        (user_id, reset_token, expires),
    )
    return reset_token
''')

C("py-subprocess-shell-class-attr", "python", "command_injection", V,
  "USE_SHELL = True class attribute passed as shell= with a branch name from the request", r'''
import subprocess

from flask import Flask, request

app = Flask(__name__)


class GitRunner:
    USE_SHELL = True
    REPO = "/srv/repos/site"

    def log(self, branch, limit=20):
        cmd = f"git -C {self.REPO} log --oneline -n {limit} {branch}"
        return subprocess.check_output(cmd, shell=self.USE_SHELL, text=True)


runner = GitRunner()


@app.get("/git/log")
def git_log():
    return {"lines": runner.log(request.args.get("branch", "main")).splitlines()}
''')

C("py-yaml-full-loader-kwargs", "python", "deserialization", V,
  "yaml.load(**opts) where opts carries Loader=yaml.Loader, text from a Celery message", r'''
import yaml
from celery import shared_task

YAML_OPTS = {"Loader": yaml.Loader}


@shared_task
def apply_config(document: str, tenant: str) -> dict:
    config = yaml.load(document, **YAML_OPTS)
    limits = config.get("limits", {})
    return {"tenant": tenant, "max_users": limits.get("users", 10), "max_projects": limits.get("projects", 3)}
''')

# ---------------------------------------------------------------- Python, safe
C("py-cli-getattr-do-prefix", "python", "dynamic_dispatch", S,
  "getattr(self, 'do_' + cmd) only reaches the class's own do_ methods, none of which hits a sink", r'''
import json
import sys


class TodoCLI:
    def __init__(self, path="todo.json"):
        self.path = path
        try:
            with open(self.path) as fh:
                self.items = json.load(fh)
        except FileNotFoundError:
            self.items = []

    def do_add(self, *words):
        self.items.append({"text": " ".join(words), "done": False})

    def do_list(self):
        for i, item in enumerate(self.items, 1):
            print(f"{i:3} [{'x' if item['done'] else ' '}] {item['text']}")

    def do_done(self, index):
        self.items[int(index) - 1]["done"] = True

    def run(self, argv):
        handler = getattr(self, "do_" + argv[0], None) if argv else None
        if handler is None:
            print("commands: add, list, done")
            return 1
        handler(*argv[1:])
        with open(self.path, "w") as fh:
            json.dump(self.items, fh, indent=2)
        return 0


if __name__ == "__main__":
    sys.exit(TodoCLI().run(sys.argv[1:]))
''')

C("py-hashlib-getattr-const", "python", "dynamic_dispatch", S,
  "getattr(hashlib, ALGO) with ALGO = 'sha256' constant, checksum of files", r'''
import hashlib
import sys

ALGO = "sha256"
CHUNK = 1 << 20


def checksum(path: str) -> str:
    h = getattr(hashlib, ALGO)()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(CHUNK), b""):
            h.update(block)
    return h.hexdigest()


if __name__ == "__main__":
    for p in sys.argv[1:]:
        print(f"{checksum(p)}  {p}")
''')

C("py-celery-task-table", "python", "dynamic_dispatch", S,
  "task name looked up in the file's own table of functions; unknown names rejected", r'''
from celery import Celery
from PIL import Image

app = Celery("media", broker="redis://localhost:6379/1")


def resize(path, width=800):
    with Image.open(path) as im:
        im.thumbnail((width, width))
        im.save(path)


def grayscale(path):
    with Image.open(path) as im:
        im.convert("L").save(path)


OPERATIONS = {"resize": resize, "grayscale": grayscale}


@app.task
def process(op_name, path, **params):
    op = OPERATIONS.get(op_name)
    if op is None:
        raise ValueError(f"unknown operation {op_name!r}")
    op(path, **params)
    return op_name
''')

C("py-sqlite-in-placeholders", "python", "sql_injection", S,
  "IN list built from '?' placeholders joined, values bound as parameters", r'''
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.get("/users/batch")
def users_batch():
    ids = [int(x) for x in request.args.get("ids", "").split(",") if x.strip()]
    if not ids or len(ids) > 100:
        return jsonify({"error": "give 1 to 100 ids"}), 400
    placeholders = ",".join("?" for _ in ids)
    sql = f"SELECT id, name, email FROM users WHERE id IN ({placeholders})"
    with sqlite3.connect("app.db") as conn:
        rows = conn.execute(sql, ids).fetchall()
    return jsonify([{"id": r[0], "name": r[1], "email": r[2]} for r in rows])
''')

C("py-orderby-allowlist-dict", "python", "sql_injection", S,
  "ORDER BY column taken from a constant allow-list dict, value bound as a parameter", r'''
from django.db import connection
from django.http import JsonResponse

SORT_COLUMNS = {"name": "name", "newest": "created_at DESC", "price": "price"}


def product_list(request):
    column = SORT_COLUMNS.get(request.GET.get("sort"), "created_at DESC")
    category = request.GET.get("category", "all")
    sql = f"SELECT id, name, price FROM shop_product WHERE category = %s ORDER BY {column} LIMIT 50"
    with connection.cursor() as cur:
        cur.execute(sql, [category])
        rows = cur.fetchall()
    return JsonResponse({"products": [{"id": r[0], "name": r[1], "price": str(r[2])} for r in rows]})
''')

C("py-asyncpg-params", "python", "sql_injection", S,
  "asyncpg query with $1/$2 parameters from an aiohttp request", r'''
from aiohttp import web


async def list_orders(request: web.Request) -> web.Response:
    status = request.query.get("status", "open")
    try:
        limit = min(int(request.query.get("limit", "50")), 200)
    except ValueError:
        raise web.HTTPBadRequest(text="limit must be a number")
    async with request.app["pool"].acquire() as conn:
        rows = await conn.fetch(
            "SELECT id, total, status FROM orders WHERE status = $1 ORDER BY id DESC LIMIT $2",
            status,
            limit,
        )
    return web.json_response([dict(r) for r in rows])


app = web.Application()
app.router.add_get("/orders", list_orders)
''')

C("py-httpx-class-attr-true", "python", "tls_verification", S,
  "class attribute VERIFY_TLS = True read through self", r'''
import os

import httpx


class ConsulClient:
    VERIFY_TLS = True
    TIMEOUT = 3.0

    def __init__(self, addr: str):
        self.addr = addr.rstrip("/")

    def services(self) -> list:
        r = httpx.get(f"{self.addr}/v1/catalog/services", verify=self.VERIFY_TLS, timeout=self.TIMEOUT)
        r.raise_for_status()
        return sorted(r.json())


if __name__ == "__main__":
    for name in ConsulClient(os.environ.get("CONSUL_ADDR", "https://consul.internal:8501")).services():
        print(name)
''')

C("py-ca-bundle-const", "python", "tls_verification", S,
  "verify= a CA bundle path constant (verification on with a private CA)", r'''
import requests

CA_BUNDLE = "/etc/ssl/certs/corp-root-ca.pem"
LDAP_PROXY = "https://directory.corp.example/api"


def lookup_employee(email: str) -> dict:
    resp = requests.get(
        f"{LDAP_PROXY}/people",
        params={"mail": email},
        verify=CA_BUNDLE,
        timeout=10,
    )
    resp.raise_for_status()
    people = resp.json()
    return people[0] if people else {}
''')

C("py-session-default-arg-true", "python", "tls_verification", S,
  "default verify_tls=True, the file's calls pass nothing or True", r'''
import requests


def make_session(token, verify_tls=True):
    session = requests.Session()
    session.headers["Authorization"] = f"token {token}"
    session.verify = verify_tls
    return session


def open_issues(token, repo):
    s = make_session(token)
    return s.get(f"https://api.github.com/repos/{repo}/issues", params={"state": "open"}, timeout=10).json()


def close_issue(token, repo, number):
    s = make_session(token, verify_tls=True)
    return s.patch(f"https://api.github.com/repos/{repo}/issues/{number}", json={"state": "closed"}, timeout=10)
''')

C("py-config-dict-verify-true", "python", "tls_verification", S,
  "config dict verify True and ssl context left at defaults", r'''
import requests

SETTINGS = {
    "search": {"url": "https://search.example.com/api/query", "verify": True, "timeout": 8},
}


def search(term: str, page: int = 1) -> list:
    cfg = SETTINGS["search"]
    resp = requests.get(
        cfg["url"],
        params={"q": term, "page": page},
        verify=cfg["verify"],
        timeout=cfg["timeout"],
    )
    resp.raise_for_status()
    return resp.json().get("hits", [])
''')

C("py-verify-not-insecure-false", "python", "tls_verification", S,
  "INSECURE = False, verify=not INSECURE folds to True", r'''
import requests

INSECURE = False
REGISTRY = "https://registry.example.io/v2"


def list_tags(image: str) -> list:
    resp = requests.get(f"{REGISTRY}/{image}/tags/list", verify=not INSECURE, timeout=20)
    resp.raise_for_status()
    return sorted(resp.json().get("tags") or [])


if __name__ == "__main__":
    for tag in list_tags("platform/api"):
        print(tag)
''')

C("py-ssl-context-cafile", "python", "tls_verification", S,
  "aiohttp with ssl.create_default_context(cafile=constant), hostname checking left on", r'''
import asyncio
import ssl

import aiohttp

CA_FILE = "/etc/app/ca/internal.pem"


async def fetch_health(urls):
    ctx = ssl.create_default_context(cafile=CA_FILE)
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(ssl=ctx)) as session:
        results = {}
        for url in urls:
            async with session.get(url, timeout=aiohttp.ClientTimeout(total=5)) as resp:
                results[url] = resp.status
        return results


if __name__ == "__main__":
    print(asyncio.run(fetch_health(["https://billing.internal/health", "https://auth.internal/health"])))
''')

C("py-jwt-verified-auth", "python", "jwt_unverified", S,
  "jwt.decode with key from the environment and algorithms pinned", r'''
import os

import jwt
from fastapi import Depends, FastAPI, Header, HTTPException

app = FastAPI()
PUBLIC_KEY = open(os.environ["JWT_PUBLIC_KEY_FILE"]).read()


def current_user(authorization: str = Header(...)):
    scheme, _, token = authorization.partition(" ")
    if scheme.lower() != "bearer":
        raise HTTPException(status_code=401)
    try:
        claims = jwt.decode(token, PUBLIC_KEY, algorithms=["RS256"], audience="api://orders")
    except jwt.PyJWTError:
        raise HTTPException(status_code=401)
    return {"id": claims["sub"], "scopes": claims.get("scope", "").split()}


@app.get("/orders")
def orders(user=Depends(current_user)):
    if "orders.read" not in user["scopes"]:
        raise HTTPException(status_code=403)
    return {"owner": user["id"], "orders": []}
''')

C("py-jwt-unverified-exp-refresh", "python", "jwt_unverified", S,
  "client reads exp of its own token without verification only to schedule a refresh", r'''
import time

import jwt
import requests

TOKEN_URL = "https://auth.example.com/oauth/token"


class TokenCache:
    def __init__(self, client_id, client_secret):
        self.client_id = client_id
        self.client_secret = client_secret
        self.token = None
        self.refresh_at = 0.0

    def get(self):
        if self.token is None or time.time() >= self.refresh_at:
            resp = requests.post(TOKEN_URL, data={"grant_type": "client_credentials"},
                                 auth=(self.client_id, self.client_secret), timeout=10)
            resp.raise_for_status()
            self.token = resp.json()["access_token"]
            exp = jwt.decode(self.token, options={"verify_signature": False})["exp"]
            self.refresh_at = exp - 60
        return self.token
''')

C("py-django-redirect-allowed-host", "python", "open_redirect", S,
  "next checked with url_has_allowed_host_and_scheme before redirecting", r'''
from django.conf import settings
from django.contrib.auth import authenticate, login
from django.shortcuts import redirect, render
from django.utils.http import url_has_allowed_host_and_scheme


def login_view(request):
    if request.method != "POST":
        return render(request, "login.html")
    user = authenticate(request, username=request.POST["username"], password=request.POST["password"])
    if user is None:
        return render(request, "login.html", {"error": "Invalid credentials"}, status=401)
    login(request, user)
    nxt = request.POST.get("next") or request.GET.get("next", "")
    if url_has_allowed_host_and_scheme(nxt, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
        return redirect(nxt)
    return redirect(settings.LOGIN_REDIRECT_URL)
''')

C("py-flask-redirect-allowlist-replace", "python", "open_redirect", S,
  "target outside the constant allow-list is replaced by '/' before the redirect", r'''
from flask import Flask, redirect, request

app = Flask(__name__)
ALLOWED_TARGETS = {"/", "/account", "/billing", "/settings/profile"}


@app.post("/language")
def set_language():
    lang = request.form.get("lang", "en")
    nxt = request.form.get("next", "/")
    if nxt not in ALLOWED_TARGETS:
        nxt = "/"
    resp = redirect(nxt)
    resp.set_cookie("lang", lang if lang in ("en", "de", "fr") else "en", samesite="Lax")
    return resp
''')

C("py-ffprobe-list-args", "python", "command_injection", S,
  "subprocess.run with an argument list, no shell, secure_filename for the saved upload", r'''
import json
import os
import subprocess

from flask import Flask, request
from werkzeug.utils import secure_filename

app = Flask(__name__)
UPLOADS = "/srv/uploads"


@app.post("/media/probe")
def probe():
    f = request.files["media"]
    path = os.path.join(UPLOADS, secure_filename(f.filename) or "upload.bin")
    f.save(path)
    out = subprocess.run(
        ["ffprobe", "-v", "error", "-print_format", "json", "-show_format", path],
        capture_output=True, text=True, timeout=30, check=False,
    )
    info = json.loads(out.stdout or "{}")
    return {"duration": info.get("format", {}).get("duration")}
''')

C("py-shlex-quote-backup", "python", "command_injection", S,
  "shell=True but every dynamic piece goes through shlex.quote", r'''
import datetime
import shlex
import subprocess
import sys

BACKUP_DIR = "/var/backups/projects"


def backup(project_dir: str) -> str:
    stamp = datetime.date.today().isoformat()
    name = project_dir.rstrip("/").split("/")[-1]
    archive = f"{BACKUP_DIR}/{name}-{stamp}.tar.gz"
    cmd = f"tar -czf {shlex.quote(archive)} -C {shlex.quote(project_dir)} ."
    subprocess.run(cmd, shell=True, check=True)
    return archive


if __name__ == "__main__":
    for d in sys.argv[1:]:
        print(backup(d))
''')

C("py-send-from-directory-secure", "python", "path_traversal", S,
  "send_from_directory with a constant directory and secure_filename", r'''
from flask import Flask, abort, send_from_directory
from werkzeug.utils import secure_filename

app = Flask(__name__)
REPORTS = "/var/lib/reports"


@app.get("/reports/<name>")
def get_report(name):
    safe = secure_filename(name)
    if not safe.endswith(".pdf"):
        abort(404)
    return send_from_directory(REPORTS, safe, as_attachment=True)
''')

C("py-realpath-commonpath-abort", "python", "path_traversal", S,
  "realpath then commonpath check that aborts before reading", r'''
import os

from flask import Flask, abort, request

app = Flask(__name__)
DOCS_ROOT = os.path.realpath("/srv/docs")


@app.get("/docs/raw")
def raw_doc():
    rel = request.args.get("path", "index.md")
    full = os.path.realpath(os.path.join(DOCS_ROOT, rel))
    if os.path.commonpath([DOCS_ROOT, full]) != DOCS_ROOT:
        abort(403)
    if not os.path.isfile(full):
        abort(404)
    with open(full, encoding="utf-8") as fh:
        return fh.read(), 200, {"Content-Type": "text/plain; charset=utf-8"}
''')

C("py-yaml-safe-load-upload", "python", "deserialization", S,
  "yaml.safe_load on an uploaded pipeline file", r'''
import yaml
from fastapi import FastAPI, File, HTTPException, UploadFile

app = FastAPI()


@app.post("/pipelines/validate")
async def validate(spec: UploadFile = File(...)):
    try:
        doc = yaml.safe_load(await spec.read())
    except yaml.YAMLError as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    if not isinstance(doc, dict) or "steps" not in doc:
        raise HTTPException(status_code=422, detail="missing steps")
    return {"name": doc.get("name", "unnamed"), "steps": len(doc["steps"])}
''')

C("py-itsdangerous-json-cookie", "python", "deserialization", S,
  "cart cookie signed with itsdangerous (JSON), key from the environment", r'''
import os

from flask import Flask, make_response, request
from itsdangerous import BadSignature, URLSafeSerializer

app = Flask(__name__)
serializer = URLSafeSerializer(os.environ["CART_SIGNING_KEY"], salt="cart")


def read_cart():
    raw = request.cookies.get("cart")
    if not raw:
        return []
    try:
        return serializer.loads(raw)
    except BadSignature:
        return []


@app.post("/cart/<sku>")
def add(sku):
    items = read_cart() + [sku]
    resp = make_response({"count": len(items)})
    resp.set_cookie("cart", serializer.dumps(items), httponly=True, samesite="Lax")
    return resp
''')

C("py-bcrypt-passwords", "python", "weak_crypto", S,
  "bcrypt for passwords", r'''
import bcrypt
from sqlalchemy import text


def register(db, email: str, password: str) -> None:
    hashed = bcrypt.hashpw(password.encode("utf-8"), bcrypt.gensalt(rounds=12))
    db.execute(text("INSERT INTO users (email, password_hash) VALUES (:e, :h)"), {"e": email, "h": hashed})


def check_login(db, email: str, password: str) -> bool:
    row = db.execute(text("SELECT password_hash FROM users WHERE email = :e"), {"e": email}).first()
    if row is None:
        bcrypt.checkpw(b"dummy", bcrypt.hashpw(b"dummy", bcrypt.gensalt()))
        return False
    return bcrypt.checkpw(password.encode("utf-8"), row.password_hash)
''')

C("py-md5-etag", "python", "weak_crypto", S,
  "MD5 used only for an ETag of a public file (not a security use)", r'''
import hashlib

from flask import Flask, Response, request

app = Flask(__name__)
MANIFEST_PATH = "static/manifest.json"


@app.get("/manifest.json")
def manifest():
    with open(MANIFEST_PATH, "rb") as fh:
        body = fh.read()
    etag = hashlib.md5(body).hexdigest()
    if request.headers.get("If-None-Match") == etag:
        return Response(status=304)
    resp = Response(body, mimetype="application/json")
    resp.headers["ETag"] = etag
    resp.headers["Cache-Control"] = "public, max-age=300"
    return resp
''')

C("py-secrets-token-random-shuffle", "python", "insecure_random", S,
  "reset token from secrets; random only shuffles quiz questions", r'''
import random
import secrets
from datetime import datetime, timedelta, timezone


def create_reset(db, user_id: int) -> str:
    reset_token = secrets.token_urlsafe(32)
    expires = datetime.now(timezone.utc) + timedelta(hours=1)
    db.execute(
        "INSERT INTO password_resets (user_id, token, expires_at) VALUES (%s, %s, %s)",
        (user_id, reset_token, expires),
    )
    return reset_token


def quiz_order(question_ids):
    order = list(question_ids)
    random.shuffle(order)
    return order
''')

C("py-jinja-select-autoescape", "python", "xss", S,
  "Jinja2 with select_autoescape and a constant template; user text only as a variable", r'''
from flask import Flask, request
from jinja2 import DictLoader, Environment, select_autoescape

app = Flask(__name__)
env = Environment(
    loader=DictLoader({"preview.html": "<div class='comment'>{{ body }}</div><small>{{ author }}</small>"}),
    autoescape=select_autoescape(["html"]),
)


@app.post("/comments/preview")
def preview():
    tpl = env.get_template("preview.html")
    return tpl.render(body=request.form["body"], author=request.form.get("author", "anonymous"))
''')

C("py-github-url-quoted", "python", "ssrf", S,
  "URL with a constant https origin, request pieces quoted into the path", r'''
from urllib.parse import quote

import requests
from flask import Flask, jsonify, request

app = Flask(__name__)
GITHUB = "https://api.github.com"


@app.get("/repo-stars")
def repo_stars():
    owner = request.args.get("owner", "")
    repo = request.args.get("repo", "")
    url = f"{GITHUB}/repos/{quote(owner, safe='')}/{quote(repo, safe='')}"
    resp = requests.get(url, timeout=5, headers={"Accept": "application/vnd.github+json"})
    if resp.status_code != 200:
        return jsonify({"error": "not found"}), 404
    return jsonify({"stars": resp.json().get("stargazers_count", 0)})
''')

C("py-boto3-presigned-env", "python", "hardcoded_secret", S,
  "boto3 with credentials from the default chain, presigned upload under a generated key", r'''
import uuid

import boto3
from fastapi import FastAPI

app = FastAPI()
s3 = boto3.client("s3", region_name="eu-west-1")
BUCKET = "acme-user-avatars"


@app.post("/avatars/upload-url")
def avatar_upload_url():
    key = f"avatars/{uuid.uuid4()}.png"
    url = s3.generate_presigned_url(
        "put_object",
        Params={"Bucket": BUCKET, "Key": key, "ContentType": "image/png"},
        ExpiresIn=300,
    )
    return {"upload_url": url, "key": key}
''')

C("py-defusedxml-upload", "python", "xxe", S,
  "defusedxml parses the uploaded feed", r'''
from defusedxml import ElementTree as SafeET
from flask import Flask, request

app = Flask(__name__)


@app.post("/import/feed")
def import_feed():
    root = SafeET.fromstring(request.files["feed"].read())
    titles = [el.text for el in root.iter("title")]
    return {"items": len(titles), "first": titles[:5]}
''')

C("py-namedtemporaryfile", "python", "insecure_temp", S,
  "NamedTemporaryFile for a script run with an argument list", r'''
import os
import subprocess
import tempfile


def run_script(body: str) -> int:
    with tempfile.NamedTemporaryFile("w", suffix=".sh", prefix="deploy-", delete=False) as fh:
        fh.write("#!/bin/sh\nset -e\n")
        fh.write(body)
        path = fh.name
    os.chmod(path, 0o700)
    try:
        return subprocess.call([path])
    finally:
        os.unlink(path)


if __name__ == "__main__":
    raise SystemExit(run_script("echo deploying\n"))
''')

C("py-subprocess-shell-class-attr-false", "python", "command_injection", S,
  "USE_SHELL = False class attribute, argument list with the branch after --", r'''
import subprocess

from flask import Flask, request

app = Flask(__name__)


class GitRunner:
    USE_SHELL = False
    REPO = "/srv/repos/site"

    def log(self, branch, limit=20):
        cmd = ["git", "-C", self.REPO, "log", "--oneline", "-n", str(limit), "--end-of-options", branch, "--"]
        return subprocess.check_output(cmd, shell=self.USE_SHELL, text=True)


runner = GitRunner()


@app.get("/git/log")
def git_log():
    return {"lines": runner.log(request.args.get("branch", "main")).splitlines()}
''')

C("py-render-template-file", "python", "template_injection", S,
  "render_template of a file template with request values as variables", r'''
from flask import Flask, render_template, request

app = Flask(__name__)


@app.post("/emails/preview")
def preview_email():
    data = request.get_json()
    return render_template(
        "emails/order_confirmation.html",
        first_name=data.get("first_name", "there"),
        order_id=data.get("order_id", ""),
    )
''')

# ---------------------------------------------------------------- JavaScript / TypeScript, vulnerable
C("js-require-body-module-fn", "javascript", "dynamic_dispatch", V,
  "require(req.body.module)[req.body.fn] loads and calls whatever the client names", r'''
const express = require("express");

const app = express();
app.use(express.json());

// Generic RPC bridge so the admin UI can call helper utilities without new routes.
app.post("/internal/call", async (req, res) => {
  const { module, fn, args = [] } = req.body;
  try {
    const mod = require(module);
    const result = await mod[fn](...args);
    res.json({ ok: true, result });
  } catch (err) {
    res.status(500).json({ ok: false, error: err.message });
  }
});

app.listen(3000);
''')

C("js-computed-exec-join", "javascript", "dynamic_dispatch", V,
  "require('child_' + 'process')[['ex','ec'].join('')] is exec, given a branch name from the query", r'''
const express = require("express");
const cp = require("child_" + "process");

const app = express();
const METHOD = ["ex", "ec"].join("");

app.get("/deploy/changes", (req, res) => {
  const branch = req.query.branch || "main";
  cp[METHOD](`git log --oneline origin/${branch} -n 20`, { cwd: "/srv/app" }, (err, stdout) => {
    if (err) return res.status(500).send("git failed");
    res.type("text/plain").send(stdout);
  });
});

module.exports = app;
''')

C("js-agent-const-checkcerts-false", "javascript", "tls_verification", V,
  "rejectUnauthorized: CHECK_CERTS where CHECK_CERTS = false", r'''
const https = require("https");
const axios = require("axios");

const CHECK_CERTS = false;
const agent = new https.Agent({ keepAlive: true, rejectUnauthorized: CHECK_CERTS });

async function fetchPrinters(host) {
  const { data } = await axios.get(`https://${host}/api/printers`, {
    httpsAgent: agent,
    timeout: 5000,
  });
  return data.printers.map((p) => ({ id: p.id, name: p.name, online: p.state === "ready" }));
}

module.exports = { fetchPrinters };
''')

C("js-static-field-verify-false", "javascript", "tls_verification", V,
  "static VERIFY = false read as Upstream.VERIFY in rejectUnauthorized", r'''
const https = require("https");

class Upstream {
  static VERIFY = false;
  static HOST = "legacy-crm.internal";

  static get(path) {
    return new Promise((resolve, reject) => {
      const req = https.request(
        { host: Upstream.HOST, path, method: "GET", rejectUnauthorized: Upstream.VERIFY },
        (res) => {
          let body = "";
          res.on("data", (c) => (body += c));
          res.on("end", () => resolve(JSON.parse(body)));
        },
      );
      req.on("error", reject);
      req.end();
    });
  }
}

module.exports = Upstream;
''')

C("js-this-field-strictssl-false", "javascript", "tls_verification", V,
  "instance field strictSSL = false used as this.strictSSL in an https.Agent", r'''
const https = require("https");
const axios = require("axios");

class InventoryClient {
  baseUrl = "https://inventory.partner.example";
  strictSSL = false;

  constructor(apiKey) {
    this.apiKey = apiKey;
  }

  async stock(sku) {
    const agent = new https.Agent({ rejectUnauthorized: this.strictSSL });
    const res = await axios.get(`${this.baseUrl}/v1/stock/${encodeURIComponent(sku)}`, {
      httpsAgent: agent,
      headers: { "X-Api-Key": this.apiKey },
    });
    return res.data.quantity;
  }
}

module.exports = new InventoryClient(process.env.INVENTORY_API_KEY);
''')

C("js-tls-connect-config-object", "javascript", "tls_verification", V,
  "tls.connect with options spread from config.tls where rejectUnauthorized is false", r'''
const tls = require("tls");

const config = {
  host: "mqtt.factory.example",
  port: 8883,
  tls: { rejectUnauthorized: false, servername: "mqtt.factory.example" },
};

function openChannel(onLine) {
  const socket = tls.connect({ host: config.host, port: config.port, ...config.tls }, () => {
    socket.write("HELLO gateway-7\n");
  });
  socket.setEncoding("utf8");
  socket.on("data", (chunk) => chunk.split("\n").filter(Boolean).forEach(onLine));
  return socket;
}

module.exports = { openChannel };
''')

C("js-jwt-decode-authz", "javascript", "jwt_unverified", V,
  "jsonwebtoken decode (no verification) used in an admin middleware", r'''
const express = require("express");
const jwt = require("jsonwebtoken");

const router = express.Router();

function requireAdmin(req, res, next) {
  const token = (req.headers.authorization || "").replace(/^Bearer /, "");
  const claims = jwt.decode(token);
  if (!claims || claims.role !== "admin") {
    return res.status(403).json({ error: "forbidden" });
  }
  req.user = { id: claims.sub, role: claims.role };
  next();
}

router.post("/admin/refunds/:id", requireAdmin, async (req, res) => {
  res.json({ refunded: req.params.id, by: req.user.id });
});

module.exports = router;
''')

C("ts-next-middleware-decodejwt", "typescript", "jwt_unverified", V,
  "jose decodeJwt (no signature check) decides access in Next.js middleware", r'''
import { decodeJwt } from "jose";
import { NextRequest, NextResponse } from "next/server";

export function middleware(req: NextRequest) {
  const token = req.cookies.get("session")?.value;
  if (!token) {
    return NextResponse.redirect(new URL("/login", req.url));
  }
  const claims = decodeJwt(token) as { sub?: string; plan?: string; exp?: number };
  if (!claims.exp || claims.exp * 1000 < Date.now()) {
    return NextResponse.redirect(new URL("/login", req.url));
  }
  if (req.nextUrl.pathname.startsWith("/pro") && claims.plan !== "pro") {
    return NextResponse.redirect(new URL("/pricing", req.url));
  }
  const res = NextResponse.next();
  res.headers.set("x-user-id", claims.sub ?? "");
  return res;
}

export const config = { matcher: ["/dashboard/:path*", "/pro/:path*"] };
''')

C("js-koa-redirect-returnto", "javascript", "open_redirect", V,
  "ctx.redirect of the returnTo query parameter", r'''
const Koa = require("koa");
const Router = require("@koa/router");
const bodyParser = require("koa-bodyparser");

const app = new Koa();
const router = new Router();

router.post("/session", async (ctx) => {
  const { email, password } = ctx.request.body;
  const user = await ctx.state.users.authenticate(email, password);
  if (!user) {
    ctx.status = 401;
    ctx.body = { error: "invalid credentials" };
    return;
  }
  ctx.session.userId = user.id;
  ctx.redirect(ctx.query.returnTo || "/home");
});

app.use(bodyParser()).use(router.routes());
module.exports = app;
''')

C("ts-next-route-callbackurl", "typescript", "open_redirect", V,
  "new URL(callbackUrl, req.url) keeps an absolute callbackUrl's host", r'''
import { NextRequest, NextResponse } from "next/server";
import { cookies } from "next/headers";

export async function GET(req: NextRequest) {
  const { searchParams } = new URL(req.url);
  const code = searchParams.get("code");
  const callbackUrl = searchParams.get("callbackUrl") ?? "/";
  if (!code) {
    return NextResponse.json({ error: "missing code" }, { status: 400 });
  }
  const tokenRes = await fetch("https://auth.example.com/oauth/token", {
    method: "POST",
    body: new URLSearchParams({ code, grant_type: "authorization_code" }),
  });
  const { access_token } = (await tokenRes.json()) as { access_token: string };
  cookies().set("at", access_token, { httpOnly: true, secure: true, sameSite: "lax" });
  return NextResponse.redirect(new URL(callbackUrl, req.url));
}
''')

C("js-redirect-scheme-check", "javascript", "open_redirect", V,
  "only the https scheme is checked; any https host passes", r'''
const express = require("express");
const app = express();

app.get("/go", (req, res) => {
  const url = String(req.query.url || "");
  if (url.startsWith("https://")) {
    return res.redirect(302, url);
  }
  res.status(400).send("only https links can be followed");
});

module.exports = app;
''')

C("js-redirect-origin-check-pathname", "javascript", "open_redirect", V,
  "origin is checked but only the pathname is used; https://app//evil.example gives //evil.example", r'''
const express = require("express");
const app = express();
const APP_ORIGIN = "https://app.example.com";

app.get("/continue", (req, res) => {
  let target;
  try {
    target = new URL(req.query.next || "/", APP_ORIGIN);
  } catch {
    return res.redirect("/");
  }
  if (target.origin !== APP_ORIGIN) {
    return res.redirect("/");
  }
  res.redirect(target.pathname + target.search);
});

module.exports = app;
''')

C("js-promisify-exec-template", "javascript", "command_injection", V,
  "promisified exec with the size field in a template literal", r'''
const util = require("util");
const { exec } = require("child_process");
const express = require("express");
const multer = require("multer");

const run = util.promisify(exec);
const upload = multer({ dest: "uploads/" });
const app = express();

app.post("/resize", upload.single("image"), async (req, res) => {
  const size = req.body.size || "800x600";
  const out = `${req.file.path}.out.jpg`;
  try {
    await run(`convert ${req.file.path} -resize ${size} ${out}`);
    res.sendFile(out);
  } catch (e) {
    res.status(500).json({ error: "convert failed" });
  }
});

module.exports = app;
''')

C("js-spawn-default-shell-true", "javascript", "command_injection", V,
  "helper's default options { shell: true } with a directory from the query", r'''
const { spawn } = require("child_process");
const express = require("express");

const app = express();

function sh(cmd, opts = { shell: true }) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, opts);
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("close", (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}`))));
  });
}

app.get("/disk", async (req, res) => {
  const dir = req.query.dir || "/var/www";
  res.type("text/plain").send(await sh(`du -sh ${dir}`));
});

module.exports = app;
''')

C("js-mongoose-login-body", "javascript", "nosql_injection", V,
  "findOne with email and password from req.body as parsed (operator injection)", r'''
const express = require("express");
const mongoose = require("mongoose");

const User = mongoose.model("User", new mongoose.Schema({ email: String, password: String, role: String }));
const app = express();
app.use(express.json());

app.post("/api/login", async (req, res) => {
  const user = await User.findOne({ email: req.body.email, password: req.body.password }).lean();
  if (!user) return res.status(401).json({ error: "invalid login" });
  req.session.uid = user._id.toString();
  res.json({ ok: true, role: user.role });
});

module.exports = app;
''')

C("js-mongo-where-template", "javascript", "nosql_injection", V,
  "$where JavaScript built with a template literal from the query", r'''
const express = require("express");
const { MongoClient } = require("mongodb");

const client = new MongoClient(process.env.MONGO_URL);
const app = express();

app.get("/orders/large", async (req, res) => {
  const min = req.query.min || "100";
  const orders = await client
    .db("shop")
    .collection("orders")
    .find({ $where: `this.total > ${min} && this.status !== 'cancelled'` })
    .limit(50)
    .toArray();
  res.json(orders);
});

module.exports = app;
''')

C("js-sendfile-join-params", "javascript", "path_traversal", V,
  "res.sendFile(path.join(__dirname, 'uploads', req.params.name)) without root", r'''
const express = require("express");
const path = require("path");

const app = express();
const UPLOAD_SUBDIR = "uploads";

app.get("/files/:name(*)", (req, res) => {
  const file = path.join(__dirname, UPLOAD_SUBDIR, req.params.name);
  res.sendFile(file, (err) => {
    if (err) res.status(404).end();
  });
});

module.exports = app;
''')

C("ts-next-image-proxy-ssrf", "typescript", "ssrf", V,
  "image proxy fetches the url query parameter server-side", r'''
import type { NextApiRequest, NextApiResponse } from "next";

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const src = req.query.src;
  if (typeof src !== "string" || !/^https?:\/\//.test(src)) {
    res.status(400).json({ error: "src must be an http(s) URL" });
    return;
  }
  const upstream = await fetch(src, { headers: { "User-Agent": "img-proxy/1.0" } });
  if (!upstream.ok) {
    res.status(502).end();
    return;
  }
  res.setHeader("Content-Type", upstream.headers.get("content-type") ?? "application/octet-stream");
  res.setHeader("Cache-Control", "public, max-age=86400");
  res.send(Buffer.from(await upstream.arrayBuffer()));
}
''')

C("js-res-send-template-html", "javascript", "xss", V,
  "query text interpolated into an HTML response with res.send", r'''
const express = require("express");
const app = express();

const PRODUCTS = [
  { name: "Trail shoe", price: 89 },
  { name: "Rain jacket", price: 129 },
];

app.get("/search", (req, res) => {
  const q = String(req.query.q || "");
  const hits = PRODUCTS.filter((p) => p.name.toLowerCase().includes(q.toLowerCase()));
  const items = hits.map((p) => `<li>${p.name} - $${p.price}</li>`).join("");
  res.send(`<!doctype html><h1>Results for "${q}"</h1><ul>${items}</ul>`);
});

module.exports = app;
''')

C("js-innerhtml-url-param", "javascript", "xss", V,
  "browser code writes a URL parameter into innerHTML", r'''
document.addEventListener("DOMContentLoaded", () => {
  const params = new URLSearchParams(window.location.search);
  const name = params.get("name") || "friend";
  const banner = document.getElementById("welcome");
  banner.innerHTML = `<h2>Welcome back, ${name}!</h2><p>You have new messages.</p>`;

  document.getElementById("dismiss").addEventListener("click", () => {
    banner.remove();
    localStorage.setItem("welcomeDismissed", "1");
  });
});
''')

C("js-deep-merge-prototype", "javascript", "prototype_pollution", V,
  "recursive merge of req.body into settings without blocking __proto__", r'''
const express = require("express");
const app = express();
app.use(express.json());

const settings = { theme: { mode: "light" }, notifications: { email: true } };

function merge(target, source) {
  for (const key in source) {
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

module.exports = app;
''')

C("js-regexp-from-query", "javascript", "redos", V,
  "new RegExp from the query string filters log lines", r'''
const express = require("express");
const fs = require("fs");

const app = express();
const LOG = "/var/log/app/current.log";

app.get("/logs/grep", (req, res) => {
  const pattern = new RegExp(req.query.q || ".", "i");
  const lines = fs.readFileSync(LOG, "utf8").split("\n");
  const hits = lines.filter((line) => pattern.test(line)).slice(-200);
  res.json({ count: hits.length, lines: hits });
});

module.exports = app;
''')

C("js-cipher-const-ecb", "javascript", "weak_crypto", V,
  "createCipheriv with CIPHER = 'aes-128-ecb'", r'''
const crypto = require("crypto");

const CIPHER = "aes-128-ecb";
const KEY = Buffer.from(process.env.SSN_KEY_HEX, "hex");

function encryptSsn(ssn) {
  const cipher = crypto.createCipheriv(CIPHER, KEY, null);
  return Buffer.concat([cipher.update(ssn, "utf8"), cipher.final()]).toString("base64");
}

function decryptSsn(blob) {
  const decipher = crypto.createDecipheriv(CIPHER, KEY, null);
  return Buffer.concat([decipher.update(Buffer.from(blob, "base64")), decipher.final()]).toString("utf8");
}

module.exports = { encryptSsn, decryptSsn };
''')

C("js-jwt-sign-const-secret", "javascript", "hardcoded_secret", V,
  "jsonwebtoken sign/verify with a literal secret constant", r'''
const jwt = require("jsonwebtoken");

const JWT_SECRET = "9f8e7d6c5b4a-super-long-signing-secret-2024";

function issue(user) {
  return jwt.sign({ sub: user.id, role: user.role }, JWT_SECRET, { expiresIn: "2h", algorithm: "HS256" });
}

function authenticate(req, res, next) {
  try {
    req.user = jwt.verify(req.cookies.token, JWT_SECRET, { algorithms: ["HS256"] });
    next();
  } catch {
    res.status(401).json({ error: "unauthenticated" });
  }
}

module.exports = { issue, authenticate };
''')

C("js-new-function-filter", "javascript", "code_injection", V,
  "new Function body built from the filter query (code injection)", r'''
const express = require("express");
const app = express();

const rows = [
  { id: 1, region: "EU", revenue: 1200 },
  { id: 2, region: "US", revenue: 5400 },
];

app.get("/report", (req, res) => {
  const expr = req.query.filter || "true";
  let predicate;
  try {
    predicate = new Function("row", `return (${expr});`);
  } catch {
    return res.status(400).json({ error: "bad filter" });
  }
  res.json(rows.filter((r) => predicate({ ...r })));
});

module.exports = app;
''')

C("js-node-serialize-cookie", "javascript", "deserialization", V,
  "node-serialize unserialize of a cookie (IIFE code execution)", r'''
const express = require("express");
const cookieParser = require("cookie-parser");
const serialize = require("node-serialize");

const app = express();
app.use(cookieParser());

app.get("/profile", (req, res) => {
  if (!req.cookies.profile) {
    return res.json({ guest: true });
  }
  const profile = serialize.unserialize(Buffer.from(req.cookies.profile, "base64").toString());
  res.json({ name: profile.name, theme: profile.theme });
});

module.exports = app;
''')

C("js-libxmljs-noent-const", "javascript", "xxe", V,
  "libxmljs parseXml with PARSE_OPTS = { noent: true } on the request body", r'''
const express = require("express");
const libxmljs = require("libxmljs");

const app = express();
app.use(express.text({ type: "application/xml", limit: "2mb" }));

const PARSE_OPTS = { noent: true, nonet: false };

app.post("/invoices/import", (req, res) => {
  const doc = libxmljs.parseXml(req.body, PARSE_OPTS);
  const lines = doc.find("//line").map((el) => ({
    sku: el.get("sku").text(),
    qty: Number(el.get("qty").text()),
  }));
  res.json({ lines });
});

module.exports = app;
''')

C("ts-nest-ssrf-dto", "typescript", "ssrf", V,
  "NestJS service posts to a callback URL taken from the request DTO", r'''
import { Body, Controller, Injectable, Post } from "@nestjs/common";
import { HttpService } from "@nestjs/axios";
import { firstValueFrom } from "rxjs";

class RegisterHookDto {
  callbackUrl!: string;
  event!: string;
}

@Injectable()
export class HookService {
  constructor(private readonly http: HttpService) {}

  async verify(url: string): Promise<number> {
    const res = await firstValueFrom(this.http.post(url, { type: "verification" }));
    return res.status;
  }
}

@Controller("hooks")
export class HookController {
  constructor(private readonly hooks: HookService) {}

  @Post()
  async register(@Body() dto: RegisterHookDto) {
    const status = await this.hooks.verify(dto.callbackUrl);
    return { registered: status < 300, event: dto.event };
  }
}
''')

C("ts-typeorm-query-template", "typescript", "sql_injection", V,
  "TypeORM dataSource.query with the search term in a template literal", r'''
import { Controller, Get, Query } from "@nestjs/common";
import { DataSource } from "typeorm";

@Controller("customers")
export class CustomerController {
  constructor(private readonly dataSource: DataSource) {}

  @Get("search")
  async search(@Query("term") term: string, @Query("limit") limit = "20") {
    const rows = await this.dataSource.query(
      `SELECT id, name, email FROM customers WHERE name ILIKE '%${term}%' ORDER BY name LIMIT ${Number(limit)}`,
    );
    return rows.map((r: { id: number; name: string; email: string }) => ({ ...r }));
  }
}
''')

C("js-env-reject-unauthorized", "javascript", "flag_unknown", V,
  "rejectUnauthorized set from an environment variable the file does not fix: not provably safe", r'''
const https = require("https");

const agent = new https.Agent({
  keepAlive: true,
  rejectUnauthorized: process.env.LEDGER_TLS_STRICT !== "false",
});

function postEntry(entry) {
  return new Promise((resolve, reject) => {
    const req = https.request(
      { host: "ledger.example.com", path: "/v1/entries", method: "POST", agent, headers: { "content-type": "application/json" } },
      (res) => resolve(res.statusCode),
    );
    req.on("error", reject);
    req.end(JSON.stringify(entry));
  });
}

module.exports = { postEntry };
''')

C("ts-ctor-param-verify-unknown", "typescript", "flag_unknown", V,
  "rejectUnauthorized from a constructor parameter of an exported class: the file does not fix it", r'''
import https from "node:https";

export class MetricsPusher {
  private agent: https.Agent;

  constructor(private readonly endpoint: string, verifyTls: boolean) {
    this.agent = new https.Agent({ rejectUnauthorized: verifyTls });
  }

  push(name: string, value: number): Promise<number> {
    const url = new URL("/push", this.endpoint);
    return new Promise((resolve, reject) => {
      const req = https.request(url, { method: "POST", agent: this.agent }, (res) => resolve(res.statusCode ?? 0));
      req.on("error", reject);
      req.end(JSON.stringify({ name, value, ts: Date.now() }));
    });
  }
}
''')

C("js-cors-reflect-credentials", "javascript", "cors", V,
  "Access-Control-Allow-Origin echoes the request Origin with credentials allowed", r'''
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

app.get("/api/me", (req, res) => res.json({ id: req.session && req.session.uid }));

module.exports = app;
''')

C("py-flask-cors-supports-credentials-all", "python", "cors", V,
  "flask-cors for every origin with supports_credentials=True", r'''
import os

from flask import Flask, jsonify, session
from flask_cors import CORS

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET"]
CORS(app, supports_credentials=True)


@app.get("/api/account")
def account():
    return jsonify({"user": session.get("user"), "plan": session.get("plan", "free")})
''')

# ---------------------------------------------------------------- JavaScript / TypeScript, safe
C("js-execfile-array", "javascript", "command_injection", S,
  "execFile with an argument array, branch after --end-of-options", r'''
const { execFile } = require("child_process");
const express = require("express");

const app = express();

app.get("/deploy/changes", (req, res) => {
  const branch = String(req.query.branch || "main");
  execFile(
    "git",
    ["log", "--oneline", "-n", "20", "--end-of-options", `origin/${branch}`, "--"],
    { cwd: "/srv/app", timeout: 10000 },
    (err, stdout) => {
      if (err) return res.status(400).send("unknown branch");
      res.type("text/plain").send(stdout);
    },
  );
});

module.exports = app;
''')

C("js-spawn-default-shell-false", "javascript", "command_injection", S,
  "helper default { shell: false } with an argument array", r'''
const { spawn } = require("child_process");
const express = require("express");

const app = express();

function run(bin, args, opts = { shell: false }) {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, opts);
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("close", (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}`))));
  });
}

app.get("/disk", async (req, res) => {
  const dir = String(req.query.dir || "/var/www");
  res.type("text/plain").send(await run("du", ["-sh", "--", dir]));
});

module.exports = app;
''')

C("js-exec-constant-cmd", "javascript", "command_injection", S,
  "exec of a constant command (no data in it)", r'''
const { exec } = require("child_process");
const express = require("express");

const app = express();
const DISK_CMD = "df -h --output=target,pcent";

app.get("/health/disk", (req, res) => {
  exec(DISK_CMD, { timeout: 3000 }, (err, stdout) => {
    if (err) return res.status(500).json({ error: "df failed" });
    const rows = stdout.trim().split("\n").slice(1).map((l) => l.trim().split(/\s+/));
    res.json(rows.map(([mount, used]) => ({ mount, used })));
  });
});

module.exports = app;
''')

C("js-agent-const-true-ca", "javascript", "tls_verification", S,
  "rejectUnauthorized: CHECK_CERTS where CHECK_CERTS = true, private CA from a file", r'''
const fs = require("fs");
const https = require("https");
const axios = require("axios");

const CHECK_CERTS = true;
const agent = new https.Agent({
  keepAlive: true,
  rejectUnauthorized: CHECK_CERTS,
  ca: fs.readFileSync("/etc/ssl/private-ca/ca.pem"),
});

async function fetchPrinters(host) {
  const { data } = await axios.get(`https://${host}/api/printers`, { httpsAgent: agent, timeout: 5000 });
  return data.printers.map((p) => ({ id: p.id, name: p.name }));
}

module.exports = { fetchPrinters };
''')

C("js-static-field-verify-true", "javascript", "tls_verification", S,
  "static VERIFY = true read as Upstream.VERIFY", r'''
const https = require("https");

class Upstream {
  static VERIFY = true;
  static HOST = "crm.example.com";

  static get(path) {
    return new Promise((resolve, reject) => {
      const req = https.request(
        { host: Upstream.HOST, path, method: "GET", rejectUnauthorized: Upstream.VERIFY },
        (res) => {
          let body = "";
          res.on("data", (c) => (body += c));
          res.on("end", () => resolve(JSON.parse(body)));
        },
      );
      req.on("error", reject);
      req.end();
    });
  }
}

module.exports = Upstream;
''')

C("ts-this-field-strict-true", "typescript", "tls_verification", S,
  "instance field strictTls = true read through this", r'''
import https from "node:https";
import axios from "axios";

export class InventoryClient {
  private readonly baseUrl = "https://inventory.partner.example";
  private readonly strictTls = true;

  constructor(private readonly apiKey: string) {}

  async stock(sku: string): Promise<number> {
    const agent = new https.Agent({ rejectUnauthorized: this.strictTls });
    const res = await axios.get<{ quantity: number }>(`${this.baseUrl}/v1/stock/${encodeURIComponent(sku)}`, {
      httpsAgent: agent,
      headers: { "X-Api-Key": this.apiKey },
    });
    return res.data.quantity;
  }
}
''')

C("js-tls-connect-config-true", "javascript", "tls_verification", S,
  "tls.connect options from a config object with rejectUnauthorized true", r'''
const fs = require("fs");
const tls = require("tls");

const config = {
  host: "mqtt.factory.example",
  port: 8883,
  tls: { rejectUnauthorized: true, ca: [fs.readFileSync("/etc/mqtt/ca.pem")], servername: "mqtt.factory.example" },
};

function openChannel(onLine) {
  const socket = tls.connect({ host: config.host, port: config.port, ...config.tls }, () => {
    socket.write("HELLO gateway-7\n");
  });
  socket.setEncoding("utf8");
  socket.on("data", (chunk) => chunk.split("\n").filter(Boolean).forEach(onLine));
  return socket;
}

module.exports = { openChannel };
''')

C("js-jwt-verify-env-secret", "javascript", "jwt_unverified", S,
  "jsonwebtoken verify with the secret from the environment and algorithms pinned", r'''
const express = require("express");
const jwt = require("jsonwebtoken");

const router = express.Router();

function requireAdmin(req, res, next) {
  const token = (req.headers.authorization || "").replace(/^Bearer /, "");
  let claims;
  try {
    claims = jwt.verify(token, process.env.JWT_SECRET, { algorithms: ["HS256"], issuer: "auth.example.com" });
  } catch {
    return res.status(401).json({ error: "unauthenticated" });
  }
  if (claims.role !== "admin") return res.status(403).json({ error: "forbidden" });
  req.user = { id: claims.sub, role: claims.role };
  next();
}

router.post("/admin/refunds/:id", requireAdmin, (req, res) => res.json({ refunded: req.params.id }));

module.exports = router;
''')

C("ts-next-middleware-jwtverify", "typescript", "jwt_unverified", S,
  "jose jwtVerify with a key from the environment in Next.js middleware", r'''
import { jwtVerify } from "jose";
import { NextRequest, NextResponse } from "next/server";

const key = new TextEncoder().encode(process.env.SESSION_SECRET);

export async function middleware(req: NextRequest) {
  const token = req.cookies.get("session")?.value;
  if (!token) {
    return NextResponse.redirect(new URL("/login", req.url));
  }
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] });
    if (req.nextUrl.pathname.startsWith("/pro") && payload.plan !== "pro") {
      return NextResponse.redirect(new URL("/pricing", req.url));
    }
    return NextResponse.next();
  } catch {
    return NextResponse.redirect(new URL("/login", req.url));
  }
}

export const config = { matcher: ["/dashboard/:path*", "/pro/:path*"] };
''')

C("js-koa-redirect-allowlist-set", "javascript", "open_redirect", S,
  "redirect only to a member of a constant Set, else '/home'", r'''
const Koa = require("koa");
const Router = require("@koa/router");

const app = new Koa();
const router = new Router();
const RETURN_PATHS = new Set(["/home", "/orders", "/settings"]);

router.get("/after-login", (ctx) => {
  const target = RETURN_PATHS.has(ctx.query.returnTo) ? ctx.query.returnTo : "/home";
  ctx.redirect(target);
});

app.use(router.routes());
module.exports = app;
''')

C("js-redirect-origin-check-href", "javascript", "open_redirect", S,
  "origin compared with the app origin before redirecting to the whole parsed URL", r'''
const express = require("express");
const app = express();
const APP_ORIGIN = "https://app.example.com";

app.get("/continue", (req, res) => {
  let target;
  try {
    target = new URL(String(req.query.next || "/"), APP_ORIGIN);
  } catch {
    return res.redirect("/");
  }
  if (target.origin !== APP_ORIGIN) {
    return res.redirect("/");
  }
  res.redirect(target.href);
});

module.exports = app;
''')

C("ts-next-redirect-dest-map", "typescript", "open_redirect", S,
  "destination key looked up in a constant map of internal paths", r'''
import { NextRequest, NextResponse } from "next/server";

const DESTINATIONS: Record<string, string> = {
  billing: "/settings/billing",
  team: "/settings/team",
  home: "/",
};

export async function GET(req: NextRequest) {
  const key = req.nextUrl.searchParams.get("to") ?? "home";
  const path = Object.prototype.hasOwnProperty.call(DESTINATIONS, key) ? DESTINATIONS[key] : "/";
  return NextResponse.redirect(new URL(path, req.url));
}
''')

C("js-koa-redirect-item-path", "javascript", "open_redirect", S,
  "redirect to '/items/' + numeric id: the constant prefix fixes the origin", r'''
const Koa = require("koa");
const Router = require("@koa/router");

const app = new Koa();
const router = new Router();

router.post("/items", async (ctx) => {
  const item = await ctx.state.db.items.create({ title: String(ctx.request.body.title || "untitled") });
  ctx.status = 303;
  ctx.redirect("/items/" + Number(item.id));
});

app.use(router.routes());
module.exports = app;
''')

C("js-pg-parameterised", "javascript", "sql_injection", S,
  "pg query with $1 parameters", r'''
const express = require("express");
const { Pool } = require("pg");

const pool = new Pool();
const app = express();

app.get("/customers/search", async (req, res) => {
  const term = String(req.query.term || "");
  const limit = Math.min(Number(req.query.limit) || 20, 100);
  const { rows } = await pool.query(
    "SELECT id, name, email FROM customers WHERE name ILIKE $1 ORDER BY name LIMIT $2",
    [`%${term}%`, limit],
  );
  res.json(rows);
});

module.exports = app;
''')

C("ts-typeorm-querybuilder", "typescript", "sql_injection", S,
  "TypeORM query builder with named parameters", r'''
import { Controller, Get, Query } from "@nestjs/common";
import { DataSource } from "typeorm";

@Controller("customers")
export class CustomerController {
  constructor(private readonly dataSource: DataSource) {}

  @Get("search")
  async search(@Query("term") term: string, @Query("limit") limit = "20") {
    return this.dataSource
      .createQueryBuilder()
      .select(["c.id", "c.name", "c.email"])
      .from("customers", "c")
      .where("c.name ILIKE :term", { term: `%${term}%` })
      .orderBy("c.name")
      .limit(Math.min(Number(limit) || 20, 100))
      .getRawMany();
  }
}
''')

C("js-mongoose-login-string", "javascript", "nosql_injection", S,
  "findOne on String(email), password checked with bcrypt", r'''
const express = require("express");
const mongoose = require("mongoose");
const bcrypt = require("bcrypt");

const User = mongoose.model("User", new mongoose.Schema({ email: String, passwordHash: String, role: String }));
const app = express();
app.use(express.json());

app.post("/api/login", async (req, res) => {
  const email = String(req.body.email || "").toLowerCase();
  const user = await User.findOne({ email }).lean();
  const ok = user && (await bcrypt.compare(String(req.body.password || ""), user.passwordHash));
  if (!ok) return res.status(401).json({ error: "invalid login" });
  req.session.uid = user._id.toString();
  res.json({ ok: true, role: user.role });
});

module.exports = app;
''')

C("js-mongo-numeric-filter", "javascript", "nosql_injection", S,
  "numeric filter with a literal $gt operator instead of $where", r'''
const express = require("express");
const { MongoClient } = require("mongodb");

const client = new MongoClient(process.env.MONGO_URL);
const app = express();

app.get("/orders/large", async (req, res) => {
  const min = Number(req.query.min);
  if (!Number.isFinite(min)) return res.status(400).json({ error: "min must be a number" });
  const orders = await client
    .db("shop")
    .collection("orders")
    .find({ total: { $gt: min }, status: { $ne: "cancelled" } })
    .limit(50)
    .toArray();
  res.json(orders);
});

module.exports = app;
''')

C("js-sendfile-root-basename", "javascript", "path_traversal", S,
  "res.sendFile with the root option and path.basename of the name", r'''
const express = require("express");
const path = require("path");

const app = express();
const UPLOAD_ROOT = path.join(__dirname, "uploads");

app.get("/files/:name", (req, res) => {
  const name = path.basename(req.params.name);
  res.sendFile(name, { root: UPLOAD_ROOT, dotfiles: "deny" }, (err) => {
    if (err) res.status(404).end();
  });
});

module.exports = app;
''')

C("ts-fixed-host-encoded", "typescript", "ssrf", S,
  "fetch to a constant https host with the request piece URI-encoded in the path", r'''
import type { NextApiRequest, NextApiResponse } from "next";

const WEATHER_API = "https://api.weather.example.com/v3/forecast";

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const city = typeof req.query.city === "string" ? req.query.city : "";
  if (!city) {
    res.status(400).json({ error: "city required" });
    return;
  }
  const upstream = await fetch(`${WEATHER_API}/${encodeURIComponent(city)}?units=metric`, {
    headers: { Authorization: `Bearer ${process.env.WEATHER_TOKEN}` },
  });
  if (!upstream.ok) {
    res.status(502).json({ error: "upstream failed" });
    return;
  }
  res.json(await upstream.json());
}
''')

C("js-res-send-escape-html", "javascript", "xss", S,
  "query text escaped with escape-html before it goes into the HTML response", r'''
const express = require("express");
const escapeHtml = require("escape-html");

const app = express();
const PRODUCTS = [
  { name: "Trail shoe", price: 89 },
  { name: "Rain jacket", price: 129 },
];

app.get("/search", (req, res) => {
  const q = String(req.query.q || "");
  const hits = PRODUCTS.filter((p) => p.name.toLowerCase().includes(q.toLowerCase()));
  const items = hits.map((p) => `<li>${escapeHtml(p.name)} - $${p.price}</li>`).join("");
  res.send(`<!doctype html><h1>Results for "${escapeHtml(q)}"</h1><ul>${items}</ul>`);
});

module.exports = app;
''')

C("js-textcontent-url-param", "javascript", "xss", S,
  "browser code writes a URL parameter with textContent", r'''
document.addEventListener("DOMContentLoaded", () => {
  const params = new URLSearchParams(window.location.search);
  const name = params.get("name") || "friend";
  const banner = document.getElementById("welcome");
  const heading = document.createElement("h2");
  heading.textContent = `Welcome back, ${name}!`;
  banner.replaceChildren(heading);

  document.getElementById("dismiss").addEventListener("click", () => {
    banner.remove();
    localStorage.setItem("welcomeDismissed", "1");
  });
});
''')

C("js-merge-allowlisted-keys", "javascript", "prototype_pollution", S,
  "settings update copies only allow-listed keys, no recursive merge of request data", r'''
const express = require("express");
const app = express();
app.use(express.json());

const settings = { theme: "light", language: "en", emailNotifications: true };
const ALLOWED = {
  theme: (v) => ["light", "dark"].includes(v),
  language: (v) => ["en", "de", "fr"].includes(v),
  emailNotifications: (v) => typeof v === "boolean",
};

app.patch("/settings", (req, res) => {
  for (const [key, valid] of Object.entries(ALLOWED)) {
    if (Object.prototype.hasOwnProperty.call(req.body, key) && valid(req.body[key])) {
      settings[key] = req.body[key];
    }
  }
  res.json(settings);
});

module.exports = app;
''')

C("js-regexp-escaped", "javascript", "redos", S,
  "RegExp built from _.escapeRegExp of the query", r'''
const express = require("express");
const fs = require("fs");
const _ = require("lodash");

const app = express();
const LOG = "/var/log/app/current.log";

app.get("/logs/grep", (req, res) => {
  const needle = _.escapeRegExp(String(req.query.q || ""));
  const pattern = new RegExp(needle, "i");
  const lines = fs.readFileSync(LOG, "utf8").split("\n");
  const hits = lines.filter((line) => pattern.test(line)).slice(-200);
  res.json({ count: hits.length, lines: hits });
});

module.exports = app;
''')

C("js-cipher-gcm-env", "javascript", "weak_crypto", S,
  "aes-256-gcm with a random IV and a key from the environment", r'''
const crypto = require("crypto");

const CIPHER = "aes-256-gcm";
const KEY = Buffer.from(process.env.SSN_KEY_HEX, "hex");

function encryptSsn(ssn) {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv(CIPHER, KEY, iv);
  const data = Buffer.concat([cipher.update(ssn, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString("base64");
}

function decryptSsn(blob) {
  const raw = Buffer.from(blob, "base64");
  const decipher = crypto.createDecipheriv(CIPHER, KEY, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}

module.exports = { encryptSsn, decryptSsn };
''')

C("js-randombytes-token-jitter", "javascript", "insecure_random", S,
  "session token from crypto.randomBytes; Math.random only for retry jitter", r'''
const crypto = require("crypto");

function newSessionToken() {
  return crypto.randomBytes(32).toString("base64url");
}

async function withRetry(fn, attempts = 5) {
  for (let i = 0; i < attempts; i++) {
    try {
      return await fn();
    } catch (err) {
      if (i === attempts - 1) throw err;
      const delay = 2 ** i * 100 + Math.floor(Math.random() * 100);
      await new Promise((r) => setTimeout(r, delay));
    }
  }
}

module.exports = { newSessionToken, withRetry };
''')

C("js-libxmljs-noent-false", "javascript", "xxe", S,
  "libxmljs parseXml with noent: false and no network", r'''
const express = require("express");
const libxmljs = require("libxmljs");

const app = express();
app.use(express.text({ type: "application/xml", limit: "2mb" }));

const PARSE_OPTS = { noent: false, nonet: true };

app.post("/invoices/import", (req, res) => {
  const doc = libxmljs.parseXml(req.body, PARSE_OPTS);
  const lines = doc.find("//line").map((el) => ({
    sku: el.get("sku").text(),
    qty: Number(el.get("qty").text()),
  }));
  res.json({ lines });
});

module.exports = app;
''')

C("js-handler-table-hasown", "javascript", "dynamic_dispatch", S,
  "action name looked up in the file's own handler table with an own-property check", r'''
const express = require("express");
const app = express();
app.use(express.json());

const items = new Map();

const handlers = {
  list: () => [...items.values()],
  get: (body) => items.get(String(body.id)) || null,
  put: (body) => {
    items.set(String(body.id), { id: String(body.id), title: String(body.title || "") });
    return { ok: true };
  },
};

app.post("/rpc/:action", (req, res) => {
  const { action } = req.params;
  if (!Object.prototype.hasOwnProperty.call(handlers, action)) {
    return res.status(404).json({ error: "unknown action" });
  }
  res.json({ result: handlers[action](req.body) });
});

module.exports = app;
''')

C("js-require-const-concat", "javascript", "dynamic_dispatch", S,
  "require of a name folded from constants and a constant method key", r'''
const zlib = require("z" + "lib");
const fs = require("fs");

const METHOD = ["gzip", "Sync"].join("");

function compressFile(src) {
  const input = fs.readFileSync(src);
  const out = zlib[METHOD](input, { level: 9 });
  fs.writeFileSync(`${src}.gz`, out);
  return out.length;
}

if (require.main === module) {
  for (const f of process.argv.slice(2)) {
    console.log(`${f}: ${compressFile(f)} bytes`);
  }
}

module.exports = { compressFile };
''')

C("js-cors-allowlist", "javascript", "cors", S,
  "origin echoed only when it is in a constant allow-list", r'''
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

app.get("/api/me", (req, res) => res.json({ id: req.session && req.session.uid }));

module.exports = app;
''')

C("ts-nest-hook-allowlisted-host", "typescript", "ssrf", S,
  "NestJS posts only to constant per-provider URLs chosen by key", r'''
import { BadRequestException, Body, Controller, Injectable, Post } from "@nestjs/common";
import { HttpService } from "@nestjs/axios";
import { firstValueFrom } from "rxjs";

const PROVIDERS = {
  slack: "https://slack.com/api/chat.postMessage",
  teams: "https://graph.microsoft.com/v1.0/chats",
} as const;

class NotifyDto {
  provider!: string;
  text!: string;
}

@Injectable()
export class NotifyService {
  constructor(private readonly http: HttpService) {}

  async send(provider: keyof typeof PROVIDERS, text: string): Promise<number> {
    const res = await firstValueFrom(this.http.post(PROVIDERS[provider], { text }));
    return res.status;
  }
}

@Controller("notify")
export class NotifyController {
  constructor(private readonly notify: NotifyService) {}

  @Post()
  async post(@Body() dto: NotifyDto) {
    if (dto.provider !== "slack" && dto.provider !== "teams") throw new BadRequestException("unknown provider");
    return { status: await this.notify.send(dto.provider, dto.text) };
  }
}
''')

# ---------------------------------------------------------------- more Python (flags through classes, archives, shells)
C("py-subclass-overrides-verify", "python", "tls_verification", V,
  "base class says VERIFY = True but the subclass actually used sets VERIFY = False; self.VERIFY is False", r'''
import requests


class ApiClient:
    BASE = "https://api.example.com"
    VERIFY = True

    def get(self, path, **params):
        resp = requests.get(f"{self.BASE}{path}", params=params, verify=self.VERIFY, timeout=10)
        resp.raise_for_status()
        return resp.json()


class LabClient(ApiClient):
    BASE = "https://lab-gw.example.com"
    VERIFY = False  # lab gateway uses a self-signed certificate


def fetch_samples(batch_id):
    return LabClient().get("/samples", batch=batch_id)
''')

C("py-setattr-overrides-config", "python", "flag_unknown", V,
  "class attribute VERIFY_SSL = True is overwritten by setattr from a JSON file: value not fixed by the file", r'''
import json

import requests


class Config:
    VERIFY_SSL = True
    ENDPOINT = "https://sync.example.com/api"


def load_overrides(path="overrides.json"):
    with open(path) as fh:
        for key, value in json.load(fh).items():
            setattr(Config, key.upper(), value)


def push(records):
    load_overrides()
    resp = requests.post(f"{Config.ENDPOINT}/records", json=records, verify=Config.VERIFY_SSL, timeout=30)
    resp.raise_for_status()
    return resp.json()["accepted"]
''')

C("py-dataclass-verify-false-instance", "python", "tls_verification", V,
  "dataclass default verify=True but the only instance is built with verify=False", r'''
from dataclasses import dataclass

import requests


@dataclass
class HttpOptions:
    timeout: float = 10.0
    verify: bool = True


OPTIONS = HttpOptions(timeout=30.0, verify=False)


def download_price_list(url: str, dest: str) -> int:
    resp = requests.get(url, timeout=OPTIONS.timeout, verify=OPTIONS.verify)
    resp.raise_for_status()
    with open(dest, "wb") as fh:
        fh.write(resp.content)
    return len(resp.content)
''')

C("py-init-verify-true-only-instance", "python", "tls_verification", S,
  "verify stored from __init__; the only construction in the file passes verify=True", r'''
import os

import requests


class BillingClient:
    def __init__(self, base_url, token, verify=True):
        self.base_url = base_url.rstrip("/")
        self.verify = verify
        self.session = requests.Session()
        self.session.headers["Authorization"] = f"Bearer {token}"

    def invoice(self, invoice_id):
        r = self.session.get(f"{self.base_url}/invoices/{invoice_id}", verify=self.verify, timeout=10)
        r.raise_for_status()
        return r.json()


if __name__ == "__main__":
    client = BillingClient("https://billing.example.com/api", os.environ["BILLING_TOKEN"], verify=True)
    print(client.invoice("INV-1001")["total"])
''')

C("py-tarfile-extractall-upload", "python", "path_traversal", V,
  "TarFile.extractall of an uploaded archive without filter='data' (tar slip)", r'''
import os
import tarfile
import uuid

from flask import Flask, request

app = Flask(__name__)
SITES = "/srv/static-sites"


@app.post("/sites")
def upload_site():
    archive = request.files["bundle"]
    site_id = uuid.uuid4().hex
    dest = os.path.join(SITES, site_id)
    os.makedirs(dest)
    with tarfile.open(fileobj=archive.stream, mode="r:gz") as tar:
        tar.extractall(dest)
    return {"id": site_id, "files": sum(len(f) for _, _, f in os.walk(dest))}
''')

C("py-tarfile-extractall-filter-data", "python", "path_traversal", S,
  "TarFile.extractall with filter='data' rejects absolute and .. members and links outside", r'''
import os
import tarfile
import uuid

from flask import Flask, request

app = Flask(__name__)
SITES = "/srv/static-sites"


@app.post("/sites")
def upload_site():
    archive = request.files["bundle"]
    site_id = uuid.uuid4().hex
    dest = os.path.join(SITES, site_id)
    os.makedirs(dest)
    with tarfile.open(fileobj=archive.stream, mode="r:gz") as tar:
        tar.extractall(dest, filter="data")
    return {"id": site_id, "files": sum(len(f) for _, _, f in os.walk(dest))}
''')

C("py-bash-c-argv-grep", "python", "command_injection", V,
  "argument vector ['bash', '-c', f'grep {pattern} ...'] runs a shell on the request's pattern", r'''
import subprocess

from fastapi import FastAPI

app = FastAPI()
LOGFILE = "/var/log/app/app.log"


@app.get("/logs/search")
def search_logs(pattern: str, lines: int = 100):
    proc = subprocess.run(
        ["bash", "-c", f"grep -i {pattern} {LOGFILE} | tail -n {lines}"],
        capture_output=True,
        text=True,
        timeout=10,
    )
    return {"matches": proc.stdout.splitlines()}
''')

C("py-grep-argv-no-shell", "python", "command_injection", S,
  "grep run with an argument list, pattern passed after -e, no shell", r'''
import subprocess

from fastapi import FastAPI

app = FastAPI()
LOGFILE = "/var/log/app/app.log"


@app.get("/logs/search")
def search_logs(pattern: str, lines: int = 100):
    proc = subprocess.run(
        ["grep", "-i", "-F", "-e", pattern, "--", LOGFILE],
        capture_output=True,
        text=True,
        timeout=10,
    )
    return {"matches": proc.stdout.splitlines()[-lines:]}
''')

C("py-flask-run-opts-debug", "python", "debug_mode", V,
  "app.run(**RUN_OPTS) with debug True on all interfaces exposes the Werkzeug debugger", r'''
from flask import Flask, jsonify

app = Flask(__name__)
RUN_OPTS = {"host": "0.0.0.0", "port": 8000, "debug": True}


@app.get("/api/health")
def health():
    return jsonify({"status": "ok"})


@app.get("/api/version")
def version():
    return jsonify({"version": "2.4.1"})


if __name__ == "__main__":
    app.run(**RUN_OPTS)
''')

C("py-otp-randint", "python", "insecure_random", V,
  "login OTP made with random.randint and sent by SMS", r'''
import random
import time

from flask import Flask, request, session

app = Flask(__name__)


def send_sms(phone, text):
    print(f"SMS to {phone}: {text}")


@app.post("/login/otp")
def request_otp():
    phone = request.form["phone"]
    otp = f"{random.randint(0, 999999):06d}"
    session["otp"] = otp
    session["otp_expires"] = time.time() + 300
    send_sms(phone, f"Your login code is {otp}")
    return {"sent": True}
''')

C("py-django-extra-orderby", "python", "sql_injection", V,
  "QuerySet.extra(order_by=[request.GET['sort']]) pastes the value into SQL", r'''
from django.http import JsonResponse

from .models import Ticket


def ticket_list(request):
    sort = request.GET.get("sort", "-created")
    qs = Ticket.objects.filter(project_id=int(request.GET["project"]))
    qs = qs.extra(select={"age": "now() - created"}, order_by=[sort])
    data = [{"id": t.id, "title": t.title, "age": str(t.age)} for t in qs[:100]]
    return JsonResponse({"tickets": data})
''')

C("py-django-orderby-allowlist", "python", "sql_injection", S,
  "order_by with a value checked against a constant tuple", r'''
from django.http import JsonResponse

from .models import Ticket

SORTABLE = ("created", "-created", "priority", "-priority", "title")


def ticket_list(request):
    sort = request.GET.get("sort", "-created")
    if sort not in SORTABLE:
        sort = "-created"
    qs = Ticket.objects.filter(project_id=int(request.GET["project"])).order_by(sort)
    data = [{"id": t.id, "title": t.title, "priority": t.priority} for t in qs[:100]]
    return JsonResponse({"tickets": data})
''')

C("py-chmod-777-upload", "python", "file_permissions", V,
  "uploaded file made world-writable with chmod 0o777", r'''
import os

from fastapi import FastAPI, File, UploadFile

app = FastAPI()
SHARED = "/srv/shared/incoming"


@app.post("/share")
async def share(doc: UploadFile = File(...)):
    name = os.path.basename(doc.filename or "upload.bin")
    path = os.path.join(SHARED, name)
    with open(path, "wb") as fh:
        fh.write(await doc.read())
    os.chmod(path, 0o777)
    return {"stored": name}
''')

C("py-hmac-key-literal-bytes", "python", "hardcoded_secret", V,
  "webhook HMAC verified with a key that folds to a literal through a constant and .encode()", r'''
import hashlib
import hmac

from flask import Flask, abort, request

app = Flask(__name__)
_WEBHOOK_KEY = "whsec_4f1c8a9e7b2d6035c1e9a8f7"
KEY_BYTES = _WEBHOOK_KEY.encode()


@app.post("/webhooks/payments")
def payments_webhook():
    sig = request.headers.get("X-Signature", "")
    expected = hmac.new(KEY_BYTES, request.get_data(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(sig, expected):
        abort(401)
    event = request.get_json()
    return {"received": event.get("type")}
''')

C("py-hmac-key-env", "python", "hardcoded_secret", S,
  "webhook HMAC key read from the environment", r'''
import hashlib
import hmac
import os

from flask import Flask, abort, request

app = Flask(__name__)
KEY_BYTES = os.environ["PAYMENTS_WEBHOOK_KEY"].encode()


@app.post("/webhooks/payments")
def payments_webhook():
    sig = request.headers.get("X-Signature", "")
    expected = hmac.new(KEY_BYTES, request.get_data(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(sig, expected):
        abort(401)
    event = request.get_json()
    return {"received": event.get("type")}
''')

C("py-pymongo-json-filter", "python", "nosql_injection", V,
  "pymongo find_one with a field straight from request.get_json() (may be an operator dict)", r'''
from flask import Flask, jsonify, request
from pymongo import MongoClient

app = Flask(__name__)
db = MongoClient("mongodb://localhost:27017")["auth"]


@app.post("/api/reset/verify")
def verify_reset():
    data = request.get_json()
    doc = db.resets.find_one({"email": data["email"], "code": data["code"]})
    if doc is None:
        return jsonify({"ok": False}), 400
    db.resets.delete_one({"_id": doc["_id"]})
    return jsonify({"ok": True, "user": str(doc["user_id"])})
''')

C("py-pymongo-str-filter", "python", "nosql_injection", S,
  "pymongo find_one with str() of the JSON fields", r'''
from flask import Flask, jsonify, request
from pymongo import MongoClient

app = Flask(__name__)
db = MongoClient("mongodb://localhost:27017")["auth"]


@app.post("/api/reset/verify")
def verify_reset():
    data = request.get_json()
    doc = db.resets.find_one({"email": str(data["email"]), "code": str(data["code"])})
    if doc is None:
        return jsonify({"ok": False}), 400
    db.resets.delete_one({"_id": doc["_id"]})
    return jsonify({"ok": True, "user": str(doc["user_id"])})
''')


def main():
    random_order = sorted(range(len(CASES)), key=lambda i: CASES[i]["key"])  # stable ids by key order
    ext = {"python": "py", "javascript": "js", "typescript": "ts"}
    os.makedirs(os.path.join(HERE, "snippets"), exist_ok=True)
    out = []
    for n, i in enumerate(random_order, 1):
        c = CASES[i]
        cid = f"c{n:03d}"
        rel = f"snippets/{cid}.{ext[c['language']]}"
        with open(os.path.join(HERE, rel), "w", encoding="utf-8") as fh:
            fh.write(c["code"])
        out.append({"id": cid, "key": c["key"], "language": c["language"], "class": c["class"], "file": rel,
                    "label_a": c["label_a"], "reason_a": c["reason_a"]})
    keys = [c["key"] for c in CASES]
    assert len(keys) == len(set(keys)), "duplicate keys"
    with open(os.path.join(HERE, "cases_a.json"), "w", encoding="utf-8") as fh:
        json.dump({"cases": out}, fh, indent=1)
    print(len(out), "cases;", sum(c["label_a"] == V for c in CASES), "vulnerable,", sum(c["label_a"] == S for c in CASES), "safe")


if __name__ == "__main__":
    main()
