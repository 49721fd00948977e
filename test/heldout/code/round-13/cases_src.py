"""Source of the round-13 held-out code set.

Each entry: (id, language, class, reading_A_label, reading_A_reason, code).
Reading A is the writer's label made while writing; reading B (readings_b.json) was made
afterwards, blind to reading A, on the snippets in shuffled order. oracle.py keeps only agreed cases.
"""

CASES = []


def case(cid, lang, cls, label, reason, code):
    CASES.append((cid, lang, cls, label, reason, code.lstrip("\n")))


# ---------------------------------------------------------------- Python
case("p01", "python", "code_injection", "vulnerable", "getattr(builtins, joined 'exec') runs request text", r'''
import builtins
from flask import Flask, request, jsonify

app = Flask(__name__)

_RUNNER = "".join(["ex", "ec"])


@app.post("/admin/snippet")
def run_snippet():
    payload = request.get_json(force=True)
    scope = {}
    runner = getattr(builtins, _RUNNER)
    runner(payload["source"], scope)
    return jsonify({k: repr(v) for k, v in scope.items() if not k.startswith("__")})
''')

case("p02", "python", "code_injection", "safe", "ast.literal_eval of request body, no code execution", r'''
import ast
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.post("/parse-literal")
def parse_literal():
    raw = request.get_data(as_text=True)
    try:
        value = ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        return jsonify({"error": "not a Python literal"}), 400
    return jsonify({"type": type(value).__name__, "value": repr(value)})
''')

case("p03", "python", "sql_injection", "vulnerable", "WHERE clause joined from request filters with f-strings", r'''
import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)
DB_PATH = "inventory.db"


@app.get("/products")
def list_products():
    parts = ["SELECT id, name, price FROM products WHERE 1=1"]
    for field in ("category", "brand", "color"):
        value = request.args.get(field)
        if value:
            parts.append(f" AND {field} = '{value}'")
    sql = "".join(parts)
    with sqlite3.connect(DB_PATH) as conn:
        rows = conn.execute(sql).fetchall()
    return jsonify([{"id": r[0], "name": r[1], "price": r[2]} for r in rows])
''')

case("p04", "python", "sql_injection", "safe", "joined WHERE of constant column names, values bound as ? params", r'''
import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)
DB_PATH = "inventory.db"
FILTERABLE = ("category", "brand", "color")


@app.get("/products")
def list_products():
    clauses, params = [], []
    for field in FILTERABLE:
        value = request.args.get(field)
        if value:
            clauses.append(field + " = ?")
            params.append(value)
    sql = "SELECT id, name, price FROM products"
    if clauses:
        sql += " WHERE " + " AND ".join(clauses)
    with sqlite3.connect(DB_PATH) as conn:
        rows = conn.execute(sql, params).fetchall()
    return jsonify([{"id": r[0], "name": r[1], "price": r[2]} for r in rows])
''')

case("p05", "python", "tls_verification", "vulnerable", "class attribute VERIFY_SSL = False fed to requests verify=", r'''
import requests


class BillingConfig:
    BASE_URL = "https://billing.internal.example.com/api"
    TIMEOUT = 10
    VERIFY_SSL = False


def fetch_invoice(invoice_id: int) -> dict:
    resp = requests.get(
        f"{BillingConfig.BASE_URL}/invoices/{invoice_id}",
        timeout=BillingConfig.TIMEOUT,
        verify=BillingConfig.VERIFY_SSL,
    )
    resp.raise_for_status()
    return resp.json()


if __name__ == "__main__":
    print(fetch_invoice(1042))
''')

case("p06", "python", "tls_verification", "safe", "verify points at a constant CA bundle path", r'''
import requests


class BillingConfig:
    BASE_URL = "https://billing.internal.example.com/api"
    TIMEOUT = 10
    CA_BUNDLE = "/etc/ssl/certs/internal-ca.pem"


def fetch_invoice(invoice_id: int) -> dict:
    resp = requests.get(
        f"{BillingConfig.BASE_URL}/invoices/{int(invoice_id)}",
        timeout=BillingConfig.TIMEOUT,
        verify=BillingConfig.CA_BUNDLE,
    )
    resp.raise_for_status()
    return resp.json()


if __name__ == "__main__":
    print(fetch_invoice(1042))
''')

case("p07", "python", "tls_verification", "vulnerable", "verify False through a **kwargs dict", r'''
import httpx

DEFAULT_OPTS = {
    "timeout": 15.0,
    "verify": False,
    "follow_redirects": True,
}


def post_metrics(endpoint: str, metrics: list[dict]) -> int:
    with httpx.Client(**DEFAULT_OPTS) as client:
        r = client.post(endpoint, json={"metrics": metrics})
        return r.status_code


if __name__ == "__main__":
    code = post_metrics("https://metrics.example.net/ingest", [{"name": "cpu", "value": 0.42}])
    print("status", code)
''')

case("p08", "python", "jwt_unverified", "vulnerable", "options dict disables signature, sub used to load and authorise user", r'''
import jwt
from functools import wraps
from flask import Flask, request, g, abort

from models import User

app = Flask(__name__)
DECODE_OPTIONS = {"verify_signature": False, "verify_exp": True}


def login_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        header = request.headers.get("Authorization", "")
        if not header.startswith("Bearer "):
            abort(401)
        claims = jwt.decode(header[7:], options=DECODE_OPTIONS, algorithms=["HS256"])
        g.user = User.query.get(claims["sub"])
        if g.user is None:
            abort(401)
        return view(*args, **kwargs)
    return wrapper


@app.get("/me")
@login_required
def me():
    return {"id": g.user.id, "email": g.user.email}
''')

case("p09", "python", "jwt_unverified", "safe", "jwt.decode with env key and pinned algorithm", r'''
import os
import jwt
from functools import wraps
from flask import Flask, request, g, abort

app = Flask(__name__)
JWT_KEY = os.environ["JWT_SIGNING_KEY"]


def login_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        header = request.headers.get("Authorization", "")
        if not header.startswith("Bearer "):
            abort(401)
        try:
            claims = jwt.decode(header[7:], JWT_KEY, algorithms=["HS256"], audience="api")
        except jwt.PyJWTError:
            abort(401)
        g.user_id = claims["sub"]
        return view(*args, **kwargs)
    return wrapper


@app.get("/me")
@login_required
def me():
    return {"id": g.user_id}
''')

case("p10", "python", "open_redirect", "vulnerable", "redirect to ?next= or fallback, no host check", r'''
from flask import Flask, request, redirect, url_for, session, render_template
from werkzeug.security import check_password_hash

from .db import get_user_by_email

app = Flask(__name__)


@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("login.html")
    user = get_user_by_email(request.form["email"])
    if user is None or not check_password_hash(user.password_hash, request.form["password"]):
        return render_template("login.html", error="Invalid credentials"), 401
    session["uid"] = user.id
    target = request.args.get("next") or url_for("dashboard")
    return redirect(target)
''')

case("p11", "python", "open_redirect", "safe", "Django url_has_allowed_host_and_scheme decides before redirect", r'''
from django.conf import settings
from django.contrib.auth import login
from django.http import HttpResponseRedirect
from django.shortcuts import render
from django.utils.http import url_has_allowed_host_and_scheme

from .forms import LoginForm


def login_view(request):
    form = LoginForm(request, data=request.POST or None)
    if request.method == "POST" and form.is_valid():
        login(request, form.get_user())
        next_url = request.POST.get("next", "")
        if not url_has_allowed_host_and_scheme(
            next_url, allowed_hosts={request.get_host()}, require_https=request.is_secure()
        ):
            next_url = settings.LOGIN_REDIRECT_URL
        return HttpResponseRedirect(next_url)
    return render(request, "accounts/login.html", {"form": form})
''')

case("p12", "python", "open_redirect", "vulnerable", "FastAPI RedirectResponse to query param after scheme-only check", r'''
from fastapi import FastAPI, HTTPException
from fastapi.responses import RedirectResponse

app = FastAPI()


@app.get("/oauth/callback")
async def oauth_callback(code: str, state: str, return_to: str = "/"):
    if not return_to.startswith(("https://", "/")):
        raise HTTPException(status_code=400, detail="bad return_to")
    # token exchange omitted for brevity
    response = RedirectResponse(url=return_to, status_code=302)
    response.set_cookie("oauth_state", "", max_age=0)
    return response
''')

case("p13", "python", "command_injection", "vulnerable", "aliased Popen with shell via **dict and uploaded filename", r'''
import os
from subprocess import Popen as _spawn, PIPE
from flask import Flask, request

app = Flask(__name__)
UPLOADS = "/srv/uploads"
SHELL_OPTS = dict(shell=True, stdout=PIPE, stderr=PIPE)


@app.post("/thumbnail")
def thumbnail():
    f = request.files["image"]
    src = os.path.join(UPLOADS, "incoming.bin")
    f.save(src)
    out_name = f.filename.rsplit(".", 1)[0] + "_thumb.png"
    proc = _spawn(f"convert {src} -resize 200x200 {UPLOADS}/{out_name}", **SHELL_OPTS)
    _, err = proc.communicate()
    if proc.returncode != 0:
        return {"error": err.decode()}, 500
    return {"thumbnail": out_name}
''')

case("p14", "python", "command_injection", "safe", "subprocess.run with argument list, uuid output name", r'''
import os
import subprocess
import uuid
from flask import Flask, request

app = Flask(__name__)
UPLOADS = "/srv/uploads"


@app.post("/thumbnail")
def thumbnail():
    f = request.files["image"]
    token = uuid.uuid4().hex
    src = os.path.join(UPLOADS, token + ".bin")
    dst = os.path.join(UPLOADS, token + "_thumb.png")
    f.save(src)
    proc = subprocess.run(
        ["convert", src, "-resize", "200x200", dst],
        capture_output=True, timeout=30, check=False,
    )
    if proc.returncode != 0:
        return {"error": "conversion failed"}, 500
    return {"thumbnail": os.path.basename(dst)}
''')

case("p15", "python", "command_injection", "vulnerable", "helper wrapping os.popen called with request host", r'''
import os
from flask import Flask, request, jsonify

app = Flask(__name__)


def sh(command: str) -> str:
    """Run a shell command and return its output."""
    with os.popen(command) as pipe:
        return pipe.read()


@app.get("/diagnostics/dns")
def dns_lookup():
    host = request.args.get("host", "example.com")
    output = sh("nslookup " + host)
    return jsonify({"host": host, "output": output.splitlines()})
''')

case("p16", "python", "command_injection", "safe", "shlex.quote on host before shell", r'''
import shlex
import subprocess
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.get("/diagnostics/dns")
def dns_lookup():
    host = request.args.get("host", "example.com")
    cmd = "nslookup " + shlex.quote(host)
    proc = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=10)
    return jsonify({"host": host, "output": proc.stdout.splitlines()})
''')

case("p17", "python", "path_traversal", "vulnerable", "send_file on join of base and request name", r'''
import os
from flask import Flask, request, send_file, abort

app = Flask(__name__)
REPORTS_DIR = "/var/app/reports"


@app.get("/reports/download")
def download_report():
    name = request.args.get("file")
    if not name or not name.endswith(".pdf"):
        abort(400)
    full = os.path.join(REPORTS_DIR, name)
    if not os.path.exists(full):
        abort(404)
    return send_file(full, as_attachment=True)
''')

case("p18", "python", "path_traversal", "safe", "realpath then startswith base check that aborts", r'''
import os
from flask import Flask, request, send_file, abort

app = Flask(__name__)
REPORTS_DIR = os.path.realpath("/var/app/reports")


@app.get("/reports/download")
def download_report():
    name = request.args.get("file", "")
    full = os.path.realpath(os.path.join(REPORTS_DIR, name))
    if not full.startswith(REPORTS_DIR + os.sep):
        abort(403)
    if not os.path.isfile(full):
        abort(404)
    return send_file(full, as_attachment=True)
''')

case("p19", "python", "path_traversal", "vulnerable", "upload saved under client filename", r'''
import os
from flask import Flask, request, jsonify

app = Flask(__name__)
app.config["UPLOAD_FOLDER"] = "/srv/media/avatars"
ALLOWED = {"png", "jpg", "jpeg", "gif"}


def allowed_file(filename):
    return "." in filename and filename.rsplit(".", 1)[1].lower() in ALLOWED


@app.post("/avatar")
def upload_avatar():
    file = request.files.get("avatar")
    if file is None or not allowed_file(file.filename):
        return jsonify(error="invalid file"), 400
    dest = os.path.join(app.config["UPLOAD_FOLDER"], file.filename)
    file.save(dest)
    return jsonify(path=dest), 201
''')

case("p20", "python", "path_traversal", "safe", "secure_filename on upload name", r'''
import os
from flask import Flask, request, jsonify
from werkzeug.utils import secure_filename

app = Flask(__name__)
app.config["UPLOAD_FOLDER"] = "/srv/media/avatars"
ALLOWED = {"png", "jpg", "jpeg", "gif"}


@app.post("/avatar")
def upload_avatar():
    file = request.files.get("avatar")
    if file is None or "." not in file.filename:
        return jsonify(error="invalid file"), 400
    if file.filename.rsplit(".", 1)[1].lower() not in ALLOWED:
        return jsonify(error="invalid type"), 400
    filename = secure_filename(file.filename)
    dest = os.path.join(app.config["UPLOAD_FOLDER"], filename)
    file.save(dest)
    return jsonify(filename=filename), 201
''')

