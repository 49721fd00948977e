# Python snippets of the round-12 held-out code set, with reading A (label, class, one-line reason).
# Each entry: (key, label, class, reason_a, code). Keys are internal; cases_src.py assigns neutral ids.

PY = []


def case(key, label, cls, reason, code):
    PY.append((key, label, cls, reason, code.strip("\n") + "\n"))


# ---------------------------------------------------------------- vulnerable

case("eval_join_builtins", "vulnerable", "code_injection",
     "getattr(builtins, ''.join(['ev','al'])) is eval, called on request JSON (empty __builtins__ is escapable)", r'''
import builtins
from flask import Flask, request, jsonify

app = Flask(__name__)
_EVALUATOR = "".join(["ev", "al"])


@app.route("/api/calc", methods=["POST"])
def calc():
    payload = request.get_json(force=True)
    expr = payload.get("expr", "")
    fn = getattr(builtins, _EVALUATOR)
    try:
        result = fn(expr, {"__builtins__": {}}, {})
    except Exception as exc:  # noqa: BLE001
        return jsonify(error=str(exc)), 400
    return jsonify(expr=expr, result=result)
''')

case("vars_import_system_celery", "vulnerable", "command_injection",
     "vars(__import__('o'+'s'))['sys'+'tem'] is os.system, run with task arguments in an f-string", r'''
from celery import Celery

app = Celery("media", broker="redis://localhost:6379/0")

_mod = __import__("o" + "s")
_run = vars(_mod)["sys" + "tem"]


@app.task(bind=True, max_retries=3)
def make_thumbnail(self, src_path, width):
    """Resize an uploaded image with ImageMagick."""
    out = src_path.rsplit(".", 1)[0] + f"_{width}.jpg"
    rc = _run(f"convert {src_path} -resize {width}x {out}")
    if rc != 0:
        raise self.retry(countdown=10)
    return out
''')

case("methodcaller_check_output", "vulnerable", "command_injection",
     "methodcaller('check_output', f'nslookup {host}', shell=True) applied to subprocess with a query parameter", r'''
import operator
import subprocess

from fastapi import FastAPI, Query

app = FastAPI(title="nettools")


@app.get("/dns")
def dns_lookup(host: str = Query(..., max_length=253)):
    run = operator.methodcaller(
        "check_output", f"nslookup {host}", shell=True, text=True, timeout=10
    )
    try:
        output = run(subprocess)
    except subprocess.CalledProcessError as err:
        return {"ok": False, "output": err.output}
    return {"ok": True, "output": output}
''')

case("sql_join_parts_filters", "vulnerable", "sql_injection",
     "filter values from request.args are pasted as quoted literals and the parts joined with ' '.join", r'''
import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)
FILTERABLE = ("category", "brand")


def build_query(filters):
    parts = ["SELECT id, name, price FROM products WHERE 1=1"]
    for col, val in filters.items():
        parts.append(f"AND {col} = '{val}'")
    parts.append("ORDER BY name")
    return " ".join(parts)


@app.get("/products")
def products():
    filters = {k: v for k, v in request.args.items() if k in FILTERABLE}
    sql = build_query(filters)
    with sqlite3.connect("shop.db") as conn:
        rows = conn.execute(sql).fetchall()
    return jsonify([{"id": r[0], "name": r[1], "price": r[2]} for r in rows])
''')

case("sql_class_template_format", "vulnerable", "sql_injection",
     "class-attribute SQL template filled with str.format from request.GET then executed", r'''
from django.db import connection
from django.http import JsonResponse
from django.contrib.auth.decorators import login_required


class ReportQueries:
    BY_REGION = (
        "SELECT region, SUM(total) AS revenue FROM orders "
        "WHERE created_at >= '{since}' GROUP BY region ORDER BY revenue DESC"
    )


@login_required
def revenue_by_region(request):
    since = request.GET.get("since", "2024-01-01")
    with connection.cursor() as cur:
        cur.execute(ReportQueries.BY_REGION.format(since=since))
        rows = cur.fetchall()
    return JsonResponse({"rows": [{"region": r, "revenue": float(v)} for r, v in rows]})
''')

case("sql_percent_sqs_worker", "vulnerable", "sql_injection",
     "queue message fields formatted into UPDATE with % (quoted '%s' is string formatting, not parameters)", r'''
import json
import os

import boto3
import psycopg2

sqs = boto3.client("sqs", region_name="eu-west-1")
QUEUE_URL = os.environ["ACCOUNT_EVENTS_QUEUE"]
conn = psycopg2.connect(os.environ["DATABASE_URL"])


def handle(message):
    body = json.loads(message["Body"])
    with conn.cursor() as cur:
        cur.execute(
            "UPDATE accounts SET status = '%s' WHERE email = '%s'"
            % (body["status"], body["email"])
        )
    conn.commit()


def poll_forever():
    while True:
        resp = sqs.receive_message(QueueUrl=QUEUE_URL, MaxNumberOfMessages=10, WaitTimeSeconds=20)
        for msg in resp.get("Messages", []):
            handle(msg)
            sqs.delete_message(QueueUrl=QUEUE_URL, ReceiptHandle=msg["ReceiptHandle"])


if __name__ == "__main__":
    poll_forever()
''')

case("verify_class_attr_false", "vulnerable", "tls_verification",
     "verify=Config.VERIFY_SSL where the class body sets VERIFY_SSL = False", r'''
import requests


class Config:
    API_BASE = "https://billing.internal.example.com"
    VERIFY_SSL = False
    TIMEOUT = 10


def get_invoice(invoice_id: int, token: str) -> dict:
    resp = requests.get(
        f"{Config.API_BASE}/invoices/{invoice_id}",
        headers={"Authorization": f"Bearer {token}"},
        verify=Config.VERIFY_SSL,
        timeout=Config.TIMEOUT,
    )
    resp.raise_for_status()
    return resp.json()


def list_overdue(token: str) -> list:
    resp = requests.get(f"{Config.API_BASE}/invoices", params={"status": "overdue"},
                        headers={"Authorization": f"Bearer {token}"},
                        verify=Config.VERIFY_SSL, timeout=Config.TIMEOUT)
    resp.raise_for_status()
    return resp.json()["items"]
''')

case("verify_kwargs_dict", "vulnerable", "tls_verification",
     "session.post(..., **DEFAULT_REQUEST_OPTS) where the dict holds verify=False", r'''
import requests
from requests.adapters import HTTPAdapter

DEFAULT_REQUEST_OPTS = {"timeout": 15, "verify": False}


class PartnerClient:
    def __init__(self, base_url: str, api_key: str):
        self.base_url = base_url.rstrip("/")
        self.session = requests.Session()
        self.session.headers["X-Api-Key"] = api_key
        self.session.mount("https://", HTTPAdapter(max_retries=3))

    def post_order(self, order: dict) -> dict:
        r = self.session.post(f"{self.base_url}/orders", json=order, **DEFAULT_REQUEST_OPTS)
        r.raise_for_status()
        return r.json()

    def order_status(self, order_id: str) -> str:
        r = self.session.get(f"{self.base_url}/orders/{order_id}", **DEFAULT_REQUEST_OPTS)
        r.raise_for_status()
        return r.json()["status"]
''')

