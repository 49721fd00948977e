# Python snippets of the round-15 held-out set, with the first hand reading (label, class, reason).
# Written from the public documentation only. Each entry: key, label, class, reason, code.
# Labelling standard (both readings): "vulnerable" = a critical/high weakness (docs' severity table) is reachable,
# or a security flag / callee / sink argument takes a value the file does not fix (the file cannot be vouched for);
# "safe" = a reader can show from the file alone that no such weakness is reachable (medium/low items allowed).

PY = []


def case(key, label, cls, reason, code):
    PY.append({"key": key, "language": "python", "label": label, "class": cls, "reason": reason, "code": code.lstrip("\n")})


# ----------------------------------------------------------------------------------------------------------------
# vulnerable
# ----------------------------------------------------------------------------------------------------------------

case("py-getattr-join-exec", "vulnerable", "code_injection",
     "getattr(builtins, ''.join([...])) folds to exec, called on a form field",
     r'''
import builtins
from flask import Flask, request, jsonify

app = Flask(__name__)
_RUNNER = "".join(["ex", "ec"])


@app.post("/admin/snippet")
def run_snippet():
    source = request.form.get("source", "")
    scope = {"result": None}
    runner = getattr(builtins, _RUNNER)
    runner(source, scope)
    return jsonify(result=repr(scope.get("result")))
''')

case("py-vars-reversed-eval", "vulnerable", "code_injection",
     "vars(builtins)[''.join(reversed('lave'))] is eval, applied to the query string",
     r'''
import builtins
from fastapi import FastAPI

app = FastAPI()


def _resolve(name: str):
    return vars(builtins)[name]


@app.get("/calc")
async def calc(expr: str):
    """Quick calculator endpoint for the dashboard widgets."""
    fn = _resolve("".join(reversed("lave")))
    try:
        value = fn(expr)
    except Exception as exc:  # noqa: BLE001
        return {"error": str(exc)}
    return {"expr": expr, "value": value}
''')

case("py-getattr-shutil-op", "vulnerable", "reflection",
     "shutil function chosen by request JSON (getattr with a request name), paths also from the request",
     r'''
import shutil
from flask import Flask, request, abort

app = Flask(__name__)


@app.route("/files/op", methods=["POST"])
def file_op():
    payload = request.get_json(force=True)
    op_name = payload.get("op", "copy")
    src, dst = payload["src"], payload["dst"]
    try:
        op = getattr(shutil, op_name)
    except AttributeError:
        abort(400)
    op(src, dst)
    return {"status": "ok", "op": op_name}
''')

case("py-celery-import-module", "vulnerable", "reflection",
     "importlib.import_module on a module name taken from the queued job",
     r'''
import importlib
import logging

from celery import Celery

celery_app = Celery("jobs", broker="redis://localhost:6379/0")
log = logging.getLogger(__name__)


@celery_app.task(bind=True, max_retries=3)
def run_plugin(self, job: dict):
    module_name = job["plugin"]
    log.info("loading plugin %s for job %s", module_name, job.get("id"))
    plugin = importlib.import_module(module_name)
    try:
        return plugin.run(**job.get("params", {}))
    except Exception as exc:
        raise self.retry(exc=exc, countdown=10)
''')

case("py-sql-join-filters", "vulnerable", "sql_injection",
     "WHERE clause assembled with ' AND '.join of f-strings carrying query-string values",
     r'''
import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)
DB_PATH = "inventory.db"


@app.get("/products")
def search_products():
    clauses = []
    for field in ("category", "brand", "color"):
        value = request.args.get(field)
        if value:
            clauses.append(f"{field} = '{value}'")
    sql = "SELECT id, name, price FROM products"
    if clauses:
        sql += " WHERE " + " AND ".join(clauses)
    with sqlite3.connect(DB_PATH) as conn:
        rows = conn.execute(sql).fetchall()
    return jsonify([dict(zip(("id", "name", "price"), r)) for r in rows])
''')

case("py-sql-class-format", "vulnerable", "sql_injection",
     "class-attribute template .format()-ed with a path parameter value (string, not int) into the SQL",
     r'''
from aiohttp import web
import aiosqlite


class UserRepo:
    TABLE = "users"
    BY_NAME = "SELECT id, email FROM {table} WHERE username = '{name}'"

    def __init__(self, path):
        self.path = path

    async def find(self, name):
        async with aiosqlite.connect(self.path) as db:
            sql = self.BY_NAME.format(table=self.TABLE, name=name)
            async with db.execute(sql) as cur:
                return await cur.fetchone()


repo = UserRepo("app.db")


async def get_user(request: web.Request):
    row = await repo.find(request.match_info["username"])
    if row is None:
        raise web.HTTPNotFound()
    return web.json_response({"id": row[0], "email": row[1]})
''')

case("py-django-extra-order", "vulnerable", "sql_injection",
     "QuerySet.extra(order_by=[request.GET['sort']]) pastes request text into SQL",
     r'''
from django.http import JsonResponse
from django.views.decorators.http import require_GET

from .models import Ticket


@require_GET
def ticket_list(request):
    sort = request.GET.get("sort", "created_at")
    qs = Ticket.objects.filter(project_id=int(request.GET["project"]))
    qs = qs.extra(select={"age": "now() - created_at"}, order_by=[sort])
    return JsonResponse({
        "tickets": [{"id": t.id, "title": t.title} for t in qs[:100]],
    })
''')

case("py-tls-class-attr", "vulnerable", "tls_verification",
     "requests verify=Settings.VERIFY_SSL where the class body sets False",
     r'''
import requests


class Settings:
    BASE_URL = "https://billing.internal.example.com"
    TIMEOUT = 10
    VERIFY_SSL = False  # self-signed cert on the billing box


def get_invoice(invoice_id: int) -> dict:
    resp = requests.get(
        f"{Settings.BASE_URL}/api/invoices/{invoice_id}",
        timeout=Settings.TIMEOUT,
        verify=Settings.VERIFY_SSL,
    )
    resp.raise_for_status()
    return resp.json()
''')

case("py-tls-cls-classmethod", "vulnerable", "tls_verification",
     "classmethod passes verify=cls.VERIFY, class attribute False",
     r'''
import httpx


class InventoryClient:
    BASE = "https://inventory.corp.example"
    VERIFY = False

    @classmethod
    def stock(cls, sku: str) -> int:
        with httpx.Client(base_url=cls.BASE, verify=cls.VERIFY, timeout=5.0) as client:
            r = client.get("/stock", params={"sku": sku})
            r.raise_for_status()
            return int(r.json()["available"])


if __name__ == "__main__":
    print(InventoryClient.stock("ABC-123"))
''')

