"""Source of the round-14 held-out code set.

Each entry: (key, language, label, class, reason, code). The key is only for the writer; the generator assigns
neutral ids (c001, ...) after a seeded shuffle, so file names and ids carry no label. Run:
    python3 cases_src.py        # writes snippets/ and cases.json (labels merged from the readings by oracle.py)
"""
import json
import os
import random

CASES = []


def C(key, language, label, cls, reason, code):
    CASES.append(dict(key=key, language=language, label=label, cls=cls, reason=reason, code=code.strip("\n") + "\n"))


# ---------------------------------------------------------------- Python, vulnerable
C("pv-getattr-join", "python", "vulnerable", "dynamic_dispatch",
  "builtins eval fetched by a name folded from a list join, called on a form field",
  r'''
import builtins
from flask import Flask, request, jsonify

app = Flask(__name__)

_FN = "".join(["e", "v", "a", "l"])


@app.route("/calc", methods=["POST"])
def calc():
    expr = request.form.get("expr", "0")
    evaluator = getattr(builtins, _FN)
    try:
        result = evaluator(expr)
    except Exception as exc:  # noqa: BLE001
        return jsonify(error=str(exc)), 400
    return jsonify(result=result)
''')

C("pv-vars-builtins", "python", "vulnerable", "dynamic_dispatch",
  "vars(builtins)['ex'+'ec'] runs a script body taken from a JSON request",
  r'''
import builtins
from fastapi import FastAPI, Request

app = FastAPI()


def _runner():
    return vars(builtins)["ex" + "ec"]


@app.post("/hooks/run")
async def run_hook(request: Request):
    payload = await request.json()
    scope = {"result": None}
    _runner()(payload["script"], scope)
    return {"result": scope.get("result")}
''')

C("pv-import-concat", "python", "vulnerable", "command_injection",
  "__import__('o'+'s') then getattr(mod, 'sys'+'tem') with a query string host",
  r'''
from django.http import JsonResponse


def _sh():
    mod = __import__("o" + "s")
    return getattr(mod, "sys" + "tem")


def ping_host(request):
    host = request.GET.get("host", "localhost")
    status = _sh()(f"ping -c 1 {host}")
    return JsonResponse({"host": host, "reachable": status == 0})
''')

C("pv-getattr-rpc", "python", "vulnerable", "dynamic_dispatch",
  "JSON-RPC endpoint calls getattr(s3_client, body['method']) with caller params: any client method, e.g. delete_bucket",
  r'''
import boto3
from flask import Flask, request, jsonify

app = Flask(__name__)
s3 = boto3.client("s3")


@app.post("/rpc/storage")
def storage_rpc():
    body = request.get_json()
    method = body.get("method", "list_buckets")
    params = body.get("params", {})
    try:
        handler = getattr(s3, method)
        result = handler(**params)
    except Exception as exc:  # noqa: BLE001
        return jsonify(error=str(exc)), 400
    result.pop("ResponseMetadata", None)
    return jsonify(result=result)
''')

C("pv-sql-join-where", "python", "vulnerable", "sql_injection",
  "WHERE clauses built with f-strings from request args and glued with ' AND '.join",
  r'''
import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)


def get_db():
    return sqlite3.connect("inventory.db")


@app.get("/products")
def search_products():
    clauses = []
    if request.args.get("category"):
        clauses.append(f"category = '{request.args['category']}'")
    if request.args.get("max_price"):
        clauses.append(f"price <= {request.args['max_price']}")
    sql = "SELECT id, name, price FROM products"
    if clauses:
        sql += " WHERE " + " AND ".join(clauses)
    rows = get_db().execute(sql).fetchall()
    return jsonify([dict(zip(("id", "name", "price"), r)) for r in rows])
''')

C("pv-sql-format-helper", "python", "vulnerable", "sql_injection",
  "helper builds an UPDATE with str.format of a column and value from a Celery task argument",
  r'''
import psycopg2
from celery import Celery

app = Celery("tasks", broker="redis://localhost:6379/0")


def build_update(table, column, value, row_id):
    return "UPDATE {} SET {} = '{}' WHERE id = {}".format(table, column, value, row_id)


@app.task
def update_profile_field(user_id, field, value):
    conn = psycopg2.connect(dsn="dbname=app")
    with conn, conn.cursor() as cur:
        cur.execute(build_update("profiles", field, value, user_id))
    conn.close()
''')

C("pv-sql-join-parts", "python", "vulnerable", "sql_injection",
  "ORDER BY from request data assembled by ''.join of a parts list and executed",
  r'''
from aiohttp import web
import aiosqlite


async def list_orders(request: web.Request):
    sort = request.query.get("sort", "created_at")
    direction = request.query.get("dir", "desc")
    parts = ["SELECT id, total FROM orders ORDER BY ", sort, " ", direction]
    query = "".join(parts)
    async with aiosqlite.connect("shop.db") as db:
        async with db.execute(query) as cur:
            rows = await cur.fetchall()
    return web.json_response([{"id": r[0], "total": r[1]} for r in rows])


app = web.Application()
app.router.add_get("/orders", list_orders)
''')

C("pv-verify-class-attr", "python", "vulnerable", "tls_verification",
  "requests verify= fed by a class attribute set to False in the class body",
  r'''
import requests


class BillingClient:
    BASE_URL = "https://billing.internal.example.com/api"
    VERIFY_CERTS = False
    TIMEOUT = 10

    def __init__(self, token):
        self.session = requests.Session()
        self.session.headers["Authorization"] = f"Bearer {token}"

    def invoices(self, customer_id):
        resp = self.session.get(
            f"{self.BASE_URL}/customers/{customer_id}/invoices",
            verify=self.VERIFY_CERTS,
            timeout=self.TIMEOUT,
        )
        resp.raise_for_status()
        return resp.json()
''')

C("pv-verify-kwargs-dict", "python", "vulnerable", "tls_verification",
  "verify False hidden in a module-level kwargs dict spread with **",
  r'''
import os
import httpx

HTTP_OPTS = {"timeout": 15.0, "verify": False, "follow_redirects": True}


def fetch_report(report_id: str) -> bytes:
    url = f"https://reports.example.net/v2/reports/{int(report_id)}"
    headers = {"Authorization": f"Bearer {os.environ['REPORTS_TOKEN']}"}
    with httpx.Client(**HTTP_OPTS) as client:
        r = client.get(url, headers=headers)
        r.raise_for_status()
        return r.content


if __name__ == "__main__":
    print(len(fetch_report("42")))
''')

C("pv-verify-default-arg", "python", "vulnerable", "tls_verification",
  "wrapper default argument verify_tls=False passed to requests.post; callers use the default",
  r'''
import json
import requests

WEBHOOK_URL = "https://hooks.partner.example.org/events"


def post_event(event: dict, verify_tls=False):
    body = json.dumps(event)
    return requests.post(
        WEBHOOK_URL,
        data=body,
        headers={"Content-Type": "application/json"},
        verify=verify_tls,
        timeout=5,
    )


def notify_signup(user_id: int):
    post_event({"type": "signup", "user": user_id})
''')

C("pv-ssl-context-none", "python", "vulnerable", "tls_verification",
  "ssl context with check_hostname False and CERT_NONE via constant",
  r'''
import ssl
import urllib.request

MODE = ssl.CERT_NONE


def make_context():
    ctx = ssl.create_default_context()
    ctx.check_hostname = False
    ctx.verify_mode = MODE
    return ctx


def download_feed(url="https://feeds.example.com/prices.json"):
    with urllib.request.urlopen(url, context=make_context(), timeout=20) as resp:
        return resp.read().decode("utf-8")


if __name__ == "__main__":
    print(download_feed()[:200])
''')

C("pv-jwt-options-auth", "python", "vulnerable", "jwt_unverified",
  "PyJWT decode with verify_signature False through an options constant, claims used to pick the user",
  r'''
import jwt
from functools import wraps
from flask import Flask, request, g, abort, jsonify

app = Flask(__name__)
DECODE_OPTS = {"verify_signature": False, "verify_exp": True}


def login_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        header = request.headers.get("Authorization", "")
        if not header.startswith("Bearer "):
            abort(401)
        claims = jwt.decode(header[7:], options=DECODE_OPTS, algorithms=["HS256"])
        g.user_id = claims["sub"]
        g.is_admin = claims.get("role") == "admin"
        return view(*args, **kwargs)
    return wrapper


@app.get("/admin/users")
@login_required
def list_users():
    if not g.is_admin:
        abort(403)
    return jsonify(users=[])
''')

C("pv-jose-unverified-claims", "python", "vulnerable", "jwt_unverified",
  "python-jose get_unverified_claims used to authenticate a FastAPI dependency",
  r'''
from fastapi import Depends, FastAPI, Header, HTTPException
from jose import jwt

app = FastAPI()


def current_user(authorization: str = Header(...)):
    token = authorization.removeprefix("Bearer ").strip()
    claims = jwt.get_unverified_claims(token)
    if "sub" not in claims:
        raise HTTPException(status_code=401, detail="invalid token")
    return {"id": claims["sub"], "scopes": claims.get("scope", "").split()}


@app.delete("/projects/{project_id}")
def delete_project(project_id: int, user=Depends(current_user)):
    if "projects:write" not in user["scopes"]:
        raise HTTPException(status_code=403)
    return {"deleted": project_id, "by": user["id"]}
''')

C("pv-redirect-flask-or", "python", "vulnerable", "open_redirect",
  "Flask redirect to request.args next with a default; no host check",
  r'''
from flask import Flask, redirect, request, session, url_for, render_template
from werkzeug.security import check_password_hash

app = Flask(__name__)
USERS = {}


@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("login.html")
    user = USERS.get(request.form["email"])
    if user and check_password_hash(user["hash"], request.form["password"]):
        session["uid"] = user["id"]
        target = request.args.get("next") or url_for("dashboard")
        return redirect(target)
    return render_template("login.html", error="Invalid credentials"), 401


@app.get("/dashboard")
def dashboard():
    return "ok"
''')

C("pv-redirect-django-location", "python", "vulnerable", "open_redirect",
  "Django response Location header set from GET parameter",
  r'''
from django.http import HttpResponse
from django.views import View


class LogoutView(View):
    default_target = "/"

    def get(self, request):
        request.session.flush()
        response = HttpResponse(status=302)
        response["Location"] = request.GET.get("continue", self.default_target)
        return response
''')

C("pv-cmd-shell-opts", "python", "vulnerable", "command_injection",
  "subprocess.run with shell=True via **opts and a filename from an upload form",
  r'''
import subprocess
from flask import Flask, request, jsonify

app = Flask(__name__)
RUN_OPTS = {"shell": True, "capture_output": True, "text": True, "timeout": 30}


@app.post("/convert")
def convert():
    upload = request.files["doc"]
    name = upload.filename
    upload.save("/srv/uploads/tmp.docx")
    cmd = "soffice --headless --convert-to pdf --outdir /srv/out /srv/uploads/tmp.docx && mv /srv/out/tmp.pdf '/srv/out/%s.pdf'" % name
    proc = subprocess.run(cmd, **RUN_OPTS)
    return jsonify(ok=proc.returncode == 0, log=proc.stderr[-500:])
''')

