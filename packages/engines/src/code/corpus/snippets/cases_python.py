"""Hand-labelled Python snippets. Each case: (id, level, family, code).

level: "high"   - a critical/high issue exists; the engine must answer is_safe: false with `family` among its findings.
       "medium" - only a medium issue exists; `family` should be reported, is_safe may stay true.
       "none"   - safe code (often a near miss of a rule); any critical/high finding is a false alarm.
"""

CASES = [
    # --- command injection -------------------------------------------------------------------------------------
    ("py-os-system-argv", "high", "command_injection", '''
import os
import sys

os.system("ping -c 1 " + sys.argv[1])
'''),
    ("py-popen-fstring", "high", "command_injection", '''
import os

def archive(name):
    return os.popen(f"tar czf /tmp/{name}.tgz /srv/data").read()
'''),
    ("py-subprocess-shell-format", "high", "command_injection", '''
import subprocess

def grep(pattern, path):
    return subprocess.check_output("grep {} {}".format(pattern, path), shell=True)
'''),
    ("py-import-dunder-system", "high", "command_injection", '''
def run(cmd):
    __import__("os").system(cmd)
'''),
    ("py-getattr-system", "high", "command_injection", '''
import os

def run(cmd):
    getattr(os, "system")(cmd)
'''),
    ("py-getattr-folded", "high", "command_injection", '''
import os

def run(cmd):
    fn = getattr(os, "sys" + "tem")
    fn(cmd)
'''),
    ("py-shell-kwargs-spread", "high", "command_injection", '''
import subprocess

def run(cmd):
    return subprocess.run(cmd, **{"shell": True}, check=True)
'''),
    ("py-shell-opts-dict", "high", "command_injection", '''
import subprocess

OPTS = {"shell": True, "text": True}

def run(cmd):
    return subprocess.Popen(cmd, **OPTS)
'''),
    ("py-sh-c-argv", "high", "command_injection", '''
import subprocess

def run(user_cmd):
    subprocess.call(["/bin/sh", "-c", user_cmd])
'''),
    ("py-alias-module", "high", "command_injection", '''
import subprocess as sp

def build(target):
    sp.check_call("make " + target, shell=True)
'''),
    ("py-from-import-alias", "high", "command_injection", '''
from os import popen as run_it

def who(user):
    return run_it("id " + user).read()
'''),
    ("py-importlib-os", "high", "command_injection", '''
import importlib

def run(cmd):
    importlib.import_module("os").system(cmd)
'''),
    ("py-asyncio-shell", "high", "command_injection", '''
import asyncio

async def run(cmd):
    proc = await asyncio.create_subprocess_shell(cmd)
    await proc.wait()
'''),
    ("py-shlex-quote-safe", "none", None, '''
import os
import shlex

def listing(path):
    os.system("ls -l " + shlex.quote(path))
'''),
    ("py-shlex-quote-fstring-safe", "none", None, '''
import shlex
import subprocess

def search(word):
    q = shlex.quote(word)
    return subprocess.run(f"grep -r {q} /var/log/app", shell=True, capture_output=True)
'''),
    ("py-subprocess-list-safe", "none", None, '''
import subprocess

def convert(src, dst):
    subprocess.run(["convert", src, "-resize", "50%", dst], check=True)
'''),
    ("py-os-system-constant-safe", "none", None, '''
import os

def clear():
    os.system("clear")
'''),
    ("py-shell-false-safe", "none", None, '''
import subprocess

def ping(host):
    return subprocess.run(["ping", "-c", "1", host], shell=False)
'''),
    ("py-half-quoted", "high", "command_injection", '''
import os
import shlex

def copy(a, b):
    os.system("cp " + shlex.quote(a) + " " + b)
'''),
    # --- code injection ----------------------------------------------------------------------------------------
    ("py-eval-input", "high", "code_injection", '''
expr = input("calc> ")
print(eval(expr))
'''),
    ("py-exec-request", "high", "code_injection", '''
from flask import request

def hook():
    exec(request.form["code"])
'''),
    ("py-eval-alias", "high", "code_injection", '''
evaluate = eval

def calc(s):
    return evaluate(s)
'''),
    ("py-builtins-eval", "high", "code_injection", '''
import builtins

def calc(s):
    return builtins.eval(s)
'''),
    ("py-globals-exec", "high", "code_injection", '''
def run(src):
    globals()["exec"](src)
'''),
    ("py-getattr-builtins", "high", "code_injection", '''
def run(src):
    return getattr(__builtins__, "eval")(src)
'''),
    ("py-compile-exec", "high", "code_injection", '''
def load_plugin(text):
    code = compile(text, "<plugin>", "exec")
    exec(code)
'''),
    ("py-literal-eval-safe", "none", None, '''
import ast

def parse(s):
    return ast.literal_eval(s)
'''),
    ("py-model-eval-safe", "none", None, '''
def evaluate(model, batch):
    model.eval()
    return model(batch)
'''),
    ("py-local-eval-safe", "none", None, '''
def eval(expression):
    return expression.strip()

result = eval(user_text)
'''),
    ("py-re-compile-safe", "none", None, '''
import re

WORD = re.compile(r"\\w+")
'''),
    # --- deserialization ---------------------------------------------------------------------------------------
    ("py-pickle-loads", "high", "insecure_deserialization", '''
import pickle

def restore(blob):
    return pickle.loads(blob)
'''),
    ("py-yaml-load", "high", "insecure_deserialization", '''
import yaml

def config(text):
    return yaml.load(text, Loader=yaml.Loader)
'''),
    ("py-yaml-load-noloader", "high", "insecure_deserialization", '''
from yaml import load

def config(text):
    return load(text)
'''),
    ("py-torch-load", "high", "insecure_deserialization", '''
import torch

def load(path):
    return torch.load(path)
'''),
    ("py-dill", "high", "insecure_deserialization", '''
import dill

def restore(b):
    return dill.loads(b)
'''),
    ("py-jsonpickle", "high", "insecure_deserialization", '''
import jsonpickle

def restore(s):
    return jsonpickle.decode(s)
'''),
    ("py-yaml-safe-safe", "none", None, '''
import yaml

def config(text):
    return yaml.safe_load(text)
'''),
    ("py-yaml-safeloader-safe", "none", None, '''
import yaml

def config(text):
    return yaml.load(text, Loader=yaml.SafeLoader)
'''),
    ("py-torch-weights-only-safe", "none", None, '''
import torch

def load(path):
    return torch.load(path, weights_only=True)
'''),
    ("py-json-safe", "none", None, '''
import json

def restore(s):
    return json.loads(s)
'''),
    # --- SQL ---------------------------------------------------------------------------------------------------
    ("py-sql-concat", "high", "sql_injection", '''
def find(cur, name):
    cur.execute("SELECT * FROM users WHERE name = '" + name + "'")
    return cur.fetchall()
'''),
    ("py-sql-percent", "high", "sql_injection", '''
def find(cur, uid):
    cur.execute("SELECT * FROM orders WHERE user_id = %s" % uid)
'''),
    ("py-sql-fstring-var", "high", "sql_injection", '''
def delete(conn, table, ident):
    q = f"DELETE FROM {table} WHERE id = {ident}"
    conn.execute(q)
'''),
    ("py-sql-format", "high", "sql_injection", '''
def search(cur, term):
    sql = "SELECT id FROM items WHERE title LIKE '%{}%'".format(term)
    cur.execute(sql)
'''),
    ("py-django-raw", "high", "sql_injection", '''
from myapp.models import User

def by_email(email):
    return User.objects.raw("SELECT * FROM auth_user WHERE email = '%s'" % email)
'''),
    ("py-sql-params-safe", "none", None, '''
def find(cur, name):
    cur.execute("SELECT * FROM users WHERE name = %s", (name,))
    return cur.fetchall()
'''),
    ("py-sql-prose-safe", "none", None, '''
def prompt(folder):
    return f"Please select a file from {folder}"
'''),
    ("py-sqlalchemy-bind-safe", "none", None, '''
from sqlalchemy import text

def find(conn, uid):
    return conn.execute(text("SELECT * FROM t WHERE id = :id"), {"id": uid})
'''),
    # --- crypto, TLS, randomness -------------------------------------------------------------------------------
    ("py-md5-password", "high", "weak_hash", '''
import hashlib

def store(password):
    return hashlib.md5(password.encode()).hexdigest()
'''),
    ("py-md5-etag", "medium", "weak_hash", '''
import hashlib

def etag(body):
    return hashlib.md5(body).hexdigest()
'''),
    ("py-md5-not-security-safe", "none", None, '''
import hashlib

def bucket(key):
    return hashlib.md5(key, usedforsecurity=False).hexdigest()
'''),
    ("py-sha256-safe", "none", None, '''
import hashlib

def digest(data):
    return hashlib.sha256(data).hexdigest()
'''),
    ("py-aes-ecb", "high", "weak_crypto", '''
from Crypto.Cipher import AES

def encrypt(key, data):
    return AES.new(key, AES.MODE_ECB).encrypt(data)
'''),
    ("py-cryptography-ecb", "high", "weak_crypto", '''
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

def encryptor(key):
    return Cipher(algorithms.AES(key), modes.ECB()).encryptor()
'''),
    ("py-des", "high", "weak_crypto", '''
from Crypto.Cipher import DES

def encrypt(key, data):
    return DES.new(key, DES.MODE_CBC, iv=b"12345678").encrypt(data)
'''),
    ("py-arc4-cryptography", "high", "weak_crypto", '''
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms

def stream(key):
    return Cipher(algorithms.ARC4(key), mode=None)
'''),
    ("py-aes-gcm-safe", "none", None, '''
from Crypto.Cipher import AES

def encrypt(key, data):
    cipher = AES.new(key, AES.MODE_GCM)
    return cipher.encrypt_and_digest(data)
'''),
    ("py-random-token", "high", "insecure_random", '''
import random
import string

def reset_token():
    token = "".join(random.choice(string.ascii_letters) for _ in range(32))
    return token
'''),
    ("py-random-jitter-safe", "none", None, '''
import random
import time

def backoff(attempt):
    time.sleep(2 ** attempt + random.random())
'''),
    ("py-secrets-safe", "none", None, '''
import secrets

def reset_token():
    return secrets.token_urlsafe(32)
'''),
    ("py-requests-verify-false", "high", "tls_verification_disabled", '''
import requests

def fetch(url):
    return requests.get(url, verify=False, timeout=5)
'''),
    ("py-session-verify-false", "high", "tls_verification_disabled", '''
import requests

session = requests.Session()
session.verify = False

def fetch(url):
    return session.get(url, timeout=5)
'''),
    ("py-ssl-unverified", "high", "tls_verification_disabled", '''
import ssl
import urllib.request

ctx = ssl._create_unverified_context()
urllib.request.urlopen("https://internal.example", context=ctx)
'''),
    ("py-ssl-cert-none", "high", "tls_verification_disabled", '''
import ssl

ctx = ssl.create_default_context()
ctx.check_hostname = False
ctx.verify_mode = ssl.CERT_NONE
'''),
    ("py-requests-verify-bundle-safe", "none", None, '''
import requests

def fetch(url):
    return requests.get(url, verify="/etc/ssl/certs/internal.pem", timeout=5)
'''),
    ("py-paramiko-autoadd", "high", "ssh_host_key_unverified", '''
import paramiko

def connect(host):
    client = paramiko.SSHClient()
    client.set_missing_host_key_policy(paramiko.AutoAddPolicy())
    client.connect(host)
    return client
'''),
    ("py-paramiko-reject-safe", "none", None, '''
import paramiko

def connect(host):
    client = paramiko.SSHClient()
    client.load_system_host_keys()
    client.set_missing_host_key_policy(paramiko.RejectPolicy())
    client.connect(host)
'''),
    ("py-jwt-verify-signature-false", "high", "jwt_verification_disabled", '''
import jwt

def claims(token):
    return jwt.decode(token, options={"verify_signature": False})
'''),
    ("py-jwt-verify-false", "high", "jwt_verification_disabled", '''
import jwt

def claims(token, key):
    return jwt.decode(token, key, verify=False)
'''),
    ("py-jwt-alg-none", "high", "jwt_verification_disabled", '''
import jwt

def claims(token, key):
    return jwt.decode(token, key, algorithms=["HS256", "none"])
'''),
    ("py-jwt-safe", "none", None, '''
import jwt

def claims(token, key):
    return jwt.decode(token, key, algorithms=["HS256"], audience="api")
'''),
    # --- files, permissions, templates ------------------------------------------------------------------------
    ("py-chmod-777", "high", "insecure_permissions", '''
import os

def share(path):
    os.chmod(path, 0o777)
'''),
    ("py-chmod-stat-other-write", "high", "insecure_permissions", '''
import os
import stat

def share(path):
    os.chmod(path, stat.S_IRWXU | stat.S_IWOTH)
'''),
    ("py-pathlib-chmod", "high", "insecure_permissions", '''
from pathlib import Path

Path("/var/run/app.sock").chmod(0o666)
'''),
    ("py-chmod-600-safe", "none", None, '''
import os

def protect(path):
    os.chmod(path, 0o600)
'''),
    ("py-mktemp", "medium", "insecure_temp_file", '''
import tempfile

def scratch():
    return tempfile.mktemp(suffix=".txt")
'''),
    ("py-mkstemp-safe", "none", None, '''
import tempfile

def scratch():
    fd, path = tempfile.mkstemp(suffix=".txt")
    return fd, path
'''),
    ("py-jinja-autoescape-false", "high", "xss", '''
from jinja2 import Environment, FileSystemLoader

env = Environment(loader=FileSystemLoader("templates"), autoescape=False)
'''),
    ("py-jinja-select-autoescape-safe", "none", None, '''
from jinja2 import Environment, FileSystemLoader, select_autoescape

env = Environment(loader=FileSystemLoader("templates"), autoescape=select_autoescape(["html", "xml"]))
'''),
    ("py-render-template-string", "high", "template_injection", '''
from flask import Flask, request, render_template_string

app = Flask(__name__)

@app.route("/hello")
def hello():
    name = request.args.get("name", "")
    return render_template_string("<h1>Hello " + name + "</h1>")
'''),
    ("py-render-template-safe", "none", None, '''
from flask import Flask, request, render_template

app = Flask(__name__)

@app.route("/hello")
def hello():
    return render_template("hello.html", name=request.args.get("name", ""))
'''),
    ("py-mark-safe-request", "high", "xss", '''
from django.utils.safestring import mark_safe

def banner(request):
    return mark_safe("<b>" + request.GET["msg"] + "</b>")
'''),
    ("py-markup-escaped-safe", "none", None, '''
from markupsafe import Markup, escape

def banner(msg):
    return Markup("<b>%s</b>") % escape(msg)
'''),
    ("py-path-traversal", "high", "path_traversal", '''
from flask import request, send_file

@app.route("/download")
def download():
    name = request.args["file"]
    return send_file("/srv/files/" + name)
'''),
    ("py-path-open-request", "high", "path_traversal", '''
from flask import request

@app.route("/read")
def read():
    with open(request.args.get("p")) as fh:
        return fh.read()
'''),
    ("py-path-realpath-guard-safe", "none", None, '''
import os
from flask import request, abort

BASE = "/srv/files"

@app.route("/read")
def read():
    path = os.path.realpath(os.path.join(BASE, request.args["p"]))
    if not path.startswith(BASE + os.sep):
        abort(403)
    with open(path) as fh:
        return fh.read()
'''),
    ("py-path-commonpath-guard-safe", "none", None, '''
import os
from flask import request, abort

BASE = "/srv/files"

@app.route("/read")
def read():
    path = os.path.abspath(os.path.join(BASE, request.args["p"]))
    if os.path.commonpath([BASE, path]) != BASE:
        abort(404)
    return open(path).read()
'''),
    ("py-path-secure-filename-safe", "none", None, '''
from flask import request
from werkzeug.utils import secure_filename

@app.route("/upload", methods=["POST"])
def upload():
    f = request.files["doc"]
    f.save("/srv/uploads/" + secure_filename(f.filename))
'''),
    # High since issue 25: without filter="data" (the default before Python 3.14) member paths such as ../../x and
    # links escape the destination (CWE-22); the archive is whatever the caller was given.
    ("py-tar-extractall", "high", "path_traversal", '''
import tarfile

def unpack(path, dest):
    with tarfile.open(path) as tar:
        tar.extractall(dest)
'''),
    # --- secrets, debug, binding, assert, xml -----------------------------------------------------------------
    ("py-hardcoded-password", "high", "hardcoded_secret", '''
import psycopg2

conn = psycopg2.connect(host="db", user="app", password="Winter2024!")
'''),
    ("py-aws-key", "high", "hardcoded_secret", '''
AWS_ACCESS_KEY_ID = "AKIAQ3EGUH7VJ5XSM2KD"
'''),
    ("py-secret-env-safe", "none", None, '''
import os

DB_PASSWORD = os.environ["DB_PASSWORD"]
PASSWORD_MIN_LENGTH = 12
password_prompt = "Enter your password:"
'''),
    ("py-flask-debug", "high", "debug_enabled", '''
from flask import Flask

app = Flask(__name__)

if __name__ == "__main__":
    app.run(debug=True)
'''),
    # "partial" since issue 25: debug= is fed by a run-time value (an environment variable), which constant propagation
    # cannot resolve, so the answer is partial (not safe) rather than "safe".
    ("py-flask-nodebug-safe", "partial", None, '''
import os
from flask import Flask

app = Flask(__name__)

if __name__ == "__main__":
    app.run(debug=os.environ.get("FLASK_DEBUG") == "1")
'''),
    ("py-bind-all", "medium", "bind_all_interfaces", '''
import socket

s = socket.socket()
s.bind(("0.0.0.0", 8080))
'''),
    ("py-assert-auth", "high", "assert_used", '''
def delete_user(current, target):
    assert current.is_admin
    target.delete()
'''),
    ("py-assert-invariant-safe", "none", None, '''
def mean(values):
    assert len(values) > 0
    return sum(values) / len(values)
'''),
    ("py-xml-etree", "medium", "xxe", '''
import xml.etree.ElementTree as ET

def parse(data):
    return ET.fromstring(data)
'''),
    ("py-lxml-parse", "high", "xxe", '''
from lxml import etree

def parse(data):
    return etree.fromstring(data)
'''),
    ("py-defusedxml-safe", "none", None, '''
from defusedxml import ElementTree as ET

def parse(data):
    return ET.fromstring(data)
'''),
    ("py-telnet", "medium", "cleartext_transport", '''
import telnetlib

def connect(host):
    return telnetlib.Telnet(host, 23)
'''),
    ("py-clean-service-safe", "none", None, '''
import logging
from dataclasses import dataclass

log = logging.getLogger(__name__)

@dataclass
class Order:
    id: int
    total: float

def summarise(orders):
    total = sum(o.total for o in orders)
    log.info("orders=%d total=%.2f", len(orders), total)
    return {"count": len(orders), "total": round(total, 2)}
'''),
    # --- redirects set through a Location header, a response attribute or a redirect call (CWE-601) -------------
    ("py-redirect-django-location-item", "high", "open_redirect", '''
from django.http import HttpResponse


def leave(request):
    target = request.GET.get("next", "/")
    response = HttpResponse(status=302)
    response["Location"] = target
    return response
'''),
    ("py-redirect-django-location-item-safe", "none", None, '''
from django.http import HttpResponse
from django.urls import reverse


def leave(request):
    response = HttpResponse(status=302)
    response["Location"] = reverse("dashboard")
    response["X-Trace"] = request.GET.get("trace", "")
    return response
'''),
    ("py-redirect-flask-headers-item", "high", "open_redirect", '''
from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/out")
def outbound():
    resp = make_response("", 302)
    resp.headers["Location"] = request.args["url"]
    return resp
'''),
    ("py-redirect-flask-headers-item-safe", "none", None, '''
from urllib.parse import quote

from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/find")
def find():
    resp = make_response("", 302)
    resp.headers["Location"] = "/search?q=" + quote(request.args.get("q", ""))
    return resp
'''),
    ("py-redirect-response-headers-dict", "high", "open_redirect", '''
from flask import Response, request


def bounce():
    dest = request.form.get("return_to") or "/"
    return Response(status=303, headers={"Location": dest})
'''),
    ("py-redirect-response-location-attr", "high", "open_redirect", '''
from flask import Flask, Response, request

app = Flask(__name__)


@app.post("/login")
def login():
    r = Response(status=302)
    r.location = request.values.get("continue", "/")
    return r
'''),
    ("py-redirect-headers-set-call", "high", "open_redirect", '''
from flask import request, make_response


def handoff():
    nxt = request.cookies.get("after_login")
    resp = make_response("redirecting", 302)
    resp.headers.set("Location", nxt)
    return resp
'''),
    ("py-redirect-fastapi-header-item", "high", "open_redirect", '''
from fastapi import FastAPI, Request, Response

app = FastAPI()


@app.get("/go")
async def go(request: Request):
    response = Response(status_code=307)
    response.headers["location"] = request.query_params["to"]
    return response
'''),
    ("py-redirect-django-shortcut-fstring", "high", "open_redirect", '''
from django.http import HttpResponseRedirect


def jump(request):
    host = request.POST["host"]
    return HttpResponseRedirect(f"https://{host}/welcome")
'''),
    ("py-redirect-checked-host-safe", "none", None, '''
from django.http import HttpResponse
from django.utils.http import url_has_allowed_host_and_scheme


def leave(request):
    target = request.GET.get("next", "/")
    if not url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}):
        target = "/"
    response = HttpResponse(status=302)
    response["Location"] = target
    return response
'''),
    # --- paths joined from several request parts, only some sanitised (CWE-22) ---------------------------------
    ("py-path-join-partly-sanitised", "high", "path_traversal", '''
import os

from flask import Flask, request, send_file
from werkzeug.utils import secure_filename

app = Flask(__name__)
BASE = "/srv/uploads"


@app.route("/download")
def download():
    folder = secure_filename(request.args["folder"])
    return send_file(os.path.join(BASE, folder, request.args["name"]))
'''),
    ("py-path-join-all-sanitised-safe", "none", None, '''
import os

from flask import Flask, request, send_file
from werkzeug.utils import secure_filename

app = Flask(__name__)
BASE = "/srv/uploads"


@app.route("/download")
def download():
    folder = secure_filename(request.args["folder"])
    name = secure_filename(request.args["name"])
    return send_file(os.path.join(BASE, folder, name))
'''),
    ("py-path-pathlib-div-partly-sanitised", "high", "path_traversal", '''
from pathlib import Path

from flask import request
from werkzeug.utils import secure_filename

ROOT = Path("/var/app/files")


def save_upload():
    f = request.files["doc"]
    dest = ROOT / request.form["project"] / secure_filename(f.filename)
    with open(dest, "wb") as out:
        out.write(f.read())
'''),
    ("py-path-send-from-directory-dir", "high", "path_traversal", '''
import os

from flask import Flask, request, send_from_directory
from werkzeug.utils import secure_filename

app = Flask(__name__)


@app.route("/avatar")
def avatar():
    user_dir = os.path.join("/data/avatars", request.args["user"])
    return send_from_directory(user_dir, secure_filename(request.args["file"]))
'''),
    ("py-path-confined-after-join-safe", "none", None, '''
import os

from flask import Flask, abort, request, send_file

app = Flask(__name__)
BASE = os.path.realpath("/srv/reports")


@app.route("/report")
def report():
    full = os.path.realpath(os.path.join(BASE, request.args["team"], request.args["file"]))
    if not full.startswith(BASE + os.sep):
        abort(404)
    return send_file(full)
'''),
    ("py-path-shutil-copy-dest", "high", "path_traversal", '''
import os
import shutil

from flask import request
from werkzeug.utils import secure_filename


def archive():
    src = os.path.join("/srv/inbox", secure_filename(request.form["file"]))
    shutil.copy(src, os.path.join("/srv/archive", request.form["target"]))
    return "ok"
'''),
    # --- the random module making secrets (CWE-338) --------------------------------------------------------------
    ("py-random-reset-code-loop", "high", "insecure_random", '''
import random


def make_reset_code(length=6):
    code = ""
    for _ in range(length):
        code += str(random.randint(0, 9))
    return code
'''),
    ("py-random-session-id-join", "high", "insecure_random", '''
import random
import string

ALPHABET = string.ascii_letters + string.digits


def new_session(user_id, store):
    sid = "".join(random.choice(ALPHABET) for _ in range(32))
    store[sid] = user_id
    return sid
'''),
    ("py-random-password-choices", "high", "insecure_random", '''
from random import choices
from string import ascii_letters, digits


def temporary_password():
    return "".join(choices(ascii_letters + digits, k=12))
'''),
    ("py-random-api-key-dict", "high", "insecure_random", '''
import random


def issue_key(owner):
    return {"owner": owner, "api_key": "%032x" % random.getrandbits(128)}
'''),
    ("py-random-instance-nonce", "high", "insecure_random", '''
import random

rng = random.Random()


def sign_request(payload):
    nonce = rng.randrange(10**12)
    return {"payload": payload, "nonce": nonce}
'''),
    ("py-random-game-safe", "none", None, '''
import random


def roll_dice(count=2):
    return [random.randint(1, 6) for _ in range(count)]


def shuffle_deck(deck):
    random.shuffle(deck)
    return deck
'''),
    ("py-random-jitter-sample-safe", "none", None, '''
import random
import time


def backoff(attempt):
    delay = min(30, 2 ** attempt) + random.uniform(0, 1)
    time.sleep(delay)


def sample_rows(rows, k=100):
    return random.sample(rows, min(k, len(rows)))
'''),
    ("py-secrets-token-safe", "none", None, '''
import secrets
import string

ALPHABET = string.ascii_letters + string.digits


def make_reset_code(length=6):
    return "".join(secrets.choice(string.digits) for _ in range(length))


def new_session_id():
    return "".join(secrets.choice(ALPHABET) for _ in range(32))
'''),
    ("py-systemrandom-token-safe", "none", None, '''
import random

_sysrand = random.SystemRandom()


def invite_token():
    return "%030x" % _sysrand.getrandbits(120)
'''),
    # --- text rebuilt character by character keeps its provenance ------------------------------------------------
    ("py-chars-rebuilt-shell", "high", "command_injection", '''
import os

from flask import request


def lookup():
    host = ""
    for ch in request.args["host"]:
        host += ch
    os.system("nslookup " + host)
'''),
    ("py-chars-chr-ord-sql", "high", "sql_injection", '''
import sqlite3

from flask import request


def search(db: sqlite3.Connection):
    term = "".join(chr(ord(c)) for c in request.args["q"])
    return db.execute("SELECT * FROM items WHERE name = '" + term + "'").fetchall()
'''),
    # --- a URL check decides only where it guards (CWE-601) ----------------------------------------------------
    ("py-redirect-check-only-logged", "high", "open_redirect", '''
from django.utils.http import url_has_allowed_host_and_scheme
from flask import redirect, request


def go():
    nxt = request.args.get("next")
    if not url_has_allowed_host_and_scheme(nxt, allowed_hosts={"example.com"}):
        print("suspicious redirect", nxt)
    return redirect(nxt)
'''),
    ("py-redirect-allowlist-reassign-safe", "none", None, '''
from flask import redirect, request

ALLOWED = {"/home", "/settings"}


def go():
    nxt = request.args.get("next", "/home")
    if nxt not in ALLOWED:
        nxt = "/home"
    return redirect(nxt)
'''),
    ("py-path-upload-save-dir", "high", "path_traversal", '''
import os

from flask import request
from werkzeug.utils import secure_filename


def upload():
    f = request.files["file"]
    f.save(os.path.join("/srv/up", request.form["folder"], secure_filename(f.filename)))
    return "stored"
'''),
    ("py-path-pathlib-read-text", "high", "path_traversal", '''
from pathlib import Path

from flask import request
from werkzeug.utils import secure_filename

BASE = Path("/srv/pages")


def page():
    p = BASE / secure_filename(request.args["section"]) / request.args["page"]
    return p.read_text()
'''),
    ("py-random-numpy-password", "high", "insecure_random", '''
import numpy as np


def make_password(n=16):
    chars = list("abcdefghijklmnopqrstuvwxyz0123456789")
    return "".join(np.random.choice(chars, n))
'''),
    ("py-path-prefix-check-only-logged", "high", "path_traversal", '''
import os

from flask import request, send_file

BASE = "/srv/files"


def get():
    full = os.path.realpath(os.path.join(BASE, request.args["p"]))
    if not full.startswith(BASE):
        print("outside base", full)
    return send_file(full)
'''),
    ("py-path-prefix-check-abort-safe", "none", None, '''
import os

from flask import abort, request, send_file

BASE = "/srv/files"


def get():
    full = os.path.realpath(os.path.join(BASE, request.args["p"]))
    if not full.startswith(BASE + os.sep):
        abort(403)
    return send_file(full)
'''),
    ("py-random-pw-set-password", "high", "insecure_random", '''
import random
import string


def reset(user):
    pw = "".join(random.choice(string.ascii_letters) for _ in range(10))
    user.set_password(pw)
    user.save()
'''),
    ("py-random-sort-key-and-sign-safe", "none", None, '''
import random


def shuffled(items):
    return sorted(items, key=lambda _: random.random())


def step(x):
    sign = random.choice([-1, 1])
    return x + sign * random.random()
'''),
    ("py-random-author-pick-safe", "none", None, '''
import random

AUTHORS = ["Ada", "Grace", "Linus"]


def featured_author():
    author = random.choice(AUTHORS)
    return author
'''),
    ("py-redirect-check-and-other-test", "high", "open_redirect", '''
from django.utils.http import url_has_allowed_host_and_scheme
from flask import abort, redirect, request


def go():
    nxt = request.args.get("next")
    if not url_has_allowed_host_and_scheme(nxt, allowed_hosts={"example.com"}) and request.args.get("strict"):
        abort(400)
    return redirect(nxt)
'''),
    ("py-redirect-check-or-empty-safe", "none", None, '''
from django.utils.http import url_has_allowed_host_and_scheme
from flask import abort, redirect, request


def go():
    nxt = request.args.get("next")
    if not nxt or not url_has_allowed_host_and_scheme(nxt, allowed_hosts={"example.com"}):
        abort(400)
    return redirect(nxt)
'''),
]