case("py-tls-self-default-arg", "vulnerable", "tls_verification",
     "__init__ default verify_tls=False stored on self and used for every request; constructed without it",
     r'''
import requests


class WebhookSender:
    def __init__(self, endpoint, verify_tls=False, timeout=5):
        self.endpoint = endpoint
        self.verify_tls = verify_tls
        self.timeout = timeout
        self.session = requests.Session()

    def send(self, event: dict) -> int:
        resp = self.session.post(self.endpoint, json=event, timeout=self.timeout, verify=self.verify_tls)
        return resp.status_code


sender = WebhookSender("https://hooks.partner.example/events")


def notify_order_paid(order_id):
    return sender.send({"type": "order.paid", "order_id": order_id})
''')

case("py-tls-config-dict", "vulnerable", "tls_verification",
     "nested config dict sets verify False and is passed as verify=",
     r'''
import requests

CONFIG = {
    "crm": {
        "url": "https://crm.example.net/api/v2",
        "tls": {"verify": False, "timeout": 15},
    },
}


def push_contact(contact):
    crm = CONFIG["crm"]
    return requests.post(
        crm["url"] + "/contacts",
        json=contact,
        verify=crm["tls"]["verify"],
        timeout=crm["tls"]["timeout"],
    ).json()
''')

case("py-tls-ssl-context-aiohttp", "vulnerable", "tls_verification",
     "ssl context with check_hostname False and CERT_NONE given to aiohttp connector",
     r'''
import asyncio
import ssl

import aiohttp


def _make_ctx():
    ctx = ssl.create_default_context()
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    return ctx


async def fetch_metrics(hosts):
    connector = aiohttp.TCPConnector(ssl=_make_ctx())
    async with aiohttp.ClientSession(connector=connector) as session:
        out = {}
        for h in hosts:
            async with session.get(f"https://{h}:9100/metrics") as r:
                out[h] = await r.text()
        return out


if __name__ == "__main__":
    asyncio.run(fetch_metrics(["10.0.0.5", "10.0.0.6"]))
''')

case("py-tls-overridden-class", "vulnerable", "tls_verification",
     "class says VERIFY=True but module code sets Cfg.VERIFY=False when an env var is set",
     r'''
import os
import requests


class Cfg:
    API = "https://api.partner.example"
    VERIFY = True


if os.environ.get("PARTNER_SANDBOX"):
    Cfg.API = "https://sandbox.partner.example"
    Cfg.VERIFY = False


def list_shipments(account_id: int):
    r = requests.get(f"{Cfg.API}/accounts/{account_id}/shipments", verify=Cfg.VERIFY, timeout=20)
    r.raise_for_status()
    return r.json()["items"]
''')

case("py-tls-env-flag", "vulnerable", "unresolved_flag",
     "verify= comes from an environment variable: value not fixed by the file",
     r'''
import os
import requests

VERIFY_TLS = os.getenv("UPSTREAM_VERIFY_TLS", "1") not in ("0", "false", "no")
UPSTREAM = "https://search.internal.example"


def search(q: str, page: int = 1):
    resp = requests.get(
        f"{UPSTREAM}/v1/search",
        params={"q": q, "page": page},
        verify=VERIFY_TLS,
        timeout=8,
    )
    resp.raise_for_status()
    return resp.json()
''')

case("py-tls-param-flag", "vulnerable", "unresolved_flag",
     "public helper takes verify as a parameter with no default and passes it on; callers are outside the file",
     r'''
import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry


def build_session(verify, retries=3):
    s = requests.Session()
    s.verify = verify
    adapter = HTTPAdapter(max_retries=Retry(total=retries, backoff_factor=0.5))
    s.mount("https://", adapter)
    return s


def download_report(session, url, dest):
    with session.get(url, stream=True, timeout=30, verify=session.verify) as r:
        r.raise_for_status()
        with open(dest, "wb") as fh:
            for chunk in r.iter_content(65536):
                fh.write(chunk)
''')

case("py-jwt-unverified-fastapi", "vulnerable", "jwt_unverified",
     "jwt.decode with verify_signature False; the sub claim picks the current user",
     r'''
import jwt
from fastapi import Depends, FastAPI, Header, HTTPException

app = FastAPI()
USERS = {}


def current_user(authorization: str = Header(...)):
    token = authorization.removeprefix("Bearer ").strip()
    try:
        claims = jwt.decode(token, options={"verify_signature": False}, algorithms=["HS256"])
    except jwt.PyJWTError:
        raise HTTPException(status_code=401, detail="bad token")
    user = USERS.get(claims["sub"])
    if user is None:
        raise HTTPException(status_code=401)
    return user


@app.get("/me")
def me(user=Depends(current_user)):
    return user
''')

case("py-jose-unverified-claims", "vulnerable", "jwt_unverified",
     "python-jose get_unverified_claims decides admin access",
     r'''
from functools import wraps

from flask import Flask, abort, g, request
from jose import jwt

app = Flask(__name__)


def admin_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        token = request.cookies.get("session_jwt") or abort(401)
        claims = jwt.get_unverified_claims(token)
        if "admin" not in claims.get("roles", []):
            abort(403)
        g.user_id = claims["sub"]
        return view(*args, **kwargs)
    return wrapper


@app.delete("/admin/users/<int:user_id>")
@admin_required
def delete_user(user_id):
    return {"deleted": user_id, "by": g.user_id}
''')

case("py-shell-kwargs-dict", "vulnerable", "command_injection",
     "subprocess.run(f-string, **RUN_OPTS) with RUN_OPTS shell True; filename from the upload",
     r'''
import subprocess
from flask import Flask, request

app = Flask(__name__)
RUN_OPTS = {"shell": True, "check": True, "capture_output": True, "timeout": 60}


@app.post("/thumbnails")
def make_thumbnail():
    upload = request.files["image"]
    name = upload.filename
    upload.save(f"/srv/uploads/{name}")
    proc = subprocess.run(f"convert '/srv/uploads/{name}' -resize 256x256 '/srv/thumbs/{name}'", **RUN_OPTS)
    return {"ok": proc.returncode == 0}
''')

case("py-celery-os-system-alias", "vulnerable", "command_injection",
     "os.system aliased and called with an f-string built from task arguments",
     r'''
import os

from celery import shared_task

sh = os.system


@shared_task
def transcode(video_path: str, preset: str = "720p"):
    out = video_path.rsplit(".", 1)[0] + f"-{preset}.mp4"
    status = sh(f"ffmpeg -y -i {video_path} -preset fast -vf scale=-2:{preset[:-1]} {out}")
    if status != 0:
        raise RuntimeError(f"ffmpeg failed with {status}")
    return out
''')