C("pv-cmd-alias-wrapper", "python", "vulnerable", "command_injection",
  "os.popen aliased and wrapped by a helper; branch name from a webhook payload",
  r'''
import os
from fastapi import FastAPI, Request

app = FastAPI()
sh = os.popen


def git(*parts):
    return sh("git -C /srv/repo " + " ".join(parts)).read()


@app.post("/webhook/deploy")
async def deploy(request: Request):
    event = await request.json()
    branch = event["ref"].split("/")[-1]
    out = git("fetch", "origin", branch)
    out += git("checkout", branch)
    return {"branch": branch, "output": out}
''')

C("pv-pickle-cookie", "python", "vulnerable", "deserialization",
  "pickle.loads of a base64 cookie",
  r'''
import base64
import pickle
from flask import Flask, request, make_response

app = Flask(__name__)


@app.get("/cart")
def cart():
    raw = request.cookies.get("cart")
    items = pickle.loads(base64.b64decode(raw)) if raw else []
    total = sum(i["price"] * i["qty"] for i in items)
    return {"items": items, "total": total}


@app.post("/cart/clear")
def clear():
    resp = make_response({"ok": True})
    resp.delete_cookie("cart")
    return resp
''')

C("pv-yaml-loader-const", "python", "vulnerable", "deserialization",
  "yaml.load with Loader bound to yaml.Loader through a constant, on an uploaded file",
  r'''
import yaml
from fastapi import FastAPI, UploadFile

app = FastAPI()
CONFIG_LOADER = yaml.Loader


@app.post("/pipelines/import")
async def import_pipeline(file: UploadFile):
    text = (await file.read()).decode("utf-8")
    spec = yaml.load(text, Loader=CONFIG_LOADER)
    steps = spec.get("steps", [])
    return {"name": spec.get("name"), "steps": len(steps)}
''')

C("pv-path-join-upload", "python", "vulnerable", "path_traversal",
  "send_file of os.path.join(base, user folder, filename) with only the filename sanitised",
  r'''
import os
from flask import Flask, request, send_file, abort
from werkzeug.utils import secure_filename

app = Flask(__name__)
BASE = "/var/app/exports"


@app.get("/exports/download")
def download_export():
    folder = request.args.get("team", "default")
    name = secure_filename(request.args.get("file", ""))
    if not name:
        abort(400)
    path = os.path.join(BASE, folder, name)
    if not os.path.exists(path):
        abort(404)
    return send_file(path, as_attachment=True)
''')

C("pv-path-pathlib-fastapi", "python", "vulnerable", "path_traversal",
  "pathlib / with a path parameter, read_text without confinement",
  r'''
from pathlib import Path
from fastapi import FastAPI, HTTPException
from fastapi.responses import PlainTextResponse

app = FastAPI()
DOCS_ROOT = Path("/opt/site/docs")


@app.get("/docs/{doc_path:path}", response_class=PlainTextResponse)
def read_doc(doc_path: str):
    target = DOCS_ROOT / doc_path
    if not target.is_file():
        raise HTTPException(status_code=404)
    return target.read_text(encoding="utf-8")
''')

C("pv-path-startswith-unnormalised", "python", "vulnerable", "path_traversal",
  "startswith check on an un-normalised joined path ('../' passes the prefix test)",
  r'''
import os
from aiohttp import web

STORAGE = "/data/storage/"


async def get_blob(request: web.Request):
    rel = request.match_info["name"]
    full = STORAGE + rel
    if not full.startswith(STORAGE):
        raise web.HTTPForbidden()
    if not os.path.isfile(full):
        raise web.HTTPNotFound()
    with open(full, "rb") as fh:
        return web.Response(body=fh.read(), content_type="application/octet-stream")


app = web.Application()
app.router.add_get("/blobs/{name:.+}", get_blob)
''')

C("pv-ssrf-requests", "python", "vulnerable", "ssrf",
  "server fetches a URL from the request body for a link preview",
  r'''
import re
import requests
from flask import Flask, request, jsonify

app = Flask(__name__)
TITLE_RE = re.compile(r"<title>(.*?)</title>", re.I | re.S)


@app.post("/api/preview")
def link_preview():
    url = request.get_json()["url"]
    if not url.startswith(("http://", "https://")):
        return jsonify(error="unsupported scheme"), 400
    resp = requests.get(url, timeout=5)
    m = TITLE_RE.search(resp.text)
    return jsonify(url=url, title=m.group(1).strip() if m else None, status=resp.status_code)
''')

C("pv-ssrf-boto-presign-url", "python", "vulnerable", "ssrf",
  "aiohttp session GET of a callback URL taken from the query string",
  r'''
import aiohttp
from aiohttp import web


async def trigger_callback(request: web.Request):
    callback = request.query["callback_url"]
    job_id = request.query.get("job", "unknown")
    async with aiohttp.ClientSession() as session:
        async with session.post(callback, json={"job": job_id, "state": "done"}) as resp:
            body = await resp.text()
    return web.json_response({"delivered": resp.status, "echo": body[:200]})


app = web.Application()
app.router.add_post("/jobs/notify", trigger_callback)
''')

C("pv-xss-mark-safe", "python", "vulnerable", "xss",
  "Django mark_safe around an f-string containing the search query",
  r'''
from django.shortcuts import render
from django.utils.safestring import mark_safe

from .models import Article


def search(request):
    q = request.GET.get("q", "")
    results = Article.objects.filter(title__icontains=q)[:20]
    banner = mark_safe(f"<p class='hint'>Results for <b>{q}</b></p>")
    return render(request, "search.html", {"results": results, "banner": banner})
''')

C("pv-ssti-jinja-from-string", "python", "vulnerable", "template_injection",
  "Jinja2 Environment.from_string on a template body posted by the user",
  r'''
from flask import Flask, request
from jinja2 import Environment

app = Flask(__name__)
env = Environment(autoescape=True)


@app.post("/emails/preview")
def preview_email():
    body = request.form["template"]
    tpl = env.from_string(body)
    return tpl.render(first_name="Ada", company="Acme", unsubscribe_url="#")
''')

C("pv-md5-password", "python", "vulnerable", "weak_crypto",
  "passwords hashed with unsalted md5 via an alias",
  r'''
from hashlib import md5 as digest
import sqlite3


def hash_password(password: str) -> str:
    return digest(password.encode("utf-8")).hexdigest()


def create_user(db: sqlite3.Connection, email: str, password: str) -> int:
    cur = db.execute(
        "INSERT INTO users (email, password_hash) VALUES (?, ?)",
        (email, hash_password(password)),
    )
    db.commit()
    return cur.lastrowid


def check_login(db, email, password):
    row = db.execute("SELECT password_hash FROM users WHERE email = ?", (email,)).fetchone()
    return row is not None and row[0] == hash_password(password)
''')

C("pv-des-cipher", "python", "vulnerable", "weak_crypto",
  "PyCryptodome DES in ECB mode for card numbers",
  r'''
import base64
import os
from Crypto.Cipher import DES
from Crypto.Util.Padding import pad, unpad

KEY = os.environ["CARD_KEY"].encode()[:8]


def encrypt_card(number: str) -> str:
    cipher = DES.new(KEY, DES.MODE_ECB)
    return base64.b64encode(cipher.encrypt(pad(number.encode(), 8))).decode()


def decrypt_card(token: str) -> str:
    cipher = DES.new(KEY, DES.MODE_ECB)
    return unpad(cipher.decrypt(base64.b64decode(token)), 8).decode()
''')

C("pv-secret-settings", "python", "vulnerable", "hardcoded_secret",
  "signing key literal in a settings class, used with itsdangerous",
  r'''
from itsdangerous import URLSafeTimedSerializer


class Settings:
    APP_NAME = "reports"
    SIGNING_KEY = "q8Zr1c7Kf0pWm2x9Ls4Tb6Vn3Yh5Jd"
    TOKEN_MAX_AGE = 3600


serializer = URLSafeTimedSerializer(Settings.SIGNING_KEY, salt="email-confirm")


def make_confirm_token(email: str) -> str:
    return serializer.dumps(email)


def read_confirm_token(token: str) -> str:
    return serializer.loads(token, max_age=Settings.TOKEN_MAX_AGE)
''')

C("pv-secret-boto", "python", "vulnerable", "hardcoded_secret",
  "AWS secret access key literal passed to boto3.client",
  r'''
import boto3

s3 = boto3.client(
    "s3",
    region_name="eu-west-1",
    aws_access_key_id="AKIAQ3EXAMPLE7TRKZ2M",
    aws_secret_access_key="c2V2ZW4gc2VhcyBhbmQgdGhyZWUgd2luZHMgYmxvd2luZw",
)


def upload_invoice(path: str, key: str) -> str:
    s3.upload_file(path, "acme-invoices", key)
    return s3.generate_presigned_url(
        "get_object", Params={"Bucket": "acme-invoices", "Key": key}, ExpiresIn=900
    )
''')

C("pv-xxe-lxml", "python", "vulnerable", "xxe",
  "lxml parser with resolve_entities=True and no_network=False on an uploaded XML",
  r'''
from lxml import etree
from flask import Flask, request, jsonify

app = Flask(__name__)
PARSER = etree.XMLParser(resolve_entities=True, no_network=False, load_dtd=True)


@app.post("/invoices/upload")
def upload_invoice():
    doc = etree.fromstring(request.data, parser=PARSER)
    number = doc.findtext("number")
    amount = doc.findtext("amount")
    return jsonify(number=number, amount=amount)
''')

C("pv-mktemp-write", "python", "vulnerable", "insecure_tempfile",
  "tempfile.mktemp name opened for writing in the same function",
  r'''
import subprocess
import tempfile


def render_chart(csv_text: str) -> bytes:
    data_path = tempfile.mktemp(suffix=".csv")
    with open(data_path, "w") as fh:
        fh.write(csv_text)
    out_path = data_path.replace(".csv", ".png")
    subprocess.run(["gnuplot", "-e", f"datafile='{data_path}'; out='{out_path}'", "chart.gp"], check=True)
    with open(out_path, "rb") as fh:
        return fh.read()
''')

C("pv-random-reset-token", "python", "vulnerable", "insecure_random",
  "password reset token from random.choices",
  r'''
import random
import string
from datetime import datetime, timedelta

ALPHABET = string.ascii_letters + string.digits


def create_reset_token(user, db):
    reset_token = "".join(random.choices(ALPHABET, k=32))
    db.execute(
        "INSERT INTO password_resets (user_id, token, expires_at) VALUES (?, ?, ?)",
        (user.id, reset_token, datetime.utcnow() + timedelta(hours=1)),
    )
    db.commit()
    return reset_token
''')

C("pv-nosql-pymongo", "python", "vulnerable", "nosql_injection",
  "pymongo find_one with the JSON body's password value as it came (may be {'$ne': null})",
  r'''
from flask import Flask, request, jsonify, session
from pymongo import MongoClient

app = Flask(__name__)
db = MongoClient("mongodb://localhost:27017")["app"]


@app.post("/api/login")
def api_login():
    body = request.get_json(force=True)
    user = db.users.find_one({"username": body["username"], "password": body["password"]})
    if not user:
        return jsonify(error="invalid"), 401
    session["uid"] = str(user["_id"])
    return jsonify(ok=True)
''')

