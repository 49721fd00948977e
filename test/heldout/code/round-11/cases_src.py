#!/usr/bin/env python3
"""Source of the round-11 held-out code snippets.

Each case is (id, language, code). No label is stored here: labels come from the two hand
readings in readings/ (see oracle.py). Running this script writes snippets/<id>.<ext> and
readings/blind_b.txt (the snippets shuffled under blind names, for the second reading).
"""
import json
import random
import textwrap
from pathlib import Path

HERE = Path(__file__).resolve().parent
CASES = []
EXT = {"python": "py", "javascript": "js", "typescript": "ts"}


def case(cid, language, code):
    CASES.append({"id": cid, "language": language, "code": textwrap.dedent(code).lstrip("\n")})


# ----------------------------------------------------------------------------------------- Python

case("py01", "python", r'''
    import builtins
    from flask import Flask, request, jsonify

    app = Flask(__name__)

    # name of the evaluator, kept out of the source for "readability"
    _EVAL_NAME = "".join(chr(c) for c in (101, 118, 97, 108))


    @app.post("/api/calc")
    def calc():
        expr = request.get_json(force=True).get("expr", "")
        evaluator = getattr(builtins, _EVAL_NAME)
        try:
            result = evaluator(expr, {"__builtins__": {}}, {})
        except Exception as exc:  # noqa: BLE001
            return jsonify(error=str(exc)), 400
        return jsonify(result=result)
''')

case("py02", "python", r'''
    import importlib

    from celery import Celery

    app = Celery("rules", broker="redis://localhost:6379/0")


    def _runner():
        mod = importlib.import_module("built" + "ins")
        return vars(mod)["".join(reversed("cexe"))]


    @app.task(name="rules.apply")
    def apply_rule(rule_source: str, record: dict) -> dict:
        """Apply a customer-defined rule (sent from the dashboard) to one record."""
        scope = {"record": dict(record), "result": None}
        run = _runner()
        run(rule_source, scope)
        return {"id": record.get("id"), "result": scope["result"]}
''')

case("py03", "python", r'''
    import os

    from flask import Flask, abort, jsonify, request

    app = Flask(__name__)


    @app.route("/admin/fs", methods=["POST"])
    def fs_operation():
        """Small helper endpoint used by the ops dashboard (listdir, stat, ...)."""
        op = request.form.get("op", "")
        target = request.form.get("path", ".")
        fn = getattr(os, op, None)
        if fn is None or not callable(fn):
            abort(400, description=f"unknown operation {op}")
        try:
            result = fn(target)
        except OSError as exc:
            return jsonify(error=str(exc)), 400
        return jsonify(result=str(result))
''')

case("py04", "python", r'''
    import datetime
    import sys


    class CommandShell:
        """Tiny line-oriented command interpreter for the support chat bot."""

        def handle_ping(self, args):
            return "pong"

        def handle_echo(self, args):
            return " ".join(args)

        def handle_time(self, args):
            return datetime.datetime.now(datetime.timezone.utc).isoformat()

        def dispatch(self, line: str) -> str:
            parts = line.strip().split()
            if not parts:
                return ""
            name, args = parts[0], parts[1:]
            handler = getattr(self, "handle_" + name.lower(), None)
            if handler is None:
                return f"unknown command: {name}"
            return handler(args)


    if __name__ == "__main__":
        shell = CommandShell()
        for raw in sys.stdin:
            print(shell.dispatch(raw))
''')

case("py05", "python", r'''
    import operator

    from fastapi import FastAPI, HTTPException

    app = FastAPI()

    OPERATIONS = {
        "add": operator.add,
        "sub": operator.sub,
        "mul": operator.mul,
        "div": operator.truediv,
    }


    @app.get("/compute")
    def compute(op: str, a: float, b: float):
        fn = OPERATIONS.get(op)
        if fn is None:
            raise HTTPException(status_code=400, detail="unsupported operation")
        try:
            return {"op": op, "result": fn(a, b)}
        except ZeroDivisionError:
            raise HTTPException(status_code=400, detail="division by zero")
''')

case("py06", "python", r'''
    import psycopg2
    from flask import Flask, jsonify, request

    app = Flask(__name__)
    conn = psycopg2.connect(dsn="dbname=shop user=shop")


    def search_products(filters: dict):
        clauses = []
        for column, value in filters.items():
            clauses.append(f"{column} = '{value}'")
        where = " AND ".join(clauses) or "1=1"
        sql = "SELECT id, name, price FROM products WHERE " + where + " LIMIT 50"
        with conn.cursor() as cur:
            cur.execute(sql)
            return cur.fetchall()


    @app.get("/products")
    def products():
        rows = search_products(request.args.to_dict())
        return jsonify([{"id": r[0], "name": r[1], "price": float(r[2])} for r in rows])
''')

case("py07", "python", r'''
    import psycopg2
    from flask import Flask, jsonify, request

    app = Flask(__name__)
    conn = psycopg2.connect(dsn="dbname=shop user=shop")

    FILTERABLE = ("category", "brand", "in_stock")


    @app.get("/products")
    def products():
        args = request.args
        columns = [c for c in FILTERABLE if c in args]
        where = " AND ".join(f"{c} = %s" for c in columns) or "TRUE"
        params = [args[c] for c in columns]
        with conn.cursor() as cur:
            cur.execute(
                "SELECT id, name, price FROM products WHERE " + where + " LIMIT 50",
                params,
            )
            rows = cur.fetchall()
        return jsonify([{"id": r[0], "name": r[1], "price": float(r[2])} for r in rows])
''')

case("py08", "python", r'''
    from django.contrib.auth.decorators import login_required
    from django.shortcuts import render

    from billing.models import Invoice


    @login_required
    def invoice_report(request):
        order = request.GET.get("order", "created_at")
        query = (
            "SELECT * FROM billing_invoice WHERE owner_id = %s ORDER BY %s"
            % (request.user.id, order)
        )
        invoices = Invoice.objects.raw(query)
        return render(request, "billing/report.html", {"invoices": invoices})
''')

case("py09", "python", r'''
    from django.contrib.auth.decorators import login_required
    from django.http import HttpResponseBadRequest
    from django.shortcuts import render

    from billing.models import Invoice

    STATUSES = {"open", "paid", "void"}


    @login_required
    def invoice_report(request):
        status = request.GET.get("status", "open")
        if status not in STATUSES:
            return HttpResponseBadRequest("unknown status")
        invoices = Invoice.objects.raw(
            "SELECT * FROM billing_invoice WHERE owner_id = %s AND status = %s "
            "ORDER BY created_at DESC",
            [request.user.id, status],
        )
        return render(request, "billing/report.html", {"invoices": invoices})
''')

case("py10", "python", r'''
    import requests


    class BillingClient:
        """Thin wrapper around the partner billing API."""

        VERIFY_SSL = False  # partner staging uses a self-signed certificate

        def __init__(self, base_url: str, token: str):
            self.base_url = base_url.rstrip("/")
            self.session = requests.Session()
            self.session.headers["Authorization"] = f"Bearer {token}"

        def get_invoice(self, invoice_id: int) -> dict:
            resp = self.session.get(
                f"{self.base_url}/invoices/{invoice_id}",
                verify=self.VERIFY_SSL,
                timeout=10,
            )
            resp.raise_for_status()
            return resp.json()
''')

case("py11", "python", r'''
    import asyncio
    import os

    import httpx

    DEFAULT_CLIENT_OPTS = dict(timeout=10.0, verify=False, follow_redirects=True)


    async def fetch_all(urls):
        async with httpx.AsyncClient(**DEFAULT_CLIENT_OPTS) as client:
            token = os.environ["INVENTORY_TOKEN"]
            tasks = [client.get(u, headers={"Authorization": f"Bearer {token}"}) for u in urls]
            responses = await asyncio.gather(*tasks)
        return [r.json() for r in responses if r.status_code == 200]


    if __name__ == "__main__":
        print(asyncio.run(fetch_all(["https://inventory.internal.example.com/api/stock"])))
''')

case("py12", "python", r'''
    import requests

    CA_BUNDLE = "/etc/ssl/certs/internal-ca.pem"
    AUDIT_URL = "https://audit.internal.example.com/api/v1/events"


    def send_audit_event(event_type: str, payload: dict) -> None:
        body = {"type": event_type, "payload": payload}
        resp = requests.post(AUDIT_URL, json=body, verify=CA_BUNDLE, timeout=5)
        if resp.status_code >= 400:
            raise RuntimeError(f"audit service answered {resp.status_code}")


    if __name__ == "__main__":
        send_audit_event("deploy", {"service": "billing", "version": "1.4.2"})
''')

case("py13", "python", r'''
    import asyncio
    import ssl


    def make_context(strict: bool = False) -> ssl.SSLContext:
        ctx = ssl.create_default_context()
        if not strict:
            # many of our customers' devices use self-signed certificates
            ctx.check_hostname = False
            ctx.verify_mode = ssl.CERT_NONE
        return ctx


    async def fetch_banner(host: str, port: int = 443) -> str:
        ctx = make_context()
        reader, writer = await asyncio.open_connection(host, port, ssl=ctx)
        writer.write(b"GET /status HTTP/1.0\r\nHost: " + host.encode() + b"\r\n\r\n")
        data = await reader.read(4096)
        writer.close()
        await writer.wait_closed()
        return data.decode(errors="replace")
''')