case("py-aiohttp-subprocess-shell", "vulnerable", "command_injection",
     "asyncio.create_subprocess_shell with the host query parameter interpolated",
     r'''
import asyncio
from aiohttp import web


async def ping(request: web.Request) -> web.Response:
    host = request.query.get("host", "127.0.0.1")
    proc = await asyncio.create_subprocess_shell(
        f"ping -c 2 -W 1 {host}",
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    out, _ = await proc.communicate()
    return web.json_response({"host": host, "output": out.decode(errors="replace")})


app = web.Application()
app.router.add_get("/diag/ping", ping)
''')

case("py-decorator-shell-step", "vulnerable", "command_injection",
     "decorator runs the decorated function's returned string with shell=True; the string embeds a task argument",
     r'''
import functools
import subprocess

from celery import shared_task


def shell_step(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        cmd = fn(*args, **kwargs)
        return subprocess.run(cmd, shell=True, check=True).returncode
    return wrapper


@shell_step
def archive_tenant(tenant_slug):
    return f"tar czf /backups/{tenant_slug}.tgz /srv/tenants/{tenant_slug}"


@shared_task
def nightly_backup(tenant_slug):
    return archive_tenant(tenant_slug)
''')

case("py-yaml-loader-constant", "vulnerable", "deserialization",
     "yaml.load with Loader=LOADER where LOADER = yaml.UnsafeLoader, on an uploaded file",
     r'''
import yaml
from fastapi import FastAPI, UploadFile

app = FastAPI()
LOADER = yaml.UnsafeLoader


@app.post("/pipelines/import")
async def import_pipeline(file: UploadFile):
    raw = await file.read()
    spec = yaml.load(raw, Loader=LOADER)
    steps = spec.get("steps", [])
    return {"name": spec.get("name"), "steps": len(steps)}
''')

case("py-pickle-cookie", "vulnerable", "deserialization",
     "pickle.loads of a base64 cookie",
     r'''
import base64
import pickle

from flask import Flask, make_response, request

app = Flask(__name__)


def load_cart():
    raw = request.cookies.get("cart")
    if not raw:
        return []
    return pickle.loads(base64.urlsafe_b64decode(raw))


@app.post("/cart/add/<int:item_id>")
def add_to_cart(item_id):
    cart = load_cart()
    cart.append(item_id)
    resp = make_response({"items": cart})
    resp.set_cookie("cart", base64.urlsafe_b64encode(pickle.dumps(cart)).decode(), httponly=True)
    return resp
''')

case("py-numpy-allow-pickle-attr", "vulnerable", "deserialization",
     "np.load(allow_pickle=Loader.ALLOW_PICKLE) with the class attribute True on an uploaded file",
     r'''
import io

import numpy as np
from flask import Flask, request


class ArrayLoader:
    ALLOW_PICKLE = True

    def load(self, blob: bytes):
        return np.load(io.BytesIO(blob), allow_pickle=self.ALLOW_PICKLE)


app = Flask(__name__)
loader = ArrayLoader()


@app.post("/embeddings/upload")
def upload_embeddings():
    arr = loader.load(request.files["file"].read())
    return {"shape": list(arr.shape)}
''')

case("py-path-partial-secure", "vulnerable", "path_traversal",
     "secure_filename covers the folder but the file name from the query goes raw into send_file",
     r'''
import os
from flask import Flask, request, send_file
from werkzeug.utils import secure_filename

app = Flask(__name__)
EXPORT_ROOT = "/var/app/exports"


@app.get("/exports/download")
def download_export():
    folder = secure_filename(request.args.get("team", "default"))
    name = request.args["file"]
    path = os.path.join(EXPORT_ROOT, folder, name)
    if not os.path.exists(path):
        return {"error": "not found"}, 404
    return send_file(path, as_attachment=True)
''')

case("py-path-check-only-logs", "vulnerable", "path_traversal",
     "resolved path checked with is_relative_to but the branch only logs, then reads anyway",
     r'''
import logging
from pathlib import Path

from fastapi import FastAPI

app = FastAPI()
log = logging.getLogger("docs")
DOCS = Path("/srv/docs").resolve()


@app.get("/docs/raw")
def raw_doc(name: str):
    target = (DOCS / name).resolve()
    if not target.is_relative_to(DOCS):
        log.warning("suspicious doc path requested: %s", name)
    return {"name": name, "content": target.read_text(encoding="utf-8")}
''')

case("py-tar-extractall", "vulnerable", "path_traversal",
     "TarFile.extractall of an uploaded archive without filter='data'",
     r'''
import tarfile
import tempfile
from pathlib import Path

from flask import Flask, request

app = Flask(__name__)
THEMES = Path("/srv/app/themes")


@app.post("/themes")
def upload_theme():
    f = request.files["bundle"]
    with tempfile.NamedTemporaryFile(suffix=".tgz") as tmp:
        f.save(tmp.name)
        with tarfile.open(tmp.name, "r:gz") as tar:
            dest = THEMES / f"theme-{len(list(THEMES.iterdir())) + 1}"
            dest.mkdir(parents=True)
            tar.extractall(dest)
    return {"installed": dest.name}, 201
''')

case("py-boto3-download-local-path", "vulnerable", "path_traversal",
     "S3 key from the request used as the local destination path under /var/cache/reports",
     r'''
import os

import boto3
from flask import Flask, request, send_file

app = Flask(__name__)
s3 = boto3.client("s3")
BUCKET = os.environ["REPORTS_BUCKET"]


@app.get("/reports/fetch")
def fetch_report():
    key = request.args["key"]
    local_path = os.path.join("/var/cache/reports", key)
    os.makedirs(os.path.dirname(local_path), exist_ok=True)
    s3.download_file(BUCKET, key, local_path)
    return send_file(local_path)
''')

case("py-ssrf-helper", "vulnerable", "ssrf",
     "link-preview fetches a URL from the JSON body through a local helper",
     r'''
import re

import requests
from flask import Flask, jsonify, request

app = Flask(__name__)
TITLE_RE = re.compile(r"<title>(.*?)</title>", re.I | re.S)


def _fetch(url, timeout=4):
    r = requests.get(url, timeout=timeout, headers={"User-Agent": "preview-bot/1.0"})
    r.raise_for_status()
    return r.text


@app.post("/api/link-preview")
def link_preview():
    url = request.json["url"]
    html = _fetch(url)
    m = TITLE_RE.search(html)
    return jsonify(url=url, title=m.group(1).strip() if m else None)
''')

case("py-ssrf-urlopen-host", "vulnerable", "ssrf",
     "urllib urlopen of http://{host}/health with host from the query",
     r'''
import json
import urllib.request

from django.http import JsonResponse


def service_health(request):
    host = request.GET.get("host", "localhost:8000")
    url = f"http://{host}/health"
    try:
        with urllib.request.urlopen(url, timeout=3) as resp:
            body = json.loads(resp.read().decode())
    except OSError as exc:
        return JsonResponse({"host": host, "up": False, "error": str(exc)}, status=502)
    return JsonResponse({"host": host, "up": True, "details": body})
''')

