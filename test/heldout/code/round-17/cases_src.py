"""Round 17 held-out snippets for POST /v1/verify/code, as the author wrote them.

Each case: key, language, class, first label ("vulnerable" or "safe"), CWE (for vulnerable ones; the nearest
risk class for safe look-alikes), a one-line reason citing the rule of the public docs, and the code.
These first labels are one of the two readings of the oracle; `second_reading.json` holds the other,
made blind (shuffled order, opaque ids, no labels or reasons shown). `oracle.py` keeps the cases where both agree.
"""

CASES = []


def C(key, language, cls, label, cwe, reason, code):
    CASES.append(
        {
            "key": key,
            "language": language,
            "class": cls,
            "label": label,
            "cwe": cwe,
            "reason": reason,
            "code": code.strip("\n") + "\n",
        }
    )


# ---------------------------------------------------------------- Python, vulnerable
C("py_builtins_join_exec", "python", "code_injection", "vulnerable", "CWE-95",
  "getattr(builtins, ''.join(...)) folds to exec; its argument is the request body",
  r'''
import builtins
from flask import Flask, request, jsonify

app = Flask(__name__)
_RUNNER = "".join(["ex", "ec"])


@app.post("/api/notebook/cell")
def run_cell():
    payload = request.get_json(force=True)
    source = payload.get("source", "")
    scope = {"result": None}
    getattr(builtins, _RUNNER)(source, scope)
    return jsonify(result=repr(scope.get("result")))
''')

C("py_dispatch_table_system", "python", "command_injection", "vulnerable", "CWE-78",
  "ACTIONS['run'] is os.system; the command is formatted with a query parameter",
  r'''
import os
from flask import Flask, request

app = Flask(__name__)

ACTIONS = {
    "run": os.system,
    "log": print,
}


@app.route("/ops/restart")
def restart_service():
    svc = request.args.get("service", "web")
    command = "systemctl restart {}".format(svc)
    ACTIONS["run"](command)
    return {"restarted": svc}
''')

C("py_popen_alias_shell_const", "python", "command_injection", "vulnerable", "CWE-78",
  "Popen alias with shell=USE_SHELL where USE_SHELL = True; command joined from argv",
  r'''
import sys
from subprocess import Popen as _spawn, PIPE

USE_SHELL = True


def archive(paths):
    cmd = " ".join(["tar", "-czf", "backup.tgz"] + paths)
    proc = _spawn(cmd, shell=USE_SHELL, stdout=PIPE, stderr=PIPE)
    out, err = proc.communicate()
    if proc.returncode != 0:
        sys.stderr.write(err.decode())
    return proc.returncode


if __name__ == "__main__":
    raise SystemExit(archive(sys.argv[1:]))
''')

C("py_yaml_loader_const", "python", "deserialization", "vulnerable", "CWE-502",
  "yaml.load with Loader bound to yaml.Loader (unsafe) on an uploaded file",
  r'''
import yaml
from flask import Flask, request, jsonify

app = Flask(__name__)
CONFIG_LOADER = yaml.Loader


def parse_manifest(stream):
    return yaml.load(stream, Loader=CONFIG_LOADER)


@app.post("/deploy/manifest")
def upload_manifest():
    f = request.files["manifest"]
    manifest = parse_manifest(f.stream)
    return jsonify(services=sorted(manifest.get("services", {})))
''')

C("py_pickle_rebound_loads", "python", "deserialization", "vulnerable", "CWE-502",
  "pickle.loads rebound to a local name and applied to the request body",
  r'''
import pickle as _codec
from flask import Flask, request

app = Flask(__name__)
decode_state = _codec.loads


@app.route("/widgets/restore", methods=["POST"])
def restore_widget():
    blob = request.get_data()
    state = decode_state(blob)
    width = state.get("w", 100)
    height = state.get("h", 100)
    return {"w": width, "h": height}
''')

C("py_sql_join_parts", "python", "sql_injection", "vulnerable", "CWE-89",
  "SQL assembled with ''.join(parts) that include a query-string value",
  r'''
import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)


def find_orders(customer):
    parts = ["SELECT id, total FROM orders WHERE customer = '", customer, "' ORDER BY id DESC"]
    sql = "".join(parts)
    with sqlite3.connect("shop.db") as conn:
        return conn.execute(sql).fetchall()


@app.get("/orders")
def orders():
    rows = find_orders(request.args.get("customer", ""))
    return jsonify([{"id": r[0], "total": r[1]} for r in rows])
''')

C("py_sql_percent_format", "python", "sql_injection", "vulnerable", "CWE-89",
  "string % formatting builds the SQL (not driver parameters) from a form field",
  r'''
import psycopg2
from django.http import JsonResponse

conn = psycopg2.connect(dbname="crm")

QUERY = "SELECT id, name, email FROM contacts WHERE name ILIKE '%%%s%%' LIMIT 20"


def search_contacts(request):
    term = request.POST.get("q", "")
    with conn.cursor() as cur:
        cur.execute(QUERY % term)
        rows = cur.fetchall()
    return JsonResponse({"results": [dict(id=r[0], name=r[1], email=r[2]) for r in rows]})
''')

C("py_sql_class_attr_taint", "python", "sql_injection", "vulnerable", "CWE-89",
  "request value formatted into self.where, later concatenated into the executed SQL",
  r'''
import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)


class ReportQuery:
    base = "SELECT day, SUM(amount) FROM sales"

    def __init__(self, region):
        self.where = f" WHERE region = '{region}' GROUP BY day"

    def run(self, conn):
        return conn.execute(self.base + self.where).fetchall()


@app.get("/reports/daily")
def daily():
    q = ReportQuery(request.args["region"])
    with sqlite3.connect("sales.db") as conn:
        return jsonify(q.run(conn))
''')

C("py_tls_verify_const", "python", "tls_verification", "vulnerable", "CWE-295",
  "verify=VERIFY_TLS where VERIFY_TLS = False",
  r'''
import requests

VERIFY_TLS = False
BASE = "https://billing.internal.example.com/api"


def fetch_invoice(invoice_id: int) -> dict:
    resp = requests.get(
        f"{BASE}/invoices/{invoice_id}",
        timeout=10,
        verify=VERIFY_TLS,
    )
    resp.raise_for_status()
    return resp.json()


if __name__ == "__main__":
    print(fetch_invoice(42))
''')

C("py_tls_class_attr", "python", "tls_verification", "vulnerable", "CWE-295",
  "httpx.Client(verify=Settings.VERIFY_CERTS) where the plain class assigns False",
  r'''
import httpx


class Settings:
    API_ROOT = "https://metrics.example.net"
    VERIFY_CERTS = False
    TIMEOUT = 5.0


def push_metrics(samples):
    with httpx.Client(base_url=Settings.API_ROOT, verify=Settings.VERIFY_CERTS,
                      timeout=Settings.TIMEOUT) as client:
        r = client.post("/v1/push", json={"samples": samples})
        r.raise_for_status()
        return r.status_code
''')

C("py_ssl_ctx_default_param", "python", "tls_verification", "vulnerable", "CWE-295",
  "check_hostname/verify_mode set from a parameter whose default is False and every caller omits it",
  r'''
import socket
import ssl


def open_tls(host, port=443, strict=False):
    ctx = ssl.create_default_context()
    ctx.check_hostname = strict
    if not strict:
        ctx.verify_mode = ssl.CERT_NONE
    raw = socket.create_connection((host, port), timeout=5)
    return ctx.wrap_socket(raw, server_hostname=host)


def probe(host):
    conn = open_tls(host)
    conn.sendall(b"HEAD / HTTP/1.0\r\nHost: " + host.encode() + b"\r\n\r\n")
    return conn.recv(256)
''')

C("py_jwt_unverified_auth", "python", "jwt", "vulnerable", "CWE-347",
  "jwt.decode with verify_signature False, claims used to authorise an admin action",
  r'''
import jwt
from flask import Flask, request, abort

app = Flask(__name__)


def current_claims():
    header = request.headers.get("Authorization", "")
    token = header.removeprefix("Bearer ").strip()
    return jwt.decode(token, options={"verify_signature": False})


@app.delete("/admin/users/<int:user_id>")
def delete_user(user_id):
    claims = current_claims()
    if claims.get("role") != "admin":
        abort(403)
    return {"deleted": user_id, "by": claims.get("sub")}
''')

C("py_jwt_options_const", "python", "jwt", "vulnerable", "CWE-347",
  "options=DECODE_OPTS where DECODE_OPTS disables signature verification; sub trusted as the user",
  r'''
import os
import jwt
from fastapi import FastAPI, Header, HTTPException

app = FastAPI()
PUBLIC_KEY = os.environ.get("JWT_PUBLIC_KEY", "")
DECODE_OPTS = {"verify_signature": False, "verify_exp": True}


@app.get("/me/orders")
def my_orders(authorization: str = Header(...)):
    token = authorization.split(" ", 1)[-1]
    try:
        claims = jwt.decode(token, PUBLIC_KEY, algorithms=["RS256"], options=DECODE_OPTS)
    except jwt.PyJWTError:
        raise HTTPException(status_code=401)
    return {"user": claims["sub"], "orders": []}
''')

C("py_redirect_next_or", "python", "open_redirect", "vulnerable", "CWE-601",
  "redirect to request.args['next'] or '/'; request data leads the target",
  r'''
from flask import Flask, request, redirect, render_template

app = Flask(__name__)


@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("login.html")
    user = request.form.get("user")
    if not user:
        return render_template("login.html", error="missing user"), 400
    target = request.args.get("next") or "/"
    return redirect(target)
''')

C("py_redirect_scheme_check", "python", "open_redirect", "vulnerable", "CWE-601",
  "only the scheme is checked, which confines nothing (https://evil passes)",
  r'''
from urllib.parse import urlparse
from django.http import HttpResponseRedirect, HttpResponseBadRequest


def sso_return(request):
    dest = request.GET.get("return_to", "/")
    parsed = urlparse(dest)
    if parsed.scheme not in ("", "https"):
        return HttpResponseBadRequest("bad scheme")
    return HttpResponseRedirect(dest)
''')

C("py_redirect_check_only_logs", "python", "open_redirect", "vulnerable", "CWE-601",
  "is_safe_url result only logged; the Location header is still set to the request value",
  r'''
import logging
from django.http import HttpResponse
from django.utils.http import url_has_allowed_host_and_scheme

log = logging.getLogger(__name__)


def after_logout(request):
    nxt = request.GET.get("next", "/")
    if not url_has_allowed_host_and_scheme(nxt, allowed_hosts={request.get_host()}):
        log.warning("suspicious next parameter: %s", nxt)
    response = HttpResponse(status=302)
    response["Location"] = nxt
    return response
''')

C("py_path_one_piece_sanitised", "python", "path_traversal", "vulnerable", "CWE-22",
  "secure_filename covers the file name but not the 'folder' request piece",
  r'''
import os
from flask import Flask, request, send_file
from werkzeug.utils import secure_filename

app = Flask(__name__)
STORAGE = "/srv/storage"


@app.get("/files")
def download():
    folder = request.args.get("folder", "public")
    name = secure_filename(request.args.get("name", ""))
    full = os.path.join(STORAGE, folder, name)
    return send_file(full, as_attachment=True)
''')

C("py_path_check_logs_only", "python", "path_traversal", "vulnerable", "CWE-22",
  "realpath + startswith whose failing branch only logs; open() still reached",
  r'''
import os
import logging
from flask import Flask, request

app = Flask(__name__)
log = logging.getLogger("docs")
DOC_ROOT = os.path.realpath("/srv/docs")


@app.get("/docs/raw")
def raw_doc():
    rel = request.args.get("p", "index.md")
    target = os.path.realpath(os.path.join(DOC_ROOT, rel))
    if not target.startswith(DOC_ROOT + os.sep):
        log.error("path outside docs: %s", target)
    with open(target, encoding="utf-8") as fh:
        return fh.read(), 200, {"Content-Type": "text/plain"}
''')

C("py_fastapi_fileresponse", "python", "path_traversal", "vulnerable", "CWE-22",
  "FileResponse of a path built with pathlib '/' from a path parameter",
  r'''
from pathlib import Path
from fastapi import FastAPI
from fastapi.responses import FileResponse

app = FastAPI()
EXPORTS = Path("/var/lib/exports")


@app.get("/exports/{tenant}/{filename}")
async def get_export(tenant: str, filename: str):
    target = EXPORTS / tenant / filename
    if not target.suffix == ".csv":
        return {"error": "only csv"}
    return FileResponse(target, media_type="text/csv")
''')

C("py_zip_namelist_open", "python", "path_traversal", "vulnerable", "CWE-22",
  "zip member names joined onto the destination and opened for writing (zip slip)",
  r'''
import os
import zipfile


def unpack_theme(archive_path, dest):
    os.makedirs(dest, exist_ok=True)
    with zipfile.ZipFile(archive_path) as zf:
        for member in zf.namelist():
            if member.endswith("/"):
                continue
            out_path = os.path.join(dest, member)
            os.makedirs(os.path.dirname(out_path), exist_ok=True)
            with open(out_path, "wb") as out, zf.open(member) as src:
                out.write(src.read())
    return dest
''')