case("py14", "python", r'''
    import jwt
    from fastapi import Depends, FastAPI, Header, HTTPException

    from .db import delete_project_by_id, get_user

    app = FastAPI()


    def current_user(authorization: str = Header(...)):
        token = authorization.removeprefix("Bearer ").strip()
        claims = jwt.decode(token, options={"verify_signature": False})
        user = get_user(claims["sub"])
        if user is None:
            raise HTTPException(status_code=401, detail="unknown user")
        return user


    @app.delete("/projects/{project_id}")
    def delete_project(project_id: int, user=Depends(current_user)):
        if project_id not in user.owned_project_ids:
            raise HTTPException(status_code=403)
        delete_project_by_id(project_id)
        return {"deleted": project_id}
''')

case("py15", "python", r'''
    import os
    from functools import wraps

    import jwt
    from flask import abort, g, request

    SECRET = os.environ["JWT_SECRET"]
    DECODE_OPTIONS = {"verify_signature": False, "verify_exp": True}


    def admin_required(view):
        @wraps(view)
        def wrapper(*args, **kwargs):
            token = request.cookies.get("session", "")
            try:
                payload = jwt.decode(token, SECRET, algorithms=["HS256"], options=DECODE_OPTIONS)
            except jwt.PyJWTError:
                abort(401)
            if not payload.get("is_admin"):
                abort(403)
            g.user_id = payload["sub"]
            return view(*args, **kwargs)

        return wrapper
''')

case("py16", "python", r'''
    import os

    import jwt
    from fastapi import Depends, FastAPI, HTTPException
    from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

    app = FastAPI()
    bearer = HTTPBearer()
    PUBLIC_KEY = os.environ["JWT_PUBLIC_KEY"]


    def current_claims(creds: HTTPAuthorizationCredentials = Depends(bearer)) -> dict:
        try:
            return jwt.decode(
                creds.credentials,
                PUBLIC_KEY,
                algorithms=["RS256"],
                audience="api.example.com",
            )
        except jwt.PyJWTError:
            raise HTTPException(status_code=401, detail="invalid token")


    @app.get("/me")
    def me(claims: dict = Depends(current_claims)):
        return {"sub": claims["sub"], "scopes": claims.get("scope", "").split()}
''')

case("py17", "python", r'''
    import jwt
    from jwt import PyJWKClient
    from flask import Flask, abort, jsonify, request

    app = Flask(__name__)
    jwks = PyJWKClient("https://login.example.com/.well-known/jwks.json")


    def verified_claims(token: str) -> dict:
        header = jwt.get_unverified_header(token)
        if header.get("alg") != "RS256":
            abort(401)
        signing_key = jwks.get_signing_key(header["kid"])
        return jwt.decode(token, signing_key.key, algorithms=["RS256"], audience="orders-api")


    @app.get("/orders")
    def orders():
        token = request.headers.get("Authorization", "").removeprefix("Bearer ")
        try:
            claims = verified_claims(token)
        except (jwt.PyJWTError, KeyError):
            abort(401)
        return jsonify(user=claims["sub"], orders=[])
''')

case("py18", "python", r'''
    from flask import Flask, redirect, render_template, request, url_for
    from flask_login import login_user

    from .forms import LoginForm
    from .models import User

    app = Flask(__name__)


    @app.route("/login", methods=["GET", "POST"])
    def login():
        form = LoginForm()
        if form.validate_on_submit():
            user = User.query.filter_by(email=form.email.data).first()
            if user and user.check_password(form.password.data):
                login_user(user, remember=form.remember.data)
                dest = request.args.get("next") or url_for("dashboard")
                return redirect(dest)
            form.password.errors.append("Invalid email or password")
        return render_template("login.html", form=form)
''')

case("py19", "python", r'''
    from django.http import HttpResponse
    from django.views.decorators.http import require_GET

    from tracking.models import Click


    @require_GET
    def outbound(request):
        """Record a click on an outbound link, then send the user on."""
        target = request.GET.get("u", "/")
        Click.objects.create(url=target[:2000], referer=request.META.get("HTTP_REFERER", ""))
        response = HttpResponse(status=302)
        response["Location"] = target
        return response
''')

case("py20", "python", r'''
    from django.conf import settings
    from django.contrib.auth import authenticate, login
    from django.shortcuts import redirect, render
    from django.utils.http import url_has_allowed_host_and_scheme


    def login_view(request):
        if request.method == "POST":
            user = authenticate(
                request,
                username=request.POST.get("username"),
                password=request.POST.get("password"),
            )
            if user is not None:
                login(request, user)
                nxt = request.POST.get("next", "")
                if not url_has_allowed_host_and_scheme(
                    nxt, allowed_hosts={request.get_host()}, require_https=request.is_secure()
                ):
                    nxt = settings.LOGIN_REDIRECT_URL
                return redirect(nxt)
        return render(request, "accounts/login.html")
''')

case("py21", "python", r'''
    from urllib.parse import urlparse

    from fastapi import FastAPI, HTTPException
    from fastapi.responses import RedirectResponse

    app = FastAPI()

    ALLOWED_HOSTS = {"app.example.com", "docs.example.com"}


    @app.get("/go")
    def go(to: str):
        parts = urlparse(to)
        if parts.scheme != "https" or parts.netloc not in ALLOWED_HOSTS:
            raise HTTPException(status_code=400, detail="redirect target not allowed")
        return RedirectResponse(to, status_code=302)
''')

case("py22", "python", r'''
    import subprocess
    from pathlib import Path

    from flask import Flask, jsonify, request

    app = Flask(__name__)
    UPLOADS = Path("/srv/media/uploads")
    RUN_OPTS = {"shell": True, "capture_output": True, "text": True, "timeout": 120}


    def convert(src: str, fmt: str):
        cmd = f"ffmpeg -y -i {src} /srv/media/out/output.{fmt}"
        return subprocess.run(cmd, **RUN_OPTS)


    @app.post("/media/convert")
    def convert_upload():
        name = request.form["file"]
        fmt = request.form.get("format", "mp4")
        proc = convert(str(UPLOADS / Path(name).name), fmt)
        return jsonify(ok=proc.returncode == 0, log=proc.stderr[-2000:])
''')

case("py23", "python", r'''
    import subprocess
    import tempfile
    from pathlib import Path

    from flask import Flask, jsonify, request

    app = Flask(__name__)


    @app.post("/pdf/text")
    def pdf_text():
        upload = request.files["document"]
        with tempfile.TemporaryDirectory() as tmp:
            src = Path(tmp) / "input.pdf"
            upload.save(src)
            proc = subprocess.run(
                ["pdftotext", "-layout", str(src), "-"],
                capture_output=True,
                text=True,
                timeout=60,
                check=False,
            )
        if proc.returncode != 0:
            return jsonify(error="could not read the PDF"), 422
        return jsonify(text=proc.stdout)
''')

case("py24", "python", r'''
    import re
    import shlex
    import subprocess

    from flask import Flask, abort, jsonify, request

    app = Flask(__name__)
    SLUG = re.compile(r"^[a-z0-9-]{1,40}$")


    @app.post("/projects/export")
    def export_project():
        project = request.json.get("project", "")
        if not SLUG.match(project):
            abort(400)
        workdir = f"/srv/projects/{project}"
        archive = f"/srv/exports/{project}.tar.gz"
        cmd = f"tar -czf {shlex.quote(archive)} -C {shlex.quote(workdir)} ."
        subprocess.run(cmd, shell=True, check=True, timeout=300)
        return jsonify(archive=archive)
''')

case("py25", "python", r'''
    import base64
    import pickle as _p

    from aiohttp import web

    loads = _p.loads
    routes = web.RouteTableDef()


    @routes.post("/session/import")
    async def import_session(request: web.Request) -> web.Response:
        blob = await request.read()
        try:
            state = loads(base64.b64decode(blob))
        except Exception:
            raise web.HTTPBadRequest(text="bad session blob")
        request.app["sessions"][state["id"]] = state
        return web.json_response({"imported": state["id"]})


    app = web.Application()
    app["sessions"] = {}
    app.add_routes(routes)
''')

case("py26", "python", r'''
    import yaml
    from flask import Flask, jsonify, request

    app = Flask(__name__)

    # pipelines use python/tuple tags, which safe_load rejects
    PIPELINE_LOADER = yaml.UnsafeLoader


    def load_pipeline(stream):
        return yaml.load(stream, Loader=PIPELINE_LOADER)


    @app.post("/pipelines")
    def upload_pipeline():
        f = request.files["pipeline"]
        spec = load_pipeline(f.read())
        steps = spec.get("steps", [])
        return jsonify(name=spec.get("name"), steps=len(steps))
''')

case("py27", "python", r'''
    import yaml
    from flask import Flask, jsonify, request

    app = Flask(__name__)


    @app.post("/pipelines")
    def upload_pipeline():
        f = request.files["pipeline"]
        try:
            spec = yaml.safe_load(f.read())
        except yaml.YAMLError as exc:
            return jsonify(error=f"invalid YAML: {exc}"), 400
        if not isinstance(spec, dict):
            return jsonify(error="pipeline must be a mapping"), 400
        steps = spec.get("steps", [])
        return jsonify(name=spec.get("name"), steps=len(steps))
''')