C("pv-redos-re", "python", "vulnerable", "redos",
  "re.compile of a pattern from the query string",
  r'''
import re
from flask import Flask, request, jsonify

app = Flask(__name__)
LOG_PATH = "app.log"


def load_lines():
    with open(LOG_PATH, encoding="utf-8") as fh:
        return fh.read().splitlines()


@app.get("/logs/grep")
def grep_logs():
    pattern = request.args.get("pattern", "")
    rx = re.compile(pattern)
    matches = [line for line in load_lines() if rx.search(line)]
    return jsonify(count=len(matches), lines=matches[:100])
''')

C("pv-eval-decorator", "python", "vulnerable", "code_injection",
  "decorator evaluates a filter expression from the query string via an eval alias",
  r'''
from functools import wraps
from flask import Flask, request, jsonify

app = Flask(__name__)
evaluate = eval
ROWS = [{"name": "a", "score": 3}, {"name": "b", "score": 9}]


def filtered(view):
    @wraps(view)
    def inner(*a, **kw):
        expr = request.args.get("where", "True")
        rows = [r for r in ROWS if evaluate(expr, {}, dict(r))]
        return view(rows, *a, **kw)
    return inner


@app.get("/rows")
@filtered
def rows(rows):
    return jsonify(rows)
''')

C("pv-tar-extract", "python", "vulnerable", "path_traversal",
  "tarfile.extractall of an uploaded archive without a filter",
  r'''
import tarfile
import tempfile
from fastapi import FastAPI, UploadFile

app = FastAPI()
THEMES = "/srv/app/themes"


@app.post("/themes")
async def install_theme(bundle: UploadFile):
    with tempfile.NamedTemporaryFile(suffix=".tar.gz") as tmp:
        tmp.write(await bundle.read())
        tmp.flush()
        with tarfile.open(tmp.name, "r:gz") as tar:
            tar.extractall(THEMES)
    return {"installed": bundle.filename}
''')

C("pv-flask-debug-const", "python", "vulnerable", "debug_mode",
  "Flask app.run(debug=DEBUG) with DEBUG = True constant, on all interfaces",
  r'''
from flask import Flask, jsonify

DEBUG = True
PORT = 5000

app = Flask(__name__)


@app.get("/health")
def health():
    return jsonify(status="ok")


@app.get("/items/<int:item_id>")
def item(item_id):
    return jsonify(id=item_id)


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=PORT, debug=DEBUG)
''')


# ---------------------------------------------------------------- Python, safe
C("ps-dispatch-table", "python", "safe", "dynamic_dispatch",
  "operation chosen from the file's own dict of functions; unknown names rejected",
  r'''
import operator
from flask import Flask, request, jsonify, abort

app = Flask(__name__)

OPERATIONS = {
    "add": operator.add,
    "sub": operator.sub,
    "mul": operator.mul,
    "max": max,
}


@app.post("/compute")
def compute():
    body = request.get_json()
    fn = OPERATIONS.get(body.get("op"))
    if fn is None:
        abort(400)
    a, b = float(body["a"]), float(body["b"])
    return jsonify(result=fn(a, b))
''')

C("ps-literal-eval", "python", "safe", "code_injection",
  "ast.literal_eval of a config value instead of eval",
  r'''
import ast
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()


class SettingIn(BaseModel):
    key: str
    value: str


@app.put("/settings")
def put_setting(item: SettingIn):
    try:
        parsed = ast.literal_eval(item.value)
    except (ValueError, SyntaxError):
        raise HTTPException(status_code=422, detail="value must be a Python literal")
    if not isinstance(parsed, (int, float, str, bool, list)):
        raise HTTPException(status_code=422, detail="unsupported type")
    return {"key": item.key, "value": parsed}
''')