case("p21", "python", "ssrf", "vulnerable", "aiohttp fetches URL from JSON body", r'''
import aiohttp
from aiohttp import web

routes = web.RouteTableDef()


@routes.post("/preview")
async def link_preview(request: web.Request) -> web.Response:
    body = await request.json()
    url = body.get("url", "")
    async with aiohttp.ClientSession() as session:
        async with session.get(url, timeout=aiohttp.ClientTimeout(total=5)) as resp:
            html = await resp.text()
    title = html.split("<title>", 1)[-1].split("</title>", 1)[0][:200]
    return web.json_response({"url": url, "title": title})


app = web.Application()
app.add_routes(routes)

if __name__ == "__main__":
    web.run_app(app, port=8080)
''')

case("p22", "python", "ssrf", "safe", "fixed base URL, request only supplies an int id", r'''
import requests
from flask import Flask, jsonify

app = Flask(__name__)
WEATHER_API = "https://api.weather.example.com/v2/stations/"


@app.get("/stations/<int:station_id>/forecast")
def forecast(station_id: int):
    resp = requests.get(WEATHER_API + str(station_id) + "/forecast", timeout=5)
    if resp.status_code != 200:
        return jsonify(error="upstream unavailable"), 502
    data = resp.json()
    return jsonify(station=station_id, days=data.get("days", [])[:7])
''')

case("p23", "python", "xss", "vulnerable", "f-string HTML response with query param", r'''
from flask import Flask, request

app = Flask(__name__)


@app.get("/search")
def search():
    q = request.args.get("q", "")
    results = [p for p in ["apple", "banana", "cherry"] if q.lower() in p]
    items = "".join(f"<li>{r}</li>" for r in results)
    return f"""
    <html><body>
      <h2>Results for {q}</h2>
      <ul>{items}</ul>
    </body></html>
    """
''')

case("p24", "python", "xss", "safe", "html.escape on the query before building HTML", r'''
import html
from flask import Flask, request

app = Flask(__name__)


@app.get("/search")
def search():
    q = request.args.get("q", "")
    safe_q = html.escape(q)
    results = [p for p in ["apple", "banana", "cherry"] if q.lower() in p]
    items = "".join("<li>" + html.escape(r) + "</li>" for r in results)
    return (
        "<html><body><h2>Results for " + safe_q + "</h2>"
        "<ul>" + items + "</ul></body></html>"
    )
''')

case("p25", "python", "xss", "vulnerable", "Django mark_safe on user-supplied bio", r'''
from django.shortcuts import get_object_or_404, render
from django.utils.safestring import mark_safe

from .models import Profile


def profile_detail(request, username):
    profile = get_object_or_404(Profile, user__username=username)
    bio_html = profile.bio.replace("\n", "<br>")
    context = {
        "profile": profile,
        "bio": mark_safe(bio_html),
        "preview": mark_safe(request.GET.get("preview", "")),
    }
    return render(request, "profiles/detail.html", context)
''')

case("p26", "python", "template_injection", "vulnerable", "render_template_string built with user name", r'''
from flask import Flask, request, render_template_string

app = Flask(__name__)

PAGE = """
<!doctype html>
<title>Welcome</title>
<h1>Hello, %s!</h1>
<p>You have {{ count }} new messages.</p>
"""


@app.get("/welcome")
def welcome():
    name = request.args.get("name", "guest")
    return render_template_string(PAGE % name, count=3)
''')

case("p27", "python", "template_injection", "safe", "constant template, user data passed as context", r'''
from flask import Flask, request, render_template_string

app = Flask(__name__)

PAGE = """
<!doctype html>
<title>Welcome</title>
<h1>Hello, {{ name }}!</h1>
<p>You have {{ count }} new messages.</p>
"""


@app.get("/welcome")
def welcome():
    name = request.args.get("name", "guest")
    return render_template_string(PAGE, name=name, count=3)
''')

case("p28", "python", "deserialization", "vulnerable", "pickle.loads of base64 cookie", r'''
import base64
import pickle
from flask import Flask, request, jsonify

app = Flask(__name__)


def load_cart(raw: str | None) -> list:
    if not raw:
        return []
    return pickle.loads(base64.urlsafe_b64decode(raw.encode()))


@app.get("/cart")
def show_cart():
    items = load_cart(request.cookies.get("cart"))
    total = sum(i.get("price", 0) * i.get("qty", 1) for i in items)
    return jsonify(items=items, total=total)
''')

case("p29", "python", "deserialization", "safe", "json cookie instead of pickle", r'''
import base64
import json
from flask import Flask, request, jsonify

app = Flask(__name__)


def load_cart(raw):
    if not raw:
        return []
    try:
        data = json.loads(base64.urlsafe_b64decode(raw.encode()))
    except ValueError:
        return []
    return data if isinstance(data, list) else []


@app.get("/cart")
def show_cart():
    items = load_cart(request.cookies.get("cart"))
    total = sum(i.get("price", 0) * i.get("qty", 1) for i in items if isinstance(i, dict))
    return jsonify(items=items, total=total)
''')

case("p30", "python", "deserialization", "vulnerable", "yaml.load with loader chosen through a constant alias", r'''
import yaml
from fastapi import FastAPI, Request, HTTPException

app = FastAPI()
CONFIG_LOADER = yaml.UnsafeLoader


@app.post("/pipelines/validate")
async def validate_pipeline(request: Request):
    text = (await request.body()).decode("utf-8")
    try:
        spec = yaml.load(text, Loader=CONFIG_LOADER)
    except yaml.YAMLError as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    steps = spec.get("steps", []) if isinstance(spec, dict) else []
    return {"ok": True, "steps": len(steps)}
''')

case("p31", "python", "deserialization", "safe", "yaml.safe_load on request body", r'''
import yaml
from fastapi import FastAPI, Request, HTTPException

app = FastAPI()


@app.post("/pipelines/validate")
async def validate_pipeline(request: Request):
    text = (await request.body()).decode("utf-8")
    try:
        spec = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    steps = spec.get("steps", []) if isinstance(spec, dict) else []
    return {"ok": True, "steps": len(steps)}
''')

case("p32", "python", "deserialization", "vulnerable", "torch.load of uploaded checkpoint with weights_only=False", r'''
import io
import torch
from fastapi import FastAPI, UploadFile

app = FastAPI()
LOAD_KW = {"map_location": "cpu", "weights_only": False}


@app.post("/models/inspect")
async def inspect_checkpoint(file: UploadFile):
    blob = await file.read()
    state = torch.load(io.BytesIO(blob), **LOAD_KW)
    layers = list(state.keys()) if isinstance(state, dict) else []
    return {"layers": layers[:50], "count": len(layers)}
''')

case("p33", "python", "weak_crypto", "vulnerable", "unsalted MD5 for password storage", r'''
import hashlib
import sqlite3

DB = "users.db"


def hash_password(password: str) -> str:
    return hashlib.md5(password.encode("utf-8")).hexdigest()


def create_user(username: str, password: str) -> None:
    with sqlite3.connect(DB) as conn:
        conn.execute(
            "INSERT INTO users (username, password_hash) VALUES (?, ?)",
            (username, hash_password(password)),
        )


def check_login(username: str, password: str) -> bool:
    with sqlite3.connect(DB) as conn:
        row = conn.execute("SELECT password_hash FROM users WHERE username = ?", (username,)).fetchone()
    return row is not None and row[0] == hash_password(password)
''')

case("p34", "python", "weak_crypto", "safe", "bcrypt for passwords, parameterised SQL", r'''
import sqlite3
import bcrypt

DB = "users.db"


def create_user(username: str, password: str) -> None:
    digest = bcrypt.hashpw(password.encode("utf-8"), bcrypt.gensalt(rounds=12))
    with sqlite3.connect(DB) as conn:
        conn.execute(
            "INSERT INTO users (username, password_hash) VALUES (?, ?)",
            (username, digest),
        )


def check_login(username: str, password: str) -> bool:
    with sqlite3.connect(DB) as conn:
        row = conn.execute("SELECT password_hash FROM users WHERE username = ?", (username,)).fetchone()
    return row is not None and bcrypt.checkpw(password.encode("utf-8"), row[0])
''')

case("p35", "python", "weak_crypto", "vulnerable", "AES in ECB mode for card data", r'''
import base64
import os
from Crypto.Cipher import AES
from Crypto.Util.Padding import pad, unpad

KEY = base64.b64decode(os.environ["CARD_KEY_B64"])
MODE = AES.MODE_ECB


def encrypt_card(pan: str) -> str:
    cipher = AES.new(KEY, MODE)
    return base64.b64encode(cipher.encrypt(pad(pan.encode(), 16))).decode()


def decrypt_card(token: str) -> str:
    cipher = AES.new(KEY, MODE)
    return unpad(cipher.decrypt(base64.b64decode(token)), 16).decode()
''')

case("p36", "python", "weak_crypto", "safe", "AES-GCM with random nonce, key from env", r'''
import base64
import os
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

KEY = base64.b64decode(os.environ["CARD_KEY_B64"])


def encrypt_card(pan: str) -> str:
    nonce = os.urandom(12)
    ct = AESGCM(KEY).encrypt(nonce, pan.encode(), b"card")
    return base64.b64encode(nonce + ct).decode()


def decrypt_card(token: str) -> str:
    raw = base64.b64decode(token)
    return AESGCM(KEY).decrypt(raw[:12], raw[12:], b"card").decode()
''')

case("p37", "python", "weak_crypto", "safe", "MD5 only as a cache ETag of public content", r'''
import hashlib
from flask import Flask, Response, request

app = Flask(__name__)
CHANGELOG = open("CHANGELOG.md", encoding="utf-8").read()


@app.get("/changelog")
def changelog():
    etag = hashlib.md5(CHANGELOG.encode("utf-8")).hexdigest()
    if request.headers.get("If-None-Match") == etag:
        return Response(status=304)
    resp = Response(CHANGELOG, mimetype="text/markdown")
    resp.headers["ETag"] = etag
    resp.headers["Cache-Control"] = "public, max-age=300"
    return resp
''')

case("p38", "python", "hardcoded_secret", "vulnerable", "literal Flask SECRET_KEY and JWT key", r'''
from datetime import datetime, timedelta, timezone
import jwt
from flask import Flask, jsonify, request

app = Flask(__name__)
app.config["SECRET_KEY"] = "f3a9-prod-session-key-7c21e0"
TOKEN_TTL = timedelta(hours=2)


@app.post("/token")
def issue_token():
    user_id = request.json["user_id"]
    payload = {"sub": str(user_id), "exp": datetime.now(timezone.utc) + TOKEN_TTL}
    token = jwt.encode(payload, app.config["SECRET_KEY"], algorithm="HS256")
    return jsonify(access_token=token)
''')

case("p39", "python", "hardcoded_secret", "vulnerable", "boto3 client with literal AWS credentials", r'''
import boto3

s3 = boto3.client(
    "s3",
    region_name="eu-west-1",
    aws_access_key_id="AKIA4QWERTY7ZXCV2HJK",
    aws_secret_access_key="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",
)


def upload_backup(local_path: str, key: str) -> None:
    s3.upload_file(local_path, "acme-nightly-backups", key)


if __name__ == "__main__":
    upload_backup("db.dump", "postgres/db.dump")
''')

case("p40", "python", "hardcoded_secret", "safe", "boto3 default credential chain, presigned URL", r'''
import uuid
import boto3

s3 = boto3.client("s3", region_name="eu-west-1")
BUCKET = "acme-user-uploads"


def presign_upload(content_type: str) -> dict:
    key = f"incoming/{uuid.uuid4()}"
    url = s3.generate_presigned_url(
        "put_object",
        Params={"Bucket": BUCKET, "Key": key, "ContentType": content_type},
        ExpiresIn=600,
    )
    return {"key": key, "url": url}


if __name__ == "__main__":
    print(presign_upload("image/png"))
''')

case("p41", "python", "insecure_random", "vulnerable", "password reset token from random.choices", r'''
import random
import string
from datetime import datetime, timedelta

from .models import PasswordReset, db
from .mail import send_mail

ALPHABET = string.ascii_letters + string.digits


def start_password_reset(user):
    reset_token = "".join(random.choices(ALPHABET, k=40))
    db.session.add(PasswordReset(user_id=user.id, token=reset_token,
                                 expires=datetime.utcnow() + timedelta(hours=1)))
    db.session.commit()
    send_mail(user.email, "Reset your password",
              f"https://app.example.com/reset?token={reset_token}")
''')