case("verify_default_param_httpx", "vulnerable", "tls_verification",
     "helper's default verify=False reaches httpx.AsyncClient(verify=verify); callers never pass it", r'''
import asyncio

import httpx


async def fetch_json(url: str, verify: bool = False) -> dict:
    async with httpx.AsyncClient(verify=verify, timeout=10.0) as client:
        r = await client.get(url)
        r.raise_for_status()
        return r.json()


async def load_rates() -> dict:
    data = await fetch_json("https://rates.example.org/v1/latest?base=EUR")
    return data["rates"]


if __name__ == "__main__":
    print(asyncio.run(load_rates()))
''')

case("ssl_ctx_flag_const", "vulnerable", "tls_verification",
     "check_hostname = STRICT_TLS (False) and verify_mode CERT_NONE chosen by the same constant for SMTP STARTTLS", r'''
import os
import smtplib
import ssl

STRICT_TLS = False


def make_context() -> ssl.SSLContext:
    ctx = ssl.create_default_context()
    ctx.check_hostname = STRICT_TLS
    ctx.verify_mode = ssl.CERT_REQUIRED if STRICT_TLS else ssl.CERT_NONE
    return ctx


def send_report(to_addr: str, body: str) -> None:
    with smtplib.SMTP("mail.example.com", 587, timeout=30) as smtp:
        smtp.starttls(context=make_context())
        smtp.login("reports", os.environ["SMTP_PASSWORD"])
        smtp.sendmail("reports@example.com", [to_addr], body)
''')

case("paramiko_autoadd", "vulnerable", "tls_verification",
     "paramiko AutoAddPolicy accepts any SSH host key (host-key verification off)", r'''
import paramiko


def run_remote(host: str, user: str, key_path: str) -> str:
    client = paramiko.SSHClient()
    client.set_missing_host_key_policy(paramiko.AutoAddPolicy())
    client.connect(host, username=user, key_filename=key_path, timeout=10)
    try:
        _stdin, stdout, stderr = client.exec_command("systemctl is-active nginx")
        status = stdout.read().decode().strip()
        err = stderr.read().decode().strip()
        if err:
            raise RuntimeError(err)
        return status
    finally:
        client.close()


if __name__ == "__main__":
    for h in ("web1.example.net", "web2.example.net"):
        print(h, run_remote(h, "deploy", "/home/deploy/.ssh/id_ed25519"))
''')

case("jwt_options_const_auth", "vulnerable", "jwt_unverified",
     "jwt.decode with options constant verify_signature False; sub and role then authenticate the request", r'''
from functools import wraps

import jwt
from flask import abort, g, request

DECODE_OPTS = {"verify_signature": False, "verify_exp": True}


def login_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        auth = request.headers.get("Authorization", "")
        if not auth.startswith("Bearer "):
            abort(401)
        try:
            claims = jwt.decode(auth[7:], options=DECODE_OPTS, algorithms=["HS256"])
        except jwt.PyJWTError:
            abort(401)
        g.user_id = claims["sub"]
        g.is_admin = claims.get("role") == "admin"
        return view(*args, **kwargs)

    return wrapper
''')

case("jose_unverified_claims_dep", "vulnerable", "jwt_unverified",
     "python-jose get_unverified_claims result picks the user in a FastAPI auth dependency", r'''
from fastapi import Depends, FastAPI, Header, HTTPException
from jose import jwt

from .models import User

app = FastAPI()


async def current_user(authorization: str = Header(...)) -> User:
    token = authorization.removeprefix("Bearer ").strip()
    claims = jwt.get_unverified_claims(token)
    user = await User.get_or_none(id=claims["sub"])
    if user is None or not user.is_active:
        raise HTTPException(status_code=401, detail="invalid token")
    return user


@app.get("/me")
async def me(user: User = Depends(current_user)):
    return {"id": user.id, "email": user.email}
''')

case("redirect_next_or_default", "vulnerable", "open_redirect",
     "redirect(request.args.get('next') or url_for(...)) after login: next is unchecked", r'''
from flask import Blueprint, flash, redirect, render_template, request, url_for
from flask_login import login_user

from .forms import LoginForm
from .models import User

bp = Blueprint("auth", __name__)


@bp.route("/login", methods=["GET", "POST"])
def login():
    form = LoginForm()
    if form.validate_on_submit():
        user = User.query.filter_by(email=form.email.data.lower()).first()
        if user and user.check_password(form.password.data):
            login_user(user, remember=form.remember.data)
            target = request.args.get("next") or url_for("main.index")
            return redirect(target)
        flash("Invalid email or password", "error")
    return render_template("auth/login.html", form=form)
''')

case("django_redirect_scheme_check", "vulnerable", "open_redirect",
     "only the scheme / leading slash is checked, so https://evil or //evil passes to HttpResponseRedirect", r'''
from django.http import HttpResponseRedirect
from django.views.decorators.http import require_POST


@require_POST
def switch_language(request):
    lang = request.POST.get("lang", "en")
    back = request.POST.get("back", "/")
    if not back.startswith(("http://", "https://", "/")):
        back = "/"
    response = HttpResponseRedirect(back)
    response.set_cookie("django_language", lang, max_age=365 * 24 * 3600, samesite="Lax")
    return response
''')

case("fastapi_location_header", "vulnerable", "open_redirect",
     "Response(status_code=307, headers={'Location': dest}) with dest from query_params", r'''
from fastapi import FastAPI, Request, Response

from .analytics import log_click

app = FastAPI()


@app.get("/out")
async def outbound(request: Request) -> Response:
    dest = request.query_params.get("u", "/")
    campaign = request.query_params.get("c", "none")
    await log_click(dest=dest, campaign=campaign)
    return Response(status_code=307, headers={"Location": dest, "Cache-Control": "no-store"})
''')

case("pickle_cookie", "vulnerable", "deserialization",
     "pickle.loads of a base64 cookie value from the client", r'''
import base64
import pickle

from flask import Flask, make_response, render_template, request

app = Flask(__name__)


def load_cart():
    raw = request.cookies.get("cart")
    if not raw:
        return []
    return pickle.loads(base64.b64decode(raw))


@app.route("/cart")
def cart():
    items = load_cart()
    total = sum(i["price"] * i["qty"] for i in items)
    return render_template("cart.html", items=items, total=total)


@app.post("/cart/clear")
def clear_cart():
    resp = make_response("", 204)
    resp.delete_cookie("cart")
    return resp
''')