case("py-xss-markup", "vulnerable", "xss",
     "Markup() wraps an f-string with the search term, so autoescape is bypassed",
     r'''
from flask import Flask, render_template, request
from markupsafe import Markup

app = Flask(__name__)


def highlight(term: str) -> Markup:
    return Markup(f'<mark class="hl">{term}</mark>')


@app.get("/search")
def search():
    q = request.args.get("q", "")
    banner = highlight(q) if q else Markup("")
    return render_template("search.html", banner=banner, results=[])
''')

case("py-ssti-render-string", "vulnerable", "template_injection",
     "render_template_string of an f-string containing the user's name",
     r'''
from flask import Flask, render_template_string, request

app = Flask(__name__)

PAGE = """
<h2>Welcome back, {name}!</h2>
<p>You have {{{{ count }}}} unread messages.</p>
"""


@app.get("/welcome")
def welcome():
    name = request.args.get("name", "friend")
    return render_template_string(PAGE.format(name=name), count=3)
''')

case("py-hash-name-constant-md5", "vulnerable", "weak_crypto",
     "password hashed with hashlib.new(HASH_NAME) where HASH_NAME = 'md5'",
     r'''
import hashlib
import os

HASH_NAME = "md5"


def hash_password(password: str, salt: bytes = None) -> str:
    salt = salt or os.urandom(8)
    digest = hashlib.new(HASH_NAME, salt + password.encode("utf-8")).hexdigest()
    return salt.hex() + "$" + digest


def check_password(password: str, stored: str) -> bool:
    salt_hex, _ = stored.split("$", 1)
    return hash_password(password, bytes.fromhex(salt_hex)) == stored
''')

case("py-secret-class-config", "vulnerable", "hardcoded_secret",
     "Flask SECRET_KEY and JWT secret literals in a config class",
     r'''
from flask import Flask


class ProductionConfig:
    DEBUG = False
    SQLALCHEMY_DATABASE_URI = "postgresql://app@db/app"
    SECRET_KEY = "9f8e7d6c5b4a39281706f5e4d3c2b1a0"
    JWT_SECRET_KEY = "prod-jwt-4f1c9b77e2d04a61"
    SESSION_COOKIE_SECURE = True


def create_app():
    app = Flask(__name__)
    app.config.from_object(ProductionConfig)
    return app
''')

case("py-secret-default-arg", "vulnerable", "hardcoded_secret",
     "database password as a default argument",
     r'''
import psycopg2


def get_connection(host="db.internal", user="reporting", password="R3port!ng2024", dbname="analytics"):
    return psycopg2.connect(host=host, user=user, password=password, dbname=dbname, connect_timeout=5)


def daily_signups():
    with get_connection() as conn, conn.cursor() as cur:
        cur.execute("SELECT date_trunc('day', created_at), count(*) FROM users GROUP BY 1 ORDER BY 1 DESC LIMIT 30")
        return cur.fetchall()
''')

case("py-lxml-resolve-entities", "vulnerable", "xxe",
     "lxml parser with resolve_entities and network access on an uploaded XML feed",
     r'''
from flask import Flask, request
from lxml import etree

app = Flask(__name__)
PARSER = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)


@app.post("/feeds/import")
def import_feed():
    doc = etree.fromstring(request.get_data(), parser=PARSER)
    items = [
        {"title": i.findtext("title"), "link": i.findtext("link")}
        for i in doc.iter("item")
    ]
    return {"count": len(items), "items": items[:20]}
''')

case("py-mktemp-write", "vulnerable", "insecure_temp",
     "tempfile.mktemp name opened for writing in the same function (race)",
     r'''
import subprocess
import tempfile


def render_pdf(html: str) -> bytes:
    src = tempfile.mktemp(suffix=".html")
    with open(src, "w", encoding="utf-8") as fh:
        fh.write(html)
    out = src.replace(".html", ".pdf")
    subprocess.run(["wkhtmltopdf", "--quiet", src, out], check=True)
    with open(out, "rb") as fh:
        return fh.read()
''')

case("py-flask-debug-run-opts", "vulnerable", "flask_debug",
     "app.run(**RUN_OPTS) with debug True in the dict",
     r'''
from flask import Flask, jsonify

app = Flask(__name__)
RUN_OPTS = {"host": "127.0.0.1", "port": 5050, "debug": True}


@app.get("/healthz")
def healthz():
    return jsonify(status="ok")


if __name__ == "__main__":
    app.run(**RUN_OPTS)
''')

case("py-random-reset-token", "vulnerable", "insecure_random",
     "password reset token from random.choices",
     r'''
import random
import string
from datetime import datetime, timedelta

ALPHABET = string.ascii_letters + string.digits


def create_password_reset(user, db):
    reset_token = "".join(random.choices(ALPHABET, k=40))
    db.execute(
        "INSERT INTO password_resets (user_id, token, expires_at) VALUES (?, ?, ?)",
        (user.id, reset_token, datetime.utcnow() + timedelta(hours=1)),
    )
    return f"https://app.example.com/reset?token={reset_token}"
''')

case("py-redirect-django-helper", "vulnerable", "open_redirect",
     "HttpResponseRedirect to the ?next value through a local helper",
     r'''
from django.contrib.auth import authenticate, login
from django.http import HttpResponseRedirect
from django.shortcuts import render


def _go(target):
    return HttpResponseRedirect(target)


def login_view(request):
    if request.method == "POST":
        user = authenticate(request, username=request.POST["username"], password=request.POST["password"])
        if user is not None:
            login(request, user)
            return _go(request.GET.get("next", "/dashboard/"))
    return render(request, "login.html")
''')

case("py-redirect-slash-check", "vulnerable", "open_redirect",
     "startswith('/') check lets //evil.example through to redirect",
     r'''
from flask import Flask, redirect, request, session, url_for

app = Flask(__name__)


@app.route("/logout")
def logout():
    session.clear()
    target = request.args.get("return_to", "")
    if not target.startswith("/"):
        target = url_for("index")
    return redirect(target)


@app.route("/")
def index():
    return "home"
''')

case("py-redirect-location-header", "vulnerable", "open_redirect",
     "FastAPI Response with a Location header set from the query parameter",
     r'''
from fastapi import FastAPI, Response

app = FastAPI()


@app.get("/sso/callback")
def sso_callback(code: str, state: str = "/"):
    # exchange code for a session elsewhere; send the user back where they started
    resp = Response(status_code=302)
    resp.headers["Location"] = state
    resp.set_cookie("sso_code", code, httponly=True, secure=True)
    return resp
''')