C("py_tar_extractall_nofilter", "python", "path_traversal", "vulnerable", "CWE-22",
  "TarFile.extractall of an uploaded archive without filter='data'",
  r'''
import io
import tarfile
from flask import Flask, request

app = Flask(__name__)
PLUGIN_DIR = "/opt/app/plugins"


@app.post("/plugins")
def install_plugin():
    data = request.files["bundle"].read()
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as tf:
        names = tf.getnames()
        tf.extractall(PLUGIN_DIR)
    return {"installed": names}
''')

C("py_ssrf_client_instance", "python", "ssrf", "vulnerable", "CWE-918",
  "httpx.Client instance's get with a URL taken whole from the query string",
  r'''
import httpx
from flask import Flask, request, Response

app = Flask(__name__)
client = httpx.Client(timeout=4.0, follow_redirects=True)


@app.get("/preview")
def link_preview():
    url = request.args.get("url", "")
    if not url:
        return {"error": "url required"}, 400
    r = client.get(url)
    return Response(r.text[:2000], mimetype="text/plain")
''')

C("py_ssrf_fstring_host", "python", "ssrf", "vulnerable", "CWE-918",
  "the request chooses the host of the outgoing URL (f'https://{host}/...')",
  r'''
import requests
from fastapi import FastAPI, Request

app = FastAPI()


@app.get("/webhooks/test")
async def test_webhook(request: Request):
    host = request.query_params.get("host", "hooks.example.com")
    path = request.query_params.get("path", "ping")
    resp = requests.post(f"https://{host}/{path}", json={"ping": True}, timeout=3)
    return {"status": resp.status_code}
''')

C("py_jinja_template_concat", "python", "template_injection", "vulnerable", "CWE-1336",
  "jinja2 Template compiled from a string concatenated with a form field",
  r'''
from jinja2 import Template
from flask import Flask, request

app = Flask(__name__)
HEADER = "<h2>Greeting card</h2>"


@app.post("/cards/preview")
def preview_card():
    message = request.form.get("message", "Happy birthday!")
    tpl = Template(HEADER + "<p>" + message + "</p><footer>{{ sender }}</footer>")
    return tpl.render(sender="The team")
''')

C("py_jinja_autoescape_flag", "python", "xss", "vulnerable", "CWE-79",
  "Environment(autoescape=AUTOESCAPE) with AUTOESCAPE = False renders a query value into HTML",
  r'''
from jinja2 import Environment, DictLoader
from flask import Flask, request

app = Flask(__name__)
AUTOESCAPE = False
env = Environment(
    loader=DictLoader({"search.html": "<p>Results for {{ q }}</p><ul>{% for r in rows %}<li>{{ r }}</li>{% endfor %}</ul>"}),
    autoescape=AUTOESCAPE,
)


@app.get("/search")
def search():
    q = request.args.get("q", "")
    rows = [x for x in ["alpha", "beta", "gamma"] if q in x]
    return env.get_template("search.html").render(q=q, rows=rows)
''')

C("py_mark_safe_fstring", "python", "xss", "vulnerable", "CWE-79",
  "mark_safe of an f-string holding a GET parameter",
  r'''
from django.shortcuts import render
from django.utils.safestring import mark_safe


def profile_banner(request):
    display = request.GET.get("display_name", "guest")
    banner = mark_safe(f'<div class="banner">Welcome back, <strong>{display}</strong></div>')
    return render(request, "profile.html", {"banner": banner})
''')

C("py_mktemp_write", "python", "tempfile", "vulnerable", "CWE-377",
  "tempfile.mktemp name opened for writing in the same function (high per the docs)",
  r'''
import json
import os
import tempfile


def write_snapshot(state: dict) -> str:
    path = tempfile.mktemp(suffix=".json", prefix="snap-")
    with open(path, "w") as fh:
        json.dump(state, fh)
    os.replace(path, path + ".done")
    return path + ".done"
''')

C("py_chmod_world_writable", "python", "permissions", "vulnerable", "CWE-732",
  "mode folds to 0o777 through stat constants OR-ed together",
  r'''
import os
import stat

SHARED_MODE = stat.S_IRWXU | stat.S_IRWXG | stat.S_IRWXO


def prepare_spool(directory="/var/spool/reports"):
    os.makedirs(directory, exist_ok=True)
    os.chmod(directory, SHARED_MODE)
    return directory


if __name__ == "__main__":
    print(prepare_spool())
''')

C("py_assert_admin", "python", "assert_auth", "vulnerable", "CWE-617",
  "authorisation enforced with assert, removed under python -O",
  r'''
from flask import Flask, g, jsonify

app = Flask(__name__)
FLAGS = {"beta_checkout": False}


@app.post("/admin/flags/<name>/toggle")
def toggle_flag(name):
    user = g.get("user")
    assert user is not None and user.is_staff, "staff only"
    FLAGS[name] = not FLAGS.get(name, False)
    return jsonify(FLAGS)
''')

C("py_md5_password_hashlib_new", "python", "weak_crypto", "vulnerable", "CWE-327",
  "hashlib.new(HASH_NAME) with HASH_NAME = 'md5' used as the stored password hash",
  r'''
import hashlib
import sqlite3

HASH_NAME = "md5"


def register(conn: sqlite3.Connection, email: str, password: str) -> None:
    digest = hashlib.new(HASH_NAME, password.encode("utf-8")).hexdigest()
    conn.execute(
        "INSERT INTO users (email, password_hash) VALUES (?, ?)",
        (email, digest),
    )
    conn.commit()
''')

C("py_des_ecb", "python", "weak_crypto", "vulnerable", "CWE-327",
  "PyCryptodome DES in ECB mode for card numbers",
  r'''
import os
from base64 import b64encode
from Crypto.Cipher import DES
from Crypto.Util.Padding import pad

KEY = bytes.fromhex(os.environ["CARD_KEY_HEX"])


def protect_card(pan: str) -> str:
    cipher = DES.new(KEY, DES.MODE_ECB)
    return b64encode(cipher.encrypt(pad(pan.encode(), 8))).decode()
''')

C("py_jwt_key_folded", "python", "hardcoded_secret", "vulnerable", "CWE-798",
  "the key argument of jwt.encode folds to string literals through an innocuous name",
  r'''
import datetime as dt
import jwt

_K = "k7#Qp2" + "vL9!xR4mZ8wT"


def issue(user_id: int) -> str:
    now = dt.datetime.now(dt.timezone.utc)
    payload = {"sub": str(user_id), "iat": now, "exp": now + dt.timedelta(hours=1)}
    return jwt.encode(payload, _K, algorithm="HS256")
''')

C("py_random_reset_token", "python", "randomness", "vulnerable", "CWE-338",
  "password-reset token built from random.choice",
  r'''
import random
import string

ALPHABET = string.ascii_letters + string.digits


def make_reset_token(length=32):
    return "".join(random.choice(ALPHABET) for _ in range(length))


def start_reset(user, mailer):
    token = make_reset_token()
    user.reset_token = token
    mailer.send(user.email, "Reset your password", f"https://app.example.com/reset/{token}")
''')

C("py_random_instance_otp", "python", "randomness", "vulnerable", "CWE-338",
  "random.Random() instance makes a one-time login code passed to send_otp",
  r'''
import random
import time

_rng = random.Random(time.time())


def send_otp(phone, code):
    print(f"SMS to {phone}: your code is {code}")


def begin_login(phone: str) -> None:
    digits = _rng.randint(100000, 999999)
    send_otp(phone, digits)
''')

C("py_flask_debug_kwargs", "python", "flask_debug", "vulnerable", "CWE-489",
  "app.run(**RUN_OPTS) with debug True in the dict",
  r'''
from flask import Flask, jsonify

app = Flask(__name__)
RUN_OPTS = dict(host="127.0.0.1", port=5000, debug=True)


@app.get("/health")
def health():
    return jsonify(ok=True)


if __name__ == "__main__":
    app.run(**RUN_OPTS)
''')

C("py_lxml_resolve_entities", "python", "xxe", "vulnerable", "CWE-611",
  "lxml parser with resolve_entities=True and network allowed parses the request body",
  r'''
from lxml import etree
from flask import Flask, request

app = Flask(__name__)
PARSER = etree.XMLParser(resolve_entities=True, no_network=False, load_dtd=True)


@app.post("/import/feed")
def import_feed():
    root = etree.fromstring(request.get_data(), parser=PARSER)
    titles = [t.text for t in root.iter("title")]
    return {"count": len(titles), "titles": titles[:10]}
''')

C("py_regex_from_query", "python", "regex", "vulnerable", "CWE-1333",
  "re.compile of a query parameter",
  r'''
import re
from flask import Flask, request, jsonify

app = Flask(__name__)
WORDS = ["apple", "apricot", "banana", "blueberry", "cherry"]


@app.get("/filter")
def filter_words():
    pattern = request.args.get("pattern", ".*")
    rx = re.compile(pattern, re.IGNORECASE)
    return jsonify([w for w in WORDS if rx.search(w)])
''')

C("py_pymongo_login", "python", "nosql_injection", "vulnerable", "CWE-943",
  "request.json values used as they came in a pymongo filter (operator injection)",
  r'''
from flask import Flask, request, jsonify
from pymongo import MongoClient

app = Flask(__name__)
users = MongoClient("mongodb://db:27017")["app"]["users"]


@app.post("/api/login")
def api_login():
    body = request.json
    user = users.find_one({"username": body["username"], "password_hash": body["password_hash"]})
    if user is None:
        return jsonify(error="invalid credentials"), 401
    return jsonify(id=str(user["_id"]))
''')

C("py_getattr_os_request", "python", "reflection", "vulnerable", "CWE-470",
  "getattr(os, name) with name from the request (unsafe reflection)",
  r'''
import os
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.post("/diag")
def diag():
    data = request.get_json()
    fn_name = data.get("probe", "getcwd")
    args = data.get("args", [])
    result = getattr(os, fn_name)(*args)
    return jsonify(result=str(result))
''')

C("py_import_module_request", "python", "reflection", "vulnerable", "CWE-470",
  "importlib.import_module with a name from the query string",
  r'''
import importlib
from flask import Flask, request

app = Flask(__name__)


@app.get("/render")
def render_report():
    fmt = request.args.get("format", "json")
    module = importlib.import_module(fmt)
    render = getattr(module, "dumps", None)
    if render is None:
        return {"error": "unsupported"}, 400
    return render({"ok": True})
''')

C("py_run_default_shell_param", "python", "command_injection", "vulnerable", "CWE-78",
  "a local function's shell parameter defaults to True; argument built from argv by concatenation",
  r'''
import subprocess
import sys


def run(cmd, shell=True, check=True):
    return subprocess.run(cmd, shell=shell, check=check, capture_output=True, text=True)


def grep_logs(term):
    res = run("grep -rn " + term + " /var/log/app", check=False)
    return res.stdout


if __name__ == "__main__":
    print(grep_logs(sys.argv[1]))
''')

C("py_spread_shell_kwargs", "python", "command_injection", "vulnerable", "CWE-78",
  "**{'shell': True} spread into subprocess.check_output with a formatted command",
  r'''
import subprocess
from fastapi import FastAPI

app = FastAPI()
EXEC_OPTS = {"shell": True, "text": True, "timeout": 20}


@app.get("/dns/{domain}")
def dns_lookup(domain: str):
    out = subprocess.check_output("dig +short %s" % domain, **EXEC_OPTS)
    return {"answers": out.split()}
''')

C("py_methodcaller_computed", "python", "reflection", "vulnerable", "CWE-470",
  "operator.methodcaller with a name from the request applied to a module object",
  r'''
import operator
import shutil
from flask import Flask, request

app = Flask(__name__)


@app.post("/fs/op")
def fs_op():
    body = request.get_json()
    op = operator.methodcaller(body["op"], *body.get("args", []))
    op(shutil)
    return {"done": body["op"]}
''')

C("py_numpy_allow_pickle", "python", "deserialization", "vulnerable", "CWE-502",
  "numpy.load(allow_pickle=ALLOW) with ALLOW = True on an uploaded file",
  r'''
import io
import numpy as np
from flask import Flask, request

app = Flask(__name__)
ALLOW = True


@app.post("/embeddings/upload")
def upload_embeddings():
    raw = request.files["vectors"].read()
    arr = np.load(io.BytesIO(raw), allow_pickle=ALLOW)
    return {"shape": list(arr.shape)}
''')

C("py_cors_reflect_creds", "python", "cors", "vulnerable", "CWE-942",
  "Access-Control-Allow-Origin set from request Origin with credentials allowed",
  r'''
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
    return jsonify(plan="pro", balance=12.5)
''')

