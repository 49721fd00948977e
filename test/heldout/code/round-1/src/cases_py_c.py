# Python cases, part C: TLS, weak crypto, secrets, JWT, open redirect, XSS, XXE.

V, S = "vulnerable", "safe"

CASES = [
    # ------------------------------------------------------------------ TLS verification, vulnerable
    dict(
        key="py-tls-config-dict-false",
        lang="python", label=V, cls="tls_verification", cwe="CWE-295", severity="high",
        reason="session.verify set from a config dict whose value is the constant False",
        code=r'''import requests

SETTINGS = {
    "base_url": "https://billing.partner-api.com/v2",
    "timeout": 10,
    "verify_ssl": False,
}


class BillingClient:
    def __init__(self, token):
        self.session = requests.Session()
        self.session.headers["Authorization"] = f"Bearer {token}"
        self.session.verify = SETTINGS["verify_ssl"]

    def invoices(self, account_id):
        url = f"{SETTINGS['base_url']}/accounts/{account_id}/invoices"
        resp = self.session.get(url, timeout=SETTINGS["timeout"])
        resp.raise_for_status()
        return resp.json()["data"]
''',
    ),
    dict(
        key="py-tls-unverified-context",
        lang="python", label=V, cls="tls_verification", cwe="CWE-295", severity="high",
        reason="urlopen with ssl._create_unverified_context() to a remote https feed",
        code=r'''import json
import ssl
import urllib.request

FEED = "https://rates.example-fx.com/latest.json"


def fetch_rates():
    ctx = ssl._create_unverified_context()
    with urllib.request.urlopen(FEED, context=ctx, timeout=10) as resp:
        data = json.load(resp)
    return {k: float(v) for k, v in data["rates"].items()}


if __name__ == "__main__":
    for code, rate in sorted(fetch_rates().items()):
        print(f"{code}\t{rate:.4f}")
''',
    ),
    dict(
        key="py-tls-cert-none-context",
        lang="python", label=V, cls="tls_verification", cwe="CWE-295", severity="high",
        reason="check_hostname False and CERT_NONE on the context used for the SMTP login",
        code=r'''import smtplib
import ssl
from email.message import EmailMessage
import os


def send_report(to_addr, body):
    ctx = ssl.create_default_context()
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    msg = EmailMessage()
    msg["From"] = "reports@example.org"
    msg["To"] = to_addr
    msg["Subject"] = "Weekly report"
    msg.set_content(body)
    with smtplib.SMTP_SSL("smtp.example.org", 465, context=ctx) as smtp:
        smtp.login("reports@example.org", os.environ["SMTP_PASSWORD"])
        smtp.send_message(msg)
''',
    ),
    dict(
        key="py-tls-httpx-constant",
        lang="python", label=V, cls="tls_verification", cwe="CWE-295", severity="high",
        reason="httpx.AsyncClient(verify=VERIFY_CERTS) where VERIFY_CERTS = False",
        code=r'''import asyncio

import httpx

VERIFY_CERTS = False
ENDPOINTS = [
    "https://inventory.internal.example.com/health",
    "https://payments.example.com/health",
]


async def check_all():
    async with httpx.AsyncClient(verify=VERIFY_CERTS, timeout=5) as client:
        results = await asyncio.gather(*(client.get(u) for u in ENDPOINTS), return_exceptions=True)
    for url, res in zip(ENDPOINTS, results):
        status = res.status_code if isinstance(res, httpx.Response) else type(res).__name__
        print(url, status)


asyncio.run(check_all())
''',
    ),
    dict(
        key="py-tls-paramiko-autoadd",
        lang="python", label=V, cls="tls_verification", cwe="CWE-322", severity="high",
        reason="paramiko AutoAddPolicy accepts any host key (MITM) before sending a password",
        code=r'''import os
import sys

import paramiko


def deploy(host, artifact):
    client = paramiko.SSHClient()
    client.set_missing_host_key_policy(paramiko.AutoAddPolicy())
    client.connect(host, username="deploy", password=os.environ["DEPLOY_PASSWORD"])
    sftp = client.open_sftp()
    sftp.put(artifact, "/opt/app/releases/" + os.path.basename(artifact))
    sftp.close()
    client.exec_command("sudo systemctl restart app")
    client.close()


if __name__ == "__main__":
    deploy(sys.argv[1], sys.argv[2])
''',
    ),
    # ------------------------------------------------------------------ TLS verification, safe
    dict(
        key="py-tls-safe-constant-true",
        lang="python", label=S, cls="tls_verification", cwe=None, severity="none",
        reason="verify flag is a constant True",
        code=r'''import requests

VERIFY_TLS = True
API = "https://api.example-crm.com/v3"


def contacts(token, page=1):
    resp = requests.get(
        f"{API}/contacts",
        params={"page": page},
        headers={"Authorization": f"Bearer {token}"},
        verify=VERIFY_TLS,
        timeout=10,
    )
    resp.raise_for_status()
    return resp.json()["results"]
''',
    ),
    dict(
        key="py-tls-safe-ca-bundle",
        lang="python", label=S, cls="tls_verification", cwe=None, severity="none",
        reason="verify points to a private CA bundle path (verification on, custom trust anchor)",
        code=r'''import os

import requests

INTERNAL_CA = "/etc/ssl/certs/corp-root-ca.pem"


def get_vault_secret(path):
    resp = requests.get(
        f"https://vault.corp.example.com/v1/{path}",
        headers={"X-Vault-Token": os.environ["VAULT_TOKEN"]},
        verify=INTERNAL_CA,
        timeout=5,
    )
    resp.raise_for_status()
    return resp.json()["data"]
''',
    ),
    dict(
        key="py-tls-safe-paramiko-reject",
        lang="python", label=S, cls="tls_verification", cwe=None, severity="none",
        reason="known_hosts loaded and RejectPolicy for unknown host keys",
        code=r'''import os
import sys

import paramiko


def run_remote(host, command_name):
    allowed = {"disk": "df -h", "load": "uptime"}
    client = paramiko.SSHClient()
    client.load_system_host_keys()
    client.set_missing_host_key_policy(paramiko.RejectPolicy())
    client.connect(host, username="ops", key_filename=os.path.expanduser("~/.ssh/ops_ed25519"))
    try:
        _, stdout, _ = client.exec_command(allowed[command_name])
        return stdout.read().decode()
    finally:
        client.close()


if __name__ == "__main__":
    print(run_remote(sys.argv[1], sys.argv[2]))
''',
    ),
    # ------------------------------------------------------------------ weak crypto, vulnerable
    dict(
        key="py-wc-md5-password",
        lang="python", label=V, cls="weak_crypto", cwe="CWE-916", severity="high",
        reason="passwords stored as unsalted MD5",
        code=r'''import hashlib
import sqlite3

from flask import Flask, request

app = Flask(__name__)


def hash_password(password: str) -> str:
    return hashlib.md5(password.encode("utf-8")).hexdigest()


@app.post("/signup")
def signup():
    email = request.form["email"].strip().lower()
    conn = sqlite3.connect("/srv/app/users.db")
    conn.execute(
        "INSERT INTO users (email, password_hash) VALUES (?, ?)",
        (email, hash_password(request.form["password"])),
    )
    conn.commit()
    return {"created": email}, 201
''',
    ),
    dict(
        key="py-wc-hashlib-new-sha1-salt",
        lang="python", label=V, cls="weak_crypto", cwe="CWE-916", severity="high",
        reason="password check with a single salted SHA-1 (hashlib.new with a variable name): fast, brute-forceable",
        code=r'''import hashlib
import hmac

ALGO = "sha1"


def make_hash(password, salt):
    h = hashlib.new(ALGO)
    h.update((salt + password).encode())
    return salt + "$" + h.hexdigest()


def verify(password, stored):
    salt, _, digest = stored.partition("$")
    return hmac.compare_digest(make_hash(password, salt), stored)


class User:
    def __init__(self, username, password_hash):
        self.username = username
        self.password_hash = password_hash

    def check_password(self, password):
        return verify(password, self.password_hash)
''',
    ),
    dict(
        key="py-wc-des-cipher",
        lang="python", label=V, cls="weak_crypto", cwe="CWE-327", severity="high",
        reason="card numbers encrypted with single DES (56-bit key) in ECB mode",
        code=r'''import base64
import os

from Crypto.Cipher import DES
from Crypto.Util.Padding import pad, unpad

KEY = os.environ["CARD_KEY"].encode()[:8]


def encrypt_pan(pan: str) -> str:
    cipher = DES.new(KEY, DES.MODE_ECB)
    return base64.b64encode(cipher.encrypt(pad(pan.encode(), 8))).decode()


def decrypt_pan(token: str) -> str:
    cipher = DES.new(KEY, DES.MODE_ECB)
    return unpad(cipher.decrypt(base64.b64decode(token)), 8).decode()
''',
    ),
    # ------------------------------------------------------------------ weak crypto, safe
    dict(
        key="py-wc-safe-pbkdf2",
        lang="python", label=S, cls="weak_crypto", cwe=None, severity="none",
        reason="PBKDF2-HMAC-SHA256 with random salt and 600k iterations, constant-time compare",
        code=r'''import hashlib
import hmac
import os

ITERATIONS = 600_000


def hash_password(password: str) -> str:
    salt = os.urandom(16)
    dk = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, ITERATIONS)
    return f"pbkdf2_sha256${ITERATIONS}${salt.hex()}${dk.hex()}"


def verify_password(password: str, stored: str) -> bool:
    _, iterations, salt_hex, dk_hex = stored.split("$")
    dk = hashlib.pbkdf2_hmac("sha256", password.encode(), bytes.fromhex(salt_hex), int(iterations))
    return hmac.compare_digest(dk.hex(), dk_hex)
''',
    ),
    dict(
        key="py-wc-safe-md5-etag",
        lang="python", label=S, cls="weak_crypto", cwe=None, severity="none",
        reason="MD5 used only as an ETag/cache validator of public file content (usedforsecurity=False)",
        code=r'''import hashlib
import os

from flask import Flask, Response, abort, request
from werkzeug.utils import safe_join

app = Flask(__name__)
STATIC = "/srv/app/static"


@app.get("/assets/<path:name>")
def asset(name):
    path = safe_join(STATIC, name)
    if path is None or not os.path.isfile(path):
        abort(404)
    with open(path, "rb") as fh:
        data = fh.read()
    etag = hashlib.md5(data, usedforsecurity=False).hexdigest()
    if request.headers.get("If-None-Match") == etag:
        return Response(status=304)
    return Response(data, headers={"ETag": etag, "Cache-Control": "public, max-age=300"})
''',
    ),
    dict(
        key="py-wc-safe-argon2",
        lang="python", label=S, cls="weak_crypto", cwe=None, severity="none",
        reason="argon2-cffi PasswordHasher for password storage",
        code=r'''from argon2 import PasswordHasher
from argon2.exceptions import VerifyMismatchError

ph = PasswordHasher(time_cost=3, memory_cost=64 * 1024, parallelism=2)


class AccountService:
    def __init__(self, repo):
        self.repo = repo

    def register(self, email, password):
        if len(password) < 12:
            raise ValueError("password too short")
        self.repo.insert(email=email, password_hash=ph.hash(password))

    def authenticate(self, email, password):
        account = self.repo.get_by_email(email)
        if account is None:
            return None
        try:
            ph.verify(account.password_hash, password)
        except VerifyMismatchError:
            return None
        if ph.check_needs_rehash(account.password_hash):
            self.repo.update(account.id, password_hash=ph.hash(password))
        return account
''',
    ),
    # ------------------------------------------------------------------ hard-coded secrets
    dict(
        key="py-sec-boto3-keys",
        lang="python", label=V, cls="hardcoded_secret", cwe="CWE-798", severity="high",
        reason="AWS access key id and secret key literal in the source",
        code=r'''import sys

import boto3

s3 = boto3.client(
    "s3",
    region_name="eu-west-1",
    aws_access_key_id="AKIA4QZ7PX2KD6WN3YTB",
    aws_secret_access_key="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",
)


def upload(path, bucket="acme-exports"):
    key = path.rsplit("/", 1)[-1]
    s3.upload_file(path, bucket, key)
    return f"s3://{bucket}/{key}"


if __name__ == "__main__":
    print(upload(sys.argv[1]))
''',
    ),
    dict(
        key="py-sec-db-url-password",
        lang="python", label=V, cls="hardcoded_secret", cwe="CWE-798", severity="high",
        reason="production database URL with the password embedded",
        code=r'''from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

DATABASE_URL = "postgresql+psycopg2://app_admin:Tr0ub4dor-3x!@prod-db.internal.example.com:5432/app"

engine = create_engine(DATABASE_URL, pool_size=10, pool_pre_ping=True)
SessionLocal = sessionmaker(bind=engine, autoflush=False)


def get_session():
    session = SessionLocal()
    try:
        yield session
    finally:
        session.close()
''',
    ),
    dict(
        key="py-sec-jwt-literal-key",
        lang="python", label=V, cls="hardcoded_secret", cwe="CWE-798", severity="high",
        reason="tokens signed with a literal HS256 key in the code (anyone with the source can mint tokens)",
        code=r'''import datetime

import jwt

SIGNING_KEY = "k9#Lw2!vQ8zR@4mT"


def issue_token(user_id, roles):
    now = datetime.datetime.now(datetime.timezone.utc)
    payload = {"sub": str(user_id), "roles": roles, "iat": now, "exp": now + datetime.timedelta(hours=8)}
    return jwt.encode(payload, SIGNING_KEY, algorithm="HS256")


def read_token(token):
    return jwt.decode(token, SIGNING_KEY, algorithms=["HS256"])
''',
    ),
    dict(
        key="py-sec-safe-env-and-names",
        lang="python", label=S, cls="hardcoded_secret", cwe=None, severity="none",
        reason="secrets read from the environment; literals are field names, header names and template paths",
        code=r'''import os

PASSWORD_FIELD = "password"
PASSWORD_RESET_TEMPLATE = "emails/password_reset.html"
TOKEN_HEADER = "X-Api-Token"
SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
DATABASE_PASSWORD = os.environ.get("DATABASE_PASSWORD", "")

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "app",
        "USER": "app",
        "PASSWORD": DATABASE_PASSWORD,
        "HOST": os.environ.get("DATABASE_HOST", "localhost"),
    }
}
''',
    ),
    dict(
        key="py-sec-safe-getpass",
        lang="python", label=S, cls="hardcoded_secret", cwe=None, severity="none",
        reason="password prompted at run time with getpass; token read from a keyring",
        code=r'''import getpass
import sys

import keyring
import requests

SERVICE = "acme-cli"


def login(username):
    password = getpass.getpass(f"Password for {username}: ")
    resp = requests.post(
        "https://auth.acme.example.com/token",
        data={"username": username, "password": password, "grant_type": "password"},
        timeout=10,
    )
    resp.raise_for_status()
    keyring.set_password(SERVICE, username, resp.json()["access_token"])
    print("logged in")


if __name__ == "__main__":
    login(sys.argv[1])
''',
    ),
    # ------------------------------------------------------------------ JWT
    dict(
        key="py-jwt-no-verify-admin",
        lang="python", label=V, cls="jwt_unverified", cwe="CWE-347", severity="high",
        reason="jwt.decode with verify_signature False; role claim then gates an admin action",
        code=r'''import jwt
from flask import Flask, abort, request

app = Flask(__name__)


def current_claims():
    auth = request.headers.get("Authorization", "")
    token = auth.removeprefix("Bearer ").strip()
    return jwt.decode(token, options={"verify_signature": False})


@app.delete("/admin/users/<int:user_id>")
def delete_user(user_id):
    claims = current_claims()
    if claims.get("role") != "admin":
        abort(403)
    from myapp.users import remove_user
    remove_user(user_id)
    return {"deleted": user_id}
''',
    ),
    dict(
        key="py-jwt-manual-b64-payload",
        lang="python", label=V, cls="jwt_unverified", cwe="CWE-347", severity="high",
        reason="JWT payload base64-decoded by hand (signature never checked) and sub used as the user id",
        code=r'''import base64
import json

from fastapi import Depends, FastAPI, Header, HTTPException

app = FastAPI()


def user_id_from_token(authorization: str = Header(...)) -> str:
    try:
        token = authorization.split(" ", 1)[1]
        payload_b64 = token.split(".")[1]
        payload_b64 += "=" * (-len(payload_b64) % 4)
        claims = json.loads(base64.urlsafe_b64decode(payload_b64))
    except (IndexError, ValueError):
        raise HTTPException(status_code=401)
    return claims["sub"]


@app.get("/me/invoices")
def my_invoices(user_id: str = Depends(user_id_from_token)):
    from app.billing import invoices_for
    return invoices_for(user_id)
''',
    ),
    dict(
        key="py-jwt-jose-unverified-claims",
        lang="python", label=V, cls="jwt_unverified", cwe="CWE-347", severity="high",
        reason="python-jose get_unverified_claims used to set the request's tenant",
        code=r'''from django.http import JsonResponse
from jose import jwt

from tenants.models import Tenant


class TenantMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        header = request.META.get("HTTP_AUTHORIZATION", "")
        if not header.startswith("Bearer "):
            return JsonResponse({"error": "unauthenticated"}, status=401)
        claims = jwt.get_unverified_claims(header[7:])
        request.tenant = Tenant.objects.get(slug=claims["tenant"])
        request.user_email = claims.get("email")
        return self.get_response(request)
''',
    ),
    dict(
        key="py-jwt-safe-kid-then-verify",
        lang="python", label=S, cls="jwt_unverified", cwe=None, severity="none",
        reason="unverified header read only to pick the key; claims come from jwt.decode with key, RS256, audience",
        code=r'''import jwt
from flask import Flask, abort, g, request

app = Flask(__name__)
jwks = jwt.PyJWKClient("https://login.example.com/.well-known/jwks.json")


@app.before_request
def authenticate():
    token = request.headers.get("Authorization", "").removeprefix("Bearer ").strip()
    if not token:
        abort(401)
    header = jwt.get_unverified_header(token)
    if header.get("alg") != "RS256":
        abort(401)
    key = jwks.get_signing_key(header["kid"]).key
    try:
        g.claims = jwt.decode(token, key, algorithms=["RS256"], audience="api://orders")
    except jwt.PyJWTError:
        abort(401)
''',
    ),
    dict(
        key="py-jwt-safe-client-exp",
        lang="python", label=S, cls="jwt_unverified", cwe=None, severity="none",
        reason="client-side SDK reads its own token's exp without verification only to schedule a refresh; no authorization decision",
        code=r'''import time

import jwt
import requests


class ApiClient:
    def __init__(self, client_id, client_secret):
        self.client_id = client_id
        self.client_secret = client_secret
        self._token = None
        self._refresh_at = 0.0

    def _fetch_token(self):
        resp = requests.post(
            "https://auth.example.com/oauth/token",
            data={"grant_type": "client_credentials", "client_id": self.client_id, "client_secret": self.client_secret},
            timeout=10,
        )
        resp.raise_for_status()
        self._token = resp.json()["access_token"]
        exp = jwt.decode(self._token, options={"verify_signature": False}).get("exp", time.time() + 300)
        self._refresh_at = exp - 60

    def get(self, path):
        if self._token is None or time.time() >= self._refresh_at:
            self._fetch_token()
        return requests.get("https://api.example.com" + path, headers={"Authorization": f"Bearer {self._token}"}, timeout=10)
''',
    ),
    # ------------------------------------------------------------------ open redirect
    dict(
        key="py-or-flask-next",
        lang="python", label=V, cls="open_redirect", cwe="CWE-601", severity="high",
        reason="after login, redirect to the 'next' query value unchecked",
        code=r'''from flask import Flask, redirect, request, session, url_for

from myapp.auth import authenticate

app = Flask(__name__)


@app.post("/login")
def login():
    user = authenticate(request.form["email"], request.form["password"])
    if user is None:
        return redirect(url_for("login_form", error=1))
    session["uid"] = user.id
    target = request.args.get("next") or url_for("dashboard")
    return redirect(target)
''',
    ),
    dict(
        key="py-or-django-return-to",
        lang="python", label=V, cls="open_redirect", cwe="CWE-601", severity="high",
        reason="HttpResponseRedirect to the return_to GET parameter",
        code=r'''from django.contrib.auth import logout
from django.http import HttpResponseRedirect


def logout_view(request):
    logout(request)
    return_to = request.GET.get("return_to", "/")
    response = HttpResponseRedirect(return_to)
    response.delete_cookie("remember_me")
    return response
''',
    ),
    dict(
        key="py-or-tenant-subdomain",
        lang="python", label=V, cls="open_redirect", cwe="CWE-601", severity="high",
        reason="host built from the tenant parameter: 'evil.com#' or 'evil.com/?' redirects off-site",
        code=r'''from fastapi import FastAPI
from fastapi.responses import RedirectResponse

app = FastAPI()


@app.get("/sso/start")
def sso_start(tenant: str, path: str = "/"):
    url = f"https://{tenant}.app.example.com/sso/callback?path={path}"
    return RedirectResponse(url, status_code=302)
''',
    ),
    dict(
        key="py-or-safe-url-has-allowed-host",
        lang="python", label=S, cls="open_redirect", cwe=None, severity="none",
        reason="next checked with Django's url_has_allowed_host_and_scheme; fallback fixed",
        code=r'''from django.conf import settings
from django.contrib.auth import authenticate, login
from django.http import HttpResponseRedirect
from django.shortcuts import render
from django.utils.http import url_has_allowed_host_and_scheme


def login_view(request):
    if request.method != "POST":
        return render(request, "login.html")
    user = authenticate(request, username=request.POST["username"], password=request.POST["password"])
    if user is None:
        return render(request, "login.html", {"error": True}, status=401)
    login(request, user)
    nxt = request.POST.get("next", "")
    if not url_has_allowed_host_and_scheme(nxt, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
        nxt = settings.LOGIN_REDIRECT_URL
    return HttpResponseRedirect(nxt)
''',
    ),
    dict(
        key="py-or-safe-named-targets",
        lang="python", label=S, cls="open_redirect", cwe=None, severity="none",
        reason="redirect target selected from a fixed dict of internal endpoints",
        code=r'''from flask import Flask, redirect, request, url_for

app = Flask(__name__)

DESTINATIONS = {
    "home": "index",
    "billing": "billing_overview",
    "settings": "account_settings",
}


@app.get("/go")
def go():
    endpoint = DESTINATIONS.get(request.args.get("to", ""), "index")
    return redirect(url_for(endpoint))
''',
    ),
    # ------------------------------------------------------------------ XSS
    dict(
        key="py-xss-fstring-html",
        lang="python", label=V, cls="xss", cwe="CWE-79", severity="high",
        reason="query value returned inside an HTML string (Flask sends text/html)",
        code=r'''from flask import Flask, request

from myapp.search import search_products

app = Flask(__name__)


@app.get("/search")
def search():
    q = request.args.get("q", "")
    results = search_products(q)
    items = "".join(f"<li>{r.name}</li>" for r in results)
    return f"<h2>Results for {q}</h2><ul>{items}</ul>"
''',
    ),
    dict(
        key="py-xss-template-safe-filter",
        lang="python", label=V, cls="xss", cwe="CWE-79", severity="high",
        reason="user-written bio rendered with |safe, disabling autoescape (stored XSS)",
        code=r'''from flask import Flask, render_template_string

from myapp.models import User

app = Flask(__name__)

PROFILE = """
<article class="profile">
  <h1>{{ user.display_name }}</h1>
  <div class="bio">{{ user.bio|safe }}</div>
</article>
"""


@app.get("/u/<username>")
def profile(username):
    user = User.query.filter_by(username=username).first_or_404()
    return render_template_string(PROFILE, user=user)
''',
    ),
    dict(
        key="py-xss-mark-safe-comment",
        lang="python", label=V, cls="xss", cwe="CWE-79", severity="high",
        reason="mark_safe on an f-string containing a comment's author and body",
        code=r'''from django import template
from django.utils.safestring import mark_safe

register = template.Library()


@register.simple_tag
def render_comment(comment):
    html = (
        f'<div class="comment"><strong>{comment.author_name}</strong>'
        f"<p>{comment.body}</p></div>"
    )
    return mark_safe(html)
''',
    ),
    dict(
        key="py-xss-safe-format-html",
        lang="python", label=S, cls="xss", cwe=None, severity="none",
        reason="format_html escapes its arguments",
        code=r'''from django import template
from django.utils.html import format_html

register = template.Library()


@register.simple_tag
def render_comment(comment):
    return format_html(
        '<div class="comment"><strong>{}</strong><p>{}</p></div>',
        comment.author_name,
        comment.body,
    )
''',
    ),
    dict(
        key="py-xss-safe-markup-format",
        lang="python", label=S, cls="xss", cwe=None, severity="none",
        reason="Markup(...).format escapes its arguments; the query is escaped",
        code=r'''from flask import Flask, request
from markupsafe import Markup

from myapp.search import search_products

app = Flask(__name__)


@app.get("/search")
def search():
    q = request.args.get("q", "")
    results = search_products(q)
    items = Markup("").join(Markup("<li>{}</li>").format(r.name) for r in results)
    return Markup("<h2>Results for {}</h2><ul>{}</ul>").format(q, items)
''',
    ),
    # ------------------------------------------------------------------ XXE
    dict(
        key="py-xxe-lxml-resolve",
        lang="python", label=V, cls="xxe", cwe="CWE-611", severity="high",
        reason="lxml parser with resolve_entities=True and network allowed, on an uploaded document",
        code=r'''from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
PARSER = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)


@app.post("/invoices/import")
def import_invoice():
    root = etree.fromstring(request.get_data(), parser=PARSER)
    ns = {"inv": "urn:example:invoice"}
    return jsonify(
        number=root.findtext("inv:Number", namespaces=ns),
        customer=root.findtext("inv:Customer/inv:Name", namespaces=ns),
        total=root.findtext("inv:Total", namespaces=ns),
    )
''',
    ),
    dict(
        key="py-xxe-safe-defusedxml",
        lang="python", label=S, cls="xxe", cwe=None, severity="none",
        reason="defusedxml rejects DTDs/entities",
        code=r'''from defusedxml import ElementTree as ET
from flask import Flask, jsonify, request

app = Flask(__name__)
NS = {"inv": "urn:example:invoice"}


@app.post("/invoices/import")
def import_invoice():
    root = ET.fromstring(request.get_data(), forbid_dtd=True)
    return jsonify(
        number=root.findtext("inv:Number", namespaces=NS),
        customer=root.findtext("inv:Customer/inv:Name", namespaces=NS),
        total=root.findtext("inv:Total", namespaces=NS),
    )
''',
    ),
    dict(
        key="py-xxe-safe-lxml-hardened",
        lang="python", label=S, cls="xxe", cwe=None, severity="none",
        reason="lxml parser with resolve_entities=False, no_network=True, load_dtd=False",
        code=r'''import sys

from lxml import etree

PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, huge_tree=False)


def count_items(path):
    tree = etree.parse(path, parser=PARSER)
    return len(tree.findall(".//item"))


if __name__ == "__main__":
    for p in sys.argv[1:]:
        print(p, count_items(p))
''',
    ),
]