case("py28", "python", r'''
    import tempfile

    import numpy as np
    from flask import Flask, jsonify, request

    app = Flask(__name__)


    def load_features(path, allow_pickle=True):
        return np.load(path, allow_pickle=allow_pickle)


    @app.post("/features/upload")
    def upload_features():
        upload = request.files["features"]
        with tempfile.NamedTemporaryFile(suffix=".npy") as tmp:
            upload.save(tmp.name)
            arr = load_features(tmp.name)
        return jsonify(shape=list(arr.shape), dtype=str(arr.dtype))
''')

case("py29", "python", r'''
    import hashlib
    import hmac
    import os

    HASH_NAME = "md5"


    def hash_password(password: str, salt: bytes | None = None) -> str:
        salt = salt or os.urandom(8)
        digest = hashlib.new(HASH_NAME, salt + password.encode("utf-8")).hexdigest()
        return salt.hex() + "$" + digest


    def check_password(password: str, stored: str) -> bool:
        salt_hex, _ = stored.split("$", 1)
        candidate = hash_password(password, bytes.fromhex(salt_hex))
        return hmac.compare_digest(candidate, stored)
''')

case("py30", "python", r'''
    import hashlib
    import hmac
    import os

    ITERATIONS = 600_000


    def hash_password(password: str) -> str:
        salt = os.urandom(16)
        dk = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, ITERATIONS)
        return f"pbkdf2_sha256${ITERATIONS}${salt.hex()}${dk.hex()}"


    def verify_password(password: str, stored: str) -> bool:
        _, iterations, salt_hex, hash_hex = stored.split("$")
        dk = hashlib.pbkdf2_hmac(
            "sha256", password.encode("utf-8"), bytes.fromhex(salt_hex), int(iterations)
        )
        return hmac.compare_digest(dk.hex(), hash_hex)
''')

case("py31", "python", r'''
    import hashlib

    from flask import Flask, Response, request

    app = Flask(__name__)


    @app.get("/assets/manifest.json")
    def manifest():
        with open("static/manifest.json", "rb") as fh:
            body = fh.read()
        etag = hashlib.md5(body, usedforsecurity=False).hexdigest()
        if request.headers.get("If-None-Match") == etag:
            return Response(status=304)
        resp = Response(body, mimetype="application/json")
        resp.headers["ETag"] = etag
        resp.headers["Cache-Control"] = "public, max-age=300"
        return resp
''')

case("py32", "python", r'''
    from Crypto.Cipher import AES
    from Crypto.Util.Padding import pad, unpad

    BLOCK = 16
    MODE = AES.MODE_ECB


    def encrypt_card_number(pan: str, key: bytes) -> bytes:
        cipher = AES.new(key, MODE)
        return cipher.encrypt(pad(pan.encode("ascii"), BLOCK))


    def decrypt_card_number(blob: bytes, key: bytes) -> str:
        cipher = AES.new(key, MODE)
        return unpad(cipher.decrypt(blob), BLOCK).decode("ascii")
''')

case("py33", "python", r'''
    import os

    from cryptography.hazmat.primitives.ciphers.aead import AESGCM


    def load_key() -> bytes:
        key = bytes.fromhex(os.environ["CARD_VAULT_KEY"])
        if len(key) != 32:
            raise ValueError("CARD_VAULT_KEY must be 32 bytes of hex")
        return key


    def encrypt_card_number(pan: str, key: bytes) -> bytes:
        nonce = os.urandom(12)
        return nonce + AESGCM(key).encrypt(nonce, pan.encode("ascii"), b"card-v1")


    def decrypt_card_number(blob: bytes, key: bytes) -> str:
        nonce, ct = blob[:12], blob[12:]
        return AESGCM(key).decrypt(nonce, ct, b"card-v1").decode("ascii")
''')

case("py34", "python", r'''
    import os

    from flask import Flask
    from flask_sqlalchemy import SQLAlchemy


    class Config:
        SQLALCHEMY_DATABASE_URI = os.getenv("DATABASE_URL", "sqlite:///app.db")
        SQLALCHEMY_TRACK_MODIFICATIONS = False
        SECRET_KEY = "f3b9c2e8a1d74e06b5c9a2f1e7d3b8c4"
        SESSION_COOKIE_SECURE = True
        SESSION_COOKIE_HTTPONLY = True


    db = SQLAlchemy()


    def create_app() -> Flask:
        app = Flask(__name__)
        app.config.from_object(Config)
        db.init_app(app)
        return app
''')

case("py35", "python", r'''
    import boto3

    s3 = boto3.client(
        "s3",
        aws_access_key_id="AKIA4HX2Q7RZ5MNB3KLD",
        aws_secret_access_key="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",
        region_name="eu-west-1",
    )
    BUCKET = "acme-nightly-exports"


    def upload_export(local_path: str, key: str) -> str:
        s3.upload_file(local_path, BUCKET, key, ExtraArgs={"ServerSideEncryption": "AES256"})
        return f"s3://{BUCKET}/{key}"


    if __name__ == "__main__":
        print(upload_export("/var/exports/latest.csv.gz", "exports/latest.csv.gz"))
''')

case("py36", "python", r'''
    import boto3
    from fastapi import Depends, FastAPI, HTTPException

    from .auth import current_user
    from .db import get_document

    app = FastAPI()
    s3 = boto3.client("s3")
    BUCKET = "acme-customer-documents"


    @app.get("/documents/{doc_id}/download")
    def download(doc_id: int, user=Depends(current_user)):
        doc = get_document(doc_id)
        if doc is None or doc.owner_id != user.id:
            raise HTTPException(status_code=404)
        url = s3.generate_presigned_url(
            "get_object",
            Params={"Bucket": BUCKET, "Key": doc.s3_key},
            ExpiresIn=300,
        )
        return {"url": url}
''')

case("py37", "python", r'''
    import os

    from flask import Flask, request, send_file

    app = Flask(__name__)
    REPORT_DIR = "/srv/reports"


    @app.get("/reports/download")
    def download_report():
        name = request.args.get("name", "")
        path = os.path.join(REPORT_DIR, name)
        if not os.path.abspath(path).startswith(REPORT_DIR):
            app.logger.warning("suspicious report path requested: %s", name)
        return send_file(path, as_attachment=True)
''')

case("py38", "python", r'''
    import os

    from flask import Flask, abort, request, send_file

    app = Flask(__name__)
    REPORT_DIR = os.path.realpath("/srv/reports")


    @app.get("/reports/download")
    def download_report():
        name = request.args.get("name", "")
        path = os.path.realpath(os.path.join(REPORT_DIR, name))
        if os.path.commonpath([REPORT_DIR, path]) != REPORT_DIR:
            abort(404)
        if not os.path.isfile(path):
            abort(404)
        return send_file(path, as_attachment=True)
''')

case("py39", "python", r'''
    import uuid
    from pathlib import Path

    from flask import Flask, abort, jsonify, request
    from werkzeug.utils import secure_filename

    app = Flask(__name__)
    UPLOAD_DIR = Path("/srv/uploads")
    ALLOWED_EXT = {".png", ".jpg", ".jpeg", ".pdf"}


    @app.post("/upload")
    def upload():
        f = request.files.get("file")
        if f is None or not f.filename:
            abort(400)
        name = secure_filename(f.filename)
        if Path(name).suffix.lower() not in ALLOWED_EXT:
            abort(415)
        stored = f"{uuid.uuid4().hex}_{name}"
        f.save(UPLOAD_DIR / stored)
        return jsonify(id=stored), 201
''')

case("py40", "python", r'''
    from pathlib import Path

    from flask import Flask, abort, jsonify, request
    from werkzeug.utils import secure_filename

    app = Flask(__name__)
    UPLOAD_ROOT = Path("/srv/uploads")


    @app.post("/upload")
    def upload():
        f = request.files.get("file")
        if f is None:
            abort(400)
        folder = request.form.get("folder", "misc")
        dest_dir = UPLOAD_ROOT / folder
        dest_dir.mkdir(parents=True, exist_ok=True)
        dest = dest_dir / secure_filename(f.filename)
        f.save(dest)
        return jsonify(path=str(dest.relative_to(UPLOAD_ROOT))), 201
''')

case("py41", "python", r'''
    import httpx
    from fastapi import FastAPI
    from pydantic import BaseModel

    app = FastAPI()


    class WebhookTest(BaseModel):
        url: str
        event: str = "ping"


    @app.post("/webhooks/test")
    async def test_webhook(body: WebhookTest):
        """Let users check that their webhook endpoint is reachable."""
        async with httpx.AsyncClient(timeout=5.0) as client:
            r = await client.post(body.url, json={"event": body.event})
        return {"status": r.status_code, "body": r.text[:500]}
''')