case("yaml_loader_table", "vulnerable", "deserialization",
     "yaml.load with Loader=LOADERS['full'] which is yaml.UnsafeLoader, on an uploaded file", r'''
import yaml
from flask import Flask, jsonify, request

app = Flask(__name__)

LOADERS = {"full": yaml.UnsafeLoader, "safe": yaml.SafeLoader}
DEFAULT_LOADER = LOADERS["full"]


@app.post("/pipelines/import")
def import_pipeline():
    upload = request.files.get("pipeline")
    if upload is None:
        return jsonify(error="missing file"), 400
    spec = yaml.load(upload.read(), Loader=DEFAULT_LOADER)
    steps = spec.get("steps", [])
    return jsonify(name=spec.get("name"), steps=len(steps))
''')

case("torch_load_upload", "vulnerable", "deserialization",
     "torch.load(weights_only=False) of an uploaded file unpickles attacker data", r'''
import io

import torch
from fastapi import FastAPI, HTTPException, UploadFile

app = FastAPI()
MAX_BYTES = 200 * 1024 * 1024


@app.post("/models/upload")
async def upload_model(file: UploadFile):
    data = await file.read()
    if len(data) > MAX_BYTES:
        raise HTTPException(413, "model too large")
    state = torch.load(io.BytesIO(data), map_location="cpu", weights_only=False)
    n_params = sum(t.numel() for t in state.values() if hasattr(t, "numel"))
    return {"tensors": len(state), "parameters": n_params}
''')

case("send_file_fstring", "vulnerable", "path_traversal",
     "send_file(f'{base}/{name}') with a <path:> URL segment (../ allowed)", r'''
from flask import Blueprint, abort, current_app, send_file
from flask_login import login_required

bp = Blueprint("billing", __name__)


@bp.get("/invoices/<path:name>")
@login_required
def invoice(name):
    base = current_app.config["INVOICE_DIR"]
    if not name.endswith(".pdf"):
        abort(404)
    return send_file(f"{base}/{name}", mimetype="application/pdf", as_attachment=True)
''')

case("join_one_piece_sanitised", "vulnerable", "path_traversal",
     "secure_filename covers the file name but not the username segment of os.path.join", r'''
import os

from flask import Flask, jsonify, request
from werkzeug.utils import secure_filename

app = Flask(__name__)
AVATAR_ROOT = "/srv/app/avatars"


@app.post("/avatars/<username>")
def upload_avatar(username):
    f = request.files["avatar"]
    fname = secure_filename(f.filename)
    if not fname.lower().endswith((".png", ".jpg", ".jpeg")):
        return jsonify(error="unsupported type"), 400
    dest = os.path.join(AVATAR_ROOT, username, fname)
    os.makedirs(os.path.dirname(dest), exist_ok=True)
    f.save(dest)
    return jsonify(path=f"/static/avatars/{username}/{fname}"), 201
''')

case("zip_slip_themes", "vulnerable", "path_traversal",
     "archive member names joined to the destination and written with open() (zip slip)", r'''
import os
import zipfile


def import_theme(zip_path: str, themes_dir: str) -> list[str]:
    written = []
    with zipfile.ZipFile(zip_path) as zf:
        for name in zf.namelist():
            target = os.path.join(themes_dir, name)
            if name.endswith("/"):
                os.makedirs(target, exist_ok=True)
                continue
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as out:
                out.write(zf.read(name))
            written.append(target)
    return written
''')

case("aiohttp_ssrf_preview", "vulnerable", "ssrf",
     "aiohttp handler fetches any URL from the query string", r'''
import re

from aiohttp import ClientSession, ClientTimeout, web

TITLE_RE = re.compile(r"<title>(.*?)</title>", re.I | re.S)


async def preview(request: web.Request) -> web.Response:
    url = request.query["url"]
    async with ClientSession(timeout=ClientTimeout(total=5)) as session:
        async with session.get(url) as resp:
            html = await resp.text()
    m = TITLE_RE.search(html)
    return web.json_response({"url": url, "title": m.group(1).strip() if m else None})


app = web.Application()
app.router.add_get("/api/preview", preview)

if __name__ == "__main__":
    web.run_app(app, port=8080)
''')

case("webhook_scheme_only_ssrf", "vulnerable", "ssrf",
     "webhook URL from JSON only checked for https:// prefix, then POSTed to (internal hosts reachable)", r'''
import requests
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/webhooks/test")
def test_webhook():
    url = (request.json or {}).get("url", "")
    if not url.startswith("https://"):
        return jsonify(error="webhook must use https"), 400
    try:
        r = requests.post(url, json={"event": "ping", "version": 1}, timeout=5)
    except requests.RequestException as exc:
        return jsonify(ok=False, error=str(exc)), 502
    return jsonify(ok=r.ok, status=r.status_code, body=r.text[:500])
''')

case("flask_fstring_html_xss", "vulnerable", "xss",
     "query parameter q interpolated into returned HTML without escaping", r'''
from flask import Flask, request

from .models import Product

app = Flask(__name__)


@app.route("/search")
def search():
    q = request.args.get("q", "")
    results = (
        Product.query.filter(Product.name.ilike(f"%{q}%"))
        .order_by(Product.name)
        .limit(20)
        .all()
    )
    items = "".join(f"<li>{p.name} - {p.price:.2f}</li>" for p in results)
    return f"<h2>Results for {q}</h2><ul>{items}</ul>"
''')

case("mark_safe_highlight", "vulnerable", "xss",
     "helper wraps the search term and article body in mark_safe without escaping", r'''
from django.shortcuts import render
from django.utils.safestring import mark_safe

from .models import Article


def highlight(text: str, term: str) -> str:
    if not term:
        return text
    return mark_safe(text.replace(term, f"<mark>{term}</mark>"))


def search_view(request):
    term = request.GET.get("q", "").strip()
    articles = Article.objects.filter(body__icontains=term)[:25] if term else []
    snippets = [highlight(a.body[:300], term) for a in articles]
    return render(request, "search.html", {"q": term, "snippets": snippets})
''')

case("render_template_string_fstring", "vulnerable", "template_injection",
     "request value put into the template source by an f-string before render_template_string (SSTI)", r'''
from datetime import datetime

from flask import Flask, render_template_string, request

app = Flask(__name__)


@app.route("/greet")
def greet():
    name = request.args.get("name", "guest")
    page = f"""
    <h1>Hello {name}!</h1>
    <p>Server time: {{{{ now.strftime('%H:%M') }}}}</p>
    """
    return render_template_string(page, now=datetime.utcnow())
''')

case("md5_alias_password", "vulnerable", "weak_crypto",
     "passwords hashed with md5 imported under an alias", r'''
import secrets
import sqlite3
from hashlib import md5 as _digest


def hash_password(password: str, salt: str) -> str:
    return _digest((salt + password).encode("utf-8")).hexdigest()


def create_user(db: sqlite3.Connection, email: str, password: str) -> int:
    salt = secrets.token_hex(8)
    cur = db.execute(
        "INSERT INTO users (email, salt, pw_hash) VALUES (?, ?, ?)",
        (email.lower(), salt, hash_password(password, salt)),
    )
    db.commit()
    return cur.lastrowid


def check_password(row, password: str) -> bool:
    return secrets.compare_digest(row["pw_hash"], hash_password(password, row["salt"]))
''')