C("ps-getattr-prefix-visitor", "python", "safe", "dynamic_dispatch",
  "visitor dispatch on 'visit_' + node class name, only the file's own methods",
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
    counter = ComplexityCounter()
    counter.visit(ast.parse(source))
    return counter.score
''')

C("ps-sql-placeholders-join", "python", "safe", "sql_injection",
  "IN list built from '?' placeholders joined, values passed as parameters",
  r'''
import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.get("/users/batch")
def users_batch():
    ids = [int(x) for x in request.args.get("ids", "").split(",") if x.strip().isdigit()]
    if not ids:
        return jsonify([])
    placeholders = ",".join("?" for _ in ids)
    sql = f"SELECT id, email FROM users WHERE id IN ({placeholders})"
    with sqlite3.connect("app.db") as db:
        rows = db.execute(sql, ids).fetchall()
    return jsonify([{"id": r[0], "email": r[1]} for r in rows])
''')

C("ps-sql-sort-allowlist", "python", "safe", "sql_injection",
  "ORDER BY column taken from the file's constant mapping, default otherwise; values parameterised",
  r'''
import psycopg2
from django.http import JsonResponse

SORTABLE = {"name": "name", "newest": "created_at", "price": "price_cents"}


def list_products(request):
    column = SORTABLE.get(request.GET.get("sort"), "created_at")
    direction = "DESC" if request.GET.get("desc") == "1" else "ASC"
    query = f"SELECT id, name, price_cents FROM products WHERE active = %s ORDER BY {column} {direction} LIMIT %s"
    conn = psycopg2.connect("dbname=shop")
    with conn.cursor() as cur:
        cur.execute(query, (True, 50))
        rows = cur.fetchall()
    conn.close()
    return JsonResponse({"items": [{"id": r[0], "name": r[1], "price": r[2]} for r in rows]})
''')

C("ps-sql-django-raw-params", "python", "safe", "sql_injection",
  "Django raw() with params list",
  r'''
from django.http import JsonResponse
from django.views.decorators.http import require_GET

from .models import Ticket


@require_GET
def tickets_by_status(request):
    status = request.GET.get("status", "open")
    assignee = request.GET.get("assignee", "")
    tickets = Ticket.objects.raw(
        "SELECT * FROM helpdesk_ticket WHERE status = %s AND assignee_email = %s ORDER BY opened_at DESC",
        [status, assignee],
    )
    return JsonResponse({"tickets": [{"id": t.id, "title": t.title} for t in tickets]})
''')

C("ps-verify-ca-bundle", "python", "safe", "tls_verification",
  "verify= a CA bundle path constant held in a class attribute",
  r'''
import requests


class InventoryAPI:
    BASE = "https://inventory.corp.example.com"
    CA_BUNDLE = "/etc/ssl/certs/corp-root-ca.pem"

    def __init__(self, api_token: str):
        self.s = requests.Session()
        self.s.headers.update({"Authorization": f"Token {api_token}"})

    def stock(self, sku: str) -> int:
        r = self.s.get(f"{self.BASE}/stock", params={"sku": sku}, verify=self.CA_BUNDLE, timeout=10)
        r.raise_for_status()
        return r.json()["quantity"]
''')

C("ps-verify-true-opts", "python", "safe", "tls_verification",
  "httpx client options dict with verify True",
  r'''
import os
import httpx

CLIENT_OPTS = {"timeout": 10.0, "verify": True, "http2": False}


async def get_weather(city_id: int) -> dict:
    params = {"id": city_id, "appid": os.environ["WEATHER_API_KEY"], "units": "metric"}
    async with httpx.AsyncClient(**CLIENT_OPTS) as client:
        r = await client.get("https://api.openweathermap.org/data/2.5/weather", params=params)
        r.raise_for_status()
        data = r.json()
    return {"temp": data["main"]["temp"], "desc": data["weather"][0]["description"]}
''')

C("ps-jwt-verified", "python", "safe", "jwt_unverified",
  "PyJWT decode with secret from env, algorithms pinned, audience checked",
  r'''
import os
import jwt
from fastapi import Depends, FastAPI, Header, HTTPException

app = FastAPI()
JWT_KEY = os.environ["JWT_SECRET"]


def current_user(authorization: str = Header(...)) -> dict:
    token = authorization.removeprefix("Bearer ").strip()
    try:
        claims = jwt.decode(token, JWT_KEY, algorithms=["HS256"], audience="api")
    except jwt.PyJWTError:
        raise HTTPException(status_code=401, detail="invalid token")
    return {"id": claims["sub"], "role": claims.get("role", "user")}


@app.get("/me")
def me(user: dict = Depends(current_user)):
    return user
''')

C("ps-jwt-exp-refresh", "python", "safe", "jwt_unverified",
  "unverified decode of the client's own access token only to read exp and schedule a refresh",
  r'''
import threading
import time
import jwt
import requests

TOKEN_URL = "https://auth.example.com/oauth/token"


class TokenKeeper:
    def __init__(self, client_id, client_secret):
        self._creds = {"grant_type": "client_credentials", "client_id": client_id, "client_secret": client_secret}
        self.access_token = None
        self.refresh()

    def refresh(self):
        r = requests.post(TOKEN_URL, data=self._creds, timeout=10)
        r.raise_for_status()
        self.access_token = r.json()["access_token"]
        exp = jwt.decode(self.access_token, options={"verify_signature": False})["exp"]
        delay = max(30, exp - time.time() - 60)
        threading.Timer(delay, self.refresh).start()
''')

C("ps-redirect-django-checked", "python", "safe", "open_redirect",
  "next URL checked with url_has_allowed_host_and_scheme, fallback otherwise",
  r'''
from django.conf import settings
from django.contrib.auth import authenticate, login
from django.shortcuts import redirect, render
from django.utils.http import url_has_allowed_host_and_scheme


def login_view(request):
    if request.method != "POST":
        return render(request, "login.html")
    user = authenticate(request, username=request.POST["username"], password=request.POST["password"])
    if user is None:
        return render(request, "login.html", {"error": True}, status=401)
    login(request, user)
    nxt = request.POST.get("next", "")
    if url_has_allowed_host_and_scheme(nxt, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
        return redirect(nxt)
    return redirect(settings.LOGIN_REDIRECT_URL)
''')

C("ps-redirect-allowlist-replace", "python", "safe", "open_redirect",
  "return target replaced by '/' unless it is a member of a constant allow-list",
  r'''
from flask import Flask, redirect, request, session

app = Flask(__name__)
ALLOWED_RETURNS = {"/", "/dashboard", "/settings", "/billing"}


@app.get("/switch-team/<int:team_id>")
def switch_team(team_id):
    session["team_id"] = team_id
    back = request.args.get("back", "/")
    if back not in ALLOWED_RETURNS:
        back = "/"
    return redirect(back)
''')

C("ps-redirect-relative-path", "python", "safe", "open_redirect",
  "redirect to a fixed path with the id converted to int",
  r'''
from fastapi import FastAPI, Form
from fastapi.responses import RedirectResponse

app = FastAPI()
ORDERS: dict[int, dict] = {}


@app.post("/orders")
def create_order(product_id: int = Form(...), qty: int = Form(1)):
    order_id = len(ORDERS) + 1
    ORDERS[order_id] = {"product": product_id, "qty": qty}
    return RedirectResponse(url=f"/orders/{int(order_id)}/confirmation", status_code=303)
''')

C("ps-cmd-list-args", "python", "safe", "command_injection",
  "subprocess.run with an argument list, no shell, '--' before the user file name",
  r'''
import subprocess
from pathlib import Path
from celery import shared_task

MEDIA = Path("/srv/media")


@shared_task
def make_thumbnail(upload_id: int, filename: str) -> str:
    src = MEDIA / "uploads" / str(upload_id)
    dst = MEDIA / "thumbs" / f"{upload_id}.jpg"
    subprocess.run(
        ["convert", "-thumbnail", "256x256", "--", str(src), str(dst)],
        check=True,
        timeout=60,
    )
    return str(dst)
''')

C("ps-cmd-shlex-quote", "python", "safe", "command_injection",
  "shell=True command whose only dynamic piece is shlex.quote of the input",
  r'''
import shlex
import subprocess
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.get("/dns")
def dns_lookup():
    name = request.args.get("name", "example.com")
    cmd = "dig +short " + shlex.quote(name)
    out = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=10)
    return jsonify(name=name, answers=out.stdout.split())
''')

C("ps-cmd-constant", "python", "safe", "command_injection",
  "constant shell command in a health check (low at most)",
  r'''
import os
import subprocess
from flask import Flask, jsonify

app = Flask(__name__)


@app.get("/health/disk")
def disk():
    out = subprocess.check_output("df -h / | tail -1", shell=True, text=True)
    size, used, avail, pct = out.split()[1:5]
    load = os.getloadavg()[0]
    return jsonify(size=size, used=used, available=avail, percent=pct, load=load)
''')

C("ps-yaml-safe-load", "python", "safe", "deserialization",
  "yaml.safe_load of an uploaded file",
  r'''
import yaml
from fastapi import FastAPI, HTTPException, UploadFile

app = FastAPI()


@app.post("/workflows/validate")
async def validate_workflow(file: UploadFile):
    try:
        spec = yaml.safe_load(await file.read())
    except yaml.YAMLError as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    if not isinstance(spec, dict) or "jobs" not in spec:
        raise HTTPException(status_code=422, detail="missing jobs")
    return {"jobs": sorted(spec["jobs"].keys())}
''')

C("ps-json-cookie-signed", "python", "safe", "deserialization",
  "cart cookie as JSON signed with itsdangerous using a key from env, no pickle",
  r'''
import os
from flask import Flask, request, jsonify
from itsdangerous import BadSignature, URLSafeSerializer

app = Flask(__name__)
signer = URLSafeSerializer(os.environ["CART_SIGNING_KEY"], salt="cart")


@app.get("/cart")
def cart():
    raw = request.cookies.get("cart")
    try:
        items = signer.loads(raw) if raw else []
    except BadSignature:
        items = []
    return jsonify(items=items, count=len(items))
''')

C("ps-send-from-directory", "python", "safe", "path_traversal",
  "send_from_directory with a constant directory and the user's file name",
  r'''
from flask import Flask, send_from_directory, abort
from werkzeug.utils import secure_filename

app = Flask(__name__)
REPORTS_DIR = "/var/app/reports"


@app.get("/reports/<name>")
def get_report(name):
    safe_name = secure_filename(name)
    if not safe_name.endswith(".pdf"):
        abort(404)
    return send_from_directory(REPORTS_DIR, safe_name, as_attachment=True)
''')

C("ps-path-resolve-relative", "python", "safe", "path_traversal",
  "path resolved then confined with is_relative_to before reading",
  r'''
from pathlib import Path
from fastapi import FastAPI, HTTPException
from fastapi.responses import PlainTextResponse

app = FastAPI()
ROOT = Path("/opt/site/docs").resolve()


@app.get("/docs/{doc_path:path}", response_class=PlainTextResponse)
def read_doc(doc_path: str):
    target = (ROOT / doc_path).resolve()
    if not target.is_relative_to(ROOT):
        raise HTTPException(status_code=403)
    if not target.is_file():
        raise HTTPException(status_code=404)
    return target.read_text(encoding="utf-8")
''')

C("ps-upload-uuid-name", "python", "safe", "path_traversal",
  "upload saved under a uuid name in a constant directory; original name only stored as metadata",
  r'''
import os
import uuid
from flask import Flask, request, jsonify

app = Flask(__name__)
UPLOAD_DIR = "/srv/uploads"
ALLOWED_EXT = {".png", ".jpg", ".jpeg", ".gif"}


@app.post("/avatars")
def upload_avatar():
    f = request.files["avatar"]
    ext = os.path.splitext(f.filename or "")[1].lower()
    if ext not in ALLOWED_EXT:
        return jsonify(error="bad type"), 400
    stored = f"{uuid.uuid4().hex}.img"
    f.save(os.path.join(UPLOAD_DIR, stored))
    return jsonify(id=stored, original=f.filename), 201
''')

C("ps-ssrf-fixed-host", "python", "safe", "ssrf",
  "outbound request to a fixed host; user input only as an int path segment and as params",
  r'''
import os
import requests
from flask import Flask, request, jsonify

app = Flask(__name__)
GITHUB = "https://api.github.com"


@app.get("/repos/<owner>/issues")
def issues(owner):
    page = int(request.args.get("page", 1))
    r = requests.get(
        f"{GITHUB}/orgs/acme-corp/issues",
        params={"page": page, "filter": "all", "creator": owner},
        headers={"Authorization": f"Bearer {os.environ['GITHUB_TOKEN']}"},
        timeout=10,
    )
    r.raise_for_status()
    return jsonify([{"n": i["number"], "title": i["title"]} for i in r.json()])
''')

C("ps-xss-escape-markup", "python", "safe", "xss",
  "query escaped with markupsafe.escape before being wrapped in Markup",
  r'''
from flask import Flask, request, render_template
from markupsafe import Markup, escape

app = Flask(__name__)


@app.get("/search")
def search():
    q = request.args.get("q", "")
    hint = Markup("<p class='hint'>Results for <b>{}</b></p>").format(escape(q))
    return render_template("search.html", hint=hint, results=[])
''')

C("ps-jinja-constant-template", "python", "safe", "template_injection",
  "constant Jinja2 template with autoescape; user values only as render variables",
  r'''
from jinja2 import Environment, select_autoescape
from flask import Flask, request

app = Flask(__name__)
env = Environment(autoescape=select_autoescape(default=True))
GREETING = env.from_string("<h1>Hello {{ name }}</h1><p>Your plan: {{ plan }}</p>")


@app.get("/welcome")
def welcome():
    return GREETING.render(name=request.args.get("name", "friend"), plan=request.args.get("plan", "free"))
''')

C("ps-password-scrypt", "python", "safe", "weak_crypto",
  "passwords hashed with hashlib.scrypt and a random salt, compared in constant time",
  r'''
import hashlib
import hmac
import os


def hash_password(password: str) -> str:
    salt = os.urandom(16)
    dk = hashlib.scrypt(password.encode(), salt=salt, n=2**14, r=8, p=1, dklen=32)
    return salt.hex() + "$" + dk.hex()


def verify_password(password: str, stored: str) -> bool:
    salt_hex, dk_hex = stored.split("$", 1)
    dk = hashlib.scrypt(password.encode(), salt=bytes.fromhex(salt_hex), n=2**14, r=8, p=1, dklen=32)
    return hmac.compare_digest(dk.hex(), dk_hex)
''')

C("ps-md5-etag", "python", "safe", "weak_crypto",
  "md5 used only as an ETag of a response body (medium at most)",
  r'''
import hashlib
import json
from flask import Flask, request, Response

app = Flask(__name__)
CATALOG = [{"sku": "A1", "price": 1200}, {"sku": "B7", "price": 450}]


@app.get("/catalog")
def catalog():
    body = json.dumps(CATALOG, sort_keys=True)
    etag = hashlib.md5(body.encode()).hexdigest()
    if request.headers.get("If-None-Match") == etag:
        return Response(status=304)
    return Response(body, mimetype="application/json", headers={"ETag": etag})
''')

C("ps-aes-gcm-env-key", "python", "safe", "weak_crypto",
  "AES-GCM with a key from the environment and a random nonce",
  r'''
import base64
import os
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

KEY = base64.b64decode(os.environ["FIELD_ENCRYPTION_KEY"])


def encrypt_field(plaintext: str) -> str:
    nonce = os.urandom(12)
    ct = AESGCM(KEY).encrypt(nonce, plaintext.encode(), None)
    return base64.b64encode(nonce + ct).decode()


def decrypt_field(token: str) -> str:
    raw = base64.b64decode(token)
    return AESGCM(KEY).decrypt(raw[:12], raw[12:], None).decode()
''')

C("ps-defusedxml", "python", "safe", "xxe",
  "defusedxml ElementTree parse of an uploaded XML",
  r'''
from defusedxml import ElementTree as ET
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.post("/invoices/upload")
def upload_invoice():
    root = ET.fromstring(request.data)
    lines = [
        {"sku": item.findtext("sku"), "qty": int(item.findtext("qty", "0"))}
        for item in root.iter("line")
    ]
    return jsonify(number=root.findtext("number"), lines=lines)
''')

C("ps-tempfile-named", "python", "safe", "insecure_tempfile",
  "NamedTemporaryFile instead of mktemp; argument list to the tool",
  r'''
import subprocess
import tempfile


def render_chart(csv_text: str) -> bytes:
    with tempfile.NamedTemporaryFile("w", suffix=".csv", delete=False) as data:
        data.write(csv_text)
    with tempfile.NamedTemporaryFile(suffix=".png", delete=False) as out:
        out_path = out.name
    subprocess.run(["gnuplot", "-c", "chart.gp", data.name, out_path], check=True)
    with open(out_path, "rb") as fh:
        return fh.read()
''')

C("ps-secrets-token", "python", "safe", "insecure_random",
  "reset token from secrets; random used only to shuffle a playlist",
  r'''
import random
import secrets
from datetime import datetime, timedelta


def create_reset_token(user, db):
    reset_token = secrets.token_urlsafe(32)
    db.execute(
        "INSERT INTO password_resets (user_id, token, expires_at) VALUES (?, ?, ?)",
        (user.id, reset_token, datetime.utcnow() + timedelta(hours=1)),
    )
    db.commit()
    return reset_token


def shuffled_playlist(tracks):
    order = list(tracks)
    random.shuffle(order)
    return order
''')

C("ps-pymongo-str", "python", "safe", "nosql_injection",
  "pymongo query values converted with str(); password checked with bcrypt",
  r'''
import bcrypt
from flask import Flask, request, jsonify, session
from pymongo import MongoClient

app = Flask(__name__)
db = MongoClient("mongodb://localhost:27017")["app"]


@app.post("/api/login")
def api_login():
    body = request.get_json(force=True)
    user = db.users.find_one({"username": str(body.get("username", ""))})
    if not user or not bcrypt.checkpw(str(body.get("password", "")).encode(), user["pw_hash"]):
        return jsonify(error="invalid"), 401
    session["uid"] = str(user["_id"])
    return jsonify(ok=True)
''')

C("ps-re-escape", "python", "safe", "redos",
  "user search term passed through re.escape before compiling",
  r'''
import re
from flask import Flask, request, jsonify

app = Flask(__name__)
PRODUCTS = ["Red shirt", "Blue shirt (XL)", "Green hat", "C++ Primer"]


@app.get("/suggest")
def suggest():
    term = request.args.get("q", "")
    rx = re.compile(re.escape(term), re.IGNORECASE)
    return jsonify([p for p in PRODUCTS if rx.search(p)][:10])
''')

C("ps-tar-filter-data", "python", "safe", "path_traversal",
  "tarfile.extractall with filter='data'",
  r'''
import tarfile
import tempfile
from fastapi import FastAPI, UploadFile

app = FastAPI()
THEMES = "/srv/app/themes"


@app.post("/themes")
async def install_theme(bundle: UploadFile):
    with tempfile.NamedTemporaryFile(suffix=".tar.gz") as tmp:
        tmp.write(await bundle.read())
        tmp.flush()
        with tarfile.open(tmp.name, "r:gz") as tar:
            tar.extractall(THEMES, filter="data")
    return {"installed": True}
''')

C("ps-flask-debug-off", "python", "safe", "debug_mode",
  "Flask run with debug=False constant, localhost bind",
  r'''
from flask import Flask, jsonify

DEBUG = False

app = Flask(__name__)


@app.get("/health")
def health():
    return jsonify(status="ok")


@app.get("/version")
def version():
    return jsonify(version="1.4.2")


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=8000, debug=DEBUG)
''')


# ---------------------------------------------------------------- JavaScript / TypeScript, vulnerable
C("jv-global-join-eval", "javascript", "vulnerable", "dynamic_dispatch",
  "globalThis[['ev','al'].join('')] called on a request body expression",
  r'''