case("py42", "python", r'''
    from urllib.parse import quote

    import requests
    from flask import Flask, jsonify, request

    app = Flask(__name__)
    GITHUB_API = "https://api.github.com"


    @app.get("/repo-info")
    def repo_info():
        owner = request.args.get("owner", "")
        repo = request.args.get("repo", "")
        url = f"{GITHUB_API}/repos/{quote(owner, safe='')}/{quote(repo, safe='')}"
        r = requests.get(url, timeout=5, headers={"Accept": "application/vnd.github+json"})
        if r.status_code != 200:
            return jsonify(error="not found"), 404
        data = r.json()
        return jsonify(name=data["full_name"], stars=data["stargazers_count"])
''')

case("py43", "python", r'''
    from flask import Flask, request

    app = Flask(__name__)


    @app.get("/hello")
    def hello():
        name = request.args.get("name", "stranger")
        return f"""
        <html>
          <body>
            <h1>Hello, {name}!</h1>
            <p>Welcome to the beta.</p>
          </body>
        </html>
        """
''')

case("py44", "python", r'''
    from jinja2 import Environment, FileSystemLoader, select_autoescape
    from aiohttp import web

    env = Environment(
        loader=FileSystemLoader("templates"),
        autoescape=select_autoescape(["html", "xml"]),
    )


    async def profile(request: web.Request) -> web.Response:
        name = request.query.get("name", "guest")
        bio = request.query.get("bio", "")
        html = env.get_template("profile.html").render(name=name, bio=bio)
        return web.Response(text=html, content_type="text/html")


    app = web.Application()
    app.router.add_get("/profile", profile)
''')

case("py45", "python", r'''
    from flask import Flask, render_template_string, request

    app = Flask(__name__)

    HEADER = "<h2>Preview</h2><hr>"


    @app.post("/newsletter/preview")
    def preview():
        body = request.form.get("body", "")
        template = HEADER + body
        return render_template_string(template, year=2024)
''')

case("py46", "python", r'''
    from flask import Flask, render_template_string, request

    app = Flask(__name__)

    PREVIEW = """
    <h2>Preview</h2>
    <hr>
    <div class="body">{{ body }}</div>
    <footer>&copy; {{ year }}</footer>
    """


    @app.post("/newsletter/preview")
    def preview():
        body = request.form.get("body", "")
        return render_template_string(PREVIEW, body=body, year=2024)
''')

case("py47", "python", r'''
    from flask import Flask, jsonify, request
    from lxml import etree

    app = Flask(__name__)
    PARSER_OPTS = dict(resolve_entities=True, load_dtd=True, no_network=False)


    @app.post("/invoices/import")
    def import_invoice():
        parser = etree.XMLParser(**PARSER_OPTS)
        root = etree.fromstring(request.data, parser)
        lines = [
            {"sku": item.findtext("sku"), "qty": int(item.findtext("qty", "0"))}
            for item in root.iter("item")
        ]
        return jsonify(customer=root.findtext("customer"), lines=lines)
''')

case("py48", "python", r'''
    from defusedxml import ElementTree as SafeET
    from flask import Flask, jsonify, request

    app = Flask(__name__)


    @app.post("/invoices/import")
    def import_invoice():
        try:
            root = SafeET.fromstring(request.data)
        except SafeET.ParseError:
            return jsonify(error="malformed XML"), 400
        lines = [
            {"sku": item.findtext("sku"), "qty": int(item.findtext("qty", "0"))}
            for item in root.iter("item")
        ]
        return jsonify(customer=root.findtext("customer"), lines=lines)
''')

case("py49", "python", r'''
    import os
    import subprocess
    import tempfile

    from celery import shared_task


    @shared_task
    def run_maintenance(script_body: str) -> int:
        """Run a maintenance script prepared by the admin UI as the sandbox user."""
        script = tempfile.mktemp(suffix=".sh", prefix="maint-")
        with open(script, "w") as fh:
            fh.write("#!/bin/sh\nset -e\n")
            fh.write("echo starting maintenance\n")
        # the sandbox user must be able to read and run the file
        os.chmod(script, 0o777)
        proc = subprocess.run(["sudo", "-u", "sandbox", script], check=False)
        os.unlink(script)
        return proc.returncode
''')

case("py50", "python", r'''
    import json
    import os
    import tempfile


    def write_report_atomically(path: str, report: dict) -> None:
        directory = os.path.dirname(os.path.abspath(path))
        fd, tmp_path = tempfile.mkstemp(prefix=".report-", suffix=".json", dir=directory)
        try:
            with os.fdopen(fd, "w") as fh:
                json.dump(report, fh, indent=2)
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(tmp_path, path)
        except BaseException:
            os.unlink(tmp_path)
            raise


    if __name__ == "__main__":
        write_report_atomically("reports/daily.json", {"ok": True, "count": 3})
''')

case("py51", "python", r'''
    import random
    import string
    from datetime import datetime, timedelta, timezone

    from .mail import send_mail
    from .models import db


    def make_reset_link(user) -> str:
        alphabet = string.ascii_letters + string.digits
        code = "".join(random.choices(alphabet, k=32))
        user.reset_code = code
        user.reset_expires = datetime.now(timezone.utc) + timedelta(hours=1)
        db.session.commit()
        return f"https://app.example.com/reset?code={code}"


    def start_password_reset(user) -> None:
        send_mail(user.email, "Reset your password", make_reset_link(user))
''')

case("py52", "python", r'''
    import random
    import secrets
    from datetime import datetime, timedelta, timezone

    from .models import db


    def make_reset_link(user) -> str:
        token = secrets.token_urlsafe(32)
        user.reset_token = token
        user.reset_expires = datetime.now(timezone.utc) + timedelta(hours=1)
        db.session.commit()
        return f"https://app.example.com/reset?token={token}"


    def quiz_questions(pool: list, n: int = 10) -> list:
        questions = list(pool)
        random.shuffle(questions)
        return questions[:n]
''')

case("py53", "python", r'''
    import paramiko

    HOSTS = ["web-1.internal", "web-2.internal", "web-3.internal"]


    def restart_service(host: str, service: str = "gunicorn") -> str:
        client = paramiko.SSHClient()
        client.set_missing_host_key_policy(paramiko.AutoAddPolicy())
        client.connect(host, username="deploy", key_filename="/home/deploy/.ssh/id_ed25519")
        try:
            _, stdout, stderr = client.exec_command("sudo systemctl restart gunicorn")
            return stdout.read().decode() + stderr.read().decode()
        finally:
            client.close()


    if __name__ == "__main__":
        for h in HOSTS:
            print(h, restart_service(h))
''')

case("py54", "python", r'''
    import paramiko

    HOSTS = ["web-1.internal", "web-2.internal", "web-3.internal"]


    def restart_service(host: str) -> str:
        client = paramiko.SSHClient()
        client.load_system_host_keys()
        client.set_missing_host_key_policy(paramiko.RejectPolicy())
        client.connect(host, username="deploy", key_filename="/home/deploy/.ssh/id_ed25519")
        try:
            _, stdout, stderr = client.exec_command("sudo systemctl restart gunicorn")
            return stdout.read().decode() + stderr.read().decode()
        finally:
            client.close()


    if __name__ == "__main__":
        for h in HOSTS:
            print(h, restart_service(h))
''')

case("py55", "python", r'''
    from flask import Flask, jsonify, request
    from pymongo import MongoClient

    app = Flask(__name__)
    db = MongoClient("mongodb://localhost:27017")["shop"]


    @app.get("/products/search")
    def search():
        q = request.args.get("q", "")
        docs = db.products.find(
            {"$where": f"this.name.toLowerCase().indexOf('{q.lower()}') >= 0"},
            {"_id": 0, "name": 1, "price": 1},
        ).limit(20)
        return jsonify(list(docs))
''')

case("py56", "python", r'''
    import re

    from flask import Flask, jsonify, request
    from pymongo import MongoClient

    app = Flask(__name__)
    db = MongoClient("mongodb://localhost:27017")["shop"]


    @app.get("/products/search")
    def search():
        q = str(request.args.get("q", ""))[:100]
        docs = db.products.find(
            {"name": {"$regex": re.escape(q), "$options": "i"}},
            {"_id": 0, "name": 1, "price": 1},
        ).limit(20)
        return jsonify(list(docs))
''')

case("py57", "python", r'''
    from celery import Celery
    from sqlalchemy import create_engine, text

    celery = Celery("maintenance", broker="redis://localhost:6379/1")
    engine = create_engine("postgresql+psycopg2://app@localhost/app")


    @celery.task
    def purge_tenant_events(tenant_slug: str, before: str) -> int:
        with engine.begin() as conn:
            result = conn.execute(
                text("DELETE FROM events WHERE tenant = :tenant AND created_at < :before"),
                {"tenant": tenant_slug, "before": before},
            )
            return result.rowcount
''')

case("py59", "python", r'''
    import argparse
    import logging

    log = logging.getLogger("sync")


    def main() -> None:
        parser = argparse.ArgumentParser(description="Sync the product catalogue")
        parser.add_argument("--log-level", default="info")
        parser.add_argument("--dry-run", action="store_true")
        args = parser.parse_args()
        logging.basicConfig(level=getattr(logging, args.log_level.upper(), logging.INFO))
        log.info("starting sync (dry run: %s)", args.dry_run)


    if __name__ == "__main__":
        main()
''')