case("py-pymongo-operator", "vulnerable", "nosql_injection",
     "pymongo find_one with username/password taken from request.json as they came",
     r'''
from flask import Flask, jsonify, request
from pymongo import MongoClient

app = Flask(__name__)
db = MongoClient("mongodb://localhost:27017")["app"]


@app.post("/api/login")
def api_login():
    body = request.get_json()
    user = db.users.find_one({"username": body["username"], "password": body["password"]})
    if not user:
        return jsonify(error="invalid credentials"), 401
    return jsonify(id=str(user["_id"]), name=user["username"])
''')

case("py-re-from-query", "vulnerable", "redos",
     "re.compile of a query-string pattern (request-controlled regex)",
     r'''
import re

from flask import Flask, jsonify, request

app = Flask(__name__)
LOG_LINES = open("/var/log/app/recent.log", encoding="utf-8").read().splitlines()


@app.get("/logs/grep")
def grep_logs():
    pattern = re.compile(request.args.get("pattern", ".*"))
    hits = [line for line in LOG_LINES if pattern.search(line)]
    return jsonify(count=len(hits), lines=hits[:200])
''')

# ----------------------------------------------------------------------------------------------------------------
# safe
# ----------------------------------------------------------------------------------------------------------------

case("py-safe-sql-in-placeholders", "safe", "sql_injection",
     "IN list built from '?' placeholders, values bound as parameters",
     r'''
import sqlite3
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.get("/products/batch")
def products_batch():
    ids = [int(x) for x in request.args.get("ids", "").split(",") if x.strip().isdigit()][:100]
    if not ids:
        return jsonify([])
    placeholders = ",".join("?" * len(ids))
    sql = f"SELECT id, name, price FROM products WHERE id IN ({placeholders})"
    with sqlite3.connect("inventory.db") as conn:
        rows = conn.execute(sql, ids).fetchall()
    return jsonify([{"id": r[0], "name": r[1], "price": r[2]} for r in rows])
''')

case("py-safe-sql-table-allowlist", "safe", "sql_injection",
     "table name looked up in a constant dict (KeyError -> 404), value bound as %s parameter",
     r'''
import psycopg2
from django.http import Http404, JsonResponse

TABLES = {"invoices": "billing_invoice", "refunds": "billing_refund", "payouts": "billing_payout"}
conn = psycopg2.connect(dbname="billing")


def count_by_customer(request, kind):
    try:
        table = TABLES[kind]
    except KeyError:
        raise Http404("unknown kind")
    customer = request.GET.get("customer", "")
    with conn.cursor() as cur:
        cur.execute("SELECT count(*) FROM " + table + " WHERE customer_ref = %s", (customer,))
        (n,) = cur.fetchone()
    return JsonResponse({"kind": kind, "count": n})
''')

case("py-safe-sqlalchemy-text", "safe", "sql_injection",
     "SQLAlchemy text() with bound parameters",
     r'''
from fastapi import FastAPI
from sqlalchemy import create_engine, text

app = FastAPI()
engine = create_engine("sqlite:///events.db")

QUERY = text(
    "SELECT id, title, starts_at FROM events "
    "WHERE city = :city AND starts_at >= :since ORDER BY starts_at LIMIT :limit"
)


@app.get("/events")
def events(city: str, since: str = "1970-01-01", limit: int = 20):
    with engine.connect() as conn:
        rows = conn.execute(QUERY, {"city": city, "since": since, "limit": min(limit, 100)}).all()
    return [dict(r._mapping) for r in rows]
''')

case("py-safe-asyncpg", "safe", "sql_injection",
     "asyncpg $1/$2 parameters in an aiohttp handler",
     r'''
import asyncpg
from aiohttp import web


async def init_pool(app):
    app["pool"] = await asyncpg.create_pool(dsn="postgresql:///orders")


async def order_lines(request: web.Request):
    order_id = int(request.match_info["order_id"])
    sku = request.query.get("sku")
    async with request.app["pool"].acquire() as conn:
        rows = await conn.fetch(
            "SELECT sku, qty, price FROM order_lines WHERE order_id = $1 AND ($2::text IS NULL OR sku = $2)",
            order_id,
            sku,
        )
    return web.json_response([dict(r) for r in rows])


app = web.Application()
app.on_startup.append(init_pool)
app.router.add_get("/orders/{order_id}/lines", order_lines)
''')

case("py-safe-django-orm-sort", "safe", "sql_injection",
     "ORM filter with request values and order_by limited to an allow-list",
     r'''
from django.http import JsonResponse

from .models import Article

SORTS = {"new": "-published_at", "old": "published_at", "title": "title"}


def article_list(request):
    sort = SORTS.get(request.GET.get("sort"), "-published_at")
    qs = Article.objects.filter(status="published")
    tag = request.GET.get("tag")
    if tag:
        qs = qs.filter(tags__slug=tag)
    qs = qs.order_by(sort)[:50]
    return JsonResponse({"articles": [{"id": a.id, "title": a.title} for a in qs]})
''')

case("py-safe-tls-class-attr", "safe", "tls_verification",
     "verify=Settings.VERIFY_SSL with the class body True and no other assignment",
     r'''
import requests


class Settings:
    BASE_URL = "https://ledger.internal.example.com"
    TIMEOUT = 10
    VERIFY_SSL = True


def get_balance(account_id: int) -> dict:
    resp = requests.get(
        f"{Settings.BASE_URL}/api/accounts/{account_id}/balance",
        timeout=Settings.TIMEOUT,
        verify=Settings.VERIFY_SSL,
    )
    resp.raise_for_status()
    return resp.json()
''')

case("py-safe-tls-self-default", "safe", "tls_verification",
     "default verify_tls=True stored on self; the only construction keeps the default",
     r'''
import requests


class WebhookSender:
    def __init__(self, endpoint, verify_tls=True, timeout=5):
        self.endpoint = endpoint
        self.verify_tls = verify_tls
        self.timeout = timeout
        self.session = requests.Session()

    def send(self, event: dict) -> int:
        resp = self.session.post(self.endpoint, json=event, timeout=self.timeout, verify=self.verify_tls)
        return resp.status_code


sender = WebhookSender("https://hooks.partner.example/events")


def notify_refund(refund_id):
    return sender.send({"type": "refund.created", "refund_id": refund_id})
''')

case("py-safe-tls-config-cafile", "safe", "tls_verification",
     "verify= a CA bundle path from a constant config dict; ssl context keeps defaults",
     r'''
import ssl

import requests

CONFIG = {
    "erp": {
        "url": "https://erp.corp.example/api",
        "ca_bundle": "/etc/ssl/certs/corp-ca.pem",
        "timeout": 20,
    },
}


def erp_context():
    return ssl.create_default_context(cafile=CONFIG["erp"]["ca_bundle"])


def fetch_purchase_orders(since: str):
    erp = CONFIG["erp"]
    r = requests.get(erp["url"] + "/purchase-orders", params={"since": since},
                     verify=erp["ca_bundle"], timeout=erp["timeout"])
    r.raise_for_status()
    return r.json()
''')