case("p42", "python", "insecure_random", "safe", "secrets.token_urlsafe for reset token, random only for jitter", r'''
import random
import secrets
import time
from datetime import datetime, timedelta

from .models import PasswordReset, db
from .mail import send_mail


def start_password_reset(user, attempts=3):
    reset_token = secrets.token_urlsafe(32)
    db.session.add(PasswordReset(user_id=user.id, token=reset_token,
                                 expires=datetime.utcnow() + timedelta(hours=1)))
    db.session.commit()
    for attempt in range(attempts):
        if send_mail(user.email, "Reset your password", f"https://app.example.com/reset?token={reset_token}"):
            return True
        time.sleep((2 ** attempt) + random.uniform(0, 0.5))
    return False
''')

case("p43", "python", "flask_debug", "vulnerable", "app.run(debug=DEBUG) with DEBUG = True, bound to 0.0.0.0", r'''
from flask import Flask, jsonify

DEBUG = True
HOST = "0.0.0.0"

app = Flask(__name__)


@app.get("/health")
def health():
    return jsonify(status="ok")


@app.get("/version")
def version():
    return jsonify(version="1.4.2")


if __name__ == "__main__":
    app.run(host=HOST, port=5000, debug=DEBUG)
''')

case("p44", "python", "authz_assert", "vulnerable", "assert used for admin check", r'''
from flask import Flask, g, jsonify

from .auth import load_current_user
from .models import User, db

app = Flask(__name__)
app.before_request(load_current_user)


@app.delete("/admin/users/<int:user_id>")
def delete_user(user_id):
    assert g.user is not None and g.user.is_admin, "admin only"
    user = db.session.get(User, user_id)
    if user is None:
        return jsonify(error="not found"), 404
    db.session.delete(user)
    db.session.commit()
    return "", 204
''')

case("p45", "python", "insecure_tempfile", "vulnerable", "tempfile.mktemp name opened for writing", r'''
import os
import tempfile
import subprocess


def render_pdf(html: str) -> bytes:
    src = tempfile.mktemp(suffix=".html")
    out = src.replace(".html", ".pdf")
    with open(src, "w", encoding="utf-8") as fh:
        fh.write(html)
    try:
        subprocess.run(["wkhtmltopdf", "--quiet", src, out], check=True, timeout=60)
        with open(out, "rb") as fh:
            return fh.read()
    finally:
        for p in (src, out):
            if os.path.exists(p):
                os.remove(p)
''')

case("p46", "python", "insecure_tempfile", "safe", "TemporaryDirectory and fixed names inside it", r'''
import os
import subprocess
import tempfile


def render_pdf(html: str) -> bytes:
    with tempfile.TemporaryDirectory(prefix="pdf-") as workdir:
        src = os.path.join(workdir, "page.html")
        out = os.path.join(workdir, "page.pdf")
        with open(src, "w", encoding="utf-8") as fh:
            fh.write(html)
        subprocess.run(["wkhtmltopdf", "--quiet", src, out], check=True, timeout=60)
        with open(out, "rb") as fh:
            return fh.read()
''')

case("p47", "python", "xxe", "vulnerable", "lxml parser resolving entities on uploaded XML", r'''
from lxml import etree
from flask import Flask, request, jsonify

app = Flask(__name__)
PARSER = etree.XMLParser(resolve_entities=True, no_network=False, load_dtd=True)


@app.post("/import/feed")
def import_feed():
    root = etree.fromstring(request.data, parser=PARSER)
    items = []
    for item in root.iter("item"):
        items.append({
            "title": item.findtext("title"),
            "link": item.findtext("link"),
        })
    return jsonify(count=len(items), items=items[:20])
''')

case("p48", "python", "xxe", "safe", "defusedxml parses uploaded XML", r'''
from defusedxml import ElementTree as ET
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.post("/import/feed")
def import_feed():
    root = ET.fromstring(request.data)
    items = []
    for item in root.iter("item"):
        items.append({
            "title": item.findtext("title"),
            "link": item.findtext("link"),
        })
    return jsonify(count=len(items), items=items[:20])
''')

case("p49", "python", "reflection", "vulnerable", "getattr on module with request-chosen action name", r'''
from flask import Flask, request, jsonify

import ops_tasks

app = Flask(__name__)


@app.post("/ops/run")
def run_task():
    body = request.get_json()
    action = body.get("action", "status")
    func = getattr(ops_tasks, action)
    result = func(*body.get("args", []))
    return jsonify(action=action, result=result)
''')

case("p50", "python", "reflection", "safe", "dispatch through the file's own constant table", r'''
from flask import Flask, request, jsonify, abort

app = Flask(__name__)


def _status():
    return {"state": "running"}


def _uptime():
    with open("/proc/uptime") as fh:
        return {"seconds": float(fh.read().split()[0])}


HANDLERS = {"status": _status, "uptime": _uptime}


@app.post("/ops/run")
def run_task():
    action = (request.get_json() or {}).get("action", "status")
    handler = HANDLERS.get(action)
    if handler is None:
        abort(404)
    return jsonify(action=action, result=handler())
''')

case("p51", "python", "reflection", "vulnerable", "importlib.import_module with request-supplied module name", r'''
import importlib
from fastapi import FastAPI, HTTPException

app = FastAPI()


@app.get("/export/{fmt}")
def export(fmt: str, report_id: int):
    try:
        exporter = importlib.import_module(fmt)
    except ImportError:
        raise HTTPException(404, "unknown format")
    data = {"report": report_id, "rows": [[1, 2], [3, 4]]}
    return {"format": fmt, "body": exporter.dumps(data)}
''')

case("p52", "python", "sql_injection", "vulnerable", "Django raw() with f-string search term", r'''
from django.http import JsonResponse

from .models import Article


def search_articles(request):
    term = request.GET.get("q", "")
    order = request.GET.get("order", "published_at")
    qs = Article.objects.raw(
        f"SELECT * FROM blog_article WHERE title ILIKE '%%{term}%%' ORDER BY {order} DESC LIMIT 20"
    )
    return JsonResponse({"results": [{"id": a.id, "title": a.title} for a in qs]})
''')

case("p53", "python", "sql_injection", "safe", "Django ORM filter and allow-listed ordering", r'''
from django.http import JsonResponse

from .models import Article

ORDERINGS = {"new": "-published_at", "old": "published_at", "title": "title"}


def search_articles(request):
    term = request.GET.get("q", "")
    order = ORDERINGS.get(request.GET.get("order"), "-published_at")
    qs = Article.objects.filter(title__icontains=term).order_by(order)[:20]
    return JsonResponse({"results": [{"id": a.id, "title": a.title} for a in qs]})
''')

case("p54", "python", "sql_injection", "vulnerable", "SQLAlchemy text() built with % formatting in a Celery task", r'''
from celery import Celery
from sqlalchemy import create_engine, text

celery_app = Celery("reports", broker="redis://localhost:6379/0")
engine = create_engine("postgresql+psycopg2://reports@db/reports")


@celery_app.task
def archive_customer_orders(customer_email, before_date):
    stmt = "UPDATE orders SET archived = true WHERE customer_email = '%s' AND created_at < '%s'" % (
        customer_email,
        before_date,
    )
    with engine.begin() as conn:
        result = conn.execute(text(stmt))
    return result.rowcount
''')

case("p55", "python", "sql_injection", "safe", "SQLAlchemy text() with bound parameters in Celery task", r'''
from celery import Celery
from sqlalchemy import create_engine, text

celery_app = Celery("reports", broker="redis://localhost:6379/0")
engine = create_engine("postgresql+psycopg2://reports@db/reports")

ARCHIVE = text(
    "UPDATE orders SET archived = true "
    "WHERE customer_email = :email AND created_at < :before"
)


@celery_app.task
def archive_customer_orders(customer_email, before_date):
    with engine.begin() as conn:
        result = conn.execute(ARCHIVE, {"email": customer_email, "before": before_date})
    return result.rowcount
''')

case("p56", "python", "nosql_injection", "vulnerable", "pymongo find_one with raw JSON fields", r'''
from flask import Flask, request, jsonify, session
from pymongo import MongoClient
from werkzeug.security import check_password_hash

app = Flask(__name__)
users = MongoClient("mongodb://localhost:27017")["shop"]["users"]


@app.post("/api/login")
def api_login():
    data = request.get_json()
    user = users.find_one({"username": data["username"], "active": True, "role": data.get("role", "customer")})
    if not user or not check_password_hash(user["pw_hash"], data["password"]):
        return jsonify(error="invalid"), 401
    session["uid"] = str(user["_id"])
    return jsonify(ok=True)
''')

case("p57", "python", "nosql_injection", "safe", "fields forced to str before pymongo query", r'''
from flask import Flask, request, jsonify, session
from pymongo import MongoClient
from werkzeug.security import check_password_hash

app = Flask(__name__)
users = MongoClient("mongodb://localhost:27017")["shop"]["users"]


@app.post("/api/login")
def api_login():
    data = request.get_json() or {}
    username = str(data.get("username", ""))
    user = users.find_one({"username": username, "active": True})
    if not user or not check_password_hash(user["pw_hash"], str(data.get("password", ""))):
        return jsonify(error="invalid"), 401
    session["uid"] = str(user["_id"])
    return jsonify(ok=True)
''')

case("p58", "python", "ssh_host_key", "vulnerable", "paramiko AutoAddPolicy for deploy host", r'''
import os
import paramiko


def restart_service(host: str, service: str = "web") -> str:
    client = paramiko.SSHClient()
    client.set_missing_host_key_policy(paramiko.AutoAddPolicy())
    client.connect(host, username="deploy", key_filename=os.path.expanduser("~/.ssh/deploy_ed25519"))
    try:
        _, stdout, _ = client.exec_command("sudo systemctl restart web.service")
        return stdout.read().decode()
    finally:
        client.close()


if __name__ == "__main__":
    print(restart_service("app-01.internal.example.com"))
''')

case("p59", "python", "ssh_host_key", "safe", "paramiko with known_hosts and RejectPolicy", r'''
import os
import paramiko


def restart_service(host: str) -> str:
    client = paramiko.SSHClient()
    client.load_system_host_keys()
    client.load_host_keys(os.path.expanduser("~/.ssh/known_hosts"))
    client.set_missing_host_key_policy(paramiko.RejectPolicy())
    client.connect(host, username="deploy", key_filename=os.path.expanduser("~/.ssh/deploy_ed25519"))
    try:
        _, stdout, _ = client.exec_command("sudo systemctl restart web.service")
        return stdout.read().decode()
    finally:
        client.close()


if __name__ == "__main__":
    print(restart_service("app-01.internal.example.com"))
''')

case("p60", "python", "cors", "vulnerable", "Origin echoed with credentials true", r'''
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.after_request
def add_cors(resp):
    origin = request.headers.get("Origin")
    if origin:
        resp.headers["Access-Control-Allow-Origin"] = origin
        resp.headers["Access-Control-Allow-Credentials"] = "true"
        resp.headers["Vary"] = "Origin"
    return resp


@app.get("/api/account")
def account():
    return jsonify(balance=1200, currency="EUR")
''')

case("p61", "python", "cors", "safe", "Origin echoed only when in a fixed allow-list", r'''
from flask import Flask, request, jsonify

app = Flask(__name__)
TRUSTED_ORIGINS = {"https://app.example.com", "https://admin.example.com"}


@app.after_request
def add_cors(resp):
    origin = request.headers.get("Origin")
    if origin in TRUSTED_ORIGINS:
        resp.headers["Access-Control-Allow-Origin"] = origin
        resp.headers["Access-Control-Allow-Credentials"] = "true"
        resp.headers["Vary"] = "Origin"
    return resp


@app.get("/api/account")
def account():
    return jsonify(balance=1200, currency="EUR")
''')

case("p62", "python", "redos", "vulnerable", "re.compile of query pattern used on log lines", r'''
import re
from flask import Flask, request, jsonify

app = Flask(__name__)
LOG_FILE = "/var/log/app/current.log"


@app.get("/logs/grep")
def grep_logs():
    pattern = re.compile(request.args.get("pattern", "ERROR"))
    hits = []
    with open(LOG_FILE, encoding="utf-8", errors="replace") as fh:
        for line in fh:
            if pattern.search(line):
                hits.append(line.rstrip())
            if len(hits) >= 200:
                break
    return jsonify(hits=hits)
''')

case("p63", "python", "redos", "safe", "re.escape on the user term", r'''
import re
from flask import Flask, request, jsonify

app = Flask(__name__)
LOG_FILE = "/var/log/app/current.log"


@app.get("/logs/grep")
def grep_logs():
    term = request.args.get("term", "ERROR")
    pattern = re.compile(re.escape(term), re.IGNORECASE)
    hits = []
    with open(LOG_FILE, encoding="utf-8", errors="replace") as fh:
        for line in fh:
            if pattern.search(line):
                hits.append(line.rstrip())
            if len(hits) >= 200:
                break
    return jsonify(hits=hits)
''')

case("p64", "python", "path_traversal", "vulnerable", "tarfile.extractall of uploaded archive without filter", r'''
import io
import tarfile
from pathlib import Path
from fastapi import FastAPI, UploadFile

app = FastAPI()
THEMES = Path("/srv/app/themes")


@app.post("/themes")
async def install_theme(bundle: UploadFile):
    data = await bundle.read()
    target = THEMES / "staging"
    target.mkdir(parents=True, exist_ok=True)
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as tar:
        tar.extractall(path=target)
    return {"installed": sorted(p.name for p in target.iterdir())}
''')