case("py60", "python", r'''
    import importlib

    from flask import Flask, jsonify, request

    app = Flask(__name__)


    @app.post("/internal/rpc")
    def rpc():
        """Generic RPC endpoint used by the admin tools."""
        body = request.get_json(force=True)
        module = importlib.import_module(body["module"])
        func = getattr(module, body["function"])
        result = func(*body.get("args", []), **body.get("kwargs", {}))
        return jsonify(result=repr(result))
''')

case("py64", "python", r'''
    import logging

    from django.http import HttpResponse, HttpResponseNotAllowed
    from django.utils.html import escape

    from .models import Comment

    log = logging.getLogger(__name__)


    def add_comment(request, post_id):
        if request.method != "POST":
            return HttpResponseNotAllowed(["POST"])
        text = request.POST.get("text", "").strip()
        comment = Comment.objects.create(post_id=post_id, author=request.user, text=text)
        log.info("comment %s added to post %s", comment.pk, post_id)
        return HttpResponse(
            f'<li class="comment"><b>{escape(request.user.username)}</b>: {escape(text)}</li>'
        )
''')

# ------------------------------------------------------------------------------ JavaScript / TypeScript

case("js01", "javascript", r'''
    const express = require("express");

    const app = express();
    app.use(express.json());

    const fnName = Buffer.from("ZXZhbA==", "base64").toString();

    app.post("/api/formula", (req, res) => {
      const run = globalThis[fnName];
      try {
        const value = run(String(req.body.formula));
        res.json({ value });
      } catch (err) {
        res.status(400).json({ error: err.message });
      }
    });

    app.listen(3000);
''')

case("js02", "javascript", r'''
    const express = require("express");

    const cp = require(["child", "process"].join("_"));
    const method = "ex" + "ec";
    const app = express();

    app.get("/diag/ping", (req, res) => {
      const host = req.query.host || "127.0.0.1";
      cp[method](`ping -c 1 ${host}`, { timeout: 5000 }, (err, stdout, stderr) => {
        if (err) return res.status(500).type("text").send(stderr);
        res.type("text").send(stdout);
      });
    });

    app.listen(3000);
''')

case("js03", "javascript", r'''
    const https = require("https");
    const axios = require("axios");

    const settings = {
      partnerUrl: "https://partner.example.net/api/orders",
      verifyPeer: false, // TODO: re-enable once the partner fixes their certificate chain
    };

    const agent = new https.Agent({ keepAlive: true, rejectUnauthorized: settings.verifyPeer });

    async function pushOrder(order) {
      const res = await axios.post(settings.partnerUrl, order, {
        httpsAgent: agent,
        headers: { Authorization: `Bearer ${process.env.PARTNER_TOKEN}` },
      });
      return res.data;
    }

    module.exports = { pushOrder };
''')

case("js04", "javascript", r'''
    const fs = require("fs");
    const https = require("https");
    const axios = require("axios");

    const agent = new https.Agent({
      keepAlive: true,
      ca: fs.readFileSync("/etc/ssl/certs/partner-ca.pem"),
      rejectUnauthorized: true,
    });

    async function pushOrder(order) {
      const res = await axios.post("https://partner.example.net/api/orders", order, {
        httpsAgent: agent,
        timeout: 10000,
        headers: { Authorization: `Bearer ${process.env.PARTNER_TOKEN}` },
      });
      return res.data;
    }

    module.exports = { pushOrder };
''')

case("js05", "javascript", r'''
    const express = require("express");
    const jwt = require("jsonwebtoken");
    const { listUsers } = require("./db");

    const app = express();

    function auth(req, res, next) {
      const token = (req.headers.authorization || "").replace(/^Bearer /, "");
      const payload = jwt.decode(token);
      if (!payload || !payload.sub) return res.status(401).json({ error: "unauthorized" });
      req.user = { id: payload.sub, role: payload.role };
      next();
    }

    app.get("/admin/users", auth, async (req, res) => {
      if (req.user.role !== "admin") return res.sendStatus(403);
      res.json(await listUsers());
    });

    app.listen(3000);
''')

case("ts01", "typescript", r'''
    import { NextResponse } from "next/server";
    import type { NextRequest } from "next/server";
    import { decodeJwt } from "jose";

    export function middleware(req: NextRequest) {
      const token = req.cookies.get("session")?.value;
      if (!token) {
        return NextResponse.redirect(new URL("/login", req.url));
      }
      const claims = decodeJwt(token);
      if (claims.role !== "admin") {
        return NextResponse.redirect(new URL("/403", req.url));
      }
      const res = NextResponse.next();
      res.headers.set("x-user-id", String(claims.sub));
      return res;
    }

    export const config = { matcher: ["/admin/:path*"] };
''')

case("js06", "javascript", r'''
    const express = require("express");
    const jwt = require("jsonwebtoken");

    const app = express();
    const SECRET = process.env.JWT_SECRET;
    if (!SECRET) throw new Error("JWT_SECRET is not set");

    function auth(req, res, next) {
      const token = (req.headers.authorization || "").replace(/^Bearer /, "");
      try {
        const payload = jwt.verify(token, SECRET, { algorithms: ["HS256"], issuer: "auth.example.com" });
        req.user = { id: payload.sub, role: payload.role };
        return next();
      } catch {
        return res.status(401).json({ error: "unauthorized" });
      }
    }

    app.get("/me", auth, (req, res) => res.json(req.user));
    app.listen(3000);
''')

case("js07", "javascript", r'''
    const jwt = require("jsonwebtoken");

    class TokenRefresher {
      constructor(client) {
        this.client = client;
        this.timer = null;
      }

      schedule(accessToken) {
        // only reads our own token's expiry to refresh a minute before it lapses
        const { exp } = jwt.decode(accessToken) || {};
        if (!exp) return;
        const delay = Math.max(0, exp * 1000 - Date.now() - 60_000);
        clearTimeout(this.timer);
        this.timer = setTimeout(() => this.refresh(), delay);
      }

      async refresh() {
        const { accessToken } = await this.client.post("/oauth/refresh");
        this.schedule(accessToken);
      }
    }

    module.exports = { TokenRefresher };
''')

case("js08", "javascript", r'''
    const Koa = require("koa");
    const Router = require("@koa/router");
    const { createSession } = require("./sessions");

    const app = new Koa();
    const router = new Router();

    router.get("/auth/callback", async (ctx) => {
      const session = await createSession(ctx.query.code);
      ctx.cookies.set("sid", session.id, { httpOnly: true, sameSite: "lax" });
      ctx.redirect(ctx.query.returnTo || "/");
    });

    app.use(router.routes());
    app.listen(3000);
''')

case("ts02", "typescript", r'''
    import { NextRequest, NextResponse } from "next/server";
    import { cookies } from "next/headers";

    // GET /api/dismiss-banner?to=/pricing : remember the dismissal, then go back
    export async function GET(request: NextRequest) {
      const to = request.nextUrl.searchParams.get("to") ?? "/";
      if (to.length > 2048) {
        return new NextResponse("target too long", { status: 400 });
      }
      const store = cookies();
      store.set("seen_banner", "1", { path: "/", maxAge: 60 * 60 * 24 * 30 });
      return NextResponse.redirect(new URL(to, request.url));
    }
''')

case("js09", "javascript", r'''
    const express = require("express");
    const app = express();

    const SAFE_DESTINATIONS = new Set(["/dashboard", "/settings", "/billing"]);

    app.post("/login", express.urlencoded({ extended: false }), async (req, res) => {
      const user = await req.app.locals.auth.check(req.body.email, req.body.password);
      if (!user) return res.status(401).send("Invalid credentials");
      req.session.userId = user.id;
      const next = SAFE_DESTINATIONS.has(req.query.next) ? req.query.next : "/dashboard";
      res.redirect(next);
    });

    module.exports = app;
''')

case("js10", "javascript", r'''
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

    app.listen(3000);
''')

case("js11", "javascript", r'''
    const express = require("express");
    const multer = require("multer");
    const util = require("util");
    const { exec } = require("child_process");

    const run = util.promisify(exec);
    const upload = multer({ dest: "/var/app/incoming" });
    const app = express();

    async function thumbnail(file, size) {
      return run(`convert ${file} -resize ${size} /srv/thumbs/${Date.now()}.png`);
    }

    app.post("/thumbnail", upload.single("image"), async (req, res) => {
      try {
        await thumbnail(req.file.path, req.body.size || "128x128");
        res.json({ ok: true });
      } catch (err) {
        res.status(500).json({ error: "conversion failed" });
      }
    });
''')

case("js12", "javascript", r'''
    const express = require("express");
    const multer = require("multer");
    const util = require("util");
    const { execFile } = require("child_process");

    const execFileP = util.promisify(execFile);
    const upload = multer({ dest: "/var/app/uploads" });
    const app = express();

    app.post("/thumbnail", upload.single("image"), async (req, res) => {
      const size = Number.parseInt(req.body.size, 10);
      if (!Number.isInteger(size) || size < 16 || size > 2048) {
        return res.status(400).json({ error: "size must be 16..2048" });
      }
      const out = `/srv/thumbs/${req.file.filename}.png`;
      await execFileP("convert", [req.file.path, "-resize", `${size}x${size}`, out]);
      res.json({ ok: true });
    });
''')