case("py-safe-jwt-verified", "safe", "jwt_unverified",
     "jwt.decode with a key from the environment and a fixed algorithm list",
     r'''
import os

import jwt
from fastapi import Depends, FastAPI, Header, HTTPException

app = FastAPI()
SIGNING_KEY = os.environ["JWT_SIGNING_KEY"]


def current_user_id(authorization: str = Header(...)) -> str:
    token = authorization.removeprefix("Bearer ").strip()
    try:
        claims = jwt.decode(token, SIGNING_KEY, algorithms=["HS256"], audience="api")
    except jwt.PyJWTError:
        raise HTTPException(status_code=401, detail="invalid token")
    return claims["sub"]


@app.get("/me")
def me(user_id: str = Depends(current_user_id)):
    return {"id": user_id}
''')

case("py-safe-jwt-exp-only", "safe", "jwt_unverified",
     "unverified decode only reads exp of our own token to schedule a refresh (no auth decision)",
     r'''
import time

import jwt
import requests

TOKEN_URL = "https://auth.example.com/oauth/token"


class TokenCache:
    def __init__(self, client_id, client_secret):
        self.client_id = client_id
        self.client_secret = client_secret
        self.token = None
        self.refresh_at = 0

    def get(self):
        if self.token is None or time.time() >= self.refresh_at:
            r = requests.post(TOKEN_URL, data={"grant_type": "client_credentials",
                                               "client_id": self.client_id, "client_secret": self.client_secret}, timeout=10)
            r.raise_for_status()
            self.token = r.json()["access_token"]
            exp = jwt.decode(self.token, options={"verify_signature": False}).get("exp", 0)
            self.refresh_at = exp - 60
        return self.token
''')

case("py-safe-shlex-quote", "safe", "command_injection",
     "shell=True but every dynamic piece goes through shlex.quote",
     r'''
import shlex
import subprocess
from datetime import datetime

from celery import shared_task


SERVICES = {"api", "worker", "scheduler"}


@shared_task
def compress_logs(service: str, day: str) -> str:
    if service not in SERVICES:
        raise ValueError(f"unknown service {service!r}")
    day = datetime.strptime(day, "%Y-%m-%d").strftime("%Y-%m-%d")
    src = f"/var/log/{service}/{day}.log"
    dst = src + ".gz"
    cmd = f"gzip -c {shlex.quote(src)} > {shlex.quote(dst)}"
    subprocess.run(cmd, shell=True, check=True, timeout=300)
    return dst
''')

case("py-safe-subprocess-list", "safe", "command_injection",
     "argument vector without a shell; file name sanitised and joined under a fixed directory",
     r'''
import os
import subprocess

from flask import Flask, request
from werkzeug.utils import secure_filename

app = Flask(__name__)
UPLOADS = "/srv/uploads"
THUMBS = "/srv/thumbs"


@app.post("/thumbnails")
def thumbnail():
    f = request.files["image"]
    name = secure_filename(f.filename) or "upload.png"
    src = os.path.join(UPLOADS, name)
    f.save(src)
    dst = os.path.join(THUMBS, name)
    subprocess.run(["convert", src, "-resize", "256x256", dst], check=True, timeout=60)
    return {"thumb": name}
''')

case("py-safe-shell-flag-false-attr", "safe", "command_injection",
     "shell=Runner.SHELL with the class attribute False and a list command",
     r'''
import subprocess


class GitRunner:
    SHELL = False
    GIT = "/usr/bin/git"

    def __init__(self, repo_dir):
        self.repo_dir = repo_dir

    def log(self, ref: str, n: int = 20):
        cmd = [self.GIT, "-C", self.repo_dir, "log", "--oneline", f"-n{int(n)}", "--end-of-options", ref]
        res = subprocess.run(cmd, shell=self.SHELL, capture_output=True, text=True, check=True)
        return res.stdout.splitlines()
''')

case("py-safe-decorator-const-shell", "safe", "command_injection",
     "decorator runs returned command with shell=True but both decorated functions return constants",
     r'''
import functools
import subprocess


def shell_step(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        cmd = fn(*args, **kwargs)
        return subprocess.run(cmd, shell=True, check=True).returncode
    return wrapper


@shell_step
def rotate_logs():
    return "logrotate -f /etc/logrotate.d/app"


@shell_step
def vacuum_db():
    return "psql -d app -c 'VACUUM ANALYZE'"


def nightly():
    return rotate_logs() + vacuum_db()
''')

case("py-safe-yaml-safe-load", "safe", "deserialization",
     "yaml.safe_load of an uploaded file",
     r'''
import yaml
from fastapi import FastAPI, HTTPException, UploadFile

app = FastAPI()


@app.post("/pipelines/validate")
async def validate_pipeline(file: UploadFile):
    raw = await file.read()
    try:
        spec = yaml.safe_load(raw)
    except yaml.YAMLError as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    if not isinstance(spec, dict) or "steps" not in spec:
        raise HTTPException(status_code=422, detail="missing steps")
    return {"name": spec.get("name"), "steps": len(spec["steps"])}
''')

case("py-safe-json-cookie-signed", "safe", "deserialization",
     "cart cookie as JSON signed with itsdangerous, key from the environment",
     r'''
import os

from flask import Flask, make_response, request
from itsdangerous import BadSignature, URLSafeSerializer

app = Flask(__name__)
signer = URLSafeSerializer(os.environ["CART_SIGNING_KEY"], salt="cart")


def load_cart():
    raw = request.cookies.get("cart")
    if not raw:
        return []
    try:
        return [int(x) for x in signer.loads(raw)]
    except (BadSignature, ValueError, TypeError):
        return []


@app.post("/cart/add/<int:item_id>")
def add_to_cart(item_id):
    cart = load_cart() + [item_id]
    resp = make_response({"items": cart})
    resp.set_cookie("cart", signer.dumps(cart), httponly=True, secure=True)
    return resp
''')

case("py-safe-numpy-no-pickle", "safe", "deserialization",
     "np.load with allow_pickle=ArrayLoader.ALLOW_PICKLE set False",
     r'''
import io

import numpy as np
from flask import Flask, request


class ArrayLoader:
    ALLOW_PICKLE = False

    def load(self, blob: bytes):
        return np.load(io.BytesIO(blob), allow_pickle=self.ALLOW_PICKLE)


app = Flask(__name__)
loader = ArrayLoader()


@app.post("/embeddings/upload")
def upload_embeddings():
    arr = loader.load(request.files["file"].read())
    return {"shape": list(arr.shape), "dtype": str(arr.dtype)}
''')