C("py_paramiko_autoadd", "python", "tls_verification", "vulnerable", "CWE-295",
  "paramiko AutoAddPolicy through an alias turns host-key verification off",
  r'''
import paramiko

POLICY = paramiko.AutoAddPolicy


def remote_uptime(host: str, user: str, key_path: str) -> str:
    ssh = paramiko.SSHClient()
    ssh.set_missing_host_key_policy(POLICY())
    ssh.connect(host, username=user, key_filename=key_path, timeout=10)
    try:
        _, stdout, _ = ssh.exec_command("uptime")
        return stdout.read().decode().strip()
    finally:
        ssh.close()
''')

C("py_tornado_xss", "python", "xss", "vulnerable", "CWE-79",
  "Tornado self.write of HTML built from get_argument",
  r'''
import tornado.ioloop
import tornado.web


class HelloHandler(tornado.web.RequestHandler):
    def get(self):
        who = self.get_argument("who", "world")
        self.set_header("Content-Type", "text/html")
        self.write("<html><body><h1>Hello, %s!</h1></body></html>" % who)


def make_app():
    return tornado.web.Application([(r"/hello", HelloHandler)])


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
''')

C("py_django_extra_order", "python", "sql_injection", "vulnerable", "CWE-89",
  "QuerySet.extra(order_by=[request.GET['sort']]) pastes request text into SQL",
  r'''
from django.http import JsonResponse
from .models import Ticket


def ticket_list(request):
    sort = request.GET.get("sort", "created")
    qs = Ticket.objects.filter(open=True).extra(order_by=[sort])
    return JsonResponse({"tickets": list(qs.values("id", "title")[:50])})
''')

C("py_cookie_random_sid", "python", "randomness", "vulnerable", "CWE-338",
  "login cookie value from random.getrandbits",
  r'''
import random
from flask import Flask, make_response, request

app = Flask(__name__)
ACTIVE = {}


@app.post("/signin")
def signin():
    user = request.form["user"]
    sid = "%032x" % random.getrandbits(128)
    ACTIVE[sid] = user
    resp = make_response({"ok": True})
    resp.set_cookie("sid", sid, httponly=True, secure=True)
    return resp
''')

C("py_eval_through_lambda_table", "python", "code_injection", "vulnerable", "CWE-95",
  "a table maps a constant key to eval; the evaluated text comes from the request",
  r'''
from flask import Flask, request, jsonify

app = Flask(__name__)

EVALUATORS = {
    "python": eval,
    "echo": str,
}


@app.post("/calc")
def calc():
    data = request.get_json()
    engine = EVALUATORS["python"]
    return jsonify(value=engine(data["expression"], {"__builtins__": {}}))
''')


# ---------------------------------------------------------------- Python, safe look-alikes
C("py_safe_argv_no_shell", "python", "command_injection", "safe", "CWE-78",
  "argument vector without a shell; the upload name went through secure_filename",
  r'''
import subprocess
from pathlib import Path
from flask import Flask, request
from werkzeug.utils import secure_filename

app = Flask(__name__)
INBOX = Path("/srv/inbox")


@app.post("/thumbs")
def make_thumb():
    f = request.files["image"]
    name = secure_filename(f.filename) or "upload.png"
    src = INBOX / name
    f.save(src)
    dst = src.with_suffix(".thumb.png")
    subprocess.run(["convert", str(src), "-resize", "128x128", str(dst)], check=True)
    return {"thumb": dst.name}
''')

C("py_safe_shlex_quote_shell", "python", "command_injection", "safe", "CWE-78",
  "shell=True but every dynamic piece went through shlex.quote",
  r'''
import shlex
import subprocess
import sys


def count_lines(path: str) -> int:
    quoted = shlex.quote(path)
    out = subprocess.check_output(f"wc -l < {quoted}", shell=True, text=True)
    return int(out.strip() or 0)


if __name__ == "__main__":
    for p in sys.argv[1:]:
        print(p, count_lines(p))
''')

C("py_safe_shell_false_const", "python", "command_injection", "safe", "CWE-78",
  "shell flag bound to a False constant; argv list carries the request value",
  r'''
import subprocess
from flask import Flask, request

app = Flask(__name__)
USE_SHELL = False


@app.get("/git/show")
def git_show():
    rev = request.args.get("rev", "HEAD")
    proc = subprocess.run(["git", "show", "--stat", "--end-of-options", rev],
                          shell=USE_SHELL, capture_output=True, text=True, timeout=10)
    return {"out": proc.stdout[-4000:]}
''')

C("py_safe_constant_shell", "python", "command_injection", "safe", "CWE-78",
  "os.system with a command made only of constants (low)",
  r'''
import os
import datetime

BACKUP_CMD = "pg_dump --format=custom --file=/var/backups/app.dump app"


def nightly_backup():
    started = datetime.datetime.now()
    rc = os.system(BACKUP_CMD)
    took = (datetime.datetime.now() - started).total_seconds()
    print(f"backup rc={rc} in {took:.1f}s")
    return rc == 0


if __name__ == "__main__":
    nightly_backup()
''')

C("py_safe_sql_params", "python", "sql_injection", "safe", "CWE-89",
  "the value is passed as a driver parameter; the SQL text is constant",
  r'''
import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)

SQL = (
    "SELECT id, title, price FROM products "
    "WHERE category = ? AND price <= ? ORDER BY price"
)


@app.get("/products")
def products():
    cat = request.args.get("category", "books")
    cap = request.args.get("max", "100")
    with sqlite3.connect("shop.db") as conn:
        rows = conn.execute(SQL, (cat, cap)).fetchall()
    return jsonify(rows)
''')

C("py_safe_sql_in_placeholders", "python", "sql_injection", "safe", "CWE-89",
  "IN list made of '?' placeholders built by join; values bound as parameters",
  r'''
import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.post("/tags/lookup")
def lookup_tags():
    ids = request.get_json().get("ids", [])[:100]
    if not ids:
        return jsonify([])
    marks = ",".join("?" * len(ids))
    sql = "SELECT id, label FROM tags WHERE id IN (" + marks + ")"
    with sqlite3.connect("tags.db") as conn:
        return jsonify(conn.execute(sql, ids).fetchall())
''')

C("py_safe_sql_order_allowlist", "python", "sql_injection", "safe", "CWE-89",
  "sort column replaced by a constant unless it is in a constant allow-list; limit through int()",
  r'''
import psycopg2
from flask import Flask, request, jsonify

app = Flask(__name__)
SORTABLE = ("created_at", "title", "priority")


@app.get("/issues")
def issues():
    col = request.args.get("sort", "created_at")
    if col not in SORTABLE:
        col = "created_at"
    limit = int(request.args.get("limit", 20))
    sql = f"SELECT id, title FROM issues ORDER BY {col} DESC LIMIT {limit}"
    with psycopg2.connect(dbname="tracker") as conn, conn.cursor() as cur:
        cur.execute(sql)
        return jsonify(cur.fetchall())
''')

C("py_safe_sql_const_concat", "python", "sql_injection", "safe", "CWE-89",
  "SQL concatenated only from module constants and a %s placeholder",
  r'''
import pymysql

TABLE = "audit_events"
COLUMNS = "id, actor, action, created_at"
WHERE = " WHERE actor = %s"


def events_for(conn: pymysql.connections.Connection, actor: str):
    sql = "SELECT " + COLUMNS + " FROM " + TABLE + WHERE + " ORDER BY created_at DESC"
    with conn.cursor() as cur:
        cur.execute(sql, (actor,))
        return cur.fetchall()
''')

C("py_safe_yaml_safe_loader_alias", "python", "deserialization", "safe", "CWE-502",
  "yaml.load with Loader bound to yaml.SafeLoader",
  r'''
import yaml
from flask import Flask, request, jsonify

app = Flask(__name__)
LOADER = yaml.SafeLoader


@app.post("/pipelines/validate")
def validate_pipeline():
    doc = yaml.load(request.get_data(as_text=True), Loader=LOADER)
    stages = doc.get("stages", []) if isinstance(doc, dict) else []
    return jsonify(valid=bool(stages), stages=len(stages))
''')

C("py_safe_literal_eval", "python", "code_injection", "safe", "CWE-95",
  "ast.literal_eval only accepts literals; it is not eval",
  r'''
import ast
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.post("/settings/import")
def import_settings():
    text = request.form.get("settings", "{}")
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError):
        return jsonify(error="not a literal"), 400
    if not isinstance(value, dict):
        return jsonify(error="expected a dict"), 400
    return jsonify(keys=sorted(map(str, value)))
''')

C("py_safe_getattr_len_folded", "python", "code_injection", "safe", "CWE-95",
  "getattr(builtins, 'le' + 'n') folds to len, not a sink",
  r'''
import builtins

_SIZE = "le" + "n"
measure = getattr(builtins, _SIZE)


def summarise(rows):
    total = measure(rows)
    widths = [measure(str(r)) for r in rows]
    return {"rows": total, "widest": max(widths, default=0)}


if __name__ == "__main__":
    print(summarise(["a", "bb", "ccc"]))
''')

C("py_safe_visitor_prefix", "python", "code_injection", "safe", "CWE-470",
  "getattr(self, 'op_' + name) resolves to the class's own pure methods",
  r'''
from flask import Flask, request, jsonify

app = Flask(__name__)


class Calculator:
    def op_add(self, a, b):
        return a + b

    def op_sub(self, a, b):
        return a - b

    def op_mul(self, a, b):
        return a * b

    def apply(self, name, a, b):
        method = getattr(self, "op_" + name, None)
        if method is None:
            raise ValueError("unknown op")
        return method(a, b)


@app.get("/calc")
def calc():
    q = request.args
    return jsonify(Calculator().apply(q.get("op", "add"), float(q["a"]), float(q["b"])))
''')

C("py_safe_dispatch_pure_table", "python", "code_injection", "safe", "CWE-470",
  "lookup in the file's own constant table of pure functions; unknown keys refused",
  r'''
from fastapi import FastAPI, HTTPException

app = FastAPI()


def to_upper(s: str) -> str:
    return s.upper()


def to_lower(s: str) -> str:
    return s.lower()


def reverse(s: str) -> str:
    return s[::-1]


TRANSFORMS = {"upper": to_upper, "lower": to_lower, "reverse": reverse}


@app.get("/transform/{name}")
def transform(name: str, text: str):
    if name not in TRANSFORMS:
        raise HTTPException(404, "no such transform")
    return {"result": TRANSFORMS[name](text)}
''')

C("py_safe_tls_ca_bundle", "python", "tls_verification", "safe", "CWE-295",
  "verify= a CA bundle path constant (truthy: verification on)",
  r'''
import requests

INTERNAL_CA = "/etc/pki/internal/ca-chain.pem"
API = "https://ledger.internal.example.com"


def post_entry(entry: dict) -> int:
    r = requests.post(f"{API}/entries", json=entry, timeout=8, verify=INTERNAL_CA)
    r.raise_for_status()
    return r.json()["id"]
''')

C("py_safe_tls_class_true", "python", "tls_verification", "safe", "CWE-295",
  "Settings.VERIFY_CERTS = True in a plain class, never reassigned",
  r'''
import httpx


class Settings:
    API_ROOT = "https://status.example.org"
    VERIFY_CERTS = True


async def fetch_status() -> dict:
    async with httpx.AsyncClient(base_url=Settings.API_ROOT, verify=Settings.VERIFY_CERTS) as client:
        r = await client.get("/api/v2/status.json")
        r.raise_for_status()
        return r.json()
''')

C("py_safe_ssl_default_strict", "python", "tls_verification", "safe", "CWE-295",
  "check_hostname from a parameter defaulting to True; the only caller passes nothing",
  r'''
import socket
import ssl


def open_tls(host, port=443, strict=True):
    ctx = ssl.create_default_context()
    ctx.check_hostname = strict
    raw = socket.create_connection((host, port), timeout=5)
    return ctx.wrap_socket(raw, server_hostname=host)


def banner(host):
    with open_tls(host) as conn:
        conn.sendall(b"HEAD / HTTP/1.0\r\n\r\n")
        return conn.recv(128)
''')

C("py_safe_jwt_verified", "python", "jwt", "safe", "CWE-347",
  "jwt.decode with a key from the environment and a fixed algorithm list",
  r'''
import os
import jwt
from flask import Flask, request, abort

app = Flask(__name__)
SIGNING_KEY = os.environ["APP_JWT_KEY"]


def claims_from_request():
    token = request.headers.get("Authorization", "").removeprefix("Bearer ")
    try:
        return jwt.decode(token, SIGNING_KEY, algorithms=["HS256"], audience="app")
    except jwt.InvalidTokenError:
        abort(401)


@app.post("/admin/reindex")
def reindex():
    if claims_from_request().get("role") != "admin":
        abort(403)
    return {"queued": True}
''')

C("py_safe_jwt_exp_only", "python", "jwt", "safe", "CWE-347",
  "unverified decode only reads exp to schedule a refresh (medium per the docs)",
  r'''
import time
import jwt


def seconds_until_refresh(access_token: str, margin: int = 60) -> int:
    unverified = jwt.decode(access_token, options={"verify_signature": False})
    expires_at = int(unverified.get("exp", 0))
    return max(0, expires_at - int(time.time()) - margin)


def schedule(scheduler, token, refresh_fn):
    delay = seconds_until_refresh(token)
    scheduler.enter(delay, 1, refresh_fn)
''')