case("p65", "python", "file_permissions", "vulnerable", "chmod 0o777 on written key file", r'''
import json
import os

STATE_DIR = "/var/lib/sync-agent"


def save_state(state: dict) -> str:
    os.makedirs(STATE_DIR, exist_ok=True)
    path = os.path.join(STATE_DIR, "state.json")
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(state, fh, indent=2)
    os.chmod(path, 0o777)
    return path


if __name__ == "__main__":
    print(save_state({"cursor": 1841, "peer": "sync-02"}))
''')

case("p66", "python", "file_permissions", "safe", "chmod 0o600 on state file", r'''
import json
import os

STATE_DIR = "/var/lib/sync-agent"


def save_state(state: dict) -> str:
    os.makedirs(STATE_DIR, mode=0o700, exist_ok=True)
    path = os.path.join(STATE_DIR, "state.json")
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(state, fh, indent=2)
    os.chmod(path, 0o600)
    return path


if __name__ == "__main__":
    print(save_state({"cursor": 1841, "peer": "sync-02"}))
''')

case("p67", "python", "reflection", "safe", "getattr with constant prefix on own class methods", r'''
import json
import sys


class EventProcessor:
    KNOWN = ("created", "updated", "deleted")

    def handle_created(self, evt):
        print("create", evt["id"])

    def handle_updated(self, evt):
        print("update", evt["id"])

    def handle_deleted(self, evt):
        print("delete", evt["id"])

    def dispatch(self, evt):
        kind = evt.get("type")
        if kind not in self.KNOWN:
            raise ValueError(f"unknown event type {kind!r}")
        getattr(self, "handle_" + kind)(evt)


if __name__ == "__main__":
    proc = EventProcessor()
    for line in sys.stdin:
        proc.dispatch(json.loads(line))
''')

case("p68", "python", "tls_verification", "vulnerable", "default argument verify=False in a wrapper", r'''
import requests


def call_partner_api(path: str, payload: dict, verify_tls: bool = False) -> dict:
    session = requests.Session()
    session.verify = verify_tls
    session.headers.update({"User-Agent": "acme-sync/2.1"})
    resp = session.post("https://partner.example.org/v1/" + path.lstrip("/"), json=payload, timeout=20)
    resp.raise_for_status()
    return resp.json()


def push_orders(orders: list[dict]) -> dict:
    return call_partner_api("/orders/bulk", {"orders": orders})


if __name__ == "__main__":
    print(push_orders([{"id": 1, "sku": "A-100", "qty": 2}]))
''')

# ---------------------------------------------------------------- JavaScript
case("j01", "javascript", "tls_verification", "vulnerable", "rejectUnauthorized fed by a false constant", r'''
const https = require("https");
const axios = require("axios");

const STRICT_CERTS = process.env.NODE_ENV === "test" ? true : false;
const VERIFY_PEER = false;

const agent = new https.Agent({
  keepAlive: true,
  rejectUnauthorized: VERIFY_PEER,
});

async function getInventory(sku) {
  const { data } = await axios.get(`https://erp.internal.example.com/inventory/${encodeURIComponent(sku)}`, {
    httpsAgent: agent,
    timeout: 5000,
  });
  return data;
}

module.exports = { getInventory, STRICT_CERTS };
''')

case("j02", "javascript", "tls_verification", "safe", "agent with CA file and rejectUnauthorized true constant", r'''
const fs = require("fs");
const https = require("https");
const axios = require("axios");

const VERIFY_PEER = true;

const agent = new https.Agent({
  keepAlive: true,
  ca: fs.readFileSync("/etc/ssl/internal-ca.pem"),
  rejectUnauthorized: VERIFY_PEER,
});

async function getInventory(sku) {
  const { data } = await axios.get(`https://erp.internal.example.com/inventory/${encodeURIComponent(sku)}`, {
    httpsAgent: agent,
    timeout: 5000,
  });
  return data;
}

module.exports = { getInventory };
''')

case("j03", "javascript", "tls_verification", "vulnerable", "negated constant in tls options object spread", r'''
const tls = require("tls");

const ALLOW_SELF_SIGNED = true;
const baseOptions = { host: "mq.internal.example.com", port: 5671 };
const secureOptions = { ...baseOptions, rejectUnauthorized: !ALLOW_SELF_SIGNED };

function connectBroker(onMessage) {
  const socket = tls.connect(secureOptions, () => {
    console.log("connected to broker", socket.authorized ? "(verified)" : "(unverified)");
  });
  socket.setEncoding("utf8");
  socket.on("data", (chunk) => onMessage(chunk));
  socket.on("error", (err) => console.error("broker error", err.message));
  return socket;
}

module.exports = { connectBroker };
''')

case("j04", "javascript", "jwt_unverified", "vulnerable", "jsonwebtoken decode() used to set req.user", r'''
const express = require("express");
const jwt = require("jsonwebtoken");
const { User } = require("./models");

const router = express.Router();

async function authenticate(req, res, next) {
  const header = req.get("authorization") || "";
  const token = header.replace(/^Bearer\s+/i, "");
  const payload = jwt.decode(token);
  if (!payload || !payload.uid) return res.status(401).json({ error: "unauthenticated" });
  req.user = await User.findByPk(payload.uid);
  if (!req.user) return res.status(401).json({ error: "unauthenticated" });
  next();
}

router.get("/orders", authenticate, async (req, res) => {
  const orders = await req.user.getOrders({ limit: 50 });
  res.json(orders);
});

module.exports = router;
''')

case("j05", "javascript", "jwt_unverified", "safe", "jwt.verify with env secret and algorithms", r'''
const express = require("express");
const jwt = require("jsonwebtoken");
const { User } = require("./models");

const router = express.Router();
const JWT_SECRET = process.env.JWT_SECRET;

async function authenticate(req, res, next) {
  const token = (req.get("authorization") || "").replace(/^Bearer\s+/i, "");
  let payload;
  try {
    payload = jwt.verify(token, JWT_SECRET, { algorithms: ["HS256"], issuer: "auth.example.com" });
  } catch (err) {
    return res.status(401).json({ error: "unauthenticated" });
  }
  req.user = await User.findByPk(payload.uid);
  if (!req.user) return res.status(401).json({ error: "unauthenticated" });
  next();
}

router.get("/orders", authenticate, async (req, res) => {
  res.json(await req.user.getOrders({ limit: 50 }));
});

module.exports = router;
''')

case("j06", "javascript", "open_redirect", "vulnerable", "res.redirect to query returnTo after login", r'''
const express = require("express");
const passport = require("passport");

const app = express();
app.use(express.urlencoded({ extended: false }));

app.post(
  "/login",
  passport.authenticate("local", { failureRedirect: "/login?error=1" }),
  (req, res) => {
    const returnTo = req.query.returnTo || req.session.returnTo || "/dashboard";
    delete req.session.returnTo;
    res.redirect(302, returnTo);
  }
);

app.listen(3000);
''')

case("j07", "javascript", "open_redirect", "vulnerable", "startsWith('/') check lets //evil.example through", r'''
const express = require("express");
const app = express();

app.get("/go", (req, res) => {
  const dest = String(req.query.to || "/");
  if (!dest.startsWith("/")) {
    return res.status(400).send("Only relative redirects are allowed");
  }
  res.redirect(dest);
});

app.listen(3000, () => console.log("listening"));
''')

case("j08", "javascript", "open_redirect", "safe", "redirect target from a fixed allow-list map", r'''
const express = require("express");
const app = express();

const DESTINATIONS = {
  docs: "/docs",
  billing: "/settings/billing",
  support: "https://support.example.com/",
};

app.get("/go", (req, res) => {
  const key = String(req.query.to || "");
  const dest = Object.prototype.hasOwnProperty.call(DESTINATIONS, key) ? DESTINATIONS[key] : "/";
  res.redirect(dest);
});

app.listen(3000, () => console.log("listening"));
''')

case("j09", "javascript", "open_redirect", "vulnerable", "Koa ctx.redirect to query param", r'''
const Koa = require("koa");
const Router = require("@koa/router");

const app = new Koa();
const router = new Router();

router.get("/logout", async (ctx) => {
  ctx.session = null;
  ctx.cookies.set("remember", null);
  const next = ctx.query.next;
  ctx.redirect(next || "/");
});

app.use(router.routes()).use(router.allowedMethods());
app.listen(4000);
''')

case("j10", "javascript", "open_redirect", "safe", "Location header checked against origin via new URL", r'''
const http = require("http");

const ORIGIN = "https://shop.example.com";

const server = http.createServer((req, res) => {
  const u = new URL(req.url, ORIGIN);
  if (u.pathname === "/continue") {
    const raw = u.searchParams.get("next") || "/";
    const target = new URL(raw, ORIGIN);
    if (target.origin !== ORIGIN) {
      res.writeHead(400, { "Content-Type": "text/plain" });
      return res.end("bad redirect");
    }
    res.writeHead(302, { Location: target.href });
    return res.end();
  }
  res.writeHead(404);
  res.end();
});

server.listen(8080);
''')

case("j11", "javascript", "command_injection", "vulnerable", "promisified exec with template literal host", r'''
const util = require("util");
const express = require("express");
const { exec } = require("child_process");

const run = util.promisify(exec);
const app = express();

app.get("/api/ping", async (req, res) => {
  const host = req.query.host;
  try {
    const { stdout } = await run(`ping -c 3 ${host}`, { timeout: 10000 });
    res.type("text/plain").send(stdout);
  } catch (err) {
    res.status(500).json({ error: err.message });
  }
});

app.listen(3000);
''')

case("j12", "javascript", "command_injection", "safe", "execFile with argument array and validated host", r'''
const util = require("util");
const express = require("express");
const { execFile } = require("child_process");

const run = util.promisify(execFile);
const app = express();
const HOST_RE = /^[a-z0-9.-]{1,253}$/i;

app.get("/api/ping", async (req, res) => {
  const host = String(req.query.host || "");
  if (!HOST_RE.test(host)) return res.status(400).json({ error: "invalid host" });
  try {
    const { stdout } = await run("ping", ["-c", "3", host], { timeout: 10000 });
    res.type("text/plain").send(stdout);
  } catch (err) {
    res.status(500).json({ error: "ping failed" });
  }
});

app.listen(3000);
''')

case("j13", "javascript", "command_injection", "vulnerable", "computed module and method names fold to child_process.exec", r'''
const express = require("express");

const mod = require(["child", "process"].join("_"));
const method = "ex" + "ec";
const app = express();
app.use(express.json());

app.post("/tools/archive", (req, res) => {
  const folder = req.body.folder;
  mod[method](`tar -czf /tmp/archive.tgz ${folder}`, (err, stdout, stderr) => {
    if (err) return res.status(500).json({ error: stderr });
    res.json({ ok: true, archive: "/tmp/archive.tgz" });
  });
});

app.listen(3000);
''')

case("j14", "javascript", "command_injection", "vulnerable", "spawn sh -c with req.body branch name", r'''
const { spawn } = require("child_process");
const express = require("express");

const app = express();
app.use(express.json());

app.post("/deploy", (req, res) => {
  const branch = req.body.branch || "main";
  const child = spawn("sh", ["-c", "git fetch origin && git checkout " + branch + " && npm run build"], {
    cwd: "/srv/site",
  });
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  child.on("close", (code) => res.status(code === 0 ? 200 : 500).json({ code, log }));
});

app.listen(3000);
''')

case("j15", "javascript", "command_injection", "safe", "spawn git with args array, branch checked against list", r'''
const { spawn } = require("child_process");
const express = require("express");

const app = express();
app.use(express.json());
const BRANCHES = new Set(["main", "staging", "release"]);

app.post("/deploy", (req, res) => {
  const branch = String(req.body.branch || "main");
  if (!BRANCHES.has(branch)) return res.status(400).json({ error: "unknown branch" });
  const child = spawn("git", ["checkout", branch], { cwd: "/srv/site" });
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  child.on("close", (code) => res.status(code === 0 ? 200 : 500).json({ code, log }));
});

app.listen(3000);
''')

case("j16", "javascript", "sql_injection", "vulnerable", "pg query with template literal from route param", r'''
const express = require("express");
const { Pool } = require("pg");

const pool = new Pool();
const app = express();

app.get("/api/users/:username/posts", async (req, res) => {
  const { username } = req.params;
  const limit = Number(req.query.limit) || 20;
  const sql = `SELECT p.id, p.title, p.created_at
               FROM posts p JOIN users u ON u.id = p.author_id
               WHERE u.username = '${username}'
               ORDER BY p.created_at DESC LIMIT ${limit}`;
  const { rows } = await pool.query(sql);
  res.json(rows);
});

app.listen(3000);
''')

case("j17", "javascript", "sql_injection", "safe", "pg query with $1 $2 placeholders", r'''
const express = require("express");
const { Pool } = require("pg");

const pool = new Pool();
const app = express();

app.get("/api/users/:username/posts", async (req, res) => {
  const limit = Math.min(Number(req.query.limit) || 20, 100);
  const { rows } = await pool.query(
    `SELECT p.id, p.title, p.created_at
       FROM posts p JOIN users u ON u.id = p.author_id
      WHERE u.username = $1
      ORDER BY p.created_at DESC LIMIT $2`,
    [req.params.username, limit]
  );
  res.json(rows);
});

app.listen(3000);
''')