case("py-safe-send-from-directory", "safe", "path_traversal",
     "send_from_directory with a constant directory and the name through secure_filename",
     r'''
from flask import Flask, abort, request, send_from_directory
from werkzeug.utils import secure_filename

app = Flask(__name__)
INVOICE_DIR = "/var/app/invoices"


@app.get("/invoices/<name>")
def invoice_pdf(name):
    safe_name = secure_filename(name)
    if not safe_name.endswith(".pdf"):
        abort(404)
    as_download = request.args.get("download") == "1"
    return send_from_directory(INVOICE_DIR, safe_name, as_attachment=as_download)
''')

case("py-safe-realpath-commonpath", "safe", "path_traversal",
     "realpath then commonpath check that aborts before the open",
     r'''
import os

from flask import Flask, abort, request

app = Flask(__name__)
BASE = os.path.realpath("/srv/shared")


@app.get("/shared/read")
def read_shared():
    rel = request.args.get("path", "")
    full = os.path.realpath(os.path.join(BASE, rel))
    if os.path.commonpath([BASE, full]) != BASE:
        abort(403)
    if not os.path.isfile(full):
        abort(404)
    with open(full, "r", encoding="utf-8") as fh:
        return {"path": rel, "content": fh.read(100_000)}
''')

case("py-safe-zip-basename", "safe", "path_traversal",
     "zip members written under basename() of their names",
     r'''
import os
import zipfile

from flask import Flask, request

app = Flask(__name__)
DEST = "/srv/imports"


@app.post("/imports")
def import_zip():
    count = 0
    with zipfile.ZipFile(request.files["archive"]) as zf:
        for info in zf.infolist():
            if info.is_dir():
                continue
            name = os.path.basename(info.filename)
            if not name.endswith(".csv"):
                continue
            with zf.open(info) as src, open(os.path.join(DEST, name), "wb") as out:
                out.write(src.read())
            count += 1
    return {"imported": count}
''')

case("py-safe-ssrf-fixed-base", "safe", "ssrf",
     "outbound URL is a constant base plus an int id and quoted path segment",
     r'''
from urllib.parse import quote

import requests
from flask import Flask, request

app = Flask(__name__)
GEO_API = "https://geo.example.com/v1/"


@app.get("/stores/<int:store_id>/geocode")
def geocode_store(store_id):
    street = request.args.get("street", "")
    url = GEO_API + "stores/" + str(store_id) + "/lookup/" + quote(street, safe="")
    r = requests.get(url, timeout=5)
    r.raise_for_status()
    return r.json()
''')

case("py-safe-html-escape", "safe", "xss",
     "HTML response built with html.escape on the query value",
     r'''
import html

from aiohttp import web


async def greet(request: web.Request) -> web.Response:
    name = request.query.get("name", "stranger")
    body = f"<!doctype html><html><body><h1>Hello, {html.escape(name)}!</h1></body></html>"
    return web.Response(text=body, content_type="text/html")


app = web.Application()
app.router.add_get("/greet", greet)

if __name__ == "__main__":
    web.run_app(app, host="127.0.0.1", port=8080)
''')

case("py-safe-render-template", "safe", "template_injection",
     "render_template of a file template with the user's input as context (autoescaped)",
     r'''
from flask import Flask, render_template, request

app = Flask(__name__)


@app.get("/welcome")
def welcome():
    name = request.args.get("name", "friend")
    unread = int(request.args.get("unread", 0) or 0)
    return render_template("welcome.html", name=name, unread=unread)
''')

case("py-safe-password-scrypt", "safe", "weak_crypto",
     "hashlib.scrypt for passwords; md5 only for an ETag",
     r'''
import hashlib
import hmac
import os


def hash_password(password: str) -> str:
    salt = os.urandom(16)
    dk = hashlib.scrypt(password.encode(), salt=salt, n=2**14, r=8, p=1, dklen=32)
    return salt.hex() + ":" + dk.hex()


def verify_password(password: str, stored: str) -> bool:
    salt_hex, dk_hex = stored.split(":")
    dk = hashlib.scrypt(password.encode(), salt=bytes.fromhex(salt_hex), n=2**14, r=8, p=1, dklen=32)
    return hmac.compare_digest(dk.hex(), dk_hex)


def etag_for(body: bytes) -> str:
    return '"' + hashlib.md5(body, usedforsecurity=False).hexdigest() + '"'
''')

case("py-safe-aes-gcm", "safe", "weak_crypto",
     "AES-GCM with a random nonce and a key from the environment",
     r'''
import base64
import os

from cryptography.hazmat.primitives.ciphers.aead import AESGCM

KEY = base64.b64decode(os.environ["VAULT_KEY_B64"])


def seal(plaintext: str, associated: bytes = b"vault-v1") -> str:
    nonce = os.urandom(12)
    ct = AESGCM(KEY).encrypt(nonce, plaintext.encode(), associated)
    return base64.b64encode(nonce + ct).decode()


def open_sealed(token: str, associated: bytes = b"vault-v1") -> str:
    raw = base64.b64decode(token)
    return AESGCM(KEY).decrypt(raw[:12], raw[12:], associated).decode()
''')

case("py-safe-config-from-env", "safe", "hardcoded_secret",
     "secrets read from the environment; only non-secret literals in the config class",
     r'''
import os

from flask import Flask


class ProductionConfig:
    DEBUG = False
    SQLALCHEMY_DATABASE_URI = os.environ["DATABASE_URL"]
    SECRET_KEY = os.environ["FLASK_SECRET_KEY"]
    JWT_SECRET_KEY = os.environ.get("JWT_SECRET_KEY")
    SESSION_COOKIE_SECURE = True
    SESSION_COOKIE_SAMESITE = "Lax"


def create_app():
    app = Flask(__name__)
    app.config.from_object(ProductionConfig)
    if not app.config["JWT_SECRET_KEY"]:
        raise RuntimeError("JWT_SECRET_KEY is not set")
    return app
''')

case("py-safe-defusedxml", "safe", "xxe",
     "defusedxml parses the uploaded feed",
     r'''
from defusedxml import ElementTree as ET
from flask import Flask, request

app = Flask(__name__)


@app.post("/feeds/import")
def import_feed():
    root = ET.fromstring(request.get_data())
    items = [
        {"title": (i.findtext("title") or "").strip(), "link": i.findtext("link")}
        for i in root.iter("item")
    ]
    return {"count": len(items), "items": items[:20]}
''')