C("py_safe_redirect_allowlist_replace", "python", "open_redirect", "safe", "CWE-601",
  "target replaced by '/' unless it is a member of a constant allow-list",
  r'''
from flask import Flask, request, redirect

app = Flask(__name__)
ALLOWED_NEXT = {"/", "/dashboard", "/settings", "/billing"}


@app.post("/login")
def login():
    nxt = request.args.get("next", "/")
    if nxt not in ALLOWED_NEXT:
        nxt = "/"
    return redirect(nxt)
''')

C("py_safe_redirect_django_check", "python", "open_redirect", "safe", "CWE-601",
  "url_has_allowed_host_and_scheme decides: failing branch returns",
  r'''
from django.http import HttpResponseRedirect
from django.shortcuts import redirect
from django.utils.http import url_has_allowed_host_and_scheme


def after_login(request):
    nxt = request.GET.get("next", "")
    if not url_has_allowed_host_and_scheme(nxt, allowed_hosts={request.get_host()},
                                           require_https=request.is_secure()):
        return redirect("home")
    return HttpResponseRedirect(nxt)
''')

C("py_safe_redirect_fixed_origin", "python", "open_redirect", "safe", "CWE-601",
  "constant origin leads the target; the request piece is only a quoted query value",
  r'''
from urllib.parse import quote
from flask import Flask, request, redirect

app = Flask(__name__)
DOCS = "https://docs.example.com/search?q="


@app.get("/help")
def help_search():
    term = request.args.get("q", "")
    return redirect(DOCS + quote(term, safe=""), code=302)
''')

C("py_safe_send_from_directory", "python", "path_traversal", "safe", "CWE-22",
  "send_from_directory with a constant directory confines the request name",
  r'''
from flask import Flask, send_from_directory

app = Flask(__name__)
REPORTS_DIR = "/srv/reports/pdf"


@app.get("/reports/<path:name>")
def report(name):
    return send_from_directory(REPORTS_DIR, name, mimetype="application/pdf")
''')

C("py_safe_commonpath_confined", "python", "path_traversal", "safe", "CWE-22",
  "realpath then commonpath check that aborts when it fails",
  r'''
import os
from flask import Flask, request, abort

app = Flask(__name__)
BASE = os.path.realpath("/srv/notes")


@app.get("/notes")
def read_note():
    rel = request.args.get("path", "readme.txt")
    full = os.path.realpath(os.path.join(BASE, rel))
    if os.path.commonpath([BASE, full]) != BASE:
        abort(404)
    with open(full, encoding="utf-8") as fh:
        return fh.read()
''')

C("py_safe_basename_both_pieces", "python", "path_traversal", "safe", "CWE-22",
  "both request pieces of the path go through secure_filename",
  r'''
import os
from flask import Flask, request

app = Flask(__name__)
from werkzeug.utils import secure_filename

ROOT = "/srv/uploads"


@app.post("/upload")
def upload():
    album = secure_filename(request.form.get("album", "misc")) or "misc"
    f = request.files["photo"]
    name = secure_filename(f.filename) or "photo.jpg"
    os.makedirs(os.path.join(ROOT, album), exist_ok=True)
    f.save(os.path.join(ROOT, album, name))
    return {"saved": f"{album}/{name}"}
''')

C("py_safe_zip_extractall", "python", "path_traversal", "safe", "CWE-22",
  "ZipFile.extractall (zipfile drops '..' and absolute parts itself)",
  r'''
import zipfile
from pathlib import Path


def unpack(archive: Path, dest: Path) -> list:
    dest.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(archive) as zf:
        bad = zf.testzip()
        if bad is not None:
            raise ValueError(f"corrupt member {bad}")
        zf.extractall(dest)
        return zf.namelist()
''')

C("py_safe_tar_filter_data", "python", "path_traversal", "safe", "CWE-22",
  "TarFile.extractall with filter='data'",
  r'''
import tarfile
from pathlib import Path

DEST = Path("/opt/app/themes")


def install_theme(bundle: Path) -> list:
    DEST.mkdir(parents=True, exist_ok=True)
    with tarfile.open(bundle, "r:*") as tf:
        tf.extractall(DEST, filter="data")
        return tf.getnames()
''')

C("py_safe_ssrf_fixed_origin", "python", "ssrf", "safe", "CWE-918",
  "the outgoing URL has a constant origin; the request piece is a quoted path segment",
  r'''
from urllib.parse import quote
import httpx
from fastapi import FastAPI

app = FastAPI()
client = httpx.AsyncClient(timeout=5)
GITHUB = "https://api.github.com"


@app.get("/gh/{user}")
async def gh_user(user: str):
    r = await client.get(GITHUB + "/users/" + quote(user, safe=""))
    data = r.json()
    return {"login": data.get("login"), "repos": data.get("public_repos")}
''')

C("py_safe_jinja_autoescape_true", "python", "xss", "safe", "CWE-79",
  "Environment(autoescape=True) with a constant template; only context values vary",
  r'''
from jinja2 import Environment, DictLoader
from flask import Flask, request

app = Flask(__name__)
env = Environment(
    loader=DictLoader({"hello.html": "<h1>Hello {{ name }}</h1><p>{{ note }}</p>"}),
    autoescape=True,
)


@app.get("/hello")
def hello():
    return env.get_template("hello.html").render(
        name=request.args.get("name", "friend"),
        note=request.args.get("note", ""),
    )
''')

C("py_safe_html_escape_response", "python", "xss", "safe", "CWE-79",
  "HTML built from html.escape of the query value",
  r'''
import html
from flask import Flask, request

app = Flask(__name__)


@app.get("/echo")
def echo():
    msg = request.args.get("msg", "")
    safe_msg = html.escape(msg, quote=True)
    body = "<!doctype html><title>Echo</title><pre>" + safe_msg + "</pre>"
    return body, 200, {"Content-Type": "text/html; charset=utf-8"}
''')

C("py_safe_mark_safe_escaped", "python", "xss", "safe", "CWE-79",
  "mark_safe of a string whose only dynamic piece went through escape",
  r'''
from django.shortcuts import render
from django.utils.html import escape
from django.utils.safestring import mark_safe


def greeting(request):
    who = escape(request.GET.get("who", "guest"))
    badge = mark_safe("<span class='badge'>" + who + "</span>")
    return render(request, "greeting.html", {"badge": badge})
''')

C("py_safe_random_jitter", "python", "randomness", "safe", "CWE-338",
  "random used for retry jitter and shuffling, not for a secret",
  r'''
import random
import time
import requests

MIRRORS = ["https://m1.example.org", "https://m2.example.org", "https://m3.example.org"]


def download(path, attempts=5):
    mirrors = MIRRORS[:]
    random.shuffle(mirrors)
    for i in range(attempts):
        base = mirrors[i % len(mirrors)]
        try:
            return requests.get(base + path, timeout=10).content
        except requests.RequestException:
            time.sleep((2 ** i) + random.uniform(0, 0.5))
    raise RuntimeError("all mirrors failed")
''')

C("py_safe_secrets_token", "python", "randomness", "safe", "CWE-338",
  "reset token from secrets; random only picks a greeting",
  r'''
import random
import secrets

GREETINGS = ["Hi", "Hello", "Hey there"]


def make_reset_token() -> str:
    return secrets.token_urlsafe(32)


def reset_email(user) -> str:
    token = make_reset_token()
    user.reset_token = token
    hello = random.choice(GREETINGS)
    return f"{hello} {user.name}, reset here: https://app.example.com/reset/{token}"
''')

C("py_safe_systemrandom_password", "python", "randomness", "safe", "CWE-338",
  "random.SystemRandom() makes the temporary password",
  r'''
import random
import string

_sysrand = random.SystemRandom()
CHARS = string.ascii_letters + string.digits + "!@#%^&*"


def temporary_password(length: int = 16) -> str:
    return "".join(_sysrand.choice(CHARS) for _ in range(length))


def onboard(user):
    user.set_password(temporary_password())
    user.must_change_password = True
''')

C("py_safe_md5_etag", "python", "weak_crypto", "safe", "CWE-328",
  "MD5 for an ETag (medium, non-password data)",
  r'''
import hashlib
from flask import Flask, request, make_response

app = Flask(__name__)
CATALOG = b'{"items": [1, 2, 3]}'


@app.get("/catalog")
def catalog():
    etag = hashlib.md5(CATALOG).hexdigest()
    if request.headers.get("If-None-Match") == etag:
        return "", 304
    resp = make_response(CATALOG)
    resp.headers["ETag"] = etag
    resp.headers["Content-Type"] = "application/json"
    return resp
''')

C("py_safe_pbkdf2", "python", "weak_crypto", "safe", "CWE-327",
  "password hashed with PBKDF2-SHA256 and a secrets salt",
  r'''
import hashlib
import hmac
import secrets

ITERATIONS = 600_000


def hash_password(password: str) -> str:
    salt = secrets.token_bytes(16)
    dk = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, ITERATIONS)
    return f"pbkdf2_sha256${ITERATIONS}${salt.hex()}${dk.hex()}"


def check_password(password: str, stored: str) -> bool:
    _, iters, salt_hex, dk_hex = stored.split("$")
    dk = hashlib.pbkdf2_hmac("sha256", password.encode(), bytes.fromhex(salt_hex), int(iters))
    return hmac.compare_digest(dk.hex(), dk_hex)
''')

C("py_safe_defusedxml", "python", "xxe", "safe", "CWE-611",
  "defusedxml parses the uploaded XML",
  r'''
from defusedxml import ElementTree as SafeET
from flask import Flask, request

app = Flask(__name__)


@app.post("/import/opml")
def import_opml():
    root = SafeET.fromstring(request.get_data())
    feeds = [o.get("xmlUrl") for o in root.iter("outline") if o.get("xmlUrl")]
    return {"feeds": feeds[:200]}
''')

C("py_safe_regex_escaped", "python", "regex", "safe", "CWE-1333",
  "the request term goes through re.escape before compiling",
  r'''
import re
from flask import Flask, request, jsonify

app = Flask(__name__)
TITLES = ["Intro to C++", "C# basics", "Python (advanced)", "Go: the good parts"]


@app.get("/titles")
def titles():
    term = re.escape(request.args.get("q", ""))
    rx = re.compile(term, re.IGNORECASE)
    return jsonify([t for t in TITLES if rx.search(t)])
''')

C("py_safe_pymongo_str", "python", "nosql_injection", "safe", "CWE-943",
  "values converted with str() before going into the filter",
  r'''
from flask import Flask, request, jsonify
from pymongo import MongoClient

app = Flask(__name__)
coll = MongoClient("mongodb://db:27017")["shop"]["customers"]


@app.post("/customers/find")
def find_customer():
    body = request.get_json()
    email = str(body.get("email", ""))
    doc = coll.find_one({"email": email}, {"_id": 0, "email": 1, "tier": 1})
    return jsonify(doc or {})
''')

C("py_safe_cors_allowlist", "python", "cors", "safe", "CWE-942",
  "Origin echoed only inside a membership test against a constant set",
  r'''
from flask import Flask, request, jsonify

app = Flask(__name__)
TRUSTED_ORIGINS = frozenset({"https://app.example.com", "https://admin.example.com"})


@app.after_request
def cors(resp):
    origin = request.headers.get("Origin", "")
    if origin in TRUSTED_ORIGINS:
        resp.headers["Access-Control-Allow-Origin"] = origin
        resp.headers["Access-Control-Allow-Credentials"] = "true"
        resp.headers["Vary"] = "Origin"
    return resp


@app.get("/api/profile")
def profile():
    return jsonify(name="Ada")
''')

C("py_safe_flask_debug_false", "python", "flask_debug", "safe", "CWE-489",
  "debug bound to a False constant",
  r'''
from flask import Flask, jsonify

app = Flask(__name__)
DEBUG = False
PORT = 8080


@app.get("/ping")
def ping():
    return jsonify(pong=True)


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=PORT, debug=DEBUG)
''')

C("py_safe_chmod_private", "python", "permissions", "safe", "CWE-732",
  "mode 0o600 (owner only)",
  r'''
import json
import os

CRED_FILE = "/etc/cli/credentials.json"


def save_credentials(data: dict) -> None:
    os.makedirs(os.path.dirname(CRED_FILE), exist_ok=True)
    with open(CRED_FILE, "w") as fh:
        json.dump(data, fh)
    os.chmod(CRED_FILE, 0o600)
''')

C("py_safe_mkstemp", "python", "tempfile", "safe", "CWE-377",
  "tempfile.mkstemp opens the file atomically",
  r'''
import json
import os
import tempfile


def write_snapshot(state: dict, directory: str) -> str:
    fd, path = tempfile.mkstemp(suffix=".json", dir=directory)
    with os.fdopen(fd, "w") as fh:
        json.dump(state, fh)
    final = os.path.join(directory, "snapshot.json")
    os.replace(path, final)
    return final
''')