case("aes_ecb_const_mode", "vulnerable", "weak_crypto",
     "AES.new(key, MODE) with MODE = AES.MODE_ECB for personal data", r'''
import os

from Crypto.Cipher import AES
from Crypto.Util.Padding import pad, unpad

MODE = AES.MODE_ECB
KEY = bytes.fromhex(os.environ["PII_KEY_HEX"])


def encrypt_ssn(ssn: str) -> str:
    cipher = AES.new(KEY, MODE)
    return cipher.encrypt(pad(ssn.encode(), AES.block_size)).hex()


def decrypt_ssn(blob: str) -> str:
    cipher = AES.new(KEY, MODE)
    return unpad(cipher.decrypt(bytes.fromhex(blob)), AES.block_size).decode()
''')

case("itsdangerous_literal_key", "vulnerable", "hardcoded_secret",
     "URLSafeTimedSerializer keyed with a string literal held in _K", r'''
from itsdangerous import BadSignature, SignatureExpired, URLSafeTimedSerializer

_K = "f3c1a9e0b7d24c55a1e2d9f8c7b6a5e4"
serializer = URLSafeTimedSerializer(_K, salt="email-confirm")


def make_confirm_link(email: str) -> str:
    token = serializer.dumps(email)
    return f"https://app.example.com/confirm/{token}"


def confirm(token: str):
    try:
        return serializer.loads(token, max_age=3600)
    except (SignatureExpired, BadSignature):
        return None
''')

case("random_reset_token", "vulnerable", "insecure_random",
     "password reset token built with random.choice (not a CSPRNG)", r'''
import random
import string
from datetime import datetime, timedelta

from .db import db
from .mail import send_mail

ALPHABET = string.ascii_letters + string.digits


def make_reset_token(length: int = 32) -> str:
    return "".join(random.choice(ALPHABET) for _ in range(length))


def start_password_reset(user):
    token = make_reset_token()
    db.execute(
        "INSERT INTO password_resets (user_id, token, expires_at) VALUES (?, ?, ?)",
        (user.id, token, datetime.utcnow() + timedelta(hours=1)),
    )
    send_mail(user.email, "Reset your password", f"https://app.example.com/reset?token={token}")
''')

case("lxml_resolve_entities", "vulnerable", "xxe",
     "lxml parser with resolve_entities=True and load_dtd parses the request body", r'''
from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
PARSER = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)


@app.post("/import/feed")
def import_feed():
    doc = etree.fromstring(request.data, PARSER)
    items = []
    for item in doc.iter("item"):
        items.append({
            "title": item.findtext("title"),
            "link": item.findtext("link"),
        })
    return jsonify(count=len(items), items=items[:50])
''')

case("mktemp_pdf_export", "vulnerable", "insecure_temp",
     "tempfile.mktemp names are raced before open (CWE-377); docs rate it medium", r'''
import subprocess
import tempfile


def export_pdf(html: str) -> bytes:
    src = tempfile.mktemp(suffix=".html")
    out = tempfile.mktemp(suffix=".pdf")
    with open(src, "w", encoding="utf-8") as fh:
        fh.write(html)
    subprocess.run(["wkhtmltopdf", "--quiet", src, out], check=True, timeout=60)
    with open(out, "rb") as fh:
        return fh.read()
''')

case("chmod_777_logs", "vulnerable", "insecure_permissions",
     "log directory and files made world-writable with 0o777", r'''
import logging
import os
from logging.handlers import RotatingFileHandler

LOG_DIR = "/var/log/orders"
PERMS = 0o777


def setup_logging(name: str = "orders") -> logging.Logger:
    os.makedirs(LOG_DIR, exist_ok=True)
    os.chmod(LOG_DIR, PERMS)
    path = os.path.join(LOG_DIR, f"{name}.log")
    handler = RotatingFileHandler(path, maxBytes=10_000_000, backupCount=5)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    os.chmod(path, PERMS)
    logger = logging.getLogger(name)
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    return logger
''')

case("shell_kwargs_git_log", "vulnerable", "command_injection",
     "subprocess.run(f-string, **RUN_OPTS) where RUN_OPTS sets shell=True; branch from request.args", r'''
import os
import subprocess

from flask import Flask, request
from werkzeug.utils import secure_filename

app = Flask(__name__)
REPOS = "/srv/git"
RUN_OPTS = dict(shell=True, capture_output=True, text=True, timeout=60)


def git_log(repo_dir: str, branch: str) -> str:
    proc = subprocess.run(f"git -C {repo_dir} log --oneline -n 50 {branch}", **RUN_OPTS)
    return proc.stdout


@app.get("/repos/<name>/log")
def log(name):
    repo = os.path.join(REPOS, secure_filename(name))
    return git_log(repo, request.args.get("branch", "main")), 200, {"Content-Type": "text/plain"}
''')

case("rawsql_annotate_weight", "vulnerable", "sql_injection",
     "RawSQL string built by f-string from a GET parameter (only params are escaped)", r'''
from django.db.models.expressions import RawSQL
from django.http import JsonResponse

from .models import Listing


def ranked_listings(request):
    weight = request.GET.get("w", "1.0")
    qs = (
        Listing.objects.filter(active=True)
        .annotate(score=RawSQL(f"views * {weight} + likes", []))
        .order_by("-score")[:50]
    )
    return JsonResponse({"results": [{"id": l.id, "title": l.title, "score": l.score} for l in qs]})
''')

case("pymongo_api_key_lookup", "vulnerable", "nosql_injection",
     "request.get_json() value used as-is in a find_one filter ({'$ne': null} matches any key)", r'''
from flask import Flask, abort, jsonify, request
from pymongo import MongoClient

app = Flask(__name__)
db = MongoClient("mongodb://localhost:27017")["saas"]


@app.post("/api/v1/usage")
def report_usage():
    body = request.get_json() or {}
    account = db.accounts.find_one({"api_key": body.get("api_key"), "active": True})
    if account is None:
        abort(401)
    db.usage.insert_one({"account_id": account["_id"], "units": int(body.get("units", 0))})
    return jsonify(ok=True)
''')

case("regex_from_query", "vulnerable", "redos",
     "re.compile on a pattern taken from request.args", r'''
import re

from flask import Flask, jsonify, request

app = Flask(__name__)

with open("/var/log/app/access.log", encoding="utf-8") as fh:
    LINES = fh.read().splitlines()[-5000:]


@app.get("/admin/logs/grep")
def grep_logs():
    pattern = request.args.get("pattern", ".*")
    rx = re.compile(pattern)
    hits = [line for line in LINES if rx.search(line)]
    return jsonify(count=len(hits), lines=hits[:200])
''')