const express = require("express");
const app = express();
app.use(express.json());

const fnName = ["ev", "al"].join("");

app.post("/api/formula", (req, res) => {
  const { formula, vars = {} } = req.body;
  const prelude = Object.entries(vars)
    .map(([k, v]) => `const ${k} = ${Number(v)};`)
    .join("\n");
  try {
    const value = globalThis[fnName](`${prelude}\n${formula}`);
    res.json({ value });
  } catch (err) {
    res.status(400).json({ error: err.message });
  }
});

app.listen(3000);
''')

C("jv-require-concat-exec", "javascript", "vulnerable", "command_injection",
  "require('child_' + 'process')['ex' + 'ec'] with a template literal holding a query value",
  r'''
const express = require("express");
const app = express();

const cp = require("child_" + "process");
const runner = cp["ex" + "ec"];

app.get("/tools/whois", (req, res) => {
  const domain = req.query.domain || "example.com";
  runner(`whois ${domain}`, { timeout: 10000 }, (err, stdout) => {
    if (err) return res.status(500).json({ error: "lookup failed" });
    res.type("text/plain").send(stdout);
  });
});

app.listen(8080);
''')

C("jv-require-dynamic-key", "javascript", "vulnerable", "dynamic_dispatch",
  "require(mod)[fn] with module and function names from the request body",
  r'''
const express = require("express");
const app = express();
app.use(express.json());

// Generic utility endpoint used by the admin dashboard
app.post("/admin/util", async (req, res) => {
  const { module: mod, fn, args = [] } = req.body;
  try {
    const lib = require(mod);
    const result = await lib[fn](...args);
    res.json({ ok: true, result });
  } catch (e) {
    res.status(400).json({ ok: false, error: String(e) });
  }
});

app.listen(4000);
''')

C("jv-sql-array-join", "javascript", "vulnerable", "sql_injection",
  "mysql2 query string assembled from a parts array with template literals of query values and joined",
  r'''
const express = require("express");
const mysql = require("mysql2/promise");

const pool = mysql.createPool({ host: "localhost", user: "app", database: "shop", password: process.env.DB_PASSWORD });
const app = express();

app.get("/api/orders", async (req, res) => {
  const parts = ["SELECT id, status, total FROM orders WHERE 1=1"];
  if (req.query.status) parts.push(`AND status = '${req.query.status}'`);
  if (req.query.customer) parts.push(`AND customer_id = ${req.query.customer}`);
  parts.push("ORDER BY created_at DESC LIMIT 100");
  const [rows] = await pool.query(parts.join(" "));
  res.json(rows);
});

app.listen(3000);
''')

C("tv-nest-sql-join", "typescript", "vulnerable", "sql_injection",
  "NestJS service builds a pg query with [..].join('') around a controller argument",
  r'''
import { Controller, Get, Injectable, Query } from "@nestjs/common";
import { Pool } from "pg";

@Injectable()
export class UsersService {
  private pool = new Pool({ connectionString: process.env.DATABASE_URL });

  async findByEmail(email: string) {
    const sql = ["SELECT id, name, role FROM users WHERE email = '", email, "' LIMIT 1"].join("");
    const { rows } = await this.pool.query(sql);
    return rows[0] ?? null;
  }
}

@Controller("users")
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get("lookup")
  lookup(@Query("email") email: string) {
    return this.users.findByEmail(email);
  }
}
''')

C("jv-reject-const", "javascript", "vulnerable", "tls_verification",
  "https.Agent rejectUnauthorized fed by a constant set to false",
  r'''
const https = require("https");
const axios = require("axios");

const VERIFY_PEER = false;
const agent = new https.Agent({ keepAlive: true, rejectUnauthorized: VERIFY_PEER });

const client = axios.create({
  baseURL: "https://payments.internal.example.com",
  httpsAgent: agent,
  timeout: 8000,
  headers: { Authorization: `Bearer ${process.env.PAYMENTS_TOKEN}` },
});

async function capture(paymentId) {
  const { data } = await client.post(`/payments/${encodeURIComponent(paymentId)}/capture`);
  return data;
}

module.exports = { capture };
''')

C("tv-reject-spread", "typescript", "vulnerable", "tls_verification",
  "TLS options object with rejectUnauthorized false spread into tls.connect options",
  r'''
import tls from "node:tls";

const baseTls = { rejectUnauthorized: false, minVersion: "TLSv1.2" as const };

export function checkCertificateExpiry(host: string, port = 443): Promise<Date> {
  return new Promise((resolve, reject) => {
    const socket = tls.connect({ ...baseTls, host, port, servername: host }, () => {
      const cert = socket.getPeerCertificate();
      socket.end();
      resolve(new Date(cert.valid_to));
    });
    socket.on("error", reject);
  });
}

export async function sendMetrics(host: string, payload: string) {
  const socket = tls.connect({ ...baseTls, host, port: 6514 });
  socket.write(payload);
  socket.end();
}
''')

C("jv-jwt-decode-middleware", "javascript", "vulnerable", "jwt_unverified",
  "jsonwebtoken decode (no verify) in an auth middleware, role used for admin access",
  r'''
const express = require("express");
const jwt = require("jsonwebtoken");

const app = express();

function authenticate(req, res, next) {
  const token = (req.headers.authorization || "").replace(/^Bearer /, "");
  const payload = jwt.decode(token);
  if (!payload || !payload.sub) return res.status(401).json({ error: "unauthenticated" });
  req.user = { id: payload.sub, role: payload.role };
  next();
}

app.delete("/api/admin/users/:id", authenticate, (req, res) => {
  if (req.user.role !== "admin") return res.sendStatus(403);
  res.json({ deleted: req.params.id });
});

app.listen(3000);
''')

C("tv-next-decodejwt", "typescript", "vulnerable", "jwt_unverified",
  "Next.js middleware authorises /admin with jose decodeJwt (no signature check)",
  r'''
import { NextRequest, NextResponse } from "next/server";
import { decodeJwt } from "jose";

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

C("jv-koa-redirect", "javascript", "vulnerable", "open_redirect",
  "Koa ctx.redirect to ctx.query.returnTo after logout",
  r'''
const Koa = require("koa");
const Router = require("@koa/router");
const session = require("koa-session");

const app = new Koa();
const router = new Router();
app.keys = [process.env.SESSION_KEY];
app.use(session(app));

router.get("/logout", (ctx) => {
  ctx.session = null;
  const returnTo = ctx.query.returnTo || "/";
  ctx.redirect(returnTo);
});

app.use(router.routes());
app.listen(3000);
''')

C("tv-next-redirect-param", "typescript", "vulnerable", "open_redirect",
  "Next.js route handler redirects to new URL(searchParams.get('to'), req.url): absolute URLs keep their host",
  r'''
import { NextRequest, NextResponse } from "next/server";
import { cookies } from "next/headers";

export async function GET(req: NextRequest) {
  const code = req.nextUrl.searchParams.get("code");
  const to = req.nextUrl.searchParams.get("to") ?? "/";
  if (!code) {
    return NextResponse.json({ error: "missing code" }, { status: 400 });
  }
  const r = await fetch("https://auth.example.com/token", { method: "POST", body: new URLSearchParams({ code }) });
  const { access_token } = await r.json();
  cookies().set("at", access_token, { httpOnly: true, secure: true });
  return NextResponse.redirect(new URL(to, req.url));
}
''')

C("jv-writehead-location", "javascript", "vulnerable", "open_redirect",
  "plain http server writeHead 302 with Location from the parsed query",
  r'''
const http = require("http");
const { URL } = require("url");

const server = http.createServer((req, res) => {
  const url = new URL(req.url, "http://localhost");
  if (url.pathname === "/go") {
    const dest = url.searchParams.get("u") || "/";
    res.writeHead(302, { Location: dest, "Cache-Control": "no-store" });
    return res.end();
  }
  res.writeHead(200, { "Content-Type": "text/plain" });
  res.end("link shortener");
});

server.listen(8080);
''')

C("jv-proto-merge", "javascript", "vulnerable", "prototype_pollution",
  "recursive merge of req.body into a settings object without __proto__ guard",
  r'''
const express = require("express");
const app = express();
app.use(express.json());

const settings = { theme: "light", notifications: { email: true } };

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

app.patch("/api/settings", (req, res) => {
  merge(settings, req.body);
  res.json(settings);
});

app.listen(3000);
''')

C("jv-proto-path-set", "javascript", "vulnerable", "prototype_pollution",
  "dotted path from the query assigned into a nested object (a.__proto__.x)",
  r'''
const express = require("express");
const app = express();

const prefs = {};

function setPath(obj, path, value) {
  const keys = path.split(".");
  let cur = obj;
  for (let i = 0; i < keys.length - 1; i++) {
    cur[keys[i]] = cur[keys[i]] || {};
    cur = cur[keys[i]];
  }
  cur[keys[keys.length - 1]] = value;
}

app.post("/prefs", express.urlencoded({ extended: false }), (req, res) => {
  setPath(prefs, req.body.path, req.body.value);
  res.json(prefs);
});

app.listen(3001);
''')

C("jv-mongoose-login", "javascript", "vulnerable", "nosql_injection",
  "mongoose findOne with req.body fields as they came (operator objects accepted)",
  r'''
const express = require("express");
const mongoose = require("mongoose");

const User = mongoose.model("User", new mongoose.Schema({ email: String, password: String, role: String }));
const app = express();
app.use(express.json());

app.post("/api/login", async (req, res) => {
  const { email, password } = req.body;
  const user = await User.findOne({ email, password });
  if (!user) return res.status(401).json({ error: "bad credentials" });
  req.app.locals.lastLogin = user.email;
  res.json({ id: user._id, role: user.role });
});

mongoose.connect(process.env.MONGO_URL).then(() => app.listen(3000));
''')

C("jv-fs-join-param", "javascript", "vulnerable", "path_traversal",
  "fs.readFile of path.join(base, req.params.name) with no confinement",
  r'''
const express = require("express");
const fs = require("fs/promises");
const path = require("path");

const app = express();
const INVOICE_DIR = path.join(__dirname, "invoices");

app.get("/invoices/:name", async (req, res) => {
  try {
    const file = path.join(INVOICE_DIR, req.params.name);
    const pdf = await fs.readFile(file);
    res.type("application/pdf").send(pdf);
  } catch {
    res.sendStatus(404);
  }
});

app.listen(3000);
''')