C("py_safe_env_secret_placeholder", "python", "hardcoded_secret", "safe", "CWE-798",
  "the key comes from the environment; the literal is a placeholder",
  r'''
import os
import hmac
import hashlib

WEBHOOK_SECRET = os.environ.get("WEBHOOK_SECRET", "")
EXAMPLE_SECRET = "<your-webhook-secret>"


def verify_signature(body: bytes, header: str) -> bool:
    if not WEBHOOK_SECRET:
        raise RuntimeError("set WEBHOOK_SECRET, e.g. " + EXAMPLE_SECRET)
    mac = hmac.new(WEBHOOK_SECRET.encode(), body, hashlib.sha256).hexdigest()
    return hmac.compare_digest("sha256=" + mac, header)
''')

C("py_safe_paramiko_reject", "python", "tls_verification", "safe", "CWE-295",
  "known hosts loaded and RejectPolicy for unknown host keys",
  r'''
import paramiko


def run_remote(host: str, user: str, command: str = "df -h") -> str:
    ssh = paramiko.SSHClient()
    ssh.load_system_host_keys()
    ssh.set_missing_host_key_policy(paramiko.RejectPolicy())
    ssh.connect(host, username=user, timeout=10)
    try:
        _, out, _ = ssh.exec_command("df -h")
        return out.read().decode()
    finally:
        ssh.close()
''')

C("py_safe_numpy_no_pickle", "python", "deserialization", "safe", "CWE-502",
  "numpy.load with allow_pickle=False",
  r'''
import io
import numpy as np
from flask import Flask, request

app = Flask(__name__)


@app.post("/vectors")
def vectors():
    raw = request.files["arr"].read()
    arr = np.load(io.BytesIO(raw), allow_pickle=False)
    return {"dtype": str(arr.dtype), "shape": list(arr.shape)}
''')

C("py_safe_sql_local_fn_const_callers", "python", "sql_injection", "safe", "CWE-89",
  "the table name parameter of a local function receives only constants",
  r'''
import sqlite3


def count_rows(conn, table):
    return conn.execute("SELECT COUNT(*) FROM " + table).fetchone()[0]


def stats(db_path="app.db"):
    with sqlite3.connect(db_path) as conn:
        return {
            "users": count_rows(conn, "users"),
            "orders": count_rows(conn, "orders"),
            "invoices": count_rows(conn, "invoices"),
        }
''')

C("py_safe_django_orm_filter", "python", "sql_injection", "safe", "CWE-89",
  "ORM filter and order_by picked through an allow-list mapping; no raw SQL",
  r'''
from django.http import JsonResponse
from .models import Ticket

ORDERINGS = {"new": "-created", "old": "created", "prio": "-priority"}


def ticket_list(request):
    key = request.GET.get("sort", "new")
    ordering = ORDERINGS.get(key, "-created")
    qs = Ticket.objects.filter(title__icontains=request.GET.get("q", "")).order_by(ordering)
    return JsonResponse({"tickets": list(qs.values("id", "title")[:50])})
''')


# ---------------------------------------------------------------- JavaScript / TypeScript, vulnerable
C("js_require_exec_concat", "javascript", "command_injection", "vulnerable", "CWE-78",
  "require('child_process')['ex' + 'ec'] is exec; command concatenated with a query value",
  r'''
const express = require("express");
const run = require("child_process")["ex" + "ec"];

const app = express();

app.get("/git/log", (req, res) => {
  const branch = req.query.branch || "main";
  run("git log --oneline -n 20 " + branch, { cwd: "/srv/repo" }, (err, stdout) => {
    if (err) return res.status(500).json({ error: "git failed" });
    res.type("text/plain").send(stdout);
  });
});

app.listen(3000);
''')

C("js_globalthis_join_eval", "javascript", "code_injection", "vulnerable", "CWE-95",
  "globalThis[['ev','al'].join('')] is eval applied to the request body",
  r'''
const express = require("express");
const app = express();
app.use(express.json());

const evaluate = globalThis[["ev", "al"].join("")];

app.post("/rules/test", (req, res) => {
  const rule = req.body.rule;
  const facts = req.body.facts || {};
  let outcome;
  try {
    outcome = evaluate(`(function(facts){ return ${rule}; })`)(facts);
  } catch (e) {
    return res.status(400).json({ error: String(e) });
  }
  res.json({ outcome: Boolean(outcome) });
});
''')

C("js_function_ctor_later_arg", "javascript", "code_injection", "vulnerable", "CWE-95",
  "Function(p1, p2, body) with the body built from the request",
  r'''
const express = require("express");
const app = express();
app.use(express.json());

app.post("/pricing/preview", (req, res) => {
  const formula = String(req.body.formula || "base");
  const price = Function("base", "qty", "return " + formula + ";");
  const value = price(Number(req.body.base) || 0, Number(req.body.qty) || 1);
  res.json({ value });
});

module.exports = app;
''')

C("js_settimeout_string", "javascript", "code_injection", "vulnerable", "CWE-95",
  "setTimeout given request data as its callback runs it as code",
  r'''
const express = require("express");
const app = express();

const DEFAULT_DELAY = 250;

app.get("/poll", (req, res) => {
  const onTick = req.query.onTick;
  const delay = Number(req.query.delay) || DEFAULT_DELAY;
  if (onTick) {
    setTimeout(onTick, delay);
  }
  res.json({ scheduled: Boolean(onTick), delay });
});

app.listen(8080);
''')

C("js_tls_const_false", "javascript", "tls_verification", "vulnerable", "CWE-295",
  "rejectUnauthorized: checkCerts with const checkCerts = false",
  r'''
const https = require("https");

const checkCerts = false;

function getJson(host, path) {
  return new Promise((resolve, reject) => {
    const req = https.request(
      { host, path, method: "GET", rejectUnauthorized: checkCerts, timeout: 5000 },
      (res) => {
        let body = "";
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve(JSON.parse(body)));
      }
    );
    req.on("error", reject);
    req.end();
  });
}

module.exports = { getJson };
''')

C("js_tls_config_object", "javascript", "tls_verification", "vulnerable", "CWE-295",
  "rejectUnauthorized read from a nested constant config object that holds false",
  r'''
const tls = require("tls");

const config = {
  upstream: { host: "mq.internal.example.com", port: 5671 },
  tls: { strict: false, servername: "mq.internal.example.com" },
};

function connectQueue(onData) {
  const socket = tls.connect({
    host: config.upstream.host,
    port: config.upstream.port,
    servername: config.tls.servername,
    rejectUnauthorized: config.tls.strict,
  });
  socket.on("data", onData);
  return socket;
}

module.exports = { connectQueue };
''')

C("js_jwt_decode_authz", "javascript", "jwt", "vulnerable", "CWE-347",
  "jsonwebtoken decode (no verification) result used to grant admin access",
  r'''
const express = require("express");
const jwt = require("jsonwebtoken");

const app = express();

function requireAdmin(req, res, next) {
  const token = (req.headers.authorization || "").replace(/^Bearer /, "");
  const claims = jwt.decode(token);
  if (!claims || claims.role !== "admin") {
    return res.status(403).json({ error: "forbidden" });
  }
  req.user = claims;
  next();
}

app.post("/admin/cache/flush", requireAdmin, (req, res) => {
  res.json({ flushed: true, by: req.user.sub });
});
''')

C("js_jwt_sign_none_const", "javascript", "jwt", "vulnerable", "CWE-347",
  "jsonwebtoken sign with algorithm folded to 'none' (unsigned token)",
  r'''
const jwt = require("jsonwebtoken");

const TOKEN_OPTIONS = {
  algorithm: "none",
  expiresIn: "2h",
  issuer: "billing",
};

function issueServiceToken(serviceName) {
  return jwt.sign({ sub: serviceName, scope: "billing:write" }, "", TOKEN_OPTIONS);
}

module.exports = { issueServiceToken };
''')

C("js_redirect_query_next", "javascript", "open_redirect", "vulnerable", "CWE-601",
  "res.redirect(req.query.next) after login",
  r'''
const express = require("express");
const app = express();
app.use(express.urlencoded({ extended: false }));

app.post("/login", async (req, res) => {
  const ok = req.body.user && req.body.password;
  if (!ok) {
    return res.status(401).send("bad credentials");
  }
  const dest = req.query.next || "/dashboard";
  res.redirect(dest);
});

app.listen(3000);
''')

C("js_location_header_set", "javascript", "open_redirect", "vulnerable", "CWE-601",
  "Location header set from the query with res.set, then 302",
  r'''
const express = require("express");
const router = express.Router();

router.get("/out", (req, res) => {
  const target = req.query.u;
  if (!target) {
    return res.status(400).end();
  }
  res.set("Location", target);
  res.status(302).end();
});

module.exports = router;
''')

C("js_koa_redirect", "javascript", "open_redirect", "vulnerable", "CWE-601",
  "Koa ctx.redirect to a query value",
  r'''
const Koa = require("koa");
const Router = require("@koa/router");

const app = new Koa();
const router = new Router();

router.get("/auth/callback", async (ctx) => {
  const returnTo = ctx.query.return_to || "/";
  ctx.cookies.set("logged_in", "1", { httpOnly: true });
  ctx.redirect(returnTo);
});

app.use(router.routes());
app.listen(4000);
''')

C("js_sql_array_join", "javascript", "sql_injection", "vulnerable", "CWE-89",
  "SQL assembled with an array join that includes a request value",
  r'''
const express = require("express");
const { Pool } = require("pg");

const pool = new Pool();
const app = express();

app.get("/users/search", async (req, res) => {
  const name = req.query.name || "";
  const sql = ["SELECT id, name FROM users WHERE name LIKE '%", name, "%' LIMIT 25"].join("");
  const { rows } = await pool.query(sql);
  res.json(rows);
});

app.listen(3000);
''')

C("js_knex_raw_template", "javascript", "sql_injection", "vulnerable", "CWE-89",
  "knex.raw with a template literal interpolating the sort parameter",
  r'''
const express = require("express");
const knex = require("knex")({ client: "pg", connection: process.env.DATABASE_URL });

const app = express();

app.get("/products", async (req, res) => {
  const sort = req.query.sort || "name";
  const rows = await knex.raw(`SELECT id, name, price FROM products ORDER BY ${sort} LIMIT 50`);
  res.json(rows.rows);
});

module.exports = app;
''')

C("js_spawn_sh_c", "javascript", "command_injection", "vulnerable", "CWE-78",
  "spawn('sh', ['-c', cmd]) with cmd built from the request",
  r'''
const { spawn } = require("child_process");
const express = require("express");
const app = express();

app.get("/ping", (req, res) => {
  const host = req.query.host || "127.0.0.1";
  const cmd = `ping -c 2 ${host}`;
  const child = spawn("sh", ["-c", cmd]);
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.on("close", (code) => res.json({ code, out }));
});

app.listen(3000);
''')

C("js_spawn_opts_shell", "javascript", "command_injection", "vulnerable", "CWE-78",
  "options object bound to a variable carries shell: true; argument from the request body",
  r'''
const { spawn } = require("child_process");
const express = require("express");
const app = express();
app.use(express.json());

const spawnOpts = { shell: true, timeout: 30000 };

app.post("/convert", (req, res) => {
  const input = req.body.file;
  const child = spawn("ffmpeg", ["-i", input, "out.mp3"], spawnOpts);
  child.on("close", (code) => res.json({ code }));
});
''')

C("js_fs_path_join", "javascript", "path_traversal", "vulnerable", "CWE-22",
  "path.join of a base and a route parameter read with fs",
  r'''
const express = require("express");
const fs = require("fs/promises");
const path = require("path");

const app = express();
const TEMPLATES = path.join(__dirname, "templates");

app.get("/templates/:name", async (req, res) => {
  const file = path.join(TEMPLATES, req.params.name + ".html");
  try {
    res.type("html").send(await fs.readFile(file, "utf8"));
  } catch {
    res.status(404).end();
  }
});
''')

C("js_resolve_check_logs", "javascript", "path_traversal", "vulnerable", "CWE-22",
  "path.resolve + startsWith whose failing branch only logs",
  r'''
const express = require("express");
const fs = require("fs");
const path = require("path");

const app = express();
const ROOT = path.resolve("/srv/public");

app.get("/static", (req, res) => {
  const target = path.resolve(ROOT, String(req.query.f || "index.html"));
  if (!target.startsWith(ROOT + path.sep)) {
    console.warn("outside root:", target);
  }
  fs.createReadStream(target).pipe(res);
});
''')

C("js_sendfile_no_root", "javascript", "path_traversal", "vulnerable", "CWE-22",
  "res.sendFile of a query value without root",
  r'''
const express = require("express");
const path = require("path");

const app = express();
const MEDIA = "/var/media";

app.get("/media", (req, res) => {
  const file = path.normalize(path.join(MEDIA, req.query.file || ""));
  res.sendFile(file, (err) => {
    if (err) res.status(404).end();
  });
});

app.listen(3000);
''')