case("js13", "javascript", r'''
    const express = require("express");
    const { spawn } = require("child_process");

    const app = express();
    const base = { cwd: "/srv/repo", stdio: ["ignore", "pipe", "pipe"] };
    const opts = { ...base, ...{ shell: true } };

    app.get("/api/history", (req, res) => {
      const author = req.query.author || "";
      const child = spawn(`git log --author=${author} --oneline -n 50`, opts);
      let out = "";
      child.stdout.on("data", (d) => (out += d));
      child.on("close", () => res.type("text").send(out));
    });

    app.listen(3000);
''')

case("js15", "javascript", r'''
    const express = require("express");
    const mysql = require("mysql2/promise");

    const pool = mysql.createPool({ host: "localhost", user: "blog", database: "blog" });
    const app = express();

    const SORTS = { newest: "created_at DESC", oldest: "created_at ASC", title: "title ASC" };

    app.get("/authors/:id/posts", async (req, res) => {
      const order = SORTS[req.query.sort] ?? SORTS.newest;
      const [rows] = await pool.execute(
        `SELECT id, title, created_at FROM posts WHERE author_id = ? ORDER BY ${order}`,
        [req.params.id]
      );
      res.json(rows);
    });

    app.listen(3000);
''')

case("js16", "javascript", r'''
    const express = require("express");
    const { Pool } = require("pg");

    const pg = new Pool();
    const app = express();

    app.get("/listings", async (req, res) => {
      const conditions = Object.entries(req.query).map(([key, value]) => `${key} = '${value}'`);
      let sql = "SELECT id, title, price FROM listings";
      if (conditions.length) {
        sql += " WHERE " + conditions.join(" AND ");
      }
      const { rows } = await pg.query(sql + " LIMIT 100");
      res.json(rows);
    });

    app.listen(3000);
''')

case("js17", "javascript", r'''
    const express = require("express");
    const { Pool } = require("pg");

    const pg = new Pool();
    const app = express();
    app.use(express.json());

    app.post("/cart/remove", async (req, res) => {
      const ids = (Array.isArray(req.body.ids) ? req.body.ids : []).map(Number).filter(Number.isInteger);
      if (ids.length === 0) return res.status(400).json({ error: "no ids" });
      const placeholders = ids.map((_, i) => `$${i + 2}`).join(", ");
      const { rowCount } = await pg.query(
        `DELETE FROM cart_items WHERE user_id = $1 AND item_id IN (${placeholders})`,
        [req.user.id, ...ids]
      );
      res.json({ removed: rowCount });
    });
''')

case("ts03", "typescript", r'''
    import { Controller, Get, Injectable, Query } from "@nestjs/common";
    import { InjectDataSource } from "@nestjs/typeorm";
    import { DataSource } from "typeorm";

    @Injectable()
    export class UsersService {
      constructor(@InjectDataSource() private readonly ds: DataSource) {}

      findByEmail(email: string) {
        return this.ds.query(`SELECT id, email, display_name FROM users WHERE email = '${email}'`);
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

case("ts04", "typescript", r'''
    import { Controller, Get, Injectable, Query } from "@nestjs/common";
    import { InjectDataSource } from "@nestjs/typeorm";
    import { DataSource } from "typeorm";

    @Injectable()
    export class UsersService {
      constructor(@InjectDataSource() private readonly ds: DataSource) {}

      findByEmail(email: string) {
        return this.ds.query("SELECT id, email, display_name FROM users WHERE email = $1", [email]);
      }
    }

    @Controller("users")
    export class UsersController {
      constructor(private readonly users: UsersService) {}

      @Get("lookup")
      lookup(@Query("email") email: string) {
        return this.users.findByEmail(String(email));
      }
    }
''')

case("js18", "javascript", r'''
    const express = require("express");
    const mongoose = require("mongoose");

    const User = mongoose.model("User", new mongoose.Schema({ email: String, password: String, role: String }));
    const app = express();
    app.use(express.json());

    app.post("/api/login", async (req, res) => {
      const user = await User.findOne({ email: req.body.email, password: req.body.password });
      if (!user) return res.status(401).json({ error: "invalid credentials" });
      req.session.userId = user.id;
      res.json({ id: user.id, role: user.role });
    });

    module.exports = app;
''')

case("js19", "javascript", r'''
    const express = require("express");
    const bcrypt = require("bcrypt");
    const { MongoClient } = require("mongodb");

    const client = new MongoClient(process.env.MONGO_URL);
    const users = client.db("app").collection("users");
    const app = express();
    app.use(express.json());

    app.post("/api/login", async (req, res) => {
      const email = String(req.body.email || "");
      const password = String(req.body.password || "");
      const user = await users.findOne({ email: { $eq: email } });
      const ok = user && (await bcrypt.compare(password, user.passwordHash));
      if (!ok) return res.status(401).json({ error: "invalid credentials" });
      req.session.userId = String(user._id);
      res.json({ ok: true });
    });
''')

case("js20", "javascript", r'''
    const express = require("express");
    const fs = require("fs");
    const path = require("path");

    const UPLOAD_DIR = path.join(__dirname, "uploads");
    const app = express();

    app.get("/files", (req, res) => {
      const file = path.join(UPLOAD_DIR, String(req.query.file || ""));
      const stream = fs.createReadStream(file);
      stream.on("error", () => res.status(404).end());
      res.attachment(path.basename(file));
      stream.pipe(res);
    });

    app.listen(3000);
''')

case("js21", "javascript", r'''
    const express = require("express");
    const fs = require("fs");
    const path = require("path");

    const UPLOAD_DIR = path.resolve(__dirname, "uploads");
    const app = express();

    app.get("/files", (req, res) => {
      const file = path.resolve(UPLOAD_DIR, String(req.query.file || ""));
      if (!file.startsWith(UPLOAD_DIR + path.sep)) {
        return res.status(400).json({ error: "invalid path" });
      }
      const stream = fs.createReadStream(file);
      stream.on("error", () => res.status(404).end());
      res.attachment(path.basename(file));
      stream.pipe(res);
    });

    app.listen(3000);
''')

case("js23", "javascript", r'''
    const express = require("express");
    const multer = require("multer");
    const crypto = require("crypto");
    const path = require("path");

    const ALLOWED = new Set([".png", ".jpg", ".jpeg", ".webp"]);
    const storage = multer.diskStorage({
      destination: "/srv/uploads/avatars",
      filename: (req, file, cb) => {
        const ext = path.extname(file.originalname).toLowerCase();
        if (!ALLOWED.has(ext)) return cb(new Error("unsupported file type"));
        cb(null, `${crypto.randomUUID()}${ext}`);
      },
    });
    const upload = multer({ storage, limits: { fileSize: 2 * 1024 * 1024 } });
    const app = express();

    app.post("/avatar", upload.single("avatar"), (req, res) => {
      res.status(201).json({ file: req.file.filename });
    });
''')

case("js24", "javascript", r'''
    const express = require("express");
    const axios = require("axios");
    const cheerio = require("cheerio");

    const app = express();

    app.get("/api/link-preview", async (req, res) => {
      const { url } = req.query;
      try {
        const { data } = await axios.get(url, { timeout: 5000, maxContentLength: 2_000_000 });
        const $ = cheerio.load(data);
        res.json({
          title: $("meta[property='og:title']").attr("content") || $("title").text(),
          image: $("meta[property='og:image']").attr("content") || null,
        });
      } catch {
        res.status(502).json({ error: "could not fetch" });
      }
    });
''')

case("js25", "javascript", r'''
    const express = require("express");
    const app = express();

    const WEATHER_API = "https://api.weather.example.com/v2";

    app.get("/api/weather/:city", async (req, res) => {
      const url = `${WEATHER_API}/current?city=${encodeURIComponent(req.params.city)}&units=metric`;
      const upstream = await fetch(url, {
        headers: { "x-api-key": process.env.WEATHER_KEY },
        signal: AbortSignal.timeout(5000),
      });
      if (!upstream.ok) return res.status(502).json({ error: "weather service unavailable" });
      const data = await upstream.json();
      res.json({ city: data.name, tempC: data.main.temp });
    });

    app.listen(3000);
''')

case("js26", "javascript", r'''
    const express = require("express");
    const app = express();

    app.get("/search", async (req, res) => {
      const q = req.query.q || "";
      const results = await req.app.locals.search(q);
      res.send(`
        <html><body>
          <h1>Results for ${q}</h1>
          <ul>${results.map((r) => `<li>${r.title.replace(/</g, "&lt;")}</li>`).join("")}</ul>
        </body></html>
      `);
    });

    app.listen(3000);
''')

case("js27", "javascript", r'''
    const express = require("express");
    const escapeHtml = require("escape-html");
    const app = express();

    app.get("/search", async (req, res) => {
      const q = String(req.query.q || "");
      const results = await req.app.locals.search(q);
      const items = results.map((r) => `<li>${escapeHtml(r.title)}</li>`).join("");
      res.send(`
        <html><body>
          <h1>Results for ${escapeHtml(q)}</h1>
          <ul>${items}</ul>
        </body></html>
      `);
    });

    app.listen(3000);
''')

case("js28", "javascript", r'''
    // greeting.js - loaded on the landing page
    document.addEventListener("DOMContentLoaded", () => {
      const params = new URLSearchParams(window.location.search);
      const name = params.get("name");
      const box = document.getElementById("greeting");
      if (name) {
        box.innerHTML = `Welcome back, <strong>${name}</strong>!`;
        box.hidden = false;
      }
      const ref = params.get("ref");
      if (ref) {
        localStorage.setItem("referrer", ref);
      }
    });
''')

case("js29", "javascript", r'''
    // greeting.js - loaded on the landing page
    document.addEventListener("DOMContentLoaded", () => {
      const params = new URLSearchParams(window.location.search);
      const name = params.get("name");
      const box = document.getElementById("greeting");
      if (name) {
        const strong = document.createElement("strong");
        strong.textContent = name;
        box.replaceChildren("Welcome back, ", strong, "!");
        box.hidden = false;
      }
    });
''')

case("ts05", "typescript", r'''
    interface Comment {
      id: number;
      author: string;
      body: string;
    }

    export async function renderComments(postId: number): Promise<void> {
      const res = await fetch(`/api/posts/${postId}/comments`);
      const comments: Comment[] = await res.json();
      const list = document.querySelector<HTMLUListElement>("#comments");
      if (!list) return;
      for (const c of comments) {
        list.insertAdjacentHTML(
          "beforeend",
          `<li data-id="${c.id}"><b>${c.author}</b>: ${c.body}</li>`
        );
      }
    }
''')

case("ts06", "typescript", r'''
    import DOMPurify from "dompurify";
    import { marked } from "marked";

    interface Post {
      title: string;
      markdown: string;
    }

    export async function showPost(slug: string): Promise<void> {
      const res = await fetch(`/api/posts/${encodeURIComponent(slug)}`);
      const post: Post = await res.json();
      const title = document.getElementById("post-title");
      const body = document.getElementById("post-body");
      if (!title || !body) return;
      title.textContent = post.title;
      const html = await marked.parse(post.markdown);
      body.innerHTML = DOMPurify.sanitize(html);
    }
''')

case("js30", "javascript", r'''
    const express = require("express");
    const app = express();
    app.use(express.json());

    const prefs = {};

    function deepMerge(target, source) {
      for (const key of Object.keys(source)) {
        const value = source[key];
        if (value && typeof value === "object" && !Array.isArray(value)) {
          if (!target[key]) target[key] = {};
          deepMerge(target[key], value);
        } else {
          target[key] = value;
        }
      }
      return target;
    }

    app.patch("/api/preferences", (req, res) => {
      const current = prefs[req.user.id] || (prefs[req.user.id] = {});
      deepMerge(current, req.body);
      res.json(current);
    });
''')

case("js32", "javascript", r'''
    const express = require("express");
    const app = express();
    app.use(express.json());

    const BLOCKED = new Set(["__proto__", "constructor", "prototype"]);
    const prefs = new Map();

    function safeMerge(target, source) {
      for (const key of Object.keys(source)) {
        if (BLOCKED.has(key)) continue;
        const value = source[key];
        if (value && typeof value === "object" && !Array.isArray(value)) {
          if (!Object.prototype.hasOwnProperty.call(target, key)) target[key] = Object.create(null);
          safeMerge(target[key], value);
        } else {
          target[key] = value;
        }
      }
      return target;
    }

    app.patch("/api/preferences", (req, res) => {
      if (!prefs.has(req.user.id)) prefs.set(req.user.id, Object.create(null));
      res.json(safeMerge(prefs.get(req.user.id), req.body));
    });
''')

case("js33", "javascript", r'''
    const express = require("express");
    const cookieParser = require("cookie-parser");
    const serialize = require("node-serialize");

    const app = express();
    app.use(cookieParser());

    app.get("/dashboard", (req, res) => {
      let profile = { name: "guest", widgets: [] };
      if (req.cookies.profile) {
        const raw = Buffer.from(req.cookies.profile, "base64").toString("utf8");
        profile = serialize.unserialize(raw);
      }
      res.render("dashboard", { profile });
    });

    app.listen(3000);
''')

case("js34", "javascript", r'''
    const express = require("express");
    const vm = require("vm");

    const app = express();
    app.use(express.json());

    // evaluate a pricing rule in an isolated context
    app.post("/api/pricing/preview", (req, res) => {
      const context = vm.createContext({ price: Number(req.body.price), qty: Number(req.body.qty) });
      try {
        const total = vm.runInContext(req.body.rule, context, { timeout: 50 });
        res.json({ total });
      } catch (err) {
        res.status(400).json({ error: String(err) });
      }
    });

    app.listen(3000);
''')

case("js35", "javascript", r'''
    const express = require("express");
    const yaml = require("js-yaml");

    const app = express();
    app.use(express.text({ type: ["application/yaml", "text/yaml"] }));

    const LOAD_OPTIONS = { schema: yaml.DEFAULT_FULL_SCHEMA, json: true };

    app.post("/api/workflows", (req, res) => {
      let spec;
      try {
        spec = yaml.load(req.body, LOAD_OPTIONS);
      } catch (err) {
        return res.status(400).json({ error: err.message });
      }
      res.status(201).json({ name: spec.name, steps: (spec.steps || []).length });
    });
''')

case("js36", "javascript", r'''
    const crypto = require("crypto");

    const ALGO_BY_VERSION = { 1: "aes-128-ecb", 2: "aes-128-ecb" };
    const CURRENT = 2;

    function encryptToken(plain, key) {
      const cipher = crypto.createCipheriv(ALGO_BY_VERSION[CURRENT], key, null);
      return `${CURRENT}:` + Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]).toString("base64");
    }

    function decryptToken(blob, key) {
      const [version, data] = blob.split(":");
      const decipher = crypto.createDecipheriv(ALGO_BY_VERSION[version], key, null);
      return Buffer.concat([decipher.update(data, "base64"), decipher.final()]).toString("utf8");
    }

    module.exports = { encryptToken, decryptToken };