C("jv-upload-mv", "javascript", "vulnerable", "path_traversal",
  "express-fileupload mv() to a path built from the client's file name",
  r'''
const express = require("express");
const fileUpload = require("express-fileupload");

const app = express();
app.use(fileUpload({ limits: { fileSize: 5 * 1024 * 1024 } }));

app.post("/upload", async (req, res) => {
  if (!req.files || !req.files.doc) return res.status(400).send("no file");
  const doc = req.files.doc;
  const dest = `${__dirname}/uploads/${req.body.folder || "misc"}/${doc.name}`;
  await doc.mv(dest);
  res.json({ saved: doc.name, size: doc.size });
});

app.listen(3000);
''')

C("tv-ssrf-fetch", "typescript", "vulnerable", "ssrf",
  "Next.js API route fetches a URL from the query (image proxy)",
  r'''
import type { NextApiRequest, NextApiResponse } from "next";

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const src = req.query.src;
  if (typeof src !== "string" || !/^https?:\/\//.test(src)) {
    res.status(400).json({ error: "src must be an http(s) URL" });
    return;
  }
  const upstream = await fetch(src, { headers: { "user-agent": "img-proxy/1.0" } });
  const type = upstream.headers.get("content-type") ?? "application/octet-stream";
  res.setHeader("content-type", type);
  res.setHeader("cache-control", "public, max-age=86400");
  res.send(Buffer.from(await upstream.arrayBuffer()));
}
''')

C("jv-xss-res-send", "javascript", "vulnerable", "xss",
  "Express res.send of HTML with the query value in a template literal",
  r'''
const express = require("express");
const app = express();

const PRODUCTS = [{ id: 1, name: "Kettle" }, { id: 2, name: "Toaster" }];

app.get("/search", (req, res) => {
  const term = req.query.term || "";
  const hits = PRODUCTS.filter((p) => p.name.toLowerCase().includes(String(term).toLowerCase()));
  const items = hits.map((p) => `<li>${p.name}</li>`).join("");
  res.send(`<!doctype html><h2>Results for "${term}"</h2><ul>${items}</ul>`);
});

app.listen(3000);
''')

C("jv-xss-innerhtml-hash", "javascript", "vulnerable", "xss",
  "browser code writes a URL parameter into innerHTML",
  r'''
document.addEventListener("DOMContentLoaded", () => {
  const params = new URLSearchParams(window.location.search);
  const banner = document.getElementById("banner");
  const msg = params.get("msg");
  if (msg) {
    banner.innerHTML = `<div class="alert alert-info">${msg}</div>`;
    banner.hidden = false;
  }
  document.getElementById("close").addEventListener("click", () => {
    banner.hidden = true;
  });
});
''')

C("jv-node-serialize", "javascript", "vulnerable", "deserialization",
  "node-serialize unserialize of a cookie",
  r'''
const express = require("express");
const cookieParser = require("cookie-parser");
const serialize = require("node-serialize");

const app = express();
app.use(cookieParser());

app.get("/profile", (req, res) => {
  const raw = req.cookies.profile;
  if (!raw) return res.json({ guest: true });
  const profile = serialize.unserialize(Buffer.from(raw, "base64").toString());
  res.json({ name: profile.name, theme: profile.theme });
});

app.listen(3000);
''')

C("jv-yaml-full-schema", "javascript", "vulnerable", "deserialization",
  "js-yaml load with DEFAULT_FULL_SCHEMA (functions, regexps) on a request body",
  r'''
const express = require("express");
const yaml = require("js-yaml");

const app = express();
app.use(express.text({ type: "application/yaml" }));

const LOAD_OPTS = { schema: yaml.DEFAULT_FULL_SCHEMA };

app.post("/api/config/preview", (req, res) => {
  const cfg = yaml.load(req.body, LOAD_OPTS);
  res.json({ keys: Object.keys(cfg || {}) });
});

app.listen(3000);
''')

C("jv-cipher-algo-const", "javascript", "vulnerable", "weak_crypto",
  "createCipheriv with an algorithm constant naming DES in ECB mode",
  r'''
const crypto = require("crypto");

const ALGORITHM = "des-ecb";
const KEY = Buffer.from(process.env.TOKEN_KEY_HEX, "hex");

function sealToken(userId) {
  const cipher = crypto.createCipheriv(ALGORITHM, KEY, null);
  return Buffer.concat([cipher.update(String(userId), "utf8"), cipher.final()]).toString("base64url");
}

function openToken(token) {
  const decipher = crypto.createDecipheriv(ALGORITHM, KEY, null);
  return Buffer.concat([decipher.update(Buffer.from(token, "base64url")), decipher.final()]).toString("utf8");
}

module.exports = { sealToken, openToken };
''')

C("tv-jwt-hardcoded", "typescript", "vulnerable", "hardcoded_secret",
  "jsonwebtoken sign/verify with a literal secret held in a config object",
  r'''
import jwt from "jsonwebtoken";

const authConfig = {
  issuer: "acme-api",
  expiresIn: "1h",
  secret: "n7Kp2vQx9Lr4Ws8Zt1Yb6Hd3Fg5Jm0Ce",
};

export function issueToken(userId: string, role: string): string {
  return jwt.sign({ sub: userId, role }, authConfig.secret, {
    issuer: authConfig.issuer,
    expiresIn: authConfig.expiresIn,
  });
}

export function readToken(token: string) {
  return jwt.verify(token, authConfig.secret, { issuer: authConfig.issuer }) as { sub: string; role: string };
}
''')

C("jv-math-random-session", "javascript", "vulnerable", "insecure_random",
  "session id generated with Math.random",
  r'''
const express = require("express");
const app = express();

const sessions = new Map();

function newSessionId() {
  return Math.random().toString(36).slice(2) + Date.now().toString(36);
}

app.post("/login", express.json(), (req, res) => {
  const sessionId = newSessionId();
  sessions.set(sessionId, { user: req.body.user, created: Date.now() });
  res.cookie("sid", sessionId, { httpOnly: true, sameSite: "lax" });
  res.json({ ok: true });
});

app.listen(3000);
''')

C("jv-regexp-query", "javascript", "vulnerable", "redos",
  "new RegExp from a query parameter in a Koa route",
  r'''
const Koa = require("koa");
const Router = require("@koa/router");

const app = new Koa();
const router = new Router();
const CITIES = ["Amsterdam", "Berlin", "Bern", "Boston", "Barcelona"];

router.get("/cities", (ctx) => {
  const pattern = ctx.query.match || "";
  const rx = new RegExp(pattern, "i");
  ctx.body = CITIES.filter((c) => rx.test(c));
});

app.use(router.routes());
app.listen(3000);
''')

C("jv-libxml-noent", "javascript", "vulnerable", "xxe",
  "libxmljs parseXml with noent true on the request body",
  r'''
const express = require("express");
const libxmljs = require("libxmljs");

const app = express();
app.use(express.text({ type: ["application/xml", "text/xml"] }));

const PARSE_OPTS = { noent: true, noblanks: true };

app.post("/api/import", (req, res) => {
  const doc = libxmljs.parseXml(req.body, PARSE_OPTS);
  const names = doc.find("//customer/name").map((n) => n.text());
  res.json({ imported: names.length, names });
});

app.listen(3000);
''')

C("tv-exec-promisify", "typescript", "vulnerable", "command_injection",
  "promisified exec in a helper, git ref from a NestJS route parameter in a template literal",
  r'''
import { Controller, Get, Param } from "@nestjs/common";
import { exec } from "node:child_process";
import { promisify } from "node:util";

const sh = promisify(exec);

async function gitLog(ref: string, limit = 20): Promise<string[]> {
  const { stdout } = await sh(`git -C /srv/repo log --oneline -n ${limit} ${ref}`);
  return stdout.trim().split("\n");
}

@Controller("repo")
export class RepoController {
  @Get("log/:ref")
  async log(@Param("ref") ref: string) {
    return { ref, commits: await gitLog(ref) };
  }
}
''')

C("jv-function-ctor", "javascript", "vulnerable", "code_injection",
  "new Function body from a template literal with a query expression (Koa report filter)",
  r'''
const Koa = require("koa");
const app = new Koa();

const ROWS = [
  { region: "EU", revenue: 120 },
  { region: "US", revenue: 340 },
];

app.use(async (ctx) => {
  if (ctx.path !== "/report") return;
  const cond = ctx.query.filter || "true";
  const predicate = new Function("row", `with (row) { return (${cond}); }`);
  ctx.body = ROWS.filter((r) => predicate(r));
});

app.listen(3000);
''')

C("tv-prisma-raw-unsafe", "typescript", "vulnerable", "sql_injection",
  "Prisma $queryRawUnsafe with a template literal holding a search term",
  r'''
import { PrismaClient } from "@prisma/client";
import type { Request, Response } from "express";

const prisma = new PrismaClient();

export async function searchPosts(req: Request, res: Response) {
  const q = String(req.query.q ?? "");
  const limit = Math.min(Number(req.query.limit ?? 20), 100);
  const posts = await prisma.$queryRawUnsafe(
    `SELECT id, title FROM "Post" WHERE title ILIKE '%${q}%' ORDER BY "createdAt" DESC LIMIT ${limit}`
  );
  res.json(posts);
}
''')

C("jv-cors-reflect-creds", "javascript", "vulnerable", "cors",
  "Access-Control-Allow-Origin reflected from the request Origin with credentials allowed",
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
  next();
});

app.get("/api/account", (req, res) => {
  res.json({ email: "user@example.com", balance: 1200 });
});

app.listen(3000);
''')


# ---------------------------------------------------------------- JavaScript / TypeScript, safe
C("js-execfile-validated", "javascript", "safe", "command_injection",
  "execFile with an argument array and a domain validated by a strict regex",
  r'''
const express = require("express");
const { execFile } = require("child_process");

const app = express();
const DOMAIN_RE = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/i;

app.get("/tools/whois", (req, res) => {
  const domain = String(req.query.domain || "");
  if (!DOMAIN_RE.test(domain)) return res.status(400).json({ error: "invalid domain" });
  execFile("whois", [domain], { timeout: 10000 }, (err, stdout) => {
    if (err) return res.status(502).json({ error: "lookup failed" });
    res.json({ domain, raw: stdout.slice(0, 4000) });
  });
});

app.listen(8080);
''')

C("ts-spawn-array", "typescript", "safe", "command_injection",
  "spawn with an argument array and no shell for a git log of a validated ref",
  r'''
import { Controller, Get, Param, BadRequestException } from "@nestjs/common";
import { spawnSync } from "node:child_process";

const REF_RE = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,99}$/;

@Controller("repo")
export class RepoController {
  @Get("log/:ref")
  log(@Param("ref") ref: string) {
    if (!REF_RE.test(ref)) throw new BadRequestException("bad ref");
    const out = spawnSync("git", ["-C", "/srv/repo", "log", "--oneline", "-n", "20", ref], {
      encoding: "utf8",
      timeout: 10_000,
    });
    return { ref, commits: out.stdout.trim().split("\n") };
  }
}
''')

C("js-sql-placeholders", "javascript", "safe", "sql_injection",
  "conditions are constant SQL with ? placeholders, values in a params array",
  r'''
const express = require("express");
const mysql = require("mysql2/promise");

const pool = mysql.createPool({ host: "localhost", user: "app", database: "shop", password: process.env.DB_PASSWORD });
const app = express();

app.get("/api/orders", async (req, res) => {
  const where = ["1=1"];
  const params = [];
  if (req.query.status) { where.push("status = ?"); params.push(String(req.query.status)); }
  if (req.query.customer) { where.push("customer_id = ?"); params.push(Number(req.query.customer)); }
  const sql = `SELECT id, status, total FROM orders WHERE ${where.join(" AND ")} ORDER BY created_at DESC LIMIT 100`;
  const [rows] = await pool.execute(sql, params);
  res.json(rows);
});