C("js_res_send_template_xss", "javascript", "xss", "vulnerable", "CWE-79",
  "res.send of HTML interpolating a query value",
  r'''
const express = require("express");
const app = express();

app.get("/welcome", (req, res) => {
  const name = req.query.name || "visitor";
  const page = `<!doctype html>
<html><body>
  <h1>Welcome, ${name}!</h1>
  <p>Your dashboard is loading…</p>
</body></html>`;
  res.send(page);
});

app.listen(3000);
''')

C("js_ejs_render_body", "javascript", "template_injection", "vulnerable", "CWE-1336",
  "ejs.render of a template taken from the request body",
  r'''
const express = require("express");
const ejs = require("ejs");
const app = express();
app.use(express.json());

app.post("/emails/preview", (req, res) => {
  const template = req.body.template || "<p>Hello <%= name %></p>";
  const html = ejs.render(template, { name: "Sample Customer", total: "42.00" });
  res.type("html").send(html);
});

module.exports = app;
''')

C("js_math_random_reset", "javascript", "randomness", "vulnerable", "CWE-338",
  "password reset token from Math.random",
  r'''
const crypto = require("crypto");

function createResetToken() {
  return Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
}

async function requestReset(db, email) {
  const resetToken = createResetToken();
  const digest = crypto.createHash("sha256").update(resetToken).digest("hex");
  await db.query("UPDATE users SET reset_digest = $1 WHERE email = $2", [digest, email]);
  return resetToken;
}

module.exports = { requestReset };
''')

C("js_cors_origin_true_creds", "javascript", "cors", "vulnerable", "CWE-942",
  "cors({ origin: true, credentials: true }) reflects any origin with credentials",
  r'''
const express = require("express");
const cors = require("cors");

const app = express();
const corsOptions = { origin: true, credentials: true, maxAge: 600 };
app.use(cors(corsOptions));

app.get("/api/me", (req, res) => {
  res.json({ id: 7, email: "user@example.com" });
});

app.listen(3000);
''')

C("js_koa_cors_reflect", "javascript", "cors", "vulnerable", "CWE-942",
  "Koa ctx.set of Allow-Origin from ctx.get('Origin') with credentials true",
  r'''
const Koa = require("koa");
const app = new Koa();

app.use(async (ctx, next) => {
  const origin = ctx.get("Origin");
  if (origin) {
    ctx.set("Access-Control-Allow-Origin", origin);
    ctx.set("Access-Control-Allow-Credentials", "true");
  }
  await next();
});

app.use(async (ctx) => {
  ctx.body = { balance: 120 };
});

app.listen(4000);
''')

C("js_regexp_from_query", "javascript", "regex", "vulnerable", "CWE-1333",
  "new RegExp of a query value",
  r'''
const express = require("express");
const app = express();

const CITIES = ["Amsterdam", "Berlin", "Bern", "Bordeaux", "Boston"];

app.get("/cities", (req, res) => {
  const pattern = new RegExp(req.query.q || "", "i");
  res.json(CITIES.filter((c) => pattern.test(c)));
});

app.listen(3000);
''')

C("js_mongoose_login", "javascript", "nosql_injection", "vulnerable", "CWE-943",
  "req.body fields as they came in a mongoose findOne filter",
  r'''
const express = require("express");
const mongoose = require("mongoose");

const User = mongoose.model("User", new mongoose.Schema({ email: String, passwordHash: String }));
const app = express();
app.use(express.json());

app.post("/login", async (req, res) => {
  const user = await User.findOne({ email: req.body.email, passwordHash: req.body.passwordHash });
  if (!user) return res.status(401).json({ error: "invalid" });
  res.json({ id: user.id });
});
''')

C("js_libxml_noent", "javascript", "xxe", "vulnerable", "CWE-611",
  "libxmljs parseXml with noent: true on the request body",
  r'''
const express = require("express");
const libxmljs = require("libxmljs");

const app = express();
app.use(express.text({ type: "application/xml" }));
const PARSE_OPTS = { noent: true, nonet: false };

app.post("/invoices/import", (req, res) => {
  const doc = libxmljs.parseXml(req.body, PARSE_OPTS);
  const ids = doc.find("//invoice/@id").map((a) => a.value());
  res.json({ ids });
});
''')

C("js_node_serialize_cookie", "javascript", "deserialization", "vulnerable", "CWE-502",
  "node-serialize unserialize of a cookie",
  r'''
const express = require("express");
const cookieParser = require("cookie-parser");
const serialize = require("node-serialize");

const app = express();
app.use(cookieParser());

app.get("/prefs", (req, res) => {
  const raw = Buffer.from(req.cookies.prefs || "e30=", "base64").toString();
  const prefs = serialize.unserialize(raw);
  res.json({ theme: prefs.theme || "light" });
});
''')

C("js_cipher_ecb_joined", "javascript", "weak_crypto", "vulnerable", "CWE-327",
  "cipher name joined from constants folds to aes-128-ecb (ECB)",
  r'''
const crypto = require("crypto");

const MODE = ["aes", "128", "ecb"].join("-");

function encryptField(plain, keyHex) {
  const key = Buffer.from(keyHex, "hex");
  const cipher = crypto.createCipheriv(MODE, key, null);
  return Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]).toString("base64");
}

module.exports = { encryptField };
''')

C("js_hmac_key_buffer_literal", "javascript", "hardcoded_secret", "vulnerable", "CWE-798",
  "createHmac key argument folds to a string literal through Buffer.from",
  r'''
const crypto = require("crypto");

const material = Buffer.from("wh_9f2Kx81LmQzT0vA7cE3", "utf8");

function signPayload(body) {
  return crypto.createHmac("sha256", material).update(body).digest("hex");
}

function verifyPayload(body, signature) {
  const expected = Buffer.from(signPayload(body));
  const given = Buffer.from(String(signature));
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

module.exports = { signPayload, verifyPayload };
''')

C("js_proto_pollution_merge", "javascript", "prototype_pollution", "vulnerable", "CWE-1321",
  "recursive merge of req.body into a settings object with no __proto__ guard",
  r'''
const express = require("express");
const app = express();
app.use(express.json());

function deepMerge(target, source) {
  for (const key of Object.keys(source)) {
    if (source[key] && typeof source[key] === "object") {
      if (!target[key]) target[key] = {};
      deepMerge(target[key], source[key]);
    } else {
      target[key] = source[key];
    }
  }
  return target;
}

const settings = { theme: "light", notifications: { email: true } };

app.patch("/settings", (req, res) => {
  deepMerge(settings, JSON.parse(req.body.patch || "{}"));
  res.json(settings);
});
''')

C("js_dynamic_import_plugin", "javascript", "reflection", "vulnerable", "CWE-470",
  "import() of a module named by the query string",
  r'''
const express = require("express");
const app = express();

app.get("/export", async (req, res) => {
  const format = req.query.format || "./exporters/csv.js";
  const mod = await import(format);
  const out = await mod.default([{ id: 1, total: 9.5 }]);
  res.type("text/plain").send(out);
});

app.listen(3000);
''')

C("js_worker_eval", "javascript", "code_injection", "vulnerable", "CWE-95",
  "new Worker(source, { eval: true }) with source from the request",
  r'''
const { Worker } = require("worker_threads");
const express = require("express");
const app = express();
app.use(express.json());

app.post("/jobs/run", (req, res) => {
  const job = `const { parentPort } = require("worker_threads"); parentPort.postMessage((${req.body.task})());`;
  const worker = new Worker(job, { eval: true });
  worker.once("message", (m) => res.json({ result: m }));
  worker.once("error", (e) => res.status(500).json({ error: e.message }));
});
''')

C("js_cookie_math_random_sid", "javascript", "randomness", "vulnerable", "CWE-338",
  "sid cookie from Math.random",
  r'''
const express = require("express");
const app = express();
const active = new Map();

app.post("/signin", express.urlencoded({ extended: false }), (req, res) => {
  const sid = Math.floor(Math.random() * 1e16).toString(16);
  active.set(sid, req.body.user);
  res.cookie("sid", sid, { httpOnly: true, sameSite: "lax" });
  res.json({ ok: true });
});

app.listen(3000);
''')

C("ts_next_redirect_new_url", "typescript", "open_redirect", "vulnerable", "CWE-601",
  "NextResponse.redirect(new URL(to, req.url)): an absolute 'to' picks the origin",
  r'''
import { NextRequest, NextResponse } from "next/server";

export function GET(req: NextRequest) {
  const to = req.nextUrl.searchParams.get("to") ?? "/";
  const target = new URL(to, req.url);
  const res = NextResponse.redirect(target);
  res.cookies.set("visited", "1");
  return res;
}
''')

C("ts_nest_http_ssrf", "typescript", "ssrf", "vulnerable", "CWE-918",
  "NestJS HttpService get of a URL from the DTO",
  r'''
import { Body, Controller, Post } from "@nestjs/common";
import { HttpService } from "@nestjs/axios";
import { firstValueFrom } from "rxjs";

class WebhookTestDto {
  url!: string;
}

@Controller("webhooks")
export class WebhookController {
  constructor(private readonly http: HttpService) {}

  @Post("test")
  async test(@Body() dto: WebhookTestDto) {
    const res = await firstValueFrom(this.http.get(dto.url, { timeout: 3000 }));
    return { status: res.status };
  }
}
''')

C("ts_fetch_query_url", "typescript", "ssrf", "vulnerable", "CWE-918",
  "fetch of a URL taken from the query in a Next.js route handler",
  r'''
import { NextRequest, NextResponse } from "next/server";

export async function GET(req: NextRequest): Promise<NextResponse> {
  const src = req.nextUrl.searchParams.get("src");
  if (!src) {
    return NextResponse.json({ error: "src required" }, { status: 400 });
  }
  const upstream = await fetch(src, { cache: "no-store" });
  const buf = await upstream.arrayBuffer();
  return new NextResponse(buf, { headers: { "content-type": upstream.headers.get("content-type") ?? "image/png" } });
}
''')

C("ts_innerhtml_param", "typescript", "xss", "vulnerable", "CWE-79",
  "innerHTML set from a URL search parameter",
  r'''
const params = new URLSearchParams(window.location.search);

function showNotice(): void {
  const notice = params.get("notice");
  const box = document.getElementById("notice") as HTMLDivElement | null;
  if (!box || !notice) return;
  box.innerHTML = `<strong>Notice:</strong> ${notice}`;
  box.hidden = false;
}

document.addEventListener("DOMContentLoaded", showNotice);
''')

C("ts_prisma_raw_unsafe", "typescript", "sql_injection", "vulnerable", "CWE-89",
  "$queryRawUnsafe with SQL concatenated from a query value",
  r'''
import express, { Request, Response } from "express";
import { PrismaClient } from "@prisma/client";

const prisma = new PrismaClient();
const app = express();

app.get("/orders", async (req: Request, res: Response) => {
  const status = String(req.query.status ?? "open");
  const rows = await prisma.$queryRawUnsafe(
    "SELECT id, total FROM orders WHERE status = '" + status + "' ORDER BY id DESC"
  );
  res.json(rows);
});

export default app;
''')

C("ts_exec_promisified", "typescript", "command_injection", "vulnerable", "CWE-78",
  "util.promisify(exec) called with a command built from the request",
  r'''
import { exec } from "child_process";
import { promisify } from "util";
import express from "express";

const sh = promisify(exec);
const app = express();

app.get("/disk", async (req, res) => {
  const dir = String(req.query.dir ?? "/var/data");
  const { stdout } = await sh(`du -sh ${dir}`);
  res.json({ usage: stdout.trim() });
});

export default app;
''')

C("ts_static_tls_field", "typescript", "tls_verification", "vulnerable", "CWE-295",
  "static class field VERIFY = false read as Cfg.VERIFY for rejectUnauthorized",
  r'''
import https from "https";

class Cfg {
  static VERIFY = false;
  static HOST = "vault.internal.example.com";
}

export function readSecret(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = https.get(
      { host: Cfg.HOST, path: `/v1/${encodeURIComponent(path)}`, rejectUnauthorized: Cfg.VERIFY },
      (res) => {
        let data = "";
        res.on("data", (c) => (data += c));
        res.on("end", () => resolve(data));
      }
    );
    req.on("error", reject);
  });
}
''')

C("ts_jwt_verify_options_off", "typescript", "jwt", "vulnerable", "CWE-347",
  "jose decodeJwt (no verification) payload trusted to identify the caller",
  r'''
import { decodeJwt } from "jose";
import type { Request, Response, NextFunction } from "express";

export function authenticate(req: Request, res: Response, next: NextFunction) {
  const token = req.header("authorization")?.split(" ")[1];
  if (!token) return res.status(401).end();
  const payload = decodeJwt(token);
  if (typeof payload.sub !== "string") return res.status(401).end();
  (req as any).userId = payload.sub;
  (req as any).isAdmin = payload.admin === true;
  next();
}
''')