case("flask_debug_run_cfg", "vulnerable", "debug",
     "app.run(**RUN_CFG) with debug True enables the Werkzeug debugger", r'''
from flask import Flask, jsonify

app = Flask(__name__)
RUN_CFG = {"host": "0.0.0.0", "port": 5000, "debug": True}


@app.get("/health")
def health():
    return jsonify(status="ok")


@app.get("/version")
def version():
    return jsonify(version="1.4.2")


if __name__ == "__main__":
    app.run(**RUN_CFG)
''')

case("assert_owner_delete", "vulnerable", "assert_authz",
     "ownership check done with assert, removed under python -O", r'''
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_http_methods

from .models import Project


@login_required
@require_http_methods(["DELETE"])
def delete_project(request, pk):
    project = get_object_or_404(Project, pk=pk)
    assert project.owner_id == request.user.id, "not your project"
    project.delete()
    return JsonResponse({"deleted": pk})
''')

case("getattr_shutil_request_op", "vulnerable", "reflection",
     "getattr(shutil, body['op']) picks the function to call from request JSON", r'''
import os
import shutil

from flask import Flask, jsonify, request
from werkzeug.utils import secure_filename

app = Flask(__name__)
ROOT = "/srv/shared"


@app.post("/files/op")
def file_op():
    body = request.get_json()
    op = getattr(shutil, body["op"])
    src = os.path.join(ROOT, secure_filename(body["src"]))
    dst = os.path.join(ROOT, secure_filename(body["dst"]))
    op(src, dst)
    return jsonify(ok=True, op=body["op"])
''')

case("hmac_key_bytes_literal", "vulnerable", "hardcoded_secret",
     "webhook HMAC key is a bytes literal in WEBHOOK_KEY passed to hmac.new", r'''
import hashlib
import hmac

from fastapi import FastAPI, Header, HTTPException, Request

app = FastAPI()
WEBHOOK_KEY = b"wh_9f2c81d0a4e7b3c6d5e8f1a2"


@app.post("/hooks/payments")
async def payments_hook(request: Request, x_signature: str = Header(...)):
    body = await request.body()
    expected = hmac.new(WEBHOOK_KEY, body, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, x_signature):
        raise HTTPException(status_code=401, detail="bad signature")
    event = await request.json()
    return {"received": event.get("type")}
''')

case("jinja_env_no_autoescape", "vulnerable", "xss",
     "Jinja2 Environment with autoescape=False renders user-supplied display name into HTML", r'''
from aiohttp import web
from jinja2 import Environment, FileSystemLoader

env = Environment(loader=FileSystemLoader("templates"), autoescape=False)


async def profile(request: web.Request) -> web.Response:
    display = request.query.get("display", "anonymous")
    tpl = env.get_template("profile.html")
    html = tpl.render(display_name=display, bio=request.query.get("bio", ""))
    return web.Response(text=html, content_type="text/html")


app = web.Application()
app.router.add_get("/profile", profile)
''')

# ---------------------------------------------------------------- safe

case("dispatch_table_exporters", "safe", "dynamic_dispatch",
     "format picked from the file's own table of exporters, unknown formats refused", r'''
import csv
import io
import json

from flask import Flask, Response, abort, request

app = Flask(__name__)


def export_csv(rows):
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=["id", "name", "total"])
    writer.writeheader()
    writer.writerows(rows)
    return Response(buf.getvalue(), mimetype="text/csv")


def export_json(rows):
    return Response(json.dumps(rows), mimetype="application/json")


EXPORTERS = {"csv": export_csv, "json": export_json}


@app.get("/export")
def export():
    fmt = request.args.get("format", "csv")
    fn = EXPORTERS.get(fmt)
    if fn is None:
        abort(400)
    rows = [{"id": 1, "name": "alpha", "total": 10}, {"id": 2, "name": "beta", "total": 7}]
    return fn(rows)
''')

case("getattr_fields_serializer", "safe", "dynamic_dispatch",
     "getattr only reads allow-listed attributes for serialisation; nothing is called", r'''
from flask import Flask, jsonify, request
from flask_login import current_user, login_required

app = Flask(__name__)
PUBLIC_FIELDS = ("id", "email", "display_name", "created_at", "timezone")


def serialize(obj, fields):
    return {f: getattr(obj, f) for f in fields if f in PUBLIC_FIELDS}


@app.get("/me")
@login_required
def me():
    wanted = request.args.getlist("field") or list(PUBLIC_FIELDS)
    data = serialize(current_user, wanted)
    if "created_at" in data:
        data["created_at"] = data["created_at"].isoformat()
    return jsonify(data)
''')

case("sql_in_placeholders", "safe", "sql",
     "IN list of ? placeholders built by join, ids converted to int and passed as parameters", r'''
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.get("/items")
def items():
    ids = [int(x) for x in request.args.getlist("id") if x.isdigit()][:100]
    if not ids:
        return jsonify([])
    marks = ",".join("?" * len(ids))
    with sqlite3.connect("inventory.db") as conn:
        rows = conn.execute(
            f"SELECT id, name, qty FROM items WHERE id IN ({marks}) ORDER BY id", ids
        ).fetchall()
    return jsonify([{"id": r[0], "name": r[1], "qty": r[2]} for r in rows])
''')

case("sqlalchemy_text_binds", "safe", "sql",
     "SQLAlchemy text() with named bind parameters", r'''
from fastapi import Depends, FastAPI, Query
from sqlalchemy import text
from sqlalchemy.orm import Session

from .db import get_session

app = FastAPI()

RECENT = text(
    "SELECT id, kind, created_at FROM events "
    "WHERE user_id = :uid AND kind = :kind ORDER BY created_at DESC LIMIT :n"
)


@app.get("/users/{uid}/events")
def recent_events(uid: int, kind: str = Query("login"), n: int = Query(20, le=100),
                  db: Session = Depends(get_session)):
    rows = db.execute(RECENT, {"uid": uid, "kind": kind, "n": n}).mappings().all()
    return {"events": [dict(r) for r in rows]}
''')

case("sql_order_by_allowlist", "safe", "sql",
     "ORDER BY column comes from a constant dict lookup with a default; values are %s parameters", r'''
import os

import psycopg2
from flask import Flask, jsonify, request

app = Flask(__name__)
SORT_COLUMNS = {"name": "name", "price": "price", "newest": "created_at DESC"}


@app.get("/catalog")
def catalog():
    sort = SORT_COLUMNS.get(request.args.get("sort", "name"), "name")
    limit = min(int(request.args.get("limit", 20)), 100)
    category = request.args.get("category", "all")
    with psycopg2.connect(os.environ["DATABASE_URL"]) as conn, conn.cursor() as cur:
        cur.execute(
            f"SELECT id, name, price FROM products WHERE category = %s OR %s = 'all' ORDER BY {sort} LIMIT %s",
            (category, category, limit),
        )
        rows = cur.fetchall()
    return jsonify([{"id": i, "name": n, "price": float(p)} for i, n, p in rows])
''')