''')

case("js38", "javascript", r'''
    const crypto = require("crypto");
    const { promisify } = require("util");

    const scrypt = promisify(crypto.scrypt);
    const KEYLEN = 64;

    async function hashPassword(password) {
      const salt = crypto.randomBytes(16);
      const dk = await scrypt(password.normalize("NFKC"), salt, KEYLEN);
      return `scrypt$${salt.toString("hex")}$${dk.toString("hex")}`;
    }

    async function checkPassword(password, stored) {
      const [, saltHex, hashHex] = stored.split("$");
      const dk = await scrypt(password.normalize("NFKC"), Buffer.from(saltHex, "hex"), KEYLEN);
      return crypto.timingSafeEqual(dk, Buffer.from(hashHex, "hex"));
    }

    module.exports = { hashPassword, checkPassword };
''')

case("js39", "javascript", r'''
    const express = require("express");
    const jwt = require("jsonwebtoken");
    const { findUser } = require("./users");

    const app = express();
    app.use(express.json());

    app.post("/api/token", async (req, res) => {
      const user = await findUser(req.body.email, req.body.password);
      if (!user) return res.status(401).json({ error: "invalid credentials" });
      const token = jwt.sign({ sub: user.id, role: user.role }, "s3cr3t-signing-key-2024", {
        algorithm: "HS256",
        expiresIn: "1h",
      });
      res.json({ token });
    });

    app.listen(3000);
''')

case("ts07", "typescript", r'''
    import Stripe from "stripe";

    const stripe = new Stripe("sk_live_51NzQx8KpLmT3vBn4Wq7sZy1HcJ6dFg3QeR5tUa0VbNr2Xm9", {
      apiVersion: "2023-10-16",
    });

    export async function createCheckout(priceId: string, customerEmail: string): Promise<string> {
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        customer_email: customerEmail,
        line_items: [{ price: priceId, quantity: 1 }],
        success_url: "https://app.example.com/billing/success",
        cancel_url: "https://app.example.com/billing",
      });
      return session.url ?? "";
    }
''')

case("ts08", "typescript", r'''
    import Stripe from "stripe";

    const key = process.env.STRIPE_SECRET_KEY;
    if (!key) {
      throw new Error("STRIPE_SECRET_KEY is not configured");
    }
    const stripe = new Stripe(key, { apiVersion: "2023-10-16" });

    export async function createCheckout(priceId: string, customerEmail: string): Promise<string> {
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        customer_email: customerEmail,
        line_items: [{ price: priceId, quantity: 1 }],
        success_url: "https://app.example.com/billing/success",
        cancel_url: "https://app.example.com/billing",
      });
      return session.url ?? "";
    }
''')

case("ts09", "typescript", r'''
    const CHARS = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";

    export function generateApiKey(prefix = "ak_live_"): string {
      let body = "";
      for (let i = 0; i < 40; i++) {
        body += CHARS[Math.floor(Math.random() * CHARS.length)];
      }
      return prefix + body;
    }

    export async function issueKey(db: { insertKey(userId: string, key: string): Promise<void> }, userId: string) {
      const apiKey = generateApiKey();
      await db.insertKey(userId, apiKey);
      return apiKey;
    }