C("ts_koa_path_download", "typescript", "path_traversal", "vulnerable", "CWE-22",
  "fs.createReadStream of a path joined from a Koa route parameter",
  r'''
import Koa from "koa";
import Router from "@koa/router";
import fs from "fs";
import path from "path";

const app = new Koa();
const router = new Router();
const INVOICES = "/srv/invoices";

router.get("/invoices/:year/:file", (ctx) => {
  const file = path.join(INVOICES, ctx.params.year, ctx.params.file);
  ctx.type = "application/pdf";
  ctx.body = fs.createReadStream(file);
});

app.use(router.routes());
export default app;
''')

C("ts_mongo_where_template", "typescript", "code_injection", "vulnerable", "CWE-95",
  "MongoDB $where built from a template literal with request data",
  r'''
import express from "express";
import { MongoClient } from "mongodb";

const client = new MongoClient("mongodb://db:27017");
const app = express();

app.get("/products/cheap", async (req, res) => {
  const max = req.query.max as string;
  const coll = client.db("shop").collection("products");
  const docs = await coll.find({ $where: `this.price < ${max}` }).limit(20).toArray();
  res.json(docs);
});

export default app;
''')

C("ts_random_api_key", "typescript", "randomness", "vulnerable", "CWE-338",
  "API key built from lodash sampleSize",
  r'''
import _ from "lodash";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789".split("");

export function generateApiKey(prefix = "ak"): string {
  const body = _.sampleSize(ALPHABET, 24).join("");
  return `${prefix}_${body}`;
}

export async function createKey(db: { insert(k: string): Promise<void> }) {
  const apiKey = generateApiKey();
  await db.insert(apiKey);
  return apiKey;
}
''')

C("ts_hono_cors_reflect", "typescript", "cors", "vulnerable", "CWE-942",
  "Hono c.header reflects the Origin request header with credentials",
  r'''
import { Hono } from "hono";

const app = new Hono();

app.use("/api/*", async (c, next) => {
  const origin = c.req.header("Origin") ?? "";
  c.header("Access-Control-Allow-Origin", origin);
  c.header("Access-Control-Allow-Credentials", "true");
  c.header("Vary", "Origin");
  await next();
});

app.get("/api/wallet", (c) => c.json({ balance: 42 }));

export default app;
''')

C("ts_vm_run_body", "typescript", "code_injection", "vulnerable", "CWE-95",
  "vm.runInNewContext of a request expression (vm is not a security boundary)",
  r'''
import express from "express";
import vm from "vm";

const app = express();
app.use(express.json());

app.post("/formula", (req, res) => {
  const expr = String(req.body.expr ?? "0");
  const sandbox = { price: Number(req.body.price) || 0, qty: Number(req.body.qty) || 0 };
  const value = vm.runInNewContext(expr, sandbox, { timeout: 50 });
  res.json({ value });
});

export default app;
''')


# ---------------------------------------------------------------- JavaScript / TypeScript, safe look-alikes
C("js_safe_execfile_argv", "javascript", "command_injection", "safe", "CWE-78",
  "execFile with an argument vector and no shell",
  r'''
const { execFile } = require("child_process");
const express = require("express");
const app = express();

app.get("/git/log", (req, res) => {
  const branch = String(req.query.branch || "main");
  execFile("git", ["log", "--oneline", "-n", "20", "--end-of-options", branch], { cwd: "/srv/repo" }, (err, stdout) => {
    if (err) return res.status(400).json({ error: "unknown branch" });
    res.type("text/plain").send(stdout);
  });
});

app.listen(3000);
''')

C("js_safe_exec_const", "javascript", "command_injection", "safe", "CWE-78",
  "exec of a constant command (low)",
  r'''
const { exec } = require("child_process");

const REV_CMD = "git rev-parse --short HEAD";

function currentRevision() {
  return new Promise((resolve, reject) => {
    exec(REV_CMD, { cwd: __dirname }, (err, stdout) => {
      if (err) return reject(err);
      resolve(stdout.trim());
    });
  });
}

module.exports = { currentRevision };
''')

C("js_safe_shell_quote", "javascript", "command_injection", "safe", "CWE-78",
  "exec string whose dynamic piece went through shell-quote",
  r'''
const { exec } = require("child_process");
const { quote } = require("shell-quote");
const express = require("express");
const app = express();

app.get("/wc", (req, res) => {
  const file = quote([String(req.query.file || "README.md")]);
  exec("wc -l " + file, { cwd: "/srv/docs" }, (err, stdout) => {
    if (err) return res.status(404).end();
    res.json({ lines: parseInt(stdout, 10) });
  });
});
''')

C("js_safe_pg_params", "javascript", "sql_injection", "safe", "CWE-89",
  "pg query with $1/$2 parameters",
  r'''
const express = require("express");
const { Pool } = require("pg");
const pool = new Pool();
const app = express();

const SQL = "SELECT id, name FROM users WHERE name ILIKE $1 ORDER BY name LIMIT $2";

app.get("/users/search", async (req, res) => {
  const term = `%${req.query.name || ""}%`;
  const limit = Math.min(Number(req.query.limit) || 25, 100);
  const { rows } = await pool.query(SQL, [term, limit]);
  res.json(rows);
});
''')

C("js_safe_in_placeholders_join", "javascript", "sql_injection", "safe", "CWE-89",
  "IN list of '?' placeholders built by map/join; ids bound as parameters",
  r'''
const express = require("express");
const mysql = require("mysql2/promise");
const app = express();
app.use(express.json());
const pool = mysql.createPool({ host: "db", user: "app", database: "shop" });

app.post("/products/bulk", async (req, res) => {
  const ids = (req.body.ids || []).slice(0, 100);
  if (ids.length === 0) return res.json([]);
  const marks = ids.map(() => "?").join(", ");
  const [rows] = await pool.query("SELECT id, name FROM products WHERE id IN (" + marks + ")", ids);
  res.json(rows);
});
''')

C("js_safe_knex_builder", "javascript", "sql_injection", "safe", "CWE-89",
  "knex query builder with orderBy column from a constant allow-list",
  r'''
const express = require("express");
const knex = require("knex")({ client: "pg", connection: process.env.DATABASE_URL });
const app = express();

const SORTS = new Set(["name", "price", "created_at"]);

app.get("/products", async (req, res) => {
  const sort = SORTS.has(req.query.sort) ? req.query.sort : "name";
  const rows = await knex("products").select("id", "name", "price").orderBy(sort).limit(50);
  res.json(rows);
});
''')

C("js_safe_redirect_allowlist", "javascript", "open_redirect", "safe", "CWE-601",
  "redirect target narrowed by a constant Set membership ternary",
  r'''
const express = require("express");
const app = express();

const RETURN_PATHS = new Set(["/", "/account", "/orders", "/help"]);

app.get("/done", (req, res) => {
  const dest = RETURN_PATHS.has(req.query.next) ? req.query.next : "/";
  res.redirect(dest);
});

app.listen(3000);
''')

C("js_safe_redirect_encoded_query", "javascript", "open_redirect", "safe", "CWE-601",
  "constant path leads the target; request data is an encoded query value",
  r'''
const express = require("express");
const app = express();

function requireLogin(req, res, next) {
  if (req.headers.cookie && req.headers.cookie.includes("auth=")) return next();
  res.redirect("/login?next=" + encodeURIComponent(req.originalUrl));
}

app.get("/account", requireLogin, (req, res) => {
  res.send("account page");
});

app.listen(3000);
''')

C("js_safe_redirect_origin_check", "javascript", "open_redirect", "safe", "CWE-601",
  "new URL(x, base).origin compared to the site origin; failing branch returns",
  r'''
const express = require("express");
const app = express();

const SITE = "https://shop.example.com";

app.get("/continue", (req, res) => {
  let target;
  try {
    target = new URL(String(req.query.to || "/"), SITE);
  } catch {
    return res.redirect("/");
  }
  if (target.origin !== SITE) {
    return res.redirect("/");
  }
  res.redirect(target.href);
});
''')

C("js_safe_jwt_verify", "javascript", "jwt", "safe", "CWE-347",
  "jwt.verify with a key from the environment and fixed algorithms",
  r'''
const express = require("express");
const jwt = require("jsonwebtoken");
const app = express();

function requireAdmin(req, res, next) {
  const token = (req.headers.authorization || "").replace(/^Bearer /, "");
  try {
    const claims = jwt.verify(token, process.env.JWT_KEY, { algorithms: ["HS256"] });
    if (claims.role !== "admin") return res.status(403).end();
    req.user = claims;
    next();
  } catch {
    res.status(401).end();
  }
}

app.post("/admin/cache/flush", requireAdmin, (req, res) => res.json({ flushed: true }));
''')

C("js_safe_jwt_decode_exp", "javascript", "jwt", "safe", "CWE-347",
  "jwt.decode only reads exp to schedule a token refresh (medium)",
  r'''
const jwt = require("jsonwebtoken");

function scheduleRefresh(accessToken, refresh) {
  const decoded = jwt.decode(accessToken);
  const exp = decoded && typeof decoded.exp === "number" ? decoded.exp : 0;
  const delayMs = Math.max(0, exp * 1000 - Date.now() - 60000);
  return setTimeout(refresh, delayMs);
}

module.exports = { scheduleRefresh };
''')

C("js_safe_tls_const_true", "javascript", "tls_verification", "safe", "CWE-295",
  "rejectUnauthorized from a constant true",
  r'''
const https = require("https");

const STRICT_TLS = true;

function ping(host) {
  return new Promise((resolve, reject) => {
    const req = https.request({ host, path: "/healthz", method: "GET", rejectUnauthorized: STRICT_TLS }, (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.on("error", reject);
    req.end();
  });
}

module.exports = { ping };
''')

C("js_safe_escape_html_send", "javascript", "xss", "safe", "CWE-79",
  "res.send of HTML whose dynamic piece went through escape-html",
  r'''
const express = require("express");
const escapeHtml = require("escape-html");
const app = express();

app.get("/welcome", (req, res) => {
  const name = escapeHtml(req.query.name || "visitor");
  res.send(`<!doctype html><html><body><h1>Welcome, ${name}!</h1></body></html>`);
});

app.listen(3000);
''')

C("js_safe_render_constant_view", "javascript", "xss", "safe", "CWE-79",
  "res.render of a constant view; the query value is template context",
  r'''
const express = require("express");
const app = express();
app.set("view engine", "ejs");

app.get("/profile", (req, res) => {
  res.render("profile", {
    name: req.query.name || "guest",
    since: new Date().getFullYear(),
  });
});

app.listen(3000);
''')

C("js_safe_crypto_random_token", "javascript", "randomness", "safe", "CWE-338",
  "reset token from crypto.randomBytes; Math.random only jitters a retry",
  r'''
const crypto = require("crypto");

function createResetToken() {
  return crypto.randomBytes(32).toString("hex");
}

async function withRetry(fn, attempts = 4) {
  for (let i = 0; i < attempts; i++) {
    try {
      return await fn();
    } catch (e) {
      const backoff = 2 ** i * 100 + Math.random() * 50;
      await new Promise((r) => setTimeout(r, backoff));
    }
  }
  throw new Error("gave up");
}

module.exports = { createResetToken, withRetry };
''')

C("js_safe_random_colour", "javascript", "randomness", "safe", "CWE-338",
  "Math.random picks an avatar colour and shuffles a quiz",
  r'''
const COLOURS = ["#e57373", "#64b5f6", "#81c784", "#ffd54f"];

function avatarColour() {
  return COLOURS[Math.floor(Math.random() * COLOURS.length)];
}

function shuffleQuestions(questions) {
  const copy = questions.slice();
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

module.exports = { avatarColour, shuffleQuestions };
''')

C("js_safe_cors_allowlist", "javascript", "cors", "safe", "CWE-942",
  "Origin echoed only when a constant array includes it",
  r'''
const express = require("express");
const app = express();

const ALLOWED_ORIGINS = ["https://app.example.com", "https://admin.example.com"];

app.use((req, res, next) => {
  const origin = req.headers.origin;
  if (ALLOWED_ORIGINS.includes(origin)) {
    res.setHeader("Access-Control-Allow-Origin", origin);
    res.setHeader("Access-Control-Allow-Credentials", "true");
    res.setHeader("Vary", "Origin");
  }
  next();
});

app.get("/api/me", (req, res) => res.json({ id: 7 }));
''')

C("js_safe_regexp_escaped", "javascript", "regex", "safe", "CWE-1333",
  "new RegExp of _.escapeRegExp(query)",
  r'''
const express = require("express");
const _ = require("lodash");
const app = express();

const CITIES = ["Amsterdam", "Berlin", "Bern", "Bordeaux", "Boston"];

app.get("/cities", (req, res) => {
  const safeTerm = _.escapeRegExp(String(req.query.q || ""));
  const rx = new RegExp("^" + safeTerm, "i");
  res.json(CITIES.filter((c) => rx.test(c)));
});

app.listen(3000);
''')

C("js_safe_mongo_string", "javascript", "nosql_injection", "safe", "CWE-943",
  "request values converted with String() before the filter",
  r'''
const express = require("express");
const mongoose = require("mongoose");

const User = mongoose.model("User", new mongoose.Schema({ email: String, name: String }));
const app = express();
app.use(express.json());

app.post("/users/lookup", async (req, res) => {
  const email = String(req.body.email || "");
  const user = await User.findOne({ email }).select("name email").lean();
  res.json(user || {});
});
''')