case("j18", "javascript", "sql_injection", "vulnerable", "IN list joined from request ids as strings", r'''
const express = require("express");
const mysql = require("mysql2/promise");

const app = express();
app.use(express.json());
const db = mysql.createPool({ host: "db", user: "shop", database: "shop" });

app.post("/api/cart/items", async (req, res) => {
  const ids = req.body.productIds || [];
  if (!ids.length) return res.json([]);
  const inList = ids.map((id) => `'${id}'`).join(",");
  const [rows] = await db.query("SELECT id, name, price FROM products WHERE id IN (" + inList + ")");
  res.json(rows);
});

app.listen(3000);
''')

case("j19", "javascript", "sql_injection", "safe", "IN list of ? placeholders with values array", r'''
const express = require("express");
const mysql = require("mysql2/promise");

const app = express();
app.use(express.json());
const db = mysql.createPool({ host: "db", user: "shop", database: "shop" });

app.post("/api/cart/items", async (req, res) => {
  const ids = (req.body.productIds || []).slice(0, 100);
  if (!ids.length) return res.json([]);
  const placeholders = ids.map(() => "?").join(",");
  const [rows] = await db.query(`SELECT id, name, price FROM products WHERE id IN (${placeholders})`, ids);
  res.json(rows);
});

app.listen(3000);
''')

case("j20", "javascript", "nosql_injection", "vulnerable", "mongoose findOne with raw body fields", r'''
const express = require("express");
const mongoose = require("mongoose");
const bcrypt = require("bcryptjs");
const User = require("./models/user");

const app = express();
app.use(express.json());

app.post("/api/reset/confirm", async (req, res) => {
  const user = await User.findOne({ email: req.body.email, resetCode: req.body.code });
  if (!user) return res.status(400).json({ error: "invalid code" });
  user.passwordHash = await bcrypt.hash(req.body.newPassword, 12);
  user.resetCode = undefined;
  await user.save();
  res.json({ ok: true });
});

mongoose.connect(process.env.MONGO_URL).then(() => app.listen(3000));
''')

case("j21", "javascript", "nosql_injection", "safe", "String() conversion of body fields before query", r'''
const express = require("express");
const mongoose = require("mongoose");
const bcrypt = require("bcryptjs");
const User = require("./models/user");

const app = express();
app.use(express.json());

app.post("/api/reset/confirm", async (req, res) => {
  const email = String(req.body.email || "");
  const code = String(req.body.code || "");
  const user = await User.findOne({ email, resetCode: code });
  if (!user) return res.status(400).json({ error: "invalid code" });
  user.passwordHash = await bcrypt.hash(String(req.body.newPassword), 12);
  user.resetCode = undefined;
  await user.save();
  res.json({ ok: true });
});

mongoose.connect(process.env.MONGO_URL).then(() => app.listen(3000));
''')

case("j22", "javascript", "path_traversal", "vulnerable", "res.sendFile on path.join with request param", r'''
const path = require("path");
const express = require("express");

const app = express();
const DOCS_DIR = path.join(__dirname, "public", "docs");

app.get("/docs/:version/:file", (req, res) => {
  const filePath = path.join(DOCS_DIR, req.params.version, req.params.file);
  res.sendFile(filePath, (err) => {
    if (err) res.status(404).send("Not found");
  });
});

app.listen(3000);
''')

case("j23", "javascript", "path_traversal", "safe", "sendFile with root option confines path", r'''
const path = require("path");
const express = require("express");

const app = express();
const DOCS_DIR = path.join(__dirname, "public", "docs");

app.get("/docs/:file", (req, res) => {
  res.sendFile(req.params.file, { root: DOCS_DIR, dotfiles: "deny" }, (err) => {
    if (err) res.status(404).send("Not found");
  });
});

app.listen(3000);
''')

case("j24", "javascript", "path_traversal", "vulnerable", "fs.readFile of joined query path after a logging-only check", r'''
const fs = require("fs/promises");
const path = require("path");
const express = require("express");

const app = express();
const TEMPLATES = "/srv/app/email-templates";

app.get("/admin/templates", async (req, res) => {
  const name = req.query.name || "welcome.html";
  const full = path.resolve(TEMPLATES, name);
  if (!full.startsWith(TEMPLATES)) {
    console.warn("template outside base requested:", full);
  }
  const html = await fs.readFile(full, "utf8");
  res.type("text/plain").send(html);
});

app.listen(3000);
''')

case("j25", "javascript", "path_traversal", "safe", "path.basename on the name before reading", r'''
const fs = require("fs/promises");
const path = require("path");
const express = require("express");

const app = express();
const TEMPLATES = "/srv/app/email-templates";

app.get("/admin/templates", async (req, res) => {
  const name = path.basename(String(req.query.name || "welcome.html"));
  try {
    const html = await fs.readFile(path.join(TEMPLATES, name), "utf8");
    res.type("text/plain").send(html);
  } catch {
    res.status(404).json({ error: "not found" });
  }
});

app.listen(3000);
''')

case("j26", "javascript", "ssrf", "vulnerable", "server fetches webhook URL from body", r'''
const express = require("express");

const app = express();
app.use(express.json());

app.post("/integrations/test-webhook", async (req, res) => {
  const { url, event = "ping" } = req.body;
  try {
    const r = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ event, sentAt: new Date().toISOString() }),
    });
    res.json({ status: r.status, body: (await r.text()).slice(0, 500) });
  } catch (err) {
    res.status(502).json({ error: err.message });
  }
});

app.listen(3000);
''')

case("j27", "javascript", "ssrf", "safe", "fetch to fixed host, encoded path piece", r'''
const express = require("express");

const app = express();
const GITHUB_API = "https://api.github.com";

app.get("/api/repos/:owner/:repo/stars", async (req, res) => {
  const owner = encodeURIComponent(req.params.owner);
  const repo = encodeURIComponent(req.params.repo);
  const r = await fetch(`${GITHUB_API}/repos/${owner}/${repo}`, {
    headers: { accept: "application/vnd.github+json", "user-agent": "stars-widget" },
  });
  if (!r.ok) return res.status(r.status).json({ error: "upstream" });
  const data = await r.json();
  res.json({ stars: data.stargazers_count });
});

app.listen(3000);
''')

case("j28", "javascript", "xss", "vulnerable", "res.send of HTML with query in template literal", r'''
const express = require("express");
const app = express();

app.get("/unsubscribe", (req, res) => {
  const email = req.query.email || "";
  res.send(`<!doctype html>
<html>
  <body>
    <h1>Unsubscribed</h1>
    <p>${email} will no longer receive our newsletter.</p>
    <a href="/">Back to home</a>
  </body>
</html>`);
});

app.listen(3000);
''')

case("j29", "javascript", "xss", "safe", "escape-html on the query before res.send", r'''
const express = require("express");
const escapeHtml = require("escape-html");
const app = express();

app.get("/unsubscribe", (req, res) => {
  const email = escapeHtml(String(req.query.email || ""));
  res.send(`<!doctype html>
<html>
  <body>
    <h1>Unsubscribed</h1>
    <p>${email} will no longer receive our newsletter.</p>
    <a href="/">Back to home</a>
  </body>
</html>`);
});

app.listen(3000);
''')

case("j30", "javascript", "xss", "vulnerable", "browser innerHTML from URL hash", r'''
document.addEventListener("DOMContentLoaded", () => {
  const params = new URLSearchParams(window.location.hash.slice(1));
  const banner = document.getElementById("welcome-banner");
  const name = params.get("name");
  if (name && banner) {
    banner.innerHTML = "<strong>Welcome back, " + name + "!</strong>";
    banner.hidden = false;
  }
  const close = document.getElementById("welcome-close");
  if (close) {
    close.addEventListener("click", () => {
      banner.hidden = true;
    });
  }
});
''')

case("j31", "javascript", "xss", "safe", "textContent from URL hash", r'''
document.addEventListener("DOMContentLoaded", () => {
  const params = new URLSearchParams(window.location.hash.slice(1));
  const banner = document.getElementById("welcome-banner");
  const name = params.get("name");
  if (name && banner) {
    const strong = document.createElement("strong");
    strong.textContent = `Welcome back, ${name}!`;
    banner.replaceChildren(strong);
    banner.hidden = false;
  }
});
''')

case("j32", "javascript", "code_injection", "vulnerable", "new Function built from request formula", r'''
const express = require("express");
const app = express();
app.use(express.json());

// Lets analysts define computed columns like "price * qty * (1 - discount)"
app.post("/reports/computed-column", (req, res) => {
  const { formula, rows } = req.body;
  const fields = Object.keys(rows[0] || {});
  const compute = new Function(...fields, "return (" + formula + ");");
  const out = rows.map((r) => ({ ...r, computed: compute(...fields.map((f) => r[f])) }));
  res.json(out);
});

app.listen(3000);
''')

case("j33", "javascript", "code_injection", "vulnerable", "eval via indirect global lookup", r'''
const express = require("express");
const app = express();
app.use(express.json());

const g = Function("return this")();
const evaluate = g["ev" + "al"];

app.post("/calc", (req, res) => {
  const expr = String(req.body.expr || "0");
  try {
    res.json({ result: evaluate(expr) });
  } catch (e) {
    res.status(400).json({ error: "bad expression" });
  }
});

app.listen(3000);
''')

case("j34", "javascript", "code_injection", "safe", "mathjs evaluate instead of eval", r'''
const express = require("express");
const { create, all } = require("mathjs");

const math = create(all);
const limitedEvaluate = math.evaluate;
math.import({ import: () => { throw new Error("disabled"); }, createUnit: () => { throw new Error("disabled"); } }, { override: true });

const app = express();
app.use(express.json());

app.post("/calc", (req, res) => {
  const expr = String(req.body.expr || "0").slice(0, 200);
  try {
    res.json({ result: limitedEvaluate(expr).toString() });
  } catch (e) {
    res.status(400).json({ error: "bad expression" });
  }
});

app.listen(3000);
''')

case("j35", "javascript", "deserialization", "vulnerable", "node-serialize unserialize of cookie", r'''
const express = require("express");
const cookieParser = require("cookie-parser");
const serialize = require("node-serialize");

const app = express();
app.use(cookieParser());

app.get("/preferences", (req, res) => {
  let prefs = { theme: "light", lang: "en" };
  if (req.cookies.prefs) {
    const raw = Buffer.from(req.cookies.prefs, "base64").toString();
    prefs = serialize.unserialize(raw);
  }
  res.json(prefs);
});

app.listen(3000);
''')

case("j36", "javascript", "deserialization", "safe", "JSON.parse of cookie with fallback", r'''
const express = require("express");
const cookieParser = require("cookie-parser");

const app = express();
app.use(cookieParser(process.env.COOKIE_SECRET));

app.get("/preferences", (req, res) => {
  let prefs = { theme: "light", lang: "en" };
  const raw = req.signedCookies.prefs;
  if (raw) {
    try {
      const parsed = JSON.parse(raw);
      if (parsed && typeof parsed === "object") prefs = { ...prefs, theme: String(parsed.theme), lang: String(parsed.lang) };
    } catch {
      /* ignore malformed cookie */
    }
  }
  res.json(prefs);
});

app.listen(3000);
''')

case("j37", "javascript", "weak_crypto", "vulnerable", "createCipheriv with DES algorithm constant", r'''
const crypto = require("crypto");

const CIPHER = "des-cbc";
const KEY = Buffer.from(process.env.LEGACY_KEY_HEX, "hex");

function encryptField(plain) {
  const iv = crypto.randomBytes(8);
  const c = crypto.createCipheriv(CIPHER, KEY, iv);
  return Buffer.concat([iv, c.update(plain, "utf8"), c.final()]).toString("base64");
}

function decryptField(b64) {
  const buf = Buffer.from(b64, "base64");
  const d = crypto.createDecipheriv(CIPHER, KEY, buf.subarray(0, 8));
  return Buffer.concat([d.update(buf.subarray(8)), d.final()]).toString("utf8");
}

module.exports = { encryptField, decryptField };
''')

case("j38", "javascript", "weak_crypto", "safe", "aes-256-gcm with random IV and auth tag", r'''
const crypto = require("crypto");

const CIPHER = "aes-256-gcm";
const KEY = Buffer.from(process.env.FIELD_KEY_HEX, "hex");

function encryptField(plain) {
  const iv = crypto.randomBytes(12);
  const c = crypto.createCipheriv(CIPHER, KEY, iv);
  const ct = Buffer.concat([c.update(plain, "utf8"), c.final()]);
  return Buffer.concat([iv, c.getAuthTag(), ct]).toString("base64");
}

function decryptField(b64) {
  const buf = Buffer.from(b64, "base64");
  const d = crypto.createDecipheriv(CIPHER, KEY, buf.subarray(0, 12));
  d.setAuthTag(buf.subarray(12, 28));
  return Buffer.concat([d.update(buf.subarray(28)), d.final()]).toString("utf8");
}

module.exports = { encryptField, decryptField };
''')