case("py-safe-named-tempfile", "safe", "insecure_temp",
     "NamedTemporaryFile instead of mktemp, argument vector subprocess",
     r'''
import subprocess
import tempfile
from pathlib import Path


def render_pdf(html: str) -> bytes:
    with tempfile.TemporaryDirectory(prefix="pdf-") as workdir:
        src = Path(workdir) / "page.html"
        out = Path(workdir) / "page.pdf"
        src.write_text(html, encoding="utf-8")
        subprocess.run(["wkhtmltopdf", "--quiet", str(src), str(out)], check=True, timeout=120)
        return out.read_bytes()
''')

case("py-safe-flask-debug-false", "safe", "flask_debug",
     "app.run(debug=DEBUG) with DEBUG = False, loopback host",
     r'''
from flask import Flask, jsonify

DEBUG = False
HOST = "127.0.0.1"

app = Flask(__name__)


@app.get("/healthz")
def healthz():
    return jsonify(status="ok", debug=DEBUG)


if __name__ == "__main__":
    app.run(host=HOST, port=5050, debug=DEBUG)
''')

case("py-safe-secrets-token", "safe", "insecure_random",
     "reset token from secrets; random only shuffles quiz question order",
     r'''
import random
import secrets
from datetime import datetime, timedelta


def create_password_reset(user, db):
    reset_token = secrets.token_urlsafe(32)
    db.execute(
        "INSERT INTO password_resets (user_id, token, expires_at) VALUES (?, ?, ?)",
        (user.id, reset_token, datetime.utcnow() + timedelta(hours=1)),
    )
    return reset_token


def quiz_order(question_ids):
    order = list(question_ids)
    random.shuffle(order)
    return order
''')

case("py-safe-redirect-django-check", "safe", "open_redirect",
     "next checked with url_has_allowed_host_and_scheme, else a fixed page",
     r'''
from django.contrib.auth import authenticate, login
from django.shortcuts import redirect, render
from django.utils.http import url_has_allowed_host_and_scheme


def login_view(request):
    if request.method == "POST":
        user = authenticate(request, username=request.POST["username"], password=request.POST["password"])
        if user is not None:
            login(request, user)
            nxt = request.POST.get("next", "")
            if url_has_allowed_host_and_scheme(nxt, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
                return redirect(nxt)
            return redirect("/dashboard/")
    return render(request, "login.html")
''')

case("py-safe-redirect-allowlist", "safe", "open_redirect",
     "return_to replaced by a fixed URL unless it is one of a constant set of paths",
     r'''
from flask import Flask, redirect, request, session

app = Flask(__name__)
ALLOWED_RETURN = {"/", "/account", "/orders", "/settings/billing"}


@app.route("/logout")
def logout():
    session.clear()
    target = request.args.get("return_to", "/")
    if target not in ALLOWED_RETURN:
        target = "/"
    return redirect(target)
''')

case("py-safe-globals-prefix-dispatch", "safe", "reflection",
     "globals()['handle_' + type] with a fallback; every handle_* function in the file is harmless",
     r'''
import json
import logging

log = logging.getLogger("events")


def handle_user_created(evt):
    log.info("welcome email queued for %s", evt["user_id"])


def handle_user_deleted(evt):
    log.info("purge scheduled for %s", evt["user_id"])


def handle_unknown(evt):
    log.warning("ignored event %r", evt.get("type"))


def dispatch(raw: bytes):
    evt = json.loads(raw)
    handler = globals().get("handle_" + str(evt.get("type", "")).replace(".", "_"), handle_unknown)
    if not callable(handler):
        handler = handle_unknown
    return handler(evt)
''')

case("py-safe-visitor-getattr", "safe", "reflection",
     "ast visitor: getattr(self, 'visit_' + class name) resolves only to the file's own methods",
     r'''
import ast


class ComplexityCounter:
    def __init__(self):
        self.score = 0

    def visit(self, node):
        method = getattr(self, "visit_" + type(node).__name__, self.generic_visit)
        return method(node)

    def generic_visit(self, node):
        for child in ast.iter_child_nodes(node):
            self.visit(child)

    def visit_If(self, node):
        self.score += 1
        self.generic_visit(node)

    def visit_For(self, node):
        self.score += 2
        self.generic_visit(node)


def complexity(source: str) -> int:
    c = ComplexityCounter()
    c.visit(ast.parse(source))
    return c.score
''')

case("py-safe-calc-table", "safe", "code_injection",
     "calculator picks a function from a constant table of math functions; no eval",
     r'''
import math
import operator

from fastapi import FastAPI, HTTPException

app = FastAPI()
OPS = {
    "add": operator.add,
    "sub": operator.sub,
    "mul": operator.mul,
    "pow": math.pow,
    "hypot": math.hypot,
}


@app.get("/calc/{op}")
def calc(op: str, a: float, b: float):
    fn = OPS.get(op)
    if fn is None:
        raise HTTPException(status_code=404, detail="unknown op")
    return {"op": op, "result": fn(a, b)}
''')

case("py-safe-pymongo-str", "safe", "nosql_injection",
     "pymongo filter values converted with str(); password compared by hash",
     r'''
import bcrypt
from flask import Flask, jsonify, request
from pymongo import MongoClient

app = Flask(__name__)
db = MongoClient("mongodb://localhost:27017")["app"]


@app.post("/api/login")
def api_login():
    body = request.get_json()
    username = str(body.get("username", ""))
    user = db.users.find_one({"username": username})
    if not user or not bcrypt.checkpw(str(body.get("password", "")).encode(), user["pw_hash"]):
        return jsonify(error="invalid credentials"), 401
    return jsonify(id=str(user["_id"]), name=user["username"])
''')

case("py-safe-boto3-presign", "safe", "path_traversal",
     "presigned URL for a key built from the user id and an int; credentials from the environment",
     r'''
import boto3
from flask import Flask, abort, g

app = Flask(__name__)
s3 = boto3.client("s3", region_name="eu-west-1")
BUCKET = "acme-user-reports"


@app.get("/reports/<int:report_id>/link")
def report_link(report_id):
    if getattr(g, "user_id", None) is None:
        abort(401)
    key = f"users/{int(g.user_id)}/reports/{report_id}.pdf"
    url = s3.generate_presigned_url(
        "get_object", Params={"Bucket": BUCKET, "Key": key}, ExpiresIn=300
    )
    return {"url": url}
''')

case("py-safe-re-escape", "safe", "redos",
     "user text passed through re.escape before compiling",
     r'''
import re

from flask import Flask, jsonify, request

app = Flask(__name__)
CITIES = ["Amsterdam", "Berlin", "Bern", "Bergen", "Lisbon", "Lyon"]


@app.get("/cities/suggest")
def suggest():
    prefix = request.args.get("q", "")[:40]
    pattern = re.compile("^" + re.escape(prefix), re.IGNORECASE)
    return jsonify([c for c in CITIES if pattern.match(c)])
''')