case("ffprobe_argv_list", "safe", "command",
     "subprocess.run with an argument list (no shell) on a server-generated upload path", r'''
import json
import os
import subprocess
import uuid

from flask import Flask, jsonify, request

app = Flask(__name__)
UPLOAD_DIR = "/srv/uploads"


@app.post("/media/probe")
def probe():
    f = request.files["media"]
    path = os.path.join(UPLOAD_DIR, f"{uuid.uuid4().hex}.bin")
    f.save(path)
    proc = subprocess.run(
        ["ffprobe", "-v", "error", "-show_format", "-of", "json", path],
        capture_output=True, text=True, check=True, timeout=30,
    )
    info = json.loads(proc.stdout)["format"]
    return jsonify(duration=float(info.get("duration", 0)), format=info.get("format_name"))
''')

case("shlex_quote_tar_task", "safe", "command",
     "shell string whose every dynamic piece goes through shlex.quote", r'''
import shlex
import subprocess

from celery import shared_task


@shared_task(acks_late=True)
def archive_project(src_dir: str, archive: str) -> str:
    cmd = f"tar -czf {shlex.quote(archive)} -C {shlex.quote(src_dir)} ."
    subprocess.run(cmd, shell=True, check=True, timeout=600)
    return archive


@shared_task
def disk_usage(path: str) -> int:
    out = subprocess.run(f"du -sb {shlex.quote(path)}", shell=True, check=True,
                         capture_output=True, text=True).stdout
    return int(out.split()[0])
''')

case("yaml_safeloader_const", "safe", "deserialization",
     "yaml.load with Loader bound to yaml.SafeLoader through a constant", r'''
import sys

import yaml

LOADER = yaml.SafeLoader


def load_config(path: str) -> dict:
    with open(path, encoding="utf-8") as fh:
        cfg = yaml.load(fh, Loader=LOADER) or {}
    cfg.setdefault("workers", 4)
    cfg.setdefault("queue", "default")
    return cfg


if __name__ == "__main__":
    conf = load_config(sys.argv[1] if len(sys.argv) > 1 else "config.yml")
    print(f"workers={conf['workers']} queue={conf['queue']}")
''')

case("verify_const_true", "safe", "tls",
     "verify=VERIFY_TLS where VERIFY_TLS = True; CA bundle constant", r'''
import os

import requests

VERIFY_TLS = True
CA_BUNDLE = "/etc/ssl/certs/ca-certificates.crt"
API = "https://api.payments.example.com/v3"


def refund(charge_id: str, amount_cents: int) -> dict:
    r = requests.post(
        f"{API}/charges/{charge_id}/refunds",
        json={"amount": amount_cents},
        headers={"Authorization": f"Bearer {os.environ['PAYMENTS_TOKEN']}"},
        verify=CA_BUNDLE if VERIFY_TLS else False,
        timeout=20,
    )
    r.raise_for_status()
    return r.json()
''')

case("ssl_default_ctx_cafile", "safe", "tls",
     "default SSL context with a CA file and TLS 1.2 minimum, verification left on", r'''
import json
import ssl
import urllib.request

CA_FILE = "/etc/pki/internal-ca.pem"


def make_context() -> ssl.SSLContext:
    ctx = ssl.create_default_context(cafile=CA_FILE)
    ctx.minimum_version = ssl.TLSVersion.TLSv1_2
    return ctx


def fetch_flags() -> dict:
    req = urllib.request.Request("https://flags.internal.example.com/v1/flags",
                                 headers={"Accept": "application/json"})
    with urllib.request.urlopen(req, context=make_context(), timeout=5) as resp:
        return json.load(resp)
''')

case("jwt_decode_verified", "safe", "jwt",
     "jwt.decode with a public key from the environment, pinned algorithm and audience", r'''
import os
from functools import wraps

import jwt
from flask import abort, g, request

PUBLIC_KEY = os.environ["JWT_PUBLIC_KEY"]


def require_auth(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        header = request.headers.get("Authorization", "")
        if not header.startswith("Bearer "):
            abort(401)
        try:
            claims = jwt.decode(header[7:], PUBLIC_KEY, algorithms=["RS256"], audience="api.example.com")
        except jwt.InvalidTokenError:
            abort(401)
        g.user_id = claims["sub"]
        return view(*args, **kwargs)

    return wrapper
''')

case("jwt_unverified_exp_refresh", "safe", "jwt",
     "client-side token cache reads only exp of its own token to schedule a refresh; no authorisation decision", r'''
import time

import jwt
import requests

TOKEN_URL = "https://auth.example.com/oauth/token"


class TokenCache:
    def __init__(self, client_id: str, client_secret: str):
        self._creds = {"client_id": client_id, "client_secret": client_secret,
                       "grant_type": "client_credentials"}
        self._token = None

    def _seconds_left(self) -> float:
        claims = jwt.decode(self._token, options={"verify_signature": False})
        return claims["exp"] - time.time()

    def get(self) -> str:
        if self._token is None or self._seconds_left() < 60:
            r = requests.post(TOKEN_URL, data=self._creds, timeout=10)
            r.raise_for_status()
            self._token = r.json()["access_token"]
        return self._token
''')

case("django_url_has_allowed_host", "safe", "redirect",
     "next checked with url_has_allowed_host_and_scheme and replaced when it fails", r'''
from django.contrib.auth import login
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.http import url_has_allowed_host_and_scheme

from .forms import SignInForm


def sign_in(request):
    form = SignInForm(request, data=request.POST or None)
    if request.method == "POST" and form.is_valid():
        login(request, form.get_user())
        nxt = request.POST.get("next", "")
        if not url_has_allowed_host_and_scheme(nxt, allowed_hosts={request.get_host()},
                                               require_https=request.is_secure()):
            nxt = reverse("dashboard")
        return redirect(nxt)
    return render(request, "accounts/sign_in.html", {"form": form})
''')

case("redirect_allowlist_replace", "safe", "redirect",
     "next replaced by '/' unless it is one of the constant allowed paths", r'''
from flask import Flask, redirect, request, session

app = Flask(__name__)
ALLOWED_NEXT = {"/", "/dashboard", "/settings", "/billing"}


@app.post("/onboarding/done")
def onboarding_done():
    session["onboarded"] = True
    nxt = request.form.get("next", "/")
    if nxt not in ALLOWED_NEXT:
        nxt = "/"
    return redirect(nxt)
''')

case("redirect_netloc_equal", "safe", "redirect",
     "redirect only when urlparse(target).netloc equals the app's own host, else a fixed page", r'''
from urllib.parse import urlparse

from flask import Flask, redirect, request, url_for

app = Flask(__name__)
APP_HOST = "app.example.com"


@app.get("/continue")
def continue_to():
    target = request.args.get("to", "")
    if urlparse(target).netloc != APP_HOST:
        return redirect(url_for("home"))
    return redirect(target)


@app.get("/")
def home():
    return "home"
''')