case("j39", "javascript", "hardcoded_secret", "vulnerable", "literal JWT signing secret in config object", r'''
const jwt = require("jsonwebtoken");

const config = {
  issuer: "api.example.com",
  expiresIn: "1h",
  jwtSecret: "kP9#vL2!mQ8xZr4T",
};

function issueToken(user) {
  return jwt.sign({ sub: user.id, role: user.role }, config.jwtSecret, {
    issuer: config.issuer,
    expiresIn: config.expiresIn,
  });
}

module.exports = { issueToken };
''')

case("j40", "javascript", "hardcoded_secret", "safe", "signing secret read from environment", r'''
const jwt = require("jsonwebtoken");

const config = {
  issuer: "api.example.com",
  expiresIn: "1h",
  jwtSecret: process.env.JWT_SECRET,
};

if (!config.jwtSecret) {
  throw new Error("JWT_SECRET is not set");
}

function issueToken(user) {
  return jwt.sign({ sub: user.id, role: user.role }, config.jwtSecret, {
    issuer: config.issuer,
    expiresIn: config.expiresIn,
  });
}

module.exports = { issueToken };
''')

case("j41", "javascript", "insecure_random", "vulnerable", "session id from Math.random", r'''
const express = require("express");
const app = express();
const sessions = new Map();

function newSessionId() {
  return Math.random().toString(36).slice(2) + Date.now().toString(36);
}

app.post("/login", express.json(), (req, res) => {
  // credential check omitted
  const sid = newSessionId();
  sessions.set(sid, { user: req.body.username, created: Date.now() });
  res.cookie("sid", sid, { httpOnly: true, sameSite: "lax" });
  res.json({ ok: true });
});

app.listen(3000);
''')

case("j42", "javascript", "insecure_random", "safe", "crypto.randomBytes for session id, Math.random for retry jitter", r'''
const crypto = require("crypto");
const express = require("express");
const app = express();
const sessions = new Map();

function backoff(attempt) {
  return 100 * 2 ** attempt + Math.floor(Math.random() * 50);
}

app.post("/login", express.json(), (req, res) => {
  const sid = crypto.randomBytes(32).toString("hex");
  sessions.set(sid, { user: String(req.body.username), created: Date.now() });
  res.cookie("sid", sid, { httpOnly: true, sameSite: "lax", secure: true });
  res.json({ ok: true, retryAfterMs: backoff(1) });
});

app.listen(3000);
''')

case("j43", "javascript", "prototype_pollution", "vulnerable", "recursive merge of request body into settings", r'''
const express = require("express");
const app = express();
app.use(express.json());

const defaults = { theme: "light", notifications: { email: true, sms: false } };

function deepMerge(target, source) {
  for (const key in source) {
    if (source[key] && typeof source[key] === "object") {
      if (!target[key]) target[key] = {};
      deepMerge(target[key], source[key]);
    } else {
      target[key] = source[key];
    }
  }
  return target;
}

app.patch("/api/settings", (req, res) => {
  const settings = deepMerge({}, defaults);
  deepMerge(settings, req.body);
  res.json(settings);
});

app.listen(3000);
''')

case("j44", "javascript", "prototype_pollution", "vulnerable", "dotted path setter from query string", r'''
const express = require("express");
const app = express();
const featureFlags = {};

function setPath(obj, dotted, value) {
  const keys = dotted.split(".");
  let cur = obj;
  for (let i = 0; i < keys.length - 1; i++) {
    cur[keys[i]] = cur[keys[i]] || {};
    cur = cur[keys[i]];
  }
  cur[keys[keys.length - 1]] = value;
}

app.post("/admin/flags", (req, res) => {
  setPath(featureFlags, req.query.path, req.query.value === "true");
  res.json(featureFlags);
});

app.listen(3000);
''')

case("j45", "javascript", "prototype_pollution", "safe", "merge only known keys onto a null-prototype object", r'''
const express = require("express");
const app = express();
app.use(express.json());

const ALLOWED = ["theme", "language", "timezone"];

app.patch("/api/settings", (req, res) => {
  const settings = Object.create(null);
  settings.theme = "light";
  settings.language = "en";
  settings.timezone = "UTC";
  for (const key of ALLOWED) {
    if (typeof req.body[key] === "string") settings[key] = req.body[key].slice(0, 64);
  }
  res.json({ ...settings });
});

app.listen(3000);
''')

case("j46", "javascript", "redos", "vulnerable", "new RegExp from search query", r'''
const express = require("express");
const app = express();
const products = require("./products.json");

app.get("/api/products/search", (req, res) => {
  const term = req.query.q || "";
  const re = new RegExp(term, "i");
  const hits = products.filter((p) => re.test(p.name) || re.test(p.description));
  res.json(hits.slice(0, 25));
});

app.listen(3000);
''')

case("j47", "javascript", "redos", "safe", "escaped term before new RegExp", r'''
const express = require("express");
const app = express();
const products = require("./products.json");

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

app.get("/api/products/search", (req, res) => {
  const term = String(req.query.q || "").slice(0, 100).toLowerCase();
  const hits = products.filter(
    (p) => p.name.toLowerCase().includes(term) || p.description.toLowerCase().includes(term)
  );
  res.json({ pattern: escapeRegExp(term), hits: hits.slice(0, 25) });
});

app.listen(3000);
''')

case("j48", "javascript", "xxe", "vulnerable", "libxmljs parseXml with noent from options constant", r'''
const express = require("express");
const libxmljs = require("libxmljs");

const app = express();
app.use(express.text({ type: ["application/xml", "text/xml"] }));
const PARSE_OPTS = { noent: true, nonet: false, dtdload: true };

app.post("/api/invoices/import", (req, res) => {
  const doc = libxmljs.parseXml(req.body, PARSE_OPTS);
  const invoices = doc.find("//invoice").map((n) => ({
    number: n.get("number").text(),
    amount: Number(n.get("amount").text()),
  }));
  res.json({ imported: invoices.length, invoices });
});

app.listen(3000);
''')

case("j49", "javascript", "cors", "vulnerable", "Koa reflects Origin with credentials", r'''
const Koa = require("koa");
const app = new Koa();

app.use(async (ctx, next) => {
  const origin = ctx.get("Origin");
  if (origin) {
    ctx.set("Access-Control-Allow-Origin", origin);
    ctx.set("Access-Control-Allow-Credentials", "true");
    ctx.set("Access-Control-Allow-Headers", "Content-Type, Authorization");
  }
  if (ctx.method === "OPTIONS") {
    ctx.status = 204;
    return;
  }
  await next();
});

app.use(async (ctx) => {
  ctx.body = { user: ctx.state.user || null, credits: 42 };
});

app.listen(4000);
''')

case("j50", "javascript", "cors", "safe", "cors() with fixed origin list and credentials", r'''
const express = require("express");
const cors = require("cors");

const app = express();
app.use(
  cors({
    origin: ["https://app.example.com", "https://admin.example.com"],
    credentials: true,
    methods: ["GET", "POST", "PATCH"],
  })
);

app.get("/api/account", (req, res) => {
  res.json({ balance: 1200, currency: "EUR" });
});

app.listen(3000);
''')

case("j51", "javascript", "command_injection", "safe", "exec of a constant command only", r'''
const { exec } = require("child_process");
const express = require("express");
const app = express();

app.get("/status/disk", (req, res) => {
  exec("df -h /srv", { timeout: 5000 }, (err, stdout) => {
    if (err) return res.status(500).json({ error: "df failed" });
    const lines = stdout.trim().split("\n").slice(1);
    res.json(lines.map((l) => l.split(/\s+/)));
  });
});

app.listen(3000);
''')

# ---------------------------------------------------------------- TypeScript
case("t01", "typescript", "open_redirect", "vulnerable", "NextResponse.redirect to new URL(callbackUrl, req.url)", r'''
import { NextRequest, NextResponse } from "next/server";
import { getSession } from "@/lib/session";

export async function GET(req: NextRequest) {
  const session = await getSession(req);
  const callbackUrl = req.nextUrl.searchParams.get("callbackUrl") ?? "/";
  if (!session) {
    const login = new URL("/login", req.url);
    login.searchParams.set("callbackUrl", callbackUrl);
    return NextResponse.redirect(login);
  }
  return NextResponse.redirect(new URL(callbackUrl, req.url));
}
''')

case("t02", "typescript", "open_redirect", "safe", "relative redirect checked with origin comparison", r'''
import { NextRequest, NextResponse } from "next/server";
import { getSession } from "@/lib/session";

export async function GET(req: NextRequest) {
  const session = await getSession(req);
  const raw = req.nextUrl.searchParams.get("callbackUrl") ?? "/";
  const target = new URL(raw, req.nextUrl.origin);
  if (target.origin !== req.nextUrl.origin) {
    return NextResponse.redirect(new URL("/", req.nextUrl.origin));
  }
  if (!session) {
    return NextResponse.redirect(new URL("/login", req.nextUrl.origin));
  }
  return NextResponse.redirect(target);
}
''')

case("t03", "typescript", "sql_injection", "vulnerable", "NestJS repository.query with template literal", r'''
import { Controller, Get, Query } from "@nestjs/common";
import { InjectRepository } from "@nestjs/typeorm";
import { Repository } from "typeorm";
import { Customer } from "./customer.entity";

@Controller("customers")
export class CustomersController {
  constructor(@InjectRepository(Customer) private readonly repo: Repository<Customer>) {}

  @Get("search")
  async search(@Query("email") email: string, @Query("sort") sort = "created_at") {
    return this.repo.query(
      `SELECT id, name, email FROM customers WHERE email LIKE '%${email}%' ORDER BY ${sort} LIMIT 50`
    );
  }
}
''')

case("t04", "typescript", "sql_injection", "safe", "NestJS query builder with bound parameter", r'''
import { Controller, Get, Query } from "@nestjs/common";
import { InjectRepository } from "@nestjs/typeorm";
import { Repository } from "typeorm";
import { Customer } from "./customer.entity";

@Controller("customers")
export class CustomersController {
  constructor(@InjectRepository(Customer) private readonly repo: Repository<Customer>) {}

  @Get("search")
  async search(@Query("email") email: string) {
    return this.repo
      .createQueryBuilder("c")
      .select(["c.id", "c.name", "c.email"])
      .where("c.email LIKE :email", { email: `%${email}%` })
      .orderBy("c.created_at", "DESC")
      .limit(50)
      .getMany();
  }
}
''')

case("t05", "typescript", "jwt_unverified", "vulnerable", "jwt-decode result trusted for admin check in middleware", r'''
import type { Request, Response, NextFunction } from "express";
import { jwtDecode } from "jwt-decode";

interface Claims {
  sub: string;
  role: "user" | "admin";
  exp: number;
}

export function requireAdmin(req: Request, res: Response, next: NextFunction) {
  const token = req.cookies?.access_token as string | undefined;
  if (!token) return res.status(401).end();
  const claims = jwtDecode<Claims>(token);
  if (claims.exp * 1000 < Date.now()) return res.status(401).end();
  if (claims.role !== "admin") return res.status(403).end();
  (req as any).userId = claims.sub;
  next();
}
''')

case("t06", "typescript", "jwt_unverified", "safe", "jose jwtVerify with remote JWKS", r'''
import type { Request, Response, NextFunction } from "express";
import { createRemoteJWKSet, jwtVerify } from "jose";

const JWKS = createRemoteJWKSet(new URL("https://auth.example.com/.well-known/jwks.json"));

export async function requireAdmin(req: Request, res: Response, next: NextFunction) {
  const token = req.cookies?.access_token as string | undefined;
  if (!token) return res.status(401).end();
  try {
    const { payload } = await jwtVerify(token, JWKS, { issuer: "https://auth.example.com", audience: "api" });
    if (payload.role !== "admin") return res.status(403).end();
    (req as any).userId = payload.sub;
    next();
  } catch {
    res.status(401).end();
  }
}
''')

case("t07", "typescript", "path_traversal", "vulnerable", "Next.js route reads file named by query", r'''
import { NextRequest, NextResponse } from "next/server";
import { readFile } from "node:fs/promises";
import path from "node:path";

const CONTENT_DIR = path.join(process.cwd(), "content", "posts");

export async function GET(req: NextRequest) {
  const slug = req.nextUrl.searchParams.get("slug") ?? "index";
  try {
    const md = await readFile(path.join(CONTENT_DIR, `${slug}.md`), "utf8");
    return new NextResponse(md, { headers: { "content-type": "text/markdown; charset=utf-8" } });
  } catch {
    return NextResponse.json({ error: "not found" }, { status: 404 });
  }
}
''')

case("t08", "typescript", "path_traversal", "safe", "resolve then startsWith base check that returns 400", r'''
import { NextRequest, NextResponse } from "next/server";
import { readFile } from "node:fs/promises";
import path from "node:path";

const CONTENT_DIR = path.resolve(process.cwd(), "content", "posts");

export async function GET(req: NextRequest) {
  const slug = req.nextUrl.searchParams.get("slug") ?? "index";
  const file = path.resolve(CONTENT_DIR, `${slug}.md`);
  if (!file.startsWith(CONTENT_DIR + path.sep)) {
    return NextResponse.json({ error: "bad slug" }, { status: 400 });
  }
  try {
    const md = await readFile(file, "utf8");
    return new NextResponse(md, { headers: { "content-type": "text/markdown; charset=utf-8" } });
  } catch {
    return NextResponse.json({ error: "not found" }, { status: 404 });
  }
}
''')