C("js_safe_basename_read", "javascript", "path_traversal", "safe", "CWE-22",
  "path.basename of the route parameter before joining",
  r'''
const express = require("express");
const fs = require("fs/promises");
const path = require("path");

const app = express();
const TEMPLATES = path.join(__dirname, "templates");

app.get("/templates/:name", async (req, res) => {
  const file = path.join(TEMPLATES, path.basename(req.params.name) + ".html");
  try {
    res.type("html").send(await fs.readFile(file, "utf8"));
  } catch {
    res.status(404).end();
  }
});
''')

C("js_safe_sendfile_root", "javascript", "path_traversal", "safe", "CWE-22",
  "res.sendFile with root: send refuses '..'",
  r'''
const express = require("express");
const app = express();

const MEDIA_ROOT = "/var/media";

app.get("/media/:file", (req, res) => {
  res.sendFile(req.params.file, { root: MEDIA_ROOT, dotfiles: "deny" }, (err) => {
    if (err) res.status(404).end();
  });
});

app.listen(3000);
''')

C("js_safe_resolve_confined", "javascript", "path_traversal", "safe", "CWE-22",
  "path.resolve then startsWith(ROOT + sep) check that returns 403",
  r'''
const express = require("express");
const fs = require("fs");
const path = require("path");

const app = express();
const ROOT = path.resolve("/srv/public");

app.get("/static", (req, res) => {
  const target = path.resolve(ROOT, String(req.query.f || "index.html"));
  if (!target.startsWith(ROOT + path.sep)) {
    return res.status(403).end();
  }
  fs.createReadStream(target).on("error", () => res.status(404).end()).pipe(res);
});
''')

C("js_safe_fetch_fixed_origin", "javascript", "ssrf", "safe", "CWE-918",
  "fetch to a constant origin with an encoded path segment",
  r'''
const express = require("express");
const app = express();

const API = "https://api.github.com";

app.get("/gh/:user", async (req, res) => {
  const r = await fetch(`${API}/users/${encodeURIComponent(req.params.user)}`, {
    headers: { accept: "application/vnd.github+json" },
  });
  const data = await r.json();
  res.json({ login: data.login, repos: data.public_repos });
});

app.listen(3000);
''')

C("js_safe_ops_table", "javascript", "code_injection", "safe", "CWE-470",
  "lookup in the file's own constant table of arithmetic functions, own keys only",
  r'''
const express = require("express");
const app = express();

const OPS = {
  add: (a, b) => a + b,
  sub: (a, b) => a - b,
  mul: (a, b) => a * b,
};

app.get("/calc/:op", (req, res) => {
  const op = req.params.op;
  if (!Object.prototype.hasOwnProperty.call(OPS, op)) return res.status(404).end();
  const result = OPS[op](Number(req.query.a), Number(req.query.b));
  res.json({ result });
});
''')

C("js_safe_yaml_package_parse", "javascript", "deserialization", "safe", "CWE-502",
  "the yaml package's parse builds plain data (no code-running tags)",
  r'''
const express = require("express");
const YAML = require("yaml");
const app = express();
app.use(express.text({ type: "*/*" }));

app.post("/pipelines/validate", (req, res) => {
  let doc;
  try {
    doc = YAML.parse(req.body);
  } catch (e) {
    return res.status(400).json({ error: e.message });
  }
  res.json({ stages: Array.isArray(doc && doc.stages) ? doc.stages.length : 0 });
});
''')

C("js_safe_sha256_hash", "javascript", "weak_crypto", "safe", "CWE-327",
  "scrypt for passwords; sha256 for a cache key",
  r'''
const crypto = require("crypto");

function hashPassword(password) {
  const salt = crypto.randomBytes(16);
  const dk = crypto.scryptSync(password, salt, 64);
  return `${salt.toString("hex")}:${dk.toString("hex")}`;
}

function cacheKey(url) {
  return crypto.createHash("sha256").update(url).digest("hex");
}

module.exports = { hashPassword, cacheKey };
''')

C("js_safe_hmac_env_key", "javascript", "hardcoded_secret", "safe", "CWE-798",
  "HMAC key read from the environment",
  r'''
const crypto = require("crypto");

const WEBHOOK_KEY = process.env.WEBHOOK_KEY;
if (!WEBHOOK_KEY) {
  throw new Error("WEBHOOK_KEY is not set");
}

function signPayload(body) {
  return crypto.createHmac("sha256", WEBHOOK_KEY).update(body).digest("hex");
}

module.exports = { signPayload };
''')

C("js_safe_cookie_randomuuid", "javascript", "randomness", "safe", "CWE-338",
  "sid cookie from crypto.randomUUID",
  r'''
const crypto = require("crypto");
const express = require("express");
const app = express();
const active = new Map();

app.post("/signin", express.urlencoded({ extended: false }), (req, res) => {
  const sid = crypto.randomUUID();
  active.set(sid, req.body.user);
  res.cookie("sid", sid, { httpOnly: true, secure: true, sameSite: "lax" });
  res.json({ ok: true });
});

app.listen(3000);
''')

C("js_safe_spawn_opts_no_shell", "javascript", "command_injection", "safe", "CWE-78",
  "options object bound to a variable sets shell: false; argv carries the request value",
  r'''
const { spawn } = require("child_process");
const express = require("express");
const app = express();
app.use(express.json());

const spawnOpts = { shell: false, timeout: 30000, cwd: "/srv/media" };

app.post("/convert", (req, res) => {
  const input = String(req.body.file || "in.wav");
  const child = spawn("ffmpeg", ["-nostdin", "-i", input, "out.mp3"], spawnOpts);
  child.on("close", (code) => res.json({ code }));
});
''')

C("ts_safe_next_redirect_relative", "typescript", "open_redirect", "safe", "CWE-601",
  "redirect target's origin compared to the request origin; failing branch returns",
  r'''
import { NextRequest, NextResponse } from "next/server";

export function GET(req: NextRequest) {
  const to = req.nextUrl.searchParams.get("to") ?? "/";
  const target = new URL(to, req.nextUrl.origin);
  if (target.origin !== req.nextUrl.origin) {
    return NextResponse.redirect(new URL("/", req.nextUrl.origin));
  }
  return NextResponse.redirect(target);
}
''')

C("ts_safe_nest_http_fixed", "typescript", "ssrf", "safe", "CWE-918",
  "HttpService get of a constant origin with an encoded id",
  r'''
import { Controller, Get, Param } from "@nestjs/common";
import { HttpService } from "@nestjs/axios";
import { firstValueFrom } from "rxjs";

const CATALOG = "https://catalog.example.com/api/items/";

@Controller("items")
export class ItemsController {
  constructor(private readonly http: HttpService) {}

  @Get(":id")
  async get(@Param("id") id: string) {
    const res = await firstValueFrom(this.http.get(CATALOG + encodeURIComponent(id)));
    return res.data;
  }
}
''')

C("ts_safe_textcontent", "typescript", "xss", "safe", "CWE-79",
  "textContent, not innerHTML, for the URL parameter",
  r'''
const params = new URLSearchParams(window.location.search);

function showNotice(): void {
  const notice = params.get("notice");
  const box = document.getElementById("notice") as HTMLDivElement | null;
  if (!box || !notice) return;
  const strong = document.createElement("strong");
  strong.textContent = "Notice: ";
  box.replaceChildren(strong, document.createTextNode(notice));
  box.hidden = false;
}

document.addEventListener("DOMContentLoaded", showNotice);
''')

C("ts_safe_dompurify", "typescript", "xss", "safe", "CWE-79",
  "innerHTML of DOMPurify.sanitize output",
  r'''
import DOMPurify from "dompurify";

export function renderComment(el: HTMLElement, markdownHtml: string): void {
  const clean = DOMPurify.sanitize(markdownHtml, { USE_PROFILES: { html: true } });
  el.innerHTML = clean;
}

export function renderAll(container: HTMLElement, comments: { html: string }[]): void {
  for (const c of comments) {
    const div = document.createElement("div");
    renderComment(div, c.html);
    container.appendChild(div);
  }
}
''')

C("ts_safe_prisma_tagged", "typescript", "sql_injection", "safe", "CWE-89",
  "Prisma $queryRaw tagged template binds the value as a parameter",
  r'''
import express, { Request, Response } from "express";
import { PrismaClient } from "@prisma/client";

const prisma = new PrismaClient();
const app = express();

app.get("/orders", async (req: Request, res: Response) => {
  const status = String(req.query.status ?? "open");
  const rows = await prisma.$queryRaw`SELECT id, total FROM orders WHERE status = ${status} ORDER BY id DESC`;
  res.json(rows);
});

export default app;
''')

C("ts_safe_static_tls_true", "typescript", "tls_verification", "safe", "CWE-295",
  "static VERIFY = true read as Cfg.VERIFY",
  r'''
import https from "https";

class Cfg {
  static VERIFY = true;
  static HOST = "vault.internal.example.com";
}

export function health(): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = https.get({ host: Cfg.HOST, path: "/v1/sys/health", rejectUnauthorized: Cfg.VERIFY }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
  });
}
''')

C("ts_safe_jose_verify", "typescript", "jwt", "safe", "CWE-347",
  "jose jwtVerify against a remote JWKS before trusting sub",
  r'''
import { createRemoteJWKSet, jwtVerify } from "jose";
import type { Request, Response, NextFunction } from "express";

const JWKS = createRemoteJWKSet(new URL("https://auth.example.com/.well-known/jwks.json"));

export async function authenticate(req: Request, res: Response, next: NextFunction) {
  const token = req.header("authorization")?.split(" ")[1];
  if (!token) return res.status(401).end();
  try {
    const { payload } = await jwtVerify(token, JWKS, { issuer: "https://auth.example.com", audience: "api" });
    (req as any).userId = payload.sub;
    next();
  } catch {
    res.status(401).end();
  }
}
''')

C("ts_safe_hono_cors_allowlist", "typescript", "cors", "safe", "CWE-942",
  "Origin echoed only after a failed-membership branch returns",
  r'''
import { Hono } from "hono";

const app = new Hono();
const ORIGINS = new Set(["https://app.example.com", "https://m.example.com"]);

app.use("/api/*", async (c, next) => {
  const origin = c.req.header("Origin") ?? "";
  if (!ORIGINS.has(origin)) {
    return c.json({ error: "origin not allowed" }, 403);
  }
  c.header("Access-Control-Allow-Origin", origin);
  c.header("Access-Control-Allow-Credentials", "true");
  await next();
});

app.get("/api/wallet", (c) => c.json({ balance: 42 }));
export default app;
''')

C("ts_safe_random_api_key", "typescript", "randomness", "safe", "CWE-338",
  "API key from crypto.getRandomValues; lodash sampleSize only for a demo list",
  r'''
import _ from "lodash";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function generateApiKey(prefix = "ak"): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const body = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("");
  return `${prefix}_${body}`;
}

export function featuredProducts<T>(all: T[]): T[] {
  return _.sampleSize(all, 4);
}
''')

C("ts_safe_exec_promisified_const", "typescript", "command_injection", "safe", "CWE-78",
  "promisified execFile with an argv; the directory is confined by an allow-list",
  r'''
import { execFile } from "child_process";
import { promisify } from "util";
import express from "express";

const run = promisify(execFile);
const app = express();
const DIRS = ["/var/data", "/var/log", "/srv/uploads"];

app.get("/disk", async (req, res) => {
  const dir = String(req.query.dir ?? "/var/data");
  if (!DIRS.includes(dir)) return res.status(400).json({ error: "unknown dir" });
  const { stdout } = await run("du", ["-sh", dir]);
  res.json({ usage: stdout.trim() });
});

export default app;
''')

C("ts_safe_koa_path_basename", "typescript", "path_traversal", "safe", "CWE-22",
  "both route pieces reduced with path.basename before joining",
  r'''
import Koa from "koa";
import Router from "@koa/router";
import fs from "fs";
import path from "path";

const app = new Koa();
const router = new Router();
const INVOICES = "/srv/invoices";

router.get("/invoices/:year/:file", (ctx) => {
  const year = path.basename(ctx.params.year);
  const file = path.basename(ctx.params.file);
  ctx.type = "application/pdf";
  ctx.body = fs.createReadStream(path.join(INVOICES, year, file));
});

app.use(router.routes());
export default app;
''')

C("ts_safe_mongo_eq_operator", "typescript", "nosql_injection", "safe", "CWE-943",
  "the file's own $eq operator wraps the request value",
  r'''
import express from "express";
import { MongoClient } from "mongodb";

const client = new MongoClient("mongodb://db:27017");
const app = express();
app.use(express.json());

app.post("/accounts/find", async (req, res) => {
  const coll = client.db("bank").collection("accounts");
  const doc = await coll.findOne({ iban: { $eq: req.body.iban } }, { projection: { _id: 0, iban: 1, holder: 1 } });
  res.json(doc ?? {});
});

export default app;
''')