case("send_from_directory_secure", "safe", "path",
     "send_from_directory with a constant directory and secure_filename'd name", r'''
from flask import Flask, abort, send_from_directory
from flask_login import login_required
from werkzeug.utils import secure_filename

app = Flask(__name__)
app.config["REPORT_DIR"] = "/srv/reports"


@app.get("/reports/<name>")
@login_required
def download_report(name):
    safe_name = secure_filename(name)
    if not safe_name.endswith(".xlsx"):
        abort(404)
    return send_from_directory(app.config["REPORT_DIR"], safe_name, as_attachment=True)
''')

case("realpath_startswith_confined", "safe", "path",
     "realpath of the joined path must start with the docs root or the request is refused", r'''
import os

from flask import Flask, abort, request

app = Flask(__name__)
DOCS_ROOT = os.path.realpath("/srv/app/docs")


@app.get("/docs/raw")
def raw_doc():
    rel = request.args.get("p", "index.md")
    full = os.path.realpath(os.path.join(DOCS_ROOT, rel))
    if not full.startswith(DOCS_ROOT + os.sep):
        abort(404)
    if not os.path.isfile(full):
        abort(404)
    with open(full, encoding="utf-8") as fh:
        return fh.read(), 200, {"Content-Type": "text/markdown; charset=utf-8"}
''')

case("zip_basename_members", "safe", "path",
     "archive members written under their basename only, so no directory part survives", r'''
import os
import shutil
import zipfile


def extract_images(zip_path: str, dest: str) -> int:
    os.makedirs(dest, exist_ok=True)
    count = 0
    with zipfile.ZipFile(zip_path) as zf:
        for member in zf.infolist():
            name = os.path.basename(member.filename)
            if not name or not name.lower().endswith((".png", ".jpg", ".gif")):
                continue
            with zf.open(member) as src, open(os.path.join(dest, name), "wb") as dst:
                shutil.copyfileobj(src, dst)
            count += 1
    return count
''')

case("ssrf_host_allowlist", "safe", "ssrf",
     "https scheme and hostname in a constant allow-list required, redirects not followed", r'''
from urllib.parse import urlparse

import requests
from flask import Flask, abort, jsonify, request

app = Flask(__name__)
ALLOWED_HOSTS = {"api.github.com", "gitlab.com"}


@app.post("/integrations/fetch")
def fetch_repo_meta():
    url = (request.json or {}).get("url", "")
    parsed = urlparse(url)
    if parsed.scheme != "https" or parsed.hostname not in ALLOWED_HOSTS:
        abort(400)
    r = requests.get(url, timeout=5, allow_redirects=False)
    r.raise_for_status()
    data = r.json()
    return jsonify(name=data.get("name"), stars=data.get("stargazers_count"))
''')

case("ssrf_const_host_quoted", "safe", "ssrf",
     "fixed API origin; the user value is percent-quoted into the path and passed as params", r'''
import os
from urllib.parse import quote

import requests
from fastapi import FastAPI, Query

app = FastAPI()
WEATHER_API = "https://api.weather.example.com/v2"


@app.get("/forecast")
def forecast(city: str = Query(..., min_length=2, max_length=80), units: str = Query("metric")):
    r = requests.get(
        f"{WEATHER_API}/forecast/{quote(city, safe='')}",
        params={"units": units, "key": os.environ["WEATHER_KEY"]},
        timeout=5,
    )
    r.raise_for_status()
    return r.json()
''')

case("flask_escape_html", "safe", "xss",
     "query value passed through markupsafe.escape before going into HTML", r'''
from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)
FAQ = {"shipping": "We ship within 2 days.", "returns": "Returns are free for 30 days."}


@app.get("/faq")
def faq():
    topic = request.args.get("topic", "")
    answer = FAQ.get(topic)
    if answer is None:
        return f"<p>No answer found for <b>{escape(topic)}</b>.</p>", 404
    return f"<h3>{escape(topic)}</h3><p>{answer}</p>"
''')

case("jinja_select_autoescape", "safe", "xss",
     "Jinja2 Environment with select_autoescape and packaged templates", r'''
from jinja2 import Environment, PackageLoader, select_autoescape

from .mail import send_html

env = Environment(
    loader=PackageLoader("mailer", "templates"),
    autoescape=select_autoescape(["html", "xml"]),
)


def send_welcome(user) -> None:
    html = env.get_template("welcome.html").render(name=user.display_name, plan=user.plan)
    send_html(to=user.email, subject="Welcome aboard", html=html)
''')

case("password_scrypt", "safe", "crypto",
     "passwords hashed with hashlib.scrypt and a random salt from os.urandom", r'''
import hashlib
import hmac
import os

N, R, P = 2 ** 14, 8, 1


def hash_password(password: str) -> str:
    salt = os.urandom(16)
    dk = hashlib.scrypt(password.encode(), salt=salt, n=N, r=R, p=P, dklen=32)
    return f"{salt.hex()}${dk.hex()}"


def verify_password(password: str, stored: str) -> bool:
    salt_hex, dk_hex = stored.split("$", 1)
    dk = hashlib.scrypt(password.encode(), salt=bytes.fromhex(salt_hex), n=N, r=R, p=P, dklen=32)
    return hmac.compare_digest(dk.hex(), dk_hex)
''')

case("md5_etag", "safe", "crypto",
     "md5 used only as an ETag of a public response body (medium at most)", r'''
import hashlib
import json

from flask import Flask, Response, request

app = Flask(__name__)
CATALOG = [{"sku": "A1", "price": 10}, {"sku": "B2", "price": 25}]


@app.get("/catalog.json")
def catalog():
    body = json.dumps(CATALOG, sort_keys=True).encode()
    etag = hashlib.md5(body).hexdigest()
    if request.headers.get("If-None-Match") == etag:
        return Response(status=304)
    resp = Response(body, mimetype="application/json")
    resp.headers["ETag"] = etag
    return resp
''')

case("secrets_token_random_jitter", "safe", "randomness",
     "tokens from secrets; random only for retry jitter", r'''
import random
import secrets
import time

import requests


def new_api_token() -> str:
    return secrets.token_urlsafe(32)


def post_with_retry(url: str, payload: dict, attempts: int = 5) -> requests.Response:
    for i in range(attempts):
        try:
            r = requests.post(url, json=payload, timeout=10)
            if r.status_code < 500:
                return r
        except requests.ConnectionError:
            pass
        time.sleep((2 ** i) + random.uniform(0, 0.5))
    raise RuntimeError("gave up")
''')

case("fernet_env_key", "safe", "crypto",
     "Fernet key read from the environment, nothing hard-coded", r'''
import os

from cryptography.fernet import Fernet, InvalidToken

_fernet = Fernet(os.environ["FIELD_ENCRYPTION_KEY"].encode())


def encrypt_field(value: str) -> str:
    return _fernet.encrypt(value.encode()).decode()


def decrypt_field(token: str):
    try:
        return _fernet.decrypt(token.encode(), ttl=None).decode()
    except InvalidToken:
        return None
''')