case("t09", "typescript", "ssrf", "vulnerable", "image proxy fetches arbitrary src", r'''
import { NextRequest } from "next/server";

export const runtime = "nodejs";

export async function GET(req: NextRequest) {
  const src = req.nextUrl.searchParams.get("src");
  if (!src) return new Response("missing src", { status: 400 });
  const upstream = await fetch(src, { headers: { accept: "image/*" } });
  if (!upstream.ok) return new Response("upstream error", { status: 502 });
  return new Response(upstream.body, {
    headers: {
      "content-type": upstream.headers.get("content-type") ?? "application/octet-stream",
      "cache-control": "public, max-age=86400",
    },
  });
}
''')

case("t10", "typescript", "ssrf", "safe", "image proxy only for allow-listed host", r'''
import { NextRequest } from "next/server";

const CDN_ORIGIN = "https://images.example-cdn.com";

export async function GET(req: NextRequest) {
  const id = req.nextUrl.searchParams.get("id") ?? "";
  if (!/^[a-f0-9]{32}$/.test(id)) return new Response("bad id", { status: 400 });
  const upstream = await fetch(`${CDN_ORIGIN}/originals/${encodeURIComponent(id)}.webp`);
  if (!upstream.ok) return new Response("upstream error", { status: 502 });
  return new Response(upstream.body, {
    headers: { "content-type": "image/webp", "cache-control": "public, max-age=86400" },
  });
}
''')

case("t11", "typescript", "xss", "vulnerable", "Angular-free TS widget writes server message via innerHTML", r'''
type Notice = { id: number; html: string; level: "info" | "warn" };

async function loadNotices(container: HTMLElement): Promise<void> {
  const q = new URLSearchParams(location.search).get("highlight") ?? "";
  const res = await fetch("/api/notices");
  const notices: Notice[] = await res.json();
  container.innerHTML = notices
    .map((n) => `<div class="notice ${n.level}">${n.html.replace(q, `<mark>${q}</mark>`)}</div>`)
    .join("");
}

document.addEventListener("DOMContentLoaded", () => {
  const el = document.querySelector<HTMLElement>("#notices");
  if (el) void loadNotices(el);
});
''')

case("t12", "typescript", "xss", "safe", "DOMPurify.sanitize before innerHTML", r'''
import DOMPurify from "dompurify";

type Notice = { id: number; html: string; level: "info" | "warn" };

async function loadNotices(container: HTMLElement): Promise<void> {
  const res = await fetch("/api/notices");
  const notices: Notice[] = await res.json();
  const markup = notices
    .map((n) => `<div class="notice">${n.html}</div>`)
    .join("");
  container.innerHTML = DOMPurify.sanitize(markup);
}

document.addEventListener("DOMContentLoaded", () => {
  const el = document.querySelector<HTMLElement>("#notices");
  if (el) void loadNotices(el);
});
''')

case("t13", "typescript", "command_injection", "vulnerable", "NestJS service execSync with body filename", r'''
import { Body, Controller, Post } from "@nestjs/common";
import { execSync } from "node:child_process";

class ConvertDto {
  filename!: string;
  format!: "mp3" | "ogg";
}

@Controller("media")
export class MediaController {
  @Post("convert")
  convert(@Body() dto: ConvertDto) {
    const out = dto.filename.replace(/\.[^.]+$/, "") + "." + dto.format;
    execSync(`ffmpeg -y -i /data/in/${dto.filename} /data/out/${out}`, { stdio: "ignore" });
    return { output: out };
  }
}
''')

case("t14", "typescript", "command_injection", "safe", "execFileSync with argument array and basename", r'''
import { Body, Controller, Post, BadRequestException } from "@nestjs/common";
import { execFileSync } from "node:child_process";
import path from "node:path";

class ConvertDto {
  filename!: string;
  format!: "mp3" | "ogg";
}

@Controller("media")
export class MediaController {
  @Post("convert")
  convert(@Body() dto: ConvertDto) {
    if (dto.format !== "mp3" && dto.format !== "ogg") throw new BadRequestException("format");
    const name = path.basename(dto.filename);
    const out = name.replace(/\.[^.]+$/, "") + "." + dto.format;
    execFileSync("ffmpeg", ["-y", "-i", path.join("/data/in", name), path.join("/data/out", out)], { stdio: "ignore" });
    return { output: out };
  }
}
''')

case("t15", "typescript", "hardcoded_secret", "vulnerable", "createHmac with literal webhook secret", r'''
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Request, Response } from "express";

const WEBHOOK_SIGNING = "whsec_4f1b9c77e2a04d0b8c3e5a1f";

export function verifyWebhook(req: Request, res: Response): boolean {
  const sig = String(req.headers["x-signature"] ?? "");
  const body = JSON.stringify(req.body);
  const expected = createHmac("sha256", WEBHOOK_SIGNING).update(body).digest("hex");
  const ok = sig.length === expected.length && timingSafeEqual(Buffer.from(sig), Buffer.from(expected));
  if (!ok) res.status(401).json({ error: "bad signature" });
  return ok;
}
''')

case("t16", "typescript", "hardcoded_secret", "safe", "createHmac with env secret", r'''
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Request, Response } from "express";

const WEBHOOK_SIGNING = process.env.WEBHOOK_SIGNING_SECRET ?? "";

export function verifyWebhook(req: Request, res: Response): boolean {
  if (!WEBHOOK_SIGNING) throw new Error("WEBHOOK_SIGNING_SECRET missing");
  const sig = String(req.headers["x-signature"] ?? "");
  const body = JSON.stringify(req.body);
  const expected = createHmac("sha256", WEBHOOK_SIGNING).update(body).digest("hex");
  const ok = sig.length === expected.length && timingSafeEqual(Buffer.from(sig), Buffer.from(expected));
  if (!ok) res.status(401).json({ error: "bad signature" });
  return ok;
}
''')

case("t17", "typescript", "tls_verification", "vulnerable", "undici Agent connect.rejectUnauthorized from config const", r'''
import { Agent, request } from "undici";

const config = {
  baseUrl: "https://vault.internal.example.com",
  tls: { verify: false },
} as const;

const dispatcher = new Agent({ connect: { rejectUnauthorized: config.tls.verify } });

export async function readSecret(path: string, token: string): Promise<unknown> {
  const { body, statusCode } = await request(`${config.baseUrl}/v1/${path}`, {
    headers: { "X-Vault-Token": token },
    dispatcher,
  });
  if (statusCode !== 200) throw new Error(`vault returned ${statusCode}`);
  return body.json();
}
''')

case("t18", "typescript", "deserialization", "safe", "zod validates JSON body in Koa handler", r'''
import Koa from "koa";
import bodyParser from "koa-bodyparser";
import { z } from "zod";

const Order = z.object({
  sku: z.string().max(32),
  qty: z.number().int().positive().max(100),
});

const app = new Koa();
app.use(bodyParser());

app.use(async (ctx) => {
  const parsed = Order.safeParse(ctx.request.body);
  if (!parsed.success) {
    ctx.status = 400;
    ctx.body = { errors: parsed.error.issues };
    return;
  }
  ctx.body = { accepted: parsed.data };
});

app.listen(4000);
''')

case("p69", "python", "xss", "vulnerable", "Jinja2 Environment with autoescape off renders user comment", r'''
from jinja2 import Environment, DictLoader
from aiohttp import web

env = Environment(
    loader=DictLoader({"comment.html": "<div class='c'><b>{{ author }}</b>: {{ body }}</div>"}),
    autoescape=False,
)


async def preview_comment(request: web.Request) -> web.Response:
    data = await request.post()
    html = env.get_template("comment.html").render(author=data.get("author", "anon"), body=data.get("body", ""))
    return web.Response(text=html, content_type="text/html")


app = web.Application()
app.router.add_post("/comments/preview", preview_comment)
''')

case("p70", "python", "xss", "safe", "Jinja2 Environment with select_autoescape", r'''
from jinja2 import Environment, DictLoader, select_autoescape
from aiohttp import web

env = Environment(
    loader=DictLoader({"comment.html": "<div class='c'><b>{{ author }}</b>: {{ body }}</div>"}),
    autoescape=select_autoescape(["html"]),
)


async def preview_comment(request: web.Request) -> web.Response:
    data = await request.post()
    html = env.get_template("comment.html").render(author=data.get("author", "anon"), body=data.get("body", ""))
    return web.Response(text=html, content_type="text/html")


app = web.Application()
app.router.add_post("/comments/preview", preview_comment)
''')

case("p71", "python", "command_injection", "vulnerable", "Celery task shell command from task args", r'''
import subprocess
from celery import shared_task

FFMPEG = "/usr/bin/ffmpeg"


@shared_task(bind=True, max_retries=3)
def transcode_video(self, input_path, preset="720p"):
    output_path = input_path.rsplit(".", 1)[0] + f"_{preset}.mp4"
    cmd = f"{FFMPEG} -y -i '{input_path}' -vf scale=-2:{preset[:-1]} {output_path}"
    try:
        subprocess.check_call(cmd, shell=True, timeout=3600)
    except subprocess.CalledProcessError as exc:
        raise self.retry(exc=exc, countdown=60)
    return output_path
''')

case("p72", "python", "command_injection", "safe", "Celery task with argument list", r'''
import subprocess
from celery import shared_task

FFMPEG = "/usr/bin/ffmpeg"
SCALES = {"480p": "480", "720p": "720", "1080p": "1080"}


@shared_task(bind=True, max_retries=3)
def transcode_video(self, input_path, preset="720p"):
    height = SCALES.get(preset, "720")
    output_path = input_path.rsplit(".", 1)[0] + "_" + height + "p.mp4"
    try:
        subprocess.check_call([FFMPEG, "-y", "-i", input_path, "-vf", "scale=-2:" + height, output_path], timeout=3600)
    except subprocess.CalledProcessError as exc:
        raise self.retry(exc=exc, countdown=60)
    return output_path
''')

case("p73", "python", "path_traversal", "vulnerable", "boto3 download_file to local path named by S3 key from request", r'''
import os
import boto3
from flask import Flask, request, send_file

app = Flask(__name__)
s3 = boto3.client("s3")
CACHE_DIR = "/var/cache/exports"


@app.get("/exports/fetch")
def fetch_export():
    key = request.args["key"]
    local_path = os.path.join(CACHE_DIR, key)
    os.makedirs(os.path.dirname(local_path), exist_ok=True)
    s3.download_file("acme-exports", key, local_path)
    return send_file(local_path, as_attachment=True)
''')

case("p74", "python", "code_injection", "vulnerable", "eval reached through globals() lookup of folded name", r'''
import sys

OPS = {"add": "+", "sub": "-", "mul": "*"}
_fn_name = "lave"[::-1]


def compute(line: str) -> float:
    """Evaluate one line from the calculator CLI."""
    evaluator = __builtins__[_fn_name] if isinstance(__builtins__, dict) else getattr(__builtins__, _fn_name)
    return evaluator(line)


if __name__ == "__main__":
    for raw in sys.stdin:
        raw = raw.strip()
        if raw:
            print(compute(raw))
''')

case("p75", "python", "sql_injection", "vulnerable", "table name from request formatted with str.format", r'''
import psycopg2
from flask import Flask, request, jsonify

app = Flask(__name__)
conn = psycopg2.connect("dbname=analytics user=reader")


@app.get("/api/metrics")
def metrics():
    table = request.args.get("table", "daily_signups")
    days = int(request.args.get("days", 7))
    query = "SELECT day, value FROM {} WHERE day > now() - interval '%s days' ORDER BY day".format(table)
    with conn.cursor() as cur:
        cur.execute(query, (days,))
        rows = cur.fetchall()
    return jsonify([{"day": str(d), "value": v} for d, v in rows])
''')

case("p76", "python", "sql_injection", "safe", "psycopg2.sql.Identifier for table from allow-list", r'''
import psycopg2
from psycopg2 import sql
from flask import Flask, request, jsonify, abort

app = Flask(__name__)
conn = psycopg2.connect("dbname=analytics user=reader")
TABLES = {"daily_signups", "daily_orders", "daily_refunds"}


@app.get("/api/metrics")
def metrics():
    table = request.args.get("table", "daily_signups")
    if table not in TABLES:
        abort(400)
    days = int(request.args.get("days", 7))
    query = sql.SQL("SELECT day, value FROM {} WHERE day > now() - %s * interval '1 day' ORDER BY day").format(
        sql.Identifier(table)
    )
    with conn.cursor() as cur:
        cur.execute(query, (days,))
        rows = cur.fetchall()
    return jsonify([{"day": str(d), "value": v} for d, v in rows])
''')