app.listen(3000);
''')

C("ts-pg-param", "typescript", "safe", "sql_injection",
  "NestJS service uses a $1 parameter with pg",
  r'''
import { Controller, Get, Injectable, Query } from "@nestjs/common";
import { Pool } from "pg";

@Injectable()
export class UsersService {
  private pool = new Pool({ connectionString: process.env.DATABASE_URL });

  async findByEmail(email: string) {
    const { rows } = await this.pool.query("SELECT id, name, role FROM users WHERE email = $1 LIMIT 1", [email]);
    return rows[0] ?? null;
  }
}

@Controller("users")
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get("lookup")
  lookup(@Query("email") email: string) {
    return this.users.findByEmail(email);
  }
}
''')

C("ts-prisma-tagged", "typescript", "safe", "sql_injection",
  "Prisma $queryRaw tagged template (values become bind parameters)",
  r'''
import { PrismaClient } from "@prisma/client";
import type { Request, Response } from "express";

const prisma = new PrismaClient();

export async function searchPosts(req: Request, res: Response) {
  const q = `%${String(req.query.q ?? "")}%`;
  const limit = Math.min(Number(req.query.limit ?? 20), 100);
  const posts = await prisma.$queryRaw`
    SELECT id, title FROM "Post" WHERE title ILIKE ${q} ORDER BY "createdAt" DESC LIMIT ${limit}`;
  res.json(posts);
}
''')

C("js-agent-ca", "javascript", "safe", "tls_verification",
  "https.Agent with a pinned CA file and rejectUnauthorized true from a constant",
  r'''
const fs = require("fs");
const https = require("https");
const axios = require("axios");

const VERIFY_PEER = true;
const agent = new https.Agent({
  keepAlive: true,
  rejectUnauthorized: VERIFY_PEER,
  ca: fs.readFileSync("/etc/ssl/private-ca/ca.pem"),
});

const client = axios.create({
  baseURL: "https://payments.internal.example.com",
  httpsAgent: agent,
  timeout: 8000,
  headers: { Authorization: `Bearer ${process.env.PAYMENTS_TOKEN}` },
});

module.exports = async function capture(paymentId) {
  const { data } = await client.post(`/payments/${encodeURIComponent(paymentId)}/capture`);
  return data;
};
''')

C("js-jwt-verify-middleware", "javascript", "safe", "jwt_unverified",
  "jsonwebtoken verify with env secret and pinned algorithm in the auth middleware",
  r'''
const express = require("express");
const jwt = require("jsonwebtoken");

const app = express();
const JWT_SECRET = process.env.JWT_SECRET;

function authenticate(req, res, next) {
  const token = (req.headers.authorization || "").replace(/^Bearer /, "");
  try {
    const payload = jwt.verify(token, JWT_SECRET, { algorithms: ["HS256"], audience: "admin-api" });
    req.user = { id: payload.sub, role: payload.role };
    next();
  } catch {
    res.status(401).json({ error: "unauthenticated" });
  }
}

app.delete("/api/admin/users/:id", authenticate, (req, res) => {
  if (req.user.role !== "admin") return res.sendStatus(403);
  res.json({ deleted: req.params.id });
});

app.listen(3000);
''')

C("ts-next-jwtverify", "typescript", "safe", "jwt_unverified",
  "Next.js middleware verifies the session JWT with jose jwtVerify and an env secret",
  r'''
import { NextRequest, NextResponse } from "next/server";
import { jwtVerify } from "jose";

const secret = new TextEncoder().encode(process.env.SESSION_SECRET);

export async function middleware(req: NextRequest) {
  const token = req.cookies.get("session")?.value;
  if (!token) return NextResponse.redirect(new URL("/login", req.url));
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ["HS256"], issuer: "acme" });
    if (req.nextUrl.pathname.startsWith("/admin") && payload.role !== "admin") {
      return NextResponse.redirect(new URL("/403", req.url));
    }
    return NextResponse.next();
  } catch {
    return NextResponse.redirect(new URL("/login", req.url));
  }
}

export const config = { matcher: ["/admin/:path*", "/account/:path*"] };
''')

C("js-koa-redirect-allowlist", "javascript", "safe", "open_redirect",
  "Koa redirect only to members of a constant set, else '/'",
  r'''
const Koa = require("koa");
const Router = require("@koa/router");

const app = new Koa();
const router = new Router();
const RETURN_PATHS = new Set(["/", "/dashboard", "/settings"]);

router.get("/logout", (ctx) => {
  ctx.cookies.set("sid", null);
  const requested = ctx.query.returnTo;
  const target = RETURN_PATHS.has(requested) ? requested : "/";
  ctx.redirect(target);
});

app.use(router.routes());
app.listen(3000);
''')

C("js-redirect-origin-check", "javascript", "safe", "open_redirect",
  "next URL parsed against the site origin and only followed when the origin matches",
  r'''
const express = require("express");
const app = express();

const SITE = "https://app.example.com";

app.get("/auth/callback", (req, res) => {
  const next = String(req.query.next || "/");
  let target;
  try {
    target = new URL(next, SITE);
  } catch {
    return res.redirect("/");
  }
  if (target.origin !== SITE) {
    return res.redirect("/");
  }
  res.redirect(target.href);
});

app.listen(3000);
''')

C("ts-next-redirect-fixed", "typescript", "safe", "open_redirect",
  "Next.js route handler redirects to a fixed path built on the request URL",
  r'''
import { NextRequest, NextResponse } from "next/server";
import { cookies } from "next/headers";

export async function GET(req: NextRequest) {
  const code = req.nextUrl.searchParams.get("code");
  if (!code) {
    return NextResponse.json({ error: "missing code" }, { status: 400 });
  }
  const r = await fetch("https://auth.example.com/token", { method: "POST", body: new URLSearchParams({ code }) });
  const { access_token } = await r.json();
  cookies().set("at", access_token, { httpOnly: true, secure: true });
  return NextResponse.redirect(new URL("/dashboard", req.url));
}
''')

C("js-settings-known-keys", "javascript", "safe", "prototype_pollution",
  "only allow-listed top-level keys copied from the body, values coerced to strings/booleans",
  r'''
const express = require("express");
const app = express();
app.use(express.json());

const settings = { theme: "light", language: "en", emailNotifications: true };
const STRING_KEYS = ["theme", "language"];

app.patch("/api/settings", (req, res) => {
  const body = req.body || {};
  for (const key of STRING_KEYS) {
    if (typeof body[key] === "string") settings[key] = body[key].slice(0, 32);
  }
  if (typeof body.emailNotifications === "boolean") {
    settings.emailNotifications = body.emailNotifications;
  }
  res.json(settings);
});

app.listen(3000);
''')

C("js-map-prefs", "javascript", "safe", "prototype_pollution",
  "user preferences kept in a Map keyed by the path string (no object walking)",
  r'''
const express = require("express");
const app = express();

const prefs = new Map();

app.post("/prefs", express.urlencoded({ extended: false }), (req, res) => {
  const path = String(req.body.path || "");
  const value = String(req.body.value || "");
  if (!path || path.length > 64) return res.status(400).end();
  prefs.set(path, value);
  res.json(Object.fromEntries(prefs));
});

app.listen(3001);
''')

C("js-mongoose-string", "javascript", "safe", "nosql_injection",
  "mongoose findOne on String(email) and bcrypt.compare for the password",
  r'''
const express = require("express");
const bcrypt = require("bcrypt");
const mongoose = require("mongoose");

const User = mongoose.model("User", new mongoose.Schema({ email: String, passwordHash: String, role: String }));
const app = express();
app.use(express.json());

app.post("/api/login", async (req, res) => {
  const email = String(req.body.email || "");
  const user = await User.findOne({ email });
  if (!user || !(await bcrypt.compare(String(req.body.password || ""), user.passwordHash))) {
    return res.status(401).json({ error: "bad credentials" });
  }
  res.json({ id: user._id, role: user.role });
});

mongoose.connect(process.env.MONGO_URL).then(() => app.listen(3000));
''')

C("js-mongo-sanitize", "javascript", "safe", "nosql_injection",
  "express-mongo-sanitize strips $-keys from every request before the query",
  r'''
const express = require("express");
const mongoSanitize = require("express-mongo-sanitize");
const { MongoClient } = require("mongodb");

const client = new MongoClient(process.env.MONGO_URL);
const app = express();
app.use(express.json());
app.use(mongoSanitize());

app.get("/api/products", async (req, res) => {
  const products = client.db("shop").collection("products");
  const docs = await products.find({ category: req.query.category, active: true }).limit(50).toArray();
  res.json(docs);
});

client.connect().then(() => app.listen(3000));
''')

C("js-fs-basename", "javascript", "safe", "path_traversal",
  "file name reduced with path.basename before joining with the invoice directory",
  r'''
const express = require("express");
const fs = require("fs/promises");
const path = require("path");

const app = express();
const INVOICE_DIR = path.join(__dirname, "invoices");

app.get("/invoices/:name", async (req, res) => {
  const name = path.basename(req.params.name);
  if (!name.endsWith(".pdf")) return res.sendStatus(404);
  try {
    const pdf = await fs.readFile(path.join(INVOICE_DIR, name));
    res.type("application/pdf").send(pdf);
  } catch {
    res.sendStatus(404);
  }
});

app.listen(3000);
''')

C("js-sendfile-root", "javascript", "safe", "path_traversal",
  "res.sendFile with the root option (Express refuses paths escaping root)",
  r'''
const express = require("express");
const path = require("path");

const app = express();
const PUBLIC_DOCS = path.join(__dirname, "public", "docs");

app.get("/docs/:file", (req, res) => {
  res.sendFile(req.params.file, { root: PUBLIC_DOCS, dotfiles: "deny" }, (err) => {
    if (err) res.status(err.status || 404).end();
  });
});

app.listen(3000);
''')

C("ts-resolve-startswith", "typescript", "safe", "path_traversal",
  "path.resolve then a startsWith(base + sep) check that returns 403 before reading",
  r'''
import express from "express";
import { readFile } from "node:fs/promises";
import path from "node:path";

const app = express();
const BASE = path.resolve("/srv/app/attachments");

app.get("/attachments/*", async (req, res) => {
  const requested = path.resolve(BASE, (req.params as Record<string, string>)[0]);
  if (!requested.startsWith(BASE + path.sep)) {
    return res.status(403).end();
  }
  try {
    res.send(await readFile(requested));
  } catch {
    res.status(404).end();
  }
});

app.listen(3000);
''')

C("ts-fetch-fixed-host", "typescript", "safe", "ssrf",
  "outbound fetch to a constant host; user value only as an encoded path segment",
  r'''
import type { NextApiRequest, NextApiResponse } from "next";

const API = "https://api.github.com";

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const user = String(req.query.user ?? "");
  const upstream = await fetch(`${API}/users/${encodeURIComponent(user)}/repos?per_page=10`, {
    headers: { accept: "application/vnd.github+json", authorization: `Bearer ${process.env.GITHUB_TOKEN}` },
  });
  if (!upstream.ok) {
    res.status(upstream.status).json({ error: "upstream error" });
    return;
  }
  const repos = (await upstream.json()) as Array<{ name: string; stargazers_count: number }>;
  res.json(repos.map((r) => ({ name: r.name, stars: r.stargazers_count })));
}
''')

C("ts-fetch-host-allowlist", "typescript", "safe", "ssrf",
  "image proxy only fetches https URLs whose hostname is in a constant allow-list",
  r'''