''')

case("ts10", "typescript", r'''
    import { randomBytes } from "node:crypto";

    export function generateApiKey(prefix = "ak_live_"): string {
      return prefix + randomBytes(30).toString("base64url");
    }

    export async function withRetry<T>(fn: () => Promise<T>, attempts = 5): Promise<T> {
      for (let i = 0; ; i++) {
        try {
          return await fn();
        } catch (err) {
          if (i >= attempts - 1) throw err;
          const jitter = Math.random() * 250;
          await new Promise((r) => setTimeout(r, 2 ** i * 100 + jitter));
        }
      }
    }
''')

case("js40", "javascript", r'''
    const express = require("express");
    const libxmljs = require("libxmljs");

    const app = express();
    app.use(express.text({ type: "application/xml", limit: "1mb" }));

    const XML_OPTIONS = { noent: true, dtdload: true, noblanks: true };

    app.post("/api/import/catalog", (req, res) => {
      const doc = libxmljs.parseXml(req.body, XML_OPTIONS);
      const products = doc.find("//product").map((p) => ({
        sku: p.get("sku").text(),
        name: p.get("name").text(),
      }));
      res.json({ count: products.length, products });
    });
''')

case("js41", "javascript", r'''
    const express = require("express");
    const libxmljs = require("libxmljs");

    const app = express();
    app.use(express.text({ type: "application/xml", limit: "1mb" }));

    app.post("/api/import/catalog", (req, res) => {
      let doc;
      try {
        doc = libxmljs.parseXml(req.body, { noent: false, nonet: true, dtdload: false });
      } catch {
        return res.status(400).json({ error: "malformed XML" });
      }
      const products = doc.find("//product").map((p) => ({
        sku: p.get("sku").text(),
        name: p.get("name").text(),
      }));
      res.json({ count: products.length, products });
    });
''')

case("js43", "javascript", r'''
    const Koa = require("koa");
    const Router = require("@koa/router");

    const app = new Koa();
    const router = new Router();

    app.use(async (ctx, next) => {
      const origin = ctx.get("Origin");
      if (origin) {
        ctx.set("Access-Control-Allow-Origin", origin);
        ctx.set("Access-Control-Allow-Credentials", "true");
        ctx.set("Vary", "Origin");
      }
      await next();
    });

    router.get("/api/account", async (ctx) => {
      ctx.body = await ctx.state.accounts.current(ctx.cookies.get("sid"));
    });

    app.use(router.routes());
    app.listen(3000);
''')

case("js44", "javascript", r'''
    const express = require("express");
    const cors = require("cors");

    const ALLOWED_ORIGINS = ["https://app.example.com", "https://admin.example.com"];
    const app = express();

    app.use(
      cors({
        origin: (origin, cb) => cb(null, !origin || ALLOWED_ORIGINS.includes(origin)),
        credentials: true,
      })
    );

    app.get("/api/account", async (req, res) => {
      res.json(await req.app.locals.accounts.current(req.cookies.sid));
    });

    app.listen(3000);
''')

case("ts11", "typescript", r'''
    import { Body, Controller, Post } from "@nestjs/common";
    import { exec } from "node:child_process";
    import { promisify } from "node:util";

    const execAsync = promisify(exec);

    @Controller("tools")
    export class DnsController {
      @Post("dns")
      async lookup(@Body("domain") domain: string) {
        const { stdout } = await execAsync(`dig +short ${domain} A`);
        return { domain, addresses: stdout.trim().split("\n").filter(Boolean) };
      }
    }
''')

case("ts12", "typescript", r'''
    import { BadRequestException, Body, Controller, Post } from "@nestjs/common";
    import { execFile } from "node:child_process";
    import { promisify } from "node:util";

    const execFileAsync = promisify(execFile);
    const HOSTNAME = /^(?=.{1,253}$)([a-z0-9-]{1,63}\.)+[a-z]{2,63}$/i;

    @Controller("tools")
    export class DnsController {
      @Post("dns")
      async lookup(@Body("domain") domain: string) {
        if (typeof domain !== "string" || !HOSTNAME.test(domain)) {
          throw new BadRequestException("invalid domain");
        }
        const { stdout } = await execFileAsync("dig", ["+short", domain, "A"]);
        return { domain, addresses: stdout.trim().split("\n").filter(Boolean) };
      }
    }
''')

case("ts13", "typescript", r'''
    import { PrismaClient } from "@prisma/client";
    import type { Request, Response } from "express";

    const prisma = new PrismaClient();

    export async function ordersByStatus(req: Request, res: Response) {
      const status = String(req.query.status ?? "open");
      const userId = Number(req.params.userId);
      const rows = await prisma.$queryRaw`
        SELECT id, total, status FROM orders
        WHERE user_id = ${userId} AND status = ${status}
        ORDER BY created_at DESC LIMIT 50`;
      res.json(rows);
    }
''')

case("ts14", "typescript", r'''
    import { PrismaClient } from "@prisma/client";
    import type { Request, Response } from "express";

    const prisma = new PrismaClient();

    export async function ordersByStatus(req: Request, res: Response) {
      const status = String(req.query.status ?? "open");
      const userId = Number(req.params.userId);
      const rows = await prisma.$queryRawUnsafe(
        `SELECT id, total, status FROM orders WHERE user_id = ${userId} AND status = '${status}' ORDER BY created_at DESC LIMIT 50`
      );
      res.json(rows);
    }
''')

case("js45", "javascript", r'''
    const express = require("express");
    const app = express();

    app.get("/oauth/authorize/done", async (req, res) => {
      const code = await req.app.locals.oauth.issueCode(req.session.userId, req.query.client_id);
      const target = `${req.query.redirect_uri}?code=${encodeURIComponent(code)}&state=${encodeURIComponent(req.query.state || "")}`;
      res.status(302).set("Location", target).end();
    });

    app.listen(3000);
''')

case("js46", "javascript", r'''
    const express = require("express");
    const app = express();

    app.get("/oauth/authorize/done", async (req, res) => {
      const client = await req.app.locals.oauth.findClient(req.query.client_id);
      if (!client || !client.redirectUris.includes(req.query.redirect_uri)) {
        return res.status(400).send("unknown client or redirect_uri");
      }
      const code = await req.app.locals.oauth.issueCode(req.session.userId, client.id);
      const target = new URL(client.redirectUris[client.redirectUris.indexOf(req.query.redirect_uri)]);
      target.searchParams.set("code", code);
      target.searchParams.set("state", String(req.query.state || ""));
      res.redirect(302, target.toString());
    });

    app.listen(3000);
''')

case("js48", "javascript", r'''
    const express = require("express");
    const app = express();

    const TEMPLATES = {
      csv: (rows) => rows.map((r) => r.join(",")).join("\n"),
      tsv: (rows) => rows.map((r) => r.join("\t")).join("\n"),
    };

    app.get("/api/export", async (req, res) => {
      const format = Object.hasOwn(TEMPLATES, req.query.format) ? req.query.format : "csv";
      const rows = await req.app.locals.reports.rows(req.session.userId);
      res.type(format === "csv" ? "text/csv" : "text/tab-separated-values");
      res.send(TEMPLATES[format](rows));
    });

    app.listen(3000);
''')

case("py65", "python", r'''
    import subprocess

    from celery import Celery

    app = Celery("builds", broker="redis://localhost:6379/2")


    @app.task(bind=True, max_retries=3)
    def build_repo(self, repo_url: str, branch: str = "main") -> str:
        """Triggered by the GitHub webhook handler with values from the payload."""
        workdir = f"/srv/builds/{self.request.id}"
        subprocess.check_call(
            "git clone --depth 1 -b %s %s %s && make -C %s" % (branch, repo_url, workdir, workdir),
            shell=True,
        )
        return workdir
''')

case("py66", "python", r'''
    import html

    from aiohttp import web


    async def search(request: web.Request) -> web.Response:
        q = request.query.get("q", "")
        rows = await request.app["index"].search(q)
        items = "".join(f"<li>{html.escape(r['title'])}</li>" for r in rows)
        body = f"<h1>Results for {html.escape(q)}</h1><ul>{items}</ul>"
        return web.Response(text=body, content_type="text/html")


    app = web.Application()
    app.router.add_get("/search", search)
''')


def main():
    snippets = HERE / "snippets"
    snippets.mkdir(exist_ok=True)
    ids = set()
    for c in CASES:
        assert c["id"] not in ids, c["id"]
        ids.add(c["id"])
        lines = c["code"].count("\n")
        assert 10 <= lines <= 40, (c["id"], lines)
        (snippets / f"{c['id']}.{EXT[c['language']]}").write_text(c["code"])
    # blind rendering for the second reading: shuffled, ids replaced by neutral names
    rng = random.Random(1111)
    order = list(CASES)
    rng.shuffle(order)
    blind_map = {f"b{i + 1:03d}": c["id"] for i, c in enumerate(order)}
    readings = HERE / "readings"
    readings.mkdir(exist_ok=True)
    with open(readings / "blind_b.txt", "w") as fh:
        for name, cid in blind_map.items():
            c = next(x for x in CASES if x["id"] == cid)
            fh.write(f"===== {name} ({c['language']})\n{c['code']}\n")
    (readings / "blind_map.json").write_text(json.dumps(blind_map, indent=1) + "\n")
    print(f"{len(CASES)} snippets written")


if __name__ == "__main__":
    main()