case("p77", "python", "open_redirect", "safe", "redirect to url_for with int id only", r'''
from flask import Flask, request, redirect, url_for, abort

from .models import Order

app = Flask(__name__)


@app.post("/checkout/complete")
def complete_checkout():
    order_id = request.form.get("order_id", type=int)
    if order_id is None:
        abort(400)
    order = Order.query.get_or_404(order_id)
    order.mark_paid()
    return redirect(url_for("order_detail", order_id=order.id))


@app.get("/orders/<int:order_id>")
def order_detail(order_id):
    return {"order": order_id}
''')

case("p78", "python", "open_redirect", "vulnerable", "Location header set from referer-like query in Django", r'''
from django.http import HttpResponse
from django.views.decorators.http import require_POST

from .models import Subscription


@require_POST
def toggle_subscription(request, plan_id):
    sub, _ = Subscription.objects.get_or_create(user=request.user, plan_id=plan_id)
    sub.active = not sub.active
    sub.save(update_fields=["active"])
    response = HttpResponse(status=303)
    response["Location"] = request.POST.get("back", "/account/")
    return response
''')

case("p79", "python", "ssrf", "vulnerable", "urllib urlopen of avatar URL from form", r'''
import urllib.request
from django.core.files.base import ContentFile
from django.http import JsonResponse

from .models import Profile


def import_avatar(request):
    url = request.POST["avatar_url"]
    with urllib.request.urlopen(url, timeout=10) as resp:
        data = resp.read(2_000_000)
    profile = Profile.objects.get(user=request.user)
    profile.avatar.save("avatar.png", ContentFile(data), save=True)
    return JsonResponse({"ok": True, "size": len(data)})
''')

case("p80", "python", "insecure_random", "safe", "random used for shuffle of quiz questions", r'''
import random
from fastapi import FastAPI

app = FastAPI()
QUESTIONS = [
    {"id": 1, "q": "2 + 2?"},
    {"id": 2, "q": "Capital of France?"},
    {"id": 3, "q": "Largest planet?"},
    {"id": 4, "q": "H2O is?"},
]


@app.get("/quiz")
def quiz(n: int = 3):
    picked = random.sample(QUESTIONS, k=min(n, len(QUESTIONS)))
    random.shuffle(picked)
    return {"questions": picked}
''')

case("p81", "python", "tls_verification", "vulnerable", "ssl context with hostname check off and CERT_NONE via constants", r'''
import smtplib
import ssl

SMTP_HOST = "smtp.example.org"
STRICT = False


def build_context() -> ssl.SSLContext:
    ctx = ssl.create_default_context()
    ctx.check_hostname = STRICT
    ctx.verify_mode = ssl.CERT_REQUIRED if STRICT else ssl.CERT_NONE
    return ctx


def send(msg: str, to: str) -> None:
    with smtplib.SMTP(SMTP_HOST, 587) as s:
        s.starttls(context=build_context())
        s.login("noreply@example.org", open("/run/secrets/smtp_pw").read().strip())
        s.sendmail("noreply@example.org", [to], msg)
''')

case("p82", "python", "tls_verification", "safe", "default ssl context for SMTP STARTTLS", r'''
import smtplib
import ssl

SMTP_HOST = "smtp.example.org"


def send(msg: str, to: str) -> None:
    ctx = ssl.create_default_context()
    with smtplib.SMTP(SMTP_HOST, 587) as s:
        s.starttls(context=ctx)
        with open("/run/secrets/smtp_pw", encoding="utf-8") as fh:
            s.login("noreply@example.org", fh.read().strip())
        s.sendmail("noreply@example.org", [to], msg)
''')

case("j52", "javascript", "deserialization", "vulnerable", "js-yaml load with DEFAULT_FULL_SCHEMA on uploaded config", r'''
const express = require("express");
const yaml = require("js-yaml");

const app = express();
app.use(express.text({ type: "*/*", limit: "256kb" }));

app.post("/api/workflows/lint", (req, res) => {
  let doc;
  try {
    doc = yaml.load(req.body, { schema: yaml.DEFAULT_FULL_SCHEMA });
  } catch (e) {
    return res.status(400).json({ error: e.message });
  }
  res.json({ jobs: Object.keys((doc && doc.jobs) || {}) });
});

app.listen(3000);
''')

case("j53", "javascript", "code_injection", "vulnerable", "vm.runInNewContext on user template expression", r'''
const express = require("express");
const vm = require("vm");

const app = express();
app.use(express.json());

app.post("/api/templates/render", (req, res) => {
  const { expression, data } = req.body;
  const sandbox = { data, result: null };
  vm.runInNewContext("result = " + expression, sandbox, { timeout: 100 });
  res.json({ result: sandbox.result });
});

app.listen(3000);
''')

case("j54", "javascript", "nosql_injection", "vulnerable", "Mongo $where built from query string", r'''
const express = require("express");
const { MongoClient } = require("mongodb");

const app = express();
const client = new MongoClient(process.env.MONGO_URL);

app.get("/api/listings", async (req, res) => {
  const minRooms = req.query.minRooms || "1";
  const listings = client.db("realty").collection("listings");
  const docs = await listings
    .find({ $where: "this.rooms >= " + minRooms })
    .limit(50)
    .toArray();
  res.json(docs);
});

client.connect().then(() => app.listen(3000));
''')

case("j55", "javascript", "nosql_injection", "safe", "numeric $gte with Number() conversion", r'''
const express = require("express");
const { MongoClient } = require("mongodb");

const app = express();
const client = new MongoClient(process.env.MONGO_URL);

app.get("/api/listings", async (req, res) => {
  const minRooms = Number.parseInt(req.query.minRooms, 10) || 1;
  const listings = client.db("realty").collection("listings");
  const docs = await listings
    .find({ rooms: { $gte: minRooms } })
    .limit(50)
    .toArray();
  res.json(docs);
});

client.connect().then(() => app.listen(3000));
''')

case("j56", "javascript", "file_upload", "vulnerable", "express-fileupload mv to client-provided name", r'''
const express = require("express");
const fileUpload = require("express-fileupload");
const path = require("path");

const app = express();
app.use(fileUpload({ limits: { fileSize: 5 * 1024 * 1024 } }));
const UPLOAD_DIR = path.join(__dirname, "uploads");

app.post("/upload", async (req, res) => {
  const doc = req.files && req.files.document;
  if (!doc) return res.status(400).send("No file");
  const dest = UPLOAD_DIR + "/" + doc.name;
  await doc.mv(dest);
  res.json({ stored: doc.name });
});

app.listen(3000);
''')

case("j57", "javascript", "file_upload", "safe", "multer with random file names in fixed dir", r'''
const express = require("express");
const multer = require("multer");
const crypto = require("crypto");
const path = require("path");

const storage = multer.diskStorage({
  destination: path.join(__dirname, "uploads"),
  filename: (req, file, cb) => cb(null, crypto.randomUUID() + ".bin"),
});
const upload = multer({ storage, limits: { fileSize: 5 * 1024 * 1024 } });

const app = express();

app.post("/upload", upload.single("document"), (req, res) => {
  if (!req.file) return res.status(400).send("No file");
  res.json({ stored: req.file.filename, size: req.file.size });
});

app.listen(3000);
''')

case("p83", "python", "reflection", "vulnerable", "__import__ of request-chosen plugin name", r'''
from aiohttp import web


async def run_plugin(request: web.Request) -> web.Response:
    name = request.match_info["plugin"]
    params = await request.json()
    module = __import__("plugins." + name if "." not in name else name, fromlist=["run"])
    result = module.run(**params)
    return web.json_response({"plugin": name, "result": result})


app = web.Application()
app.router.add_post("/plugins/{plugin}", run_plugin)

if __name__ == "__main__":
    web.run_app(app)
''')

case("p84", "python", "hardcoded_secret", "vulnerable", "database URL with literal password in SQLAlchemy config", r'''
from flask import Flask
from flask_sqlalchemy import SQLAlchemy

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "postgresql://billing_app:Tr0ub4dor-77x@db.prod.internal:5432/billing"
app.config["SQLALCHEMY_ENGINE_OPTIONS"] = {"pool_pre_ping": True}
db = SQLAlchemy(app)


class Invoice(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    number = db.Column(db.String(32), unique=True, nullable=False)
    total_cents = db.Column(db.Integer, nullable=False)
''')

case("p85", "python", "hardcoded_secret", "safe", "database URL from environment", r'''
import os
from flask import Flask
from flask_sqlalchemy import SQLAlchemy

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = os.environ["DATABASE_URL"]
app.config["SQLALCHEMY_ENGINE_OPTIONS"] = {"pool_pre_ping": True}
db = SQLAlchemy(app)


class Invoice(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    number = db.Column(db.String(32), unique=True, nullable=False)
    total_cents = db.Column(db.Integer, nullable=False)
''')

case("p86", "python", "path_traversal", "safe", "zip members sanitised with basename before writing", r'''
import os
import zipfile

DEST = "/srv/imports/csv"


def import_bundle(archive_path: str) -> list[str]:
    written = []
    os.makedirs(DEST, exist_ok=True)
    with zipfile.ZipFile(archive_path) as zf:
        for info in zf.infolist():
            if info.is_dir() or not info.filename.lower().endswith(".csv"):
                continue
            name = os.path.basename(info.filename)
            target = os.path.join(DEST, name)
            with zf.open(info) as src, open(target, "wb") as dst:
                dst.write(src.read())
            written.append(name)
    return written
''')

case("p87", "python", "path_traversal", "vulnerable", "zip member names joined to destination (zip slip)", r'''
import os
import zipfile

DEST = "/srv/imports/csv"


def import_bundle(archive_path: str) -> list[str]:
    written = []
    with zipfile.ZipFile(archive_path) as zf:
        for name in zf.namelist():
            if name.endswith("/"):
                continue
            target = os.path.join(DEST, name)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with zf.open(name) as src, open(target, "wb") as dst:
                dst.write(src.read())
            written.append(name)
    return written
''')

case("j58", "javascript", "open_redirect", "vulnerable", "Location header via setHeader from referer query", r'''
const http = require("http");
const { parse } = require("url");

http
  .createServer((req, res) => {
    const { pathname, query } = parse(req.url, true);
    if (pathname === "/lang") {
      res.setHeader("Set-Cookie", `lang=${encodeURIComponent(query.l || "en")}; Path=/`);
      res.statusCode = 302;
      res.setHeader("Location", query.back || "/");
      return res.end();
    }
    res.statusCode = 404;
    res.end("not found");
  })
  .listen(8080);
''')

case("j59", "javascript", "weak_crypto", "safe", "sha256 content hash for cache key", r'''
const crypto = require("crypto");
const fs = require("fs");

function fileFingerprint(filePath) {
  const hash = crypto.createHash("sha256");
  hash.update(fs.readFileSync(filePath));
  return hash.digest("hex").slice(0, 16);
}

function assetUrl(filePath) {
  return `/static/${fileFingerprint(filePath)}/${filePath.split("/").pop()}`;
}

module.exports = { assetUrl };
''')

case("j60", "javascript", "weak_crypto", "vulnerable", "sha1 password hashing with static salt", r'''
const crypto = require("crypto");
const db = require("./db");

function hashPassword(password) {
  return crypto.createHash("sha1").update("static-salt:" + password).digest("hex");
}

async function register(email, password) {
  await db.query("INSERT INTO users (email, password_hash) VALUES ($1, $2)", [email, hashPassword(password)]);
}

async function login(email, password) {
  const { rows } = await db.query("SELECT password_hash FROM users WHERE email = $1", [email]);
  return rows.length === 1 && rows[0].password_hash === hashPassword(password);
}

module.exports = { register, login };
''')


# Trimmed before reading B to bring the set near the ~110 asked for and to balance labels;
# ten of the first trim (p43 p44 p45 p46 p58 p79 j28 j35 j41 j42) were restored to keep families
# the brief names (temp files, SSH host keys, Flask debug, assert, JS deserialisation) and read blind in a second batch
# (and three snippets whose label the writer found arguable: p74, t11, j34). Not in cases.json.
TRIMMED = {
    "p74", "t11", "j34",
    "p15", "p17", "p19", "p23", "p28", "p33", "p39", "p52", "p56", 
    "p62", "p64", "p69", "p71", "p73", "p84",
    "j09", "j14", "j16", "j26", "j44", "j52", "j53", "j56", "j60",
    "p24", "p34", "p57", "p63", "p80", "p82", "p85",
    "j25", "j29", "j36", "j57", "j59", "t18",
}

EXT = {"python": "py", "javascript": "js", "typescript": "ts"}


def selected():
    return [c for c in CASES if c[0] not in TRIMMED]


def write_snippets(base):
    import os
    os.makedirs(os.path.join(base, "snippets"), exist_ok=True)
    out = []
    for cid, lang, cls, label, reason, code in selected():
        rel = f"snippets/{cid}.{EXT[lang]}"
        with open(os.path.join(base, rel), "w", encoding="utf-8") as fh:
            fh.write(code)
        out.append((cid, lang, cls, label, reason, rel))
    return out


if __name__ == "__main__":
    import os
    here = os.path.dirname(os.path.abspath(__file__))
    rows = write_snippets(here)
    print(len(rows), "snippets written")
