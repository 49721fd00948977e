# Python cases, part B: SQL injection, path traversal, SSRF, deserialisation.

V, S = "vulnerable", "safe"

CASES = [
    # ------------------------------------------------------------------ SQL injection, vulnerable
    dict(
        key="py-sq-join-clauses",
        lang="python", label=V, cls="sql_injection", cwe="CWE-89", severity="critical",
        reason="WHERE clauses built from query-string keys and values with f-strings, joined, executed",
        code=r'''import sqlite3

from flask import Flask, g, jsonify, request

app = Flask(__name__)


def db():
    if "db" not in g:
        g.db = sqlite3.connect("/srv/app/inventory.db")
    return g.db


@app.get("/items")
def items():
    clauses = []
    for key, value in request.args.items():
        clauses.append(f"{key} = '{value}'")
    sql = " ".join(["SELECT id, name, qty FROM items"] + (["WHERE " + " AND ".join(clauses)] if clauses else []))
    rows = db().execute(sql).fetchall()
    return jsonify([dict(zip(("id", "name", "qty"), r)) for r in rows])
''',
    ),
    dict(
        key="py-sq-percent-format",
        lang="python", label=V, cls="sql_injection", cwe="CWE-89", severity="critical",
        reason="% string formatting of the URL value into the SQL text (not a driver parameter)",
        code=r'''import psycopg2
from flask import Flask, jsonify

app = Flask(__name__)
conn = psycopg2.connect(dbname="shop", user="shop", host="db")


@app.get("/customers/<customer_id>/orders")
def orders(customer_id):
    with conn.cursor() as cur:
        cur.execute(
            "SELECT id, total, created_at FROM orders WHERE customer_id = '%s' ORDER BY created_at DESC"
            % customer_id
        )
        rows = cur.fetchall()
    return jsonify([{"id": r[0], "total": float(r[1]), "created_at": r[2].isoformat()} for r in rows])
''',
    ),
    dict(
        key="py-sq-format-helper",
        lang="python", label=V, cls="sql_injection", cwe="CWE-89", severity="critical",
        reason="helper returns str.format SQL with the posted email; result executed",
        code=r'''import sqlite3

from flask import Flask, request, session, redirect

app = Flask(__name__)
app.secret_key = open("/etc/app/secret", "rb").read()


def user_lookup_sql(email):
    return "SELECT id, password_hash FROM users WHERE email = '{}' LIMIT 1".format(email)


def check_password(stored, given):
    from werkzeug.security import check_password_hash
    return check_password_hash(stored, given)


@app.post("/login")
def login():
    conn = sqlite3.connect("/srv/app/users.db")
    row = conn.execute(user_lookup_sql(request.form["email"])).fetchone()
    if row and check_password(row[1], request.form["password"]):
        session["uid"] = row[0]
        return redirect("/dashboard")
    return "invalid credentials", 401
''',
    ),
    dict(
        key="py-sq-loop-or-tags",
        lang="python", label=V, cls="sql_injection", cwe="CWE-89", severity="critical",
        reason="tag values from the request concatenated into the SQL in a loop",
        code=r'''from django.db import connection
from django.http import JsonResponse


def posts_by_tags(request):
    tags = request.GET.getlist("tag")
    query = "SELECT p.id, p.title FROM blog_post p JOIN blog_post_tags t ON t.post_id = p.id WHERE 1=0"
    for tag in tags:
        query += " OR t.name = '" + tag + "'"
    with connection.cursor() as cursor:
        cursor.execute(query)
        rows = cursor.fetchall()
    return JsonResponse({"posts": [{"id": r[0], "title": r[1]} for r in rows]})
''',
    ),
    dict(
        key="py-sq-sqlalchemy-text-fstring",
        lang="python", label=V, cls="sql_injection", cwe="CWE-89", severity="critical",
        reason="text() around an f-string containing the posted bio and the path id",
        code=r'''from flask import Flask, request
from flask_sqlalchemy import SQLAlchemy
from sqlalchemy import text

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "postgresql:///profiles"
db = SQLAlchemy(app)


@app.post("/users/<int:uid>/bio")
def update_bio(uid):
    bio = request.form.get("bio", "")
    stmt = text(f"UPDATE users SET bio = '{bio}', updated_at = now() WHERE id = {uid}")
    db.session.execute(stmt)
    db.session.commit()
    return {"ok": True}
''',
    ),
    dict(
        key="py-sq-django-raw-percent",
        lang="python", label=V, cls="sql_injection", cwe="CWE-89", severity="critical",
        reason="raw() query formatted with % before it reaches Django (no params list)",
        code=r'''from django.shortcuts import render

from shop.models import Product


def search(request):
    q = request.GET.get("q", "")
    products = Product.objects.raw(
        "SELECT * FROM shop_product WHERE name ILIKE '%%%s%%' ORDER BY name" % q
    )
    return render(request, "shop/search.html", {"products": products, "q": q})
''',
    ),
    dict(
        key="py-sq-streamlit-read-sql",
        lang="python", label=V, cls="sql_injection", cwe="CWE-89", severity="critical",
        reason="text box value interpolated into pd.read_sql query text",
        code=r'''import pandas as pd
import sqlalchemy
import streamlit as st

engine = sqlalchemy.create_engine("postgresql://analytics@warehouse/sales")

st.title("Regional sales")
region = st.text_input("Region", "EMEA")
year = st.selectbox("Year", [2022, 2023, 2024])

query = (
    "SELECT month, SUM(amount) AS revenue FROM sales "
    f"WHERE region = '{region}' AND EXTRACT(YEAR FROM sold_at) = {year} "
    "GROUP BY month ORDER BY month"
)
frame = pd.read_sql(query, engine)
st.line_chart(frame.set_index("month"))
''',
    ),
    dict(
        key="py-sq-order-by-unchecked",
        lang="python", label=V, cls="sql_injection", cwe="CWE-89", severity="critical",
        reason="ORDER BY column and direction come straight from the query string",
        code=r'''import asyncpg
from fastapi import FastAPI, Query

app = FastAPI()
pool = None


@app.on_event("startup")
async def startup():
    global pool
    pool = await asyncpg.create_pool(dsn="postgresql://app@db/app")


@app.get("/tickets")
async def list_tickets(sort: str = Query("created_at"), direction: str = Query("desc"), status: str = "open"):
    sql = "SELECT id, title, priority FROM tickets WHERE status = $1 ORDER BY " + sort + " " + direction
    async with pool.acquire() as conn:
        rows = await conn.fetch(sql, status)
    return [dict(r) for r in rows]
''',
    ),
    # ------------------------------------------------------------------ SQL injection, safe
    dict(
        key="py-sq-safe-psycopg-param",
        lang="python", label=S, cls="sql_injection", cwe=None, severity="none",
        reason="%s placeholder with a separate parameter tuple (driver-side binding)",
        code=r'''import psycopg2
from flask import Flask, jsonify

app = Flask(__name__)
conn = psycopg2.connect(dbname="shop", user="shop", host="db")


@app.get("/customers/<customer_id>/orders")
def orders(customer_id):
    with conn.cursor() as cur:
        cur.execute(
            "SELECT id, total, created_at FROM orders WHERE customer_id = %s ORDER BY created_at DESC",
            (customer_id,),
        )
        rows = cur.fetchall()
    return jsonify([{"id": r[0], "total": float(r[1]), "created_at": r[2].isoformat()} for r in rows])
''',
    ),
    dict(
        key="py-sq-safe-in-placeholders",
        lang="python", label=S, cls="sql_injection", cwe=None, severity="none",
        reason="f-string inserts only a run of '?' placeholders; ids bound as parameters",
        code=r'''import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/items/lookup")
def lookup():
    ids = request.get_json().get("ids", [])[:500]
    if not ids:
        return jsonify([])
    placeholders = ",".join("?" for _ in ids)
    conn = sqlite3.connect("/srv/app/inventory.db")
    rows = conn.execute(
        f"SELECT id, name, qty FROM items WHERE id IN ({placeholders})", ids
    ).fetchall()
    return jsonify([{"id": r[0], "name": r[1], "qty": r[2]} for r in rows])
''',
    ),
    dict(
        key="py-sq-safe-allowlisted-columns",
        lang="python", label=S, cls="sql_injection", cwe=None, severity="none",
        reason="column names come from a constant tuple, values are bound parameters; joined text has no user data",
        code=r'''from django.db import connection
from django.http import JsonResponse

FILTERABLE = ("status", "owner", "priority")


def tickets(request):
    clauses, params = [], []
    for column in FILTERABLE:
        value = request.GET.get(column)
        if value is not None:
            clauses.append(f"{column} = %s")
            params.append(value)
    sql = "SELECT id, title, status FROM helpdesk_ticket"
    if clauses:
        sql += " WHERE " + " AND ".join(clauses)
    sql += " ORDER BY id DESC LIMIT 100"
    with connection.cursor() as cur:
        cur.execute(sql, params)
        rows = cur.fetchall()
    return JsonResponse({"tickets": [dict(zip(("id", "title", "status"), r)) for r in rows]})
''',
    ),
    dict(
        key="py-sq-safe-order-by-map",
        lang="python", label=S, cls="sql_injection", cwe=None, severity="none",
        reason="ORDER BY text chosen from a constant dict with a constant default; status is bound",
        code=r'''import asyncpg
from fastapi import FastAPI

app = FastAPI()
pool = None

SORTS = {
    "newest": "created_at DESC",
    "oldest": "created_at ASC",
    "priority": "priority DESC, created_at DESC",
}


@app.on_event("startup")
async def startup():
    global pool
    pool = await asyncpg.create_pool(dsn="postgresql://app@db/app")


@app.get("/tickets")
async def list_tickets(sort: str = "newest", status: str = "open"):
    order = SORTS.get(sort, SORTS["newest"])
    sql = f"SELECT id, title, priority FROM tickets WHERE status = $1 ORDER BY {order}"
    async with pool.acquire() as conn:
        rows = await conn.fetch(sql, status)
    return [dict(r) for r in rows]
''',
    ),
    dict(
        key="py-sq-safe-text-bindparams",
        lang="python", label=S, cls="sql_injection", cwe=None, severity="none",
        reason="SQLAlchemy text() with named bind parameters",
        code=r'''from sqlalchemy import create_engine, text

engine = create_engine("postgresql+psycopg2://reports@warehouse/reports")

QUERY = text(
    """
    SELECT account_id, SUM(amount) AS total
    FROM payments
    WHERE paid_at >= :start AND paid_at < :end AND currency = :currency
    GROUP BY account_id
    ORDER BY total DESC
    """
)


def revenue_by_account(start, end, currency="EUR"):
    with engine.connect() as conn:
        result = conn.execute(QUERY, {"start": start, "end": end, "currency": currency})
        return [dict(row._mapping) for row in result]
''',
    ),
    dict(
        key="py-sq-safe-django-raw-params",
        lang="python", label=S, cls="sql_injection", cwe=None, severity="none",
        reason="raw() with %s and a params list; the wildcard is added to the parameter value",
        code=r'''from django.shortcuts import render

from shop.models import Product


def search(request):
    q = request.GET.get("q", "")
    products = Product.objects.raw(
        "SELECT * FROM shop_product WHERE name ILIKE %s ORDER BY name",
        [f"%{q}%"],
    )
    return render(request, "shop/search.html", {"products": products, "q": q})
''',
    ),
    dict(
        key="py-sq-safe-psycopg-sql-identifier",
        lang="python", label=S, cls="sql_injection", cwe=None, severity="none",
        reason="psycopg2.sql composition: table from a fixed mapping as Identifier, value as parameter",
        code=r'''import psycopg2
from psycopg2 import sql

TABLES = {"orders": "orders", "refunds": "refunds", "invoices": "invoices"}


def count_since(conn, kind, since):
    table = TABLES[kind]
    query = sql.SQL("SELECT count(*) FROM {} WHERE created_at >= %s").format(sql.Identifier(table))
    with conn.cursor() as cur:
        cur.execute(query, (since,))
        return cur.fetchone()[0]


if __name__ == "__main__":
    import sys

    connection = psycopg2.connect("dbname=billing")
    print(count_since(connection, sys.argv[1], sys.argv[2]))
''',
    ),
    dict(
        key="py-sq-safe-int-limit",
        lang="python", label=S, cls="sql_injection", cwe=None, severity="none",
        reason="only int() results are formatted into the SQL text",
        code=r'''import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.get("/events")
def events():
    try:
        limit = int(request.args.get("limit", 50))
        offset = int(request.args.get("offset", 0))
    except ValueError:
        return jsonify(error="limit and offset must be integers"), 400
    limit = min(max(limit, 1), 500)
    conn = sqlite3.connect("/srv/app/events.db")
    rows = conn.execute(
        f"SELECT id, kind, ts FROM events ORDER BY ts DESC LIMIT {limit} OFFSET {offset}"
    ).fetchall()
    return jsonify([{"id": r[0], "kind": r[1], "ts": r[2]} for r in rows])
''',
    ),
    dict(
        key="py-sq-safe-executemany-csv",
        lang="python", label=S, cls="sql_injection", cwe=None, severity="none",
        reason="CSV rows inserted with executemany and ? placeholders",
        code=r'''import csv
import sqlite3
import sys


def load(csv_path, db_path):
    conn = sqlite3.connect(db_path)
    conn.execute(
        "CREATE TABLE IF NOT EXISTS contacts (email TEXT PRIMARY KEY, name TEXT, company TEXT)"
    )
    with open(csv_path, newline="", encoding="utf-8") as fh:
        rows = [(r["email"].lower(), r["name"], r.get("company", "")) for r in csv.DictReader(fh)]
    conn.executemany(
        "INSERT OR REPLACE INTO contacts (email, name, company) VALUES (?, ?, ?)", rows
    )
    conn.commit()
    return len(rows)


if __name__ == "__main__":
    print(load(sys.argv[1], sys.argv[2]), "rows loaded")
''',
    ),
    # ------------------------------------------------------------------ path traversal, vulnerable
    dict(
        key="py-pt-send-file-join",
        lang="python", label=V, cls="path_traversal", cwe="CWE-22", severity="high",
        reason="os.path.join with the query value ('../' or an absolute path escapes the folder)",
        code=r'''import os

from flask import Flask, abort, request, send_file

app = Flask(__name__)
REPORTS = "/var/app/reports"


@app.get("/reports/download")
def download_report():
    name = request.args.get("file", "")
    path = os.path.join(REPORTS, name)
    if not os.path.isfile(path):
        abort(404)
    return send_file(path, as_attachment=True)
''',
    ),
    dict(
        key="py-pt-replace-dotdot",
        lang="python", label=V, cls="path_traversal", cwe="CWE-22", severity="high",
        reason="single-pass replace('../','') is bypassed by '....//'; result opened for reading",
        code=r'''from fastapi import FastAPI, HTTPException
from fastapi.responses import PlainTextResponse

app = FastAPI()
DOCS_ROOT = "/srv/docs/"


def clean(name: str) -> str:
    return name.replace("../", "").lstrip("/")


@app.get("/docs/raw", response_class=PlainTextResponse)
def raw_doc(name: str):
    path = DOCS_ROOT + clean(name)
    try:
        with open(path, encoding="utf-8") as fh:
            return fh.read()
    except FileNotFoundError:
        raise HTTPException(status_code=404)
''',
    ),
    dict(
        key="py-pt-tar-extractall",
        lang="python", label=V, cls="path_traversal", cwe="CWE-22", severity="high",
        reason="tarfile.extractall on an uploaded archive without a filter: member names like ../../ escape",
        code=r'''import os
import tarfile
import tempfile

from flask import Flask, jsonify, request

app = Flask(__name__)
THEMES = "/srv/app/themes"


@app.post("/themes")
def upload_theme():
    upload = request.files["bundle"]
    with tempfile.NamedTemporaryFile(suffix=".tar.gz", delete=False) as tmp:
        upload.save(tmp.name)
    dest = os.path.join(THEMES, "incoming")
    os.makedirs(dest, exist_ok=True)
    with tarfile.open(tmp.name, "r:gz") as tar:
        tar.extractall(dest)
    os.unlink(tmp.name)
    return jsonify(installed=sorted(os.listdir(dest)))
''',
    ),
    # ------------------------------------------------------------------ path traversal, safe
    dict(
        key="py-pt-safe-send-from-directory",
        lang="python", label=S, cls="path_traversal", cwe=None, severity="none",
        reason="send_from_directory applies safe_join and rejects paths outside the folder",
        code=r'''from flask import Flask, request, send_from_directory

app = Flask(__name__)
REPORTS = "/var/app/reports"


@app.get("/reports/download")
def download_report():
    name = request.args.get("file", "")
    return send_from_directory(REPORTS, name, as_attachment=True)
''',
    ),
    dict(
        key="py-pt-safe-realpath-commonpath",
        lang="python", label=S, cls="path_traversal", cwe=None, severity="none",
        reason="realpath of the joined path must stay under the root (commonpath check) before opening",
        code=r'''import os

from fastapi import FastAPI, HTTPException
from fastapi.responses import PlainTextResponse

app = FastAPI()
DOCS_ROOT = os.path.realpath("/srv/docs")


@app.get("/docs/raw", response_class=PlainTextResponse)
def raw_doc(name: str):
    candidate = os.path.realpath(os.path.join(DOCS_ROOT, name))
    if os.path.commonpath([DOCS_ROOT, candidate]) != DOCS_ROOT:
        raise HTTPException(status_code=400, detail="invalid path")
    if not os.path.isfile(candidate):
        raise HTTPException(status_code=404)
    with open(candidate, encoding="utf-8") as fh:
        return fh.read()
''',
    ),
    dict(
        key="py-pt-safe-zipfile-extractall",
        lang="python", label=S, cls="path_traversal", cwe=None, severity="none",
        reason="zipfile.extractall strips absolute prefixes and '..' components (documented), so no traversal",
        code=r'''import io
import os
import uuid
import zipfile

from flask import Flask, jsonify, request

app = Flask(__name__)
WORK = "/srv/app/imports"


@app.post("/imports")
def import_zip():
    data = request.files["archive"].read()
    if len(data) > 20 * 1024 * 1024:
        return jsonify(error="archive too large"), 413
    dest = os.path.join(WORK, uuid.uuid4().hex)
    os.makedirs(dest)
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        if sum(i.file_size for i in zf.infolist()) > 200 * 1024 * 1024:
            return jsonify(error="archive expands too much"), 413
        zf.extractall(dest)
    return jsonify(job=os.path.basename(dest))
''',
    ),
    # ------------------------------------------------------------------ SSRF
    dict(
        key="py-ssrf-link-preview",
        lang="python", label=V, cls="ssrf", cwe="CWE-918", severity="high",
        reason="server fetches any URL given in the query string (internal hosts, metadata endpoint)",
        code=r'''import re

import requests
from flask import Flask, jsonify, request

app = Flask(__name__)
TITLE = re.compile(r"<title>(.*?)</title>", re.I | re.S)


@app.get("/preview")
def preview():
    url = request.args["url"]
    resp = requests.get(url, timeout=5, allow_redirects=True)
    match = TITLE.search(resp.text[:200000])
    return jsonify(url=url, status=resp.status_code, title=match.group(1).strip() if match else None)
''',
    ),
    dict(
        key="py-ssrf-host-fstring",
        lang="python", label=V, cls="ssrf", cwe="CWE-918", severity="high",
        reason="host part of the URL comes from the request; urlopen then reaches any host",
        code=r'''import json
import urllib.request

from django.http import JsonResponse


def node_status(request):
    node = request.GET.get("node", "worker-1")
    url = f"http://{node}:8080/status"
    with urllib.request.urlopen(url, timeout=3) as resp:
        payload = json.loads(resp.read().decode())
    return JsonResponse({"node": node, "status": payload})
''',
    ),
    dict(
        key="py-ssrf-safe-fixed-host-params",
        lang="python", label=S, cls="ssrf", cwe=None, severity="none",
        reason="fixed https host; user value only sent as a query parameter",
        code=r'''import os

import requests
from flask import Flask, jsonify, request

app = Flask(__name__)
GEOCODER = "https://geocode.example-maps.com/v1/search"


@app.get("/geocode")
def geocode():
    q = request.args.get("q", "")
    resp = requests.get(
        GEOCODER,
        params={"q": q, "limit": 5},
        headers={"Authorization": "Bearer " + os.environ["GEOCODER_TOKEN"]},
        timeout=5,
    )
    resp.raise_for_status()
    return jsonify(resp.json())
''',
    ),
    # ------------------------------------------------------------------ deserialisation, vulnerable
    dict(
        key="py-ds-pickle-cookie-alias",
        lang="python", label=V, cls="deserialization", cwe="CWE-502", severity="critical",
        reason="pickle.loads (aliased) on a base64 cookie the client controls",
        code=r'''import base64
from pickle import dumps as to_bytes, loads as from_bytes

from flask import Flask, make_response, request

app = Flask(__name__)


@app.get("/cart")
def cart():
    raw = request.cookies.get("cart")
    items = from_bytes(base64.b64decode(raw)) if raw else []
    return {"items": items}


@app.post("/cart/<sku>")
def add(sku):
    raw = request.cookies.get("cart")
    items = from_bytes(base64.b64decode(raw)) if raw else []
    items.append(sku)
    resp = make_response({"items": items})
    resp.set_cookie("cart", base64.b64encode(to_bytes(items)).decode())
    return resp
''',
    ),
    dict(
        key="py-ds-yaml-unsafe-loader",
        lang="python", label=V, cls="deserialization", cwe="CWE-502", severity="critical",
        reason="yaml.load with yaml.UnsafeLoader on the request body (python/object tags)",
        code=r'''import yaml
from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/pipelines/validate")
async def validate_pipeline(request: Request):
    body = await request.body()
    spec = yaml.load(body, Loader=yaml.UnsafeLoader)
    steps = spec.get("steps", []) if isinstance(spec, dict) else []
    return {"valid": bool(steps), "steps": len(steps)}
''',
    ),
    dict(
        key="py-ds-marshal-exec",
        lang="python", label=V, cls="deserialization", cwe="CWE-502", severity="critical",
        reason="marshal.loads of received bytes, code object executed",
        code=r'''import marshal
import socketserver


class PluginHandler(socketserver.StreamRequestHandler):
    def handle(self):
        size = int(self.rfile.readline().strip())
        blob = self.rfile.read(size)
        code = marshal.loads(blob)
        scope = {}
        exec(code, scope)
        self.wfile.write(repr(scope.get("result")).encode() + b"\n")


if __name__ == "__main__":
    with socketserver.TCPServer(("0.0.0.0", 7070), PluginHandler) as server:
        server.serve_forever()
''',
    ),
    dict(
        key="py-ds-read-pickle-upload",
        lang="python", label=V, cls="deserialization", cwe="CWE-502", severity="critical",
        reason="pandas.read_pickle on a user-uploaded file unpickles attacker data",
        code=r'''import pandas as pd
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/datasets/summary")
def summary():
    upload = request.files["dataset"]
    if upload.filename.endswith(".pkl"):
        frame = pd.read_pickle(upload.stream)
    else:
        frame = pd.read_csv(upload.stream)
    return jsonify(rows=len(frame), columns=list(map(str, frame.columns)))
''',
    ),
    # ------------------------------------------------------------------ deserialisation, safe
    dict(
        key="py-ds-safe-yaml-safe-load",
        lang="python", label=S, cls="deserialization", cwe=None, severity="none",
        reason="yaml.safe_load builds only plain types",
        code=r'''import yaml
from fastapi import FastAPI, HTTPException, Request

app = FastAPI()


@app.post("/pipelines/validate")
async def validate_pipeline(request: Request):
    body = await request.body()
    try:
        spec = yaml.safe_load(body)
    except yaml.YAMLError as exc:
        raise HTTPException(status_code=400, detail=str(exc))
    steps = spec.get("steps", []) if isinstance(spec, dict) else []
    return {"valid": bool(steps), "steps": len(steps)}
''',
    ),
    dict(
        key="py-ds-safe-yaml-load-safeloader",
        lang="python", label=S, cls="deserialization", cwe=None, severity="none",
        reason="yaml.load with Loader=yaml.SafeLoader (CSafeLoader when available)",
        code=r'''import sys

import yaml

try:
    Loader = yaml.CSafeLoader
except AttributeError:
    Loader = yaml.SafeLoader


def read_config(path):
    with open(path, encoding="utf-8") as fh:
        data = yaml.load(fh, Loader=Loader)
    if not isinstance(data, dict):
        raise SystemExit(f"{path}: expected a mapping")
    return data


if __name__ == "__main__":
    cfg = read_config(sys.argv[1])
    for key in sorted(cfg):
        print(f"{key}: {cfg[key]!r}")
''',
    ),
    dict(
        key="py-ds-safe-json-cookie-signed",
        lang="python", label=S, cls="deserialization", cwe=None, severity="none",
        reason="cart cookie is JSON signed with itsdangerous; no pickle",
        code=r'''import os

from flask import Flask, make_response, request
from itsdangerous import BadSignature, URLSafeSerializer

app = Flask(__name__)
signer = URLSafeSerializer(os.environ["CART_SECRET"], salt="cart")


def read_cart():
    raw = request.cookies.get("cart")
    if not raw:
        return []
    try:
        items = signer.loads(raw)
    except BadSignature:
        return []
    return [str(i) for i in items][:100]


@app.post("/cart/<sku>")
def add(sku):
    items = read_cart() + [sku]
    resp = make_response({"items": items})
    resp.set_cookie("cart", signer.dumps(items), httponly=True, secure=True, samesite="Lax")
    return resp
''',
    ),
]