case("defusedxml_parse", "safe", "xml",
     "request XML parsed with defusedxml", r'''
from defusedxml import ElementTree as ET
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/sitemap/validate")
def validate_sitemap():
    try:
        root = ET.fromstring(request.data)
    except ET.ParseError as exc:
        return jsonify(valid=False, error=str(exc)), 400
    ns = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9"}
    urls = [loc.text for loc in root.findall("sm:url/sm:loc", ns)]
    return jsonify(valid=True, urls=len(urls))
''')

case("named_tempfile_chmod_600", "safe", "tempfile",
     "NamedTemporaryFile plus 0o600 permissions; subprocess with an argument list", r'''
import os
import subprocess
import tempfile


def sign_manifest(manifest: bytes, key_id: str) -> bytes:
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as tmp:
        tmp.write(manifest)
        path = tmp.name
    os.chmod(path, 0o600)
    try:
        out = subprocess.run(["gpg", "--batch", "--local-user", key_id, "--detach-sign",
                              "--output", "-", path], capture_output=True, check=True)
        return out.stdout
    finally:
        os.remove(path)
''')

case("paramiko_reject_policy", "safe", "tls",
     "known_hosts loaded and RejectPolicy for unknown keys; constant command", r'''
import paramiko


def disk_free(host: str, user: str) -> str:
    client = paramiko.SSHClient()
    client.load_system_host_keys()
    client.set_missing_host_key_policy(paramiko.RejectPolicy())
    client.connect(host, username=user, timeout=10)
    try:
        _in, out, _err = client.exec_command("df -h /")
        return out.read().decode()
    finally:
        client.close()


if __name__ == "__main__":
    print(disk_free("db1.example.net", "ops"))
''')

case("pymongo_str_cast", "safe", "nosql",
     "JSON values converted with str() before going into the find_one filter", r'''
import os

from flask import Flask, abort, jsonify, request
from pymongo import MongoClient
from werkzeug.security import check_password_hash

app = Flask(__name__)
db = MongoClient(os.environ["MONGO_URL"])["app"]


@app.post("/api/login")
def api_login():
    data = request.get_json() or {}
    email = str(data.get("email", "")).lower()
    user = db.users.find_one({"email": email})
    if not user or not check_password_hash(user["pw_hash"], str(data.get("password", ""))):
        abort(401)
    return jsonify(id=str(user["_id"]))
''')

case("re_escape_search", "safe", "regex",
     "user search text escaped with re.escape before compiling", r'''
import re

from flask import Flask, jsonify, request

app = Flask(__name__)
CITIES = ["Amsterdam", "Berlin", "Bern", "Barcelona", "Brussels", "Bratislava"]


@app.get("/cities")
def cities():
    q = request.args.get("q", "")
    rx = re.compile(re.escape(q), re.IGNORECASE)
    return jsonify([c for c in CITIES if rx.search(c)][:10])
''')

case("app_run_debug_false_all_ifaces", "safe", "config",
     "debug off through a constant; binding to 0.0.0.0 inside a container is medium at most", r'''
import os

from flask import Flask, jsonify

app = Flask(__name__)
DEBUG = False
app.config["SECRET_KEY"] = os.environ["SECRET_KEY"]


@app.get("/healthz")
def healthz():
    return jsonify(ok=True)


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=int(os.environ.get("PORT", "8000")), debug=DEBUG)
''')

case("django_raw_params", "safe", "sql",
     "Manager.raw with %s placeholders and a params list", r'''
from django.contrib.auth.decorators import login_required
from django.shortcuts import render

from .models import Order


@login_required
def order_history(request):
    status = request.GET.get("status", "paid")
    orders = Order.objects.raw(
        "SELECT * FROM shop_order WHERE customer_id = %s AND status = %s ORDER BY created DESC LIMIT 50",
        [request.user.id, status],
    )
    return render(request, "shop/history.html", {"orders": list(orders), "status": status})
''')

case("boto3_s3_upload_key", "safe", "upload",
     "upload stored in S3 under a uuid key with secure_filename; no local path built from input", r'''
import uuid

import boto3
from flask import Flask, jsonify, request
from werkzeug.utils import secure_filename

app = Flask(__name__)
s3 = boto3.client("s3")
BUCKET = "acme-user-uploads"


@app.post("/uploads")
def upload():
    f = request.files["file"]
    key = f"uploads/{uuid.uuid4().hex}/{secure_filename(f.filename) or 'file'}"
    s3.upload_fileobj(f.stream, BUCKET, key, ExtraArgs={"ContentType": f.mimetype})
    url = s3.generate_presigned_url("get_object", Params={"Bucket": BUCKET, "Key": key}, ExpiresIn=900)
    return jsonify(key=key, url=url), 201
''')

case("getattr_const_concat_logging", "safe", "dynamic_dispatch",
     "getattr(logging, 'get' + 'Logger') folds to logging.getLogger; level from a constant table", r'''
import logging

LEVELS = {"quiet": logging.WARNING, "normal": logging.INFO, "verbose": logging.DEBUG}
_factory = getattr(logging, "get" + "Logger")


def configure(verbosity: str = "normal") -> logging.Logger:
    logger = _factory("ingest")
    logger.setLevel(LEVELS.get(verbosity, logging.INFO))
    handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("%(asctime)s %(name)s %(levelname)s %(message)s"))
    logger.addHandler(handler)
    return logger


if __name__ == "__main__":
    log = configure("verbose")
    log.debug("ready")
''')

case("aiohttp_session_default_ssl", "safe", "tls",
     "aiohttp client with a default verifying SSL context and a constant URL", r'''
import asyncio
import ssl

import aiohttp

SSL_CTX = ssl.create_default_context()
STATUS_URL = "https://status.example.com/api/v2/summary.json"


async def poll_status() -> str:
    timeout = aiohttp.ClientTimeout(total=10)
    async with aiohttp.ClientSession(timeout=timeout) as session:
        async with session.get(STATUS_URL, ssl=SSL_CTX) as resp:
            resp.raise_for_status()
            data = await resp.json()
            return data["status"]["indicator"]


if __name__ == "__main__":
    print(asyncio.run(poll_status()))
''')

case("subprocess_const_backup", "safe", "command",
     "shell command made only of constants (low), run by a cron-style script", r'''
import datetime
import subprocess

BACKUP_CMD = "pg_dump --format=custom --file=/backups/app.dump app"


def run_backup() -> None:
    started = datetime.datetime.now()
    subprocess.run(BACKUP_CMD, shell=True, check=True, timeout=3600)
    took = (datetime.datetime.now() - started).total_seconds()
    print(f"backup finished in {took:.0f}s")


if __name__ == "__main__":
    run_backup()
''')