import type { NextApiRequest, NextApiResponse } from "next";

const ALLOWED_HOSTS = new Set(["images.unsplash.com", "cdn.example.com"]);

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  let url: URL;
  try {
    url = new URL(String(req.query.src ?? ""));
  } catch {
    return res.status(400).json({ error: "bad url" });
  }
  if (url.protocol !== "https:" || !ALLOWED_HOSTS.has(url.hostname)) {
    return res.status(403).json({ error: "host not allowed" });
  }
  const upstream = await fetch(url, { redirect: "error" });
  res.setHeader("content-type", upstream.headers.get("content-type") ?? "application/octet-stream");
  res.send(Buffer.from(await upstream.arrayBuffer()));
}
''')

C("js-escape-html-send", "javascript", "safe", "xss",
  "search term passed through escape-html before interpolation into the HTML sent",
  r'''
const express = require("express");
const escapeHtml = require("escape-html");
const app = express();

const PRODUCTS = [{ id: 1, name: "Kettle" }, { id: 2, name: "Toaster" }];

app.get("/search", (req, res) => {
  const term = String(req.query.term || "");
  const hits = PRODUCTS.filter((p) => p.name.toLowerCase().includes(term.toLowerCase()));
  const items = hits.map((p) => `<li>${escapeHtml(p.name)}</li>`).join("");
  res.send(`<!doctype html><h2>Results for "${escapeHtml(term)}"</h2><ul>${items}</ul>`);
});

app.listen(3000);
''')

C("js-textcontent", "javascript", "safe", "xss",
  "browser code puts the URL parameter into textContent of a created element",
  r'''
document.addEventListener("DOMContentLoaded", () => {
  const params = new URLSearchParams(window.location.search);
  const banner = document.getElementById("banner");
  const msg = params.get("msg");
  if (msg) {
    const box = document.createElement("div");
    box.className = "alert alert-info";
    box.textContent = msg;
    banner.replaceChildren(box);
    banner.hidden = false;
  }
  document.getElementById("close").addEventListener("click", () => {
    banner.hidden = true;
  });
});
''')

C("ts-dompurify", "typescript", "safe", "xss",
  "comment markdown rendered with marked, then DOMPurify.sanitize before innerHTML",
  r'''
import DOMPurify from "dompurify";
import { marked } from "marked";

export async function renderComment(container: HTMLElement, markdown: string): Promise<void> {
  const html = await marked.parse(markdown);
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
  container.innerHTML = clean;
}

export async function loadComments(postId: number) {
  const res = await fetch(`/api/posts/${postId}/comments`);
  const comments: { id: number; body: string }[] = await res.json();
  const list = document.getElementById("comments")!;
  for (const c of comments) {
    const li = document.createElement("li");
    list.appendChild(li);
    await renderComment(li, c.body);
  }
}
''')

C("js-json-cookie", "javascript", "safe", "deserialization",
  "signed cookie parsed with JSON.parse, no code-executing deserialiser",
  r'''
const express = require("express");
const cookieParser = require("cookie-parser");

const app = express();
app.use(cookieParser(process.env.COOKIE_SECRET));

app.get("/profile", (req, res) => {
  const raw = req.signedCookies.profile;
  if (!raw) return res.json({ guest: true });
  let profile;
  try {
    profile = JSON.parse(raw);
  } catch {
    return res.status(400).json({ error: "bad cookie" });
  }
  res.json({ name: String(profile.name || ""), theme: String(profile.theme || "light") });
});

app.listen(3000);
''')

C("js-yaml-json-schema", "javascript", "safe", "deserialization",
  "js-yaml load restricted to JSON_SCHEMA",
  r'''
const express = require("express");
const yaml = require("js-yaml");

const app = express();
app.use(express.text({ type: "application/yaml" }));

app.post("/api/config/preview", (req, res) => {
  let cfg;
  try {
    cfg = yaml.load(req.body, { schema: yaml.JSON_SCHEMA });
  } catch (e) {
    return res.status(422).json({ error: e.message });
  }
  res.json({ keys: Object.keys(cfg || {}) });
});

app.listen(3000);
''')

C("js-aes-gcm", "javascript", "safe", "weak_crypto",
  "AES-256-GCM with a key from the environment and a random IV",
  r'''
const crypto = require("crypto");

const ALGORITHM = "aes-256-gcm";
const KEY = Buffer.from(process.env.TOKEN_KEY_HEX, "hex");

function sealToken(userId) {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv(ALGORITHM, KEY, iv);
  const ct = Buffer.concat([cipher.update(String(userId), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ct]).toString("base64url");
}

function openToken(token) {
  const raw = Buffer.from(token, "base64url");
  const decipher = crypto.createDecipheriv(ALGORITHM, KEY, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}

module.exports = { sealToken, openToken };
''')

C("ts-jwt-env-secret", "typescript", "safe", "hardcoded_secret",
  "jsonwebtoken sign/verify with the secret read from the environment",
  r'''
import jwt from "jsonwebtoken";

const authConfig = {
  issuer: "acme-api",
  expiresIn: "1h",
  secret: process.env.JWT_SECRET ?? "",
};

if (!authConfig.secret) {
  throw new Error("JWT_SECRET is not set");
}

export function issueToken(userId: string, role: string): string {
  return jwt.sign({ sub: userId, role }, authConfig.secret, { issuer: authConfig.issuer, expiresIn: authConfig.expiresIn });
}

export function readToken(token: string) {
  return jwt.verify(token, authConfig.secret, { issuer: authConfig.issuer, algorithms: ["HS256"] }) as { sub: string };
}
''')

C("js-randombytes-session", "javascript", "safe", "insecure_random",
  "session id from crypto.randomBytes; Math.random only for retry jitter",
  r'''
const crypto = require("crypto");
const express = require("express");
const app = express();

const sessions = new Map();

function newSessionId() {
  return crypto.randomBytes(32).toString("base64url");
}

function backoffDelay(attempt) {
  return Math.min(30000, 2 ** attempt * 100) + Math.floor(Math.random() * 250);
}

app.post("/login", express.json(), (req, res) => {
  const sessionId = newSessionId();
  sessions.set(sessionId, { user: String(req.body.user), created: Date.now() });
  res.cookie("sid", sessionId, { httpOnly: true, secure: true, sameSite: "lax" });
  res.json({ ok: true, retryAfterMs: backoffDelay(1) });
});

app.listen(3000);
''')

C("js-regexp-escaped", "javascript", "safe", "redos",
  "query text escaped with lodash escapeRegExp before new RegExp",
  r'''
const Koa = require("koa");
const Router = require("@koa/router");
const _ = require("lodash");

const app = new Koa();
const router = new Router();
const CITIES = ["Amsterdam", "Berlin", "Bern", "Boston", "Barcelona"];

router.get("/cities", (ctx) => {
  const term = String(ctx.query.match || "");
  const rx = new RegExp(_.escapeRegExp(term), "i");
  ctx.body = CITIES.filter((c) => rx.test(c));
});

app.use(router.routes());
app.listen(3000);
''')

C("js-libxml-noent-false", "javascript", "safe", "xxe",
  "libxmljs parseXml with entity expansion and network off",
  r'''
const express = require("express");
const libxmljs = require("libxmljs");

const app = express();
app.use(express.text({ type: ["application/xml", "text/xml"] }));

const PARSE_OPTS = { noent: false, nonet: true, noblanks: true };

app.post("/api/import", (req, res) => {
  let doc;
  try {
    doc = libxmljs.parseXml(req.body, PARSE_OPTS);
  } catch {
    return res.status(400).json({ error: "invalid xml" });
  }
  const names = doc.find("//customer/name").map((n) => n.text());
  res.json({ imported: names.length, names });
});

app.listen(3000);
''')

C("js-cors-allowlist", "javascript", "safe", "cors",
  "cors with a fixed origin allow-list and credentials",
  r'''
const express = require("express");
const cors = require("cors");

const app = express();
const ORIGINS = ["https://app.example.com", "https://admin.example.com"];

app.use(
  cors({
    origin: ORIGINS,
    credentials: true,
    methods: ["GET", "POST"],
  })
);

app.get("/api/account", (req, res) => {
  res.json({ email: "user@example.com", balance: 1200 });
});

app.listen(3000);
''')

C("js-format-map", "javascript", "safe", "dynamic_dispatch",
  "export format chosen from a Map of the file's own functions; unknown formats rejected",
  r'''
const express = require("express");
const app = express();

const ROWS = [{ id: 1, name: "Ada" }, { id: 2, name: "Linus" }];
const toCsv = (rows) => ["id,name", ...rows.map((r) => `${r.id},${JSON.stringify(r.name)}`)].join("\n");
const toJson = (rows) => JSON.stringify(rows);

const EXPORTERS = new Map([
  ["csv", { fn: toCsv, type: "text/csv" }],
  ["json", { fn: toJson, type: "application/json" }],
]);

app.get("/export", (req, res) => {
  const exporter = EXPORTERS.get(String(req.query.format || "json"));
  if (!exporter) return res.status(400).json({ error: "unknown format" });
  res.type(exporter.type).send(exporter.fn(ROWS));
});

app.listen(3000);
''')


EXT = {"python": "py", "javascript": "js", "typescript": "ts"}


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    keys = [c["key"] for c in CASES]
    assert len(keys) == len(set(keys)), "duplicate keys"
    order = list(CASES)
    random.Random(14).shuffle(order)  # neutral ids: c001.. carry no label
    os.makedirs(os.path.join(here, "snippets"), exist_ok=True)
    os.makedirs(os.path.join(here, "readings"), exist_ok=True)
    index = []
    reading1 = {}
    for i, c in enumerate(order, 1):
        cid = f"c{i:03d}"
        fname = f"snippets/{cid}.{EXT[c['language']]}"
        n = c["code"].count("\n")
        assert 10 <= n <= 40, (c["key"], n)
        assert not any(os.sep + d + os.sep in c["code"] for d in ("tmp", "work")), c["key"]  # no machine paths
        with open(os.path.join(here, fname), "w") as fh:
            fh.write(c["code"])
        index.append({"id": cid, "key": c["key"], "language": c["language"], "file": fname, "lines": n})
        reading1[cid] = {"label": c["label"], "class": c["cls"], "reason": c["reason"]}
    with open(os.path.join(here, "readings", "index.json"), "w") as fh:
        json.dump(index, fh, indent=1)
    with open(os.path.join(here, "readings", "reading1.json"), "w") as fh:
        json.dump(reading1, fh, indent=1, sort_keys=True)
    # blind sheet for the second reading: a second, independent shuffle, code only (no key, label, class, reason)
    sheet = list(index)
    random.Random(1414).shuffle(sheet)
    with open(os.path.join(here, "readings", "reading2_sheet.md"), "w") as fh:
        fh.write("# Second reading sheet (code only, second shuffle)\n\n")
        for e in sheet:
            code = open(os.path.join(here, e["file"])).read()
            fh.write(f"## {e['id']} ({e['language']})\n\n```{EXT[e['language']]}\n{code}```\n\n")
    print(len(index), "snippets written")


if __name__ == "__main__":
    main()
