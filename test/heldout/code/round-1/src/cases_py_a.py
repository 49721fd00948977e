# Python cases, part A: code execution and OS command injection.
# Each entry is hand-labelled; see ../README.md for the labelling rule.

V, S = "vulnerable", "safe"

CASES = [
    # ------------------------------------------------------------------ code execution, vulnerable
    dict(
        key="py-ce-getattr-joined-name",
        lang="python", label=V, cls="code_execution", cwe="CWE-95", severity="critical",
        reason="builtins attribute named by a joined constant is eval; the request's expr is evaluated",
        code=r'''import builtins
from flask import Flask, request, jsonify

app = Flask(__name__)
_FN = "".join(["e", "v", "a", "l"])


@app.post("/calc")
def calc():
    expr = request.get_json(force=True).get("expr", "")
    fn = getattr(builtins, _FN)
    try:
        result = fn(expr)
    except Exception as exc:
        return jsonify(error=str(exc)), 400
    return jsonify(result=result)
''',
    ),
    dict(
        key="py-ce-vars-rot13-exec",
        lang="python", label=V, cls="code_execution", cwe="CWE-95", severity="critical",
        reason="vars(builtins) looked up with rot13('rkrp') == 'exec'; request body source is executed",
        code=r'''import builtins
import codecs

from fastapi import Body, FastAPI

app = FastAPI()
_runner = vars(builtins)[codecs.decode("rkrp", "rot_13")]


@app.post("/admin/script")
async def run_script(source: str = Body(..., embed=True)):
    scope: dict = {}
    _runner(source, scope)
    names = sorted(k for k in scope if not k.startswith("__"))
    return {"defined": names}
''',
    ),
    dict(
        key="py-ce-globals-dispatch",
        lang="python", label=V, cls="code_execution", cwe="CWE-470", severity="critical",
        reason="globals()[action] with action from the query string can call getoutput imported in the module",
        code=r'''from subprocess import getoutput

from django.http import JsonResponse


def disk_usage(arg):
    return getoutput("df -h /srv")


def uptime(arg):
    return getoutput("uptime")


def ops_view(request):
    action = request.GET.get("action", "uptime")
    arg = request.GET.get("arg", "")
    handler = globals()[action]
    return JsonResponse({"output": handler(arg)})
''',
    ),
    dict(
        key="py-ce-importlib-rpc",
        lang="python", label=V, cls="code_execution", cwe="CWE-470", severity="critical",
        reason="module and function names from the JSON body: import_module+getattr reaches os.system etc.",
        code=r'''import importlib

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/rpc", methods=["POST"])
def rpc():
    body = request.get_json()
    module = importlib.import_module(body["module"])
    func = getattr(module, body["function"])
    result = func(*body.get("args", []))
    return jsonify(result=repr(result))
''',
    ),
    dict(
        key="py-ce-eval-empty-builtins",
        lang="python", label=V, cls="code_execution", cwe="CWE-95", severity="critical",
        reason="eval with __builtins__ emptied is escapable via object subclasses; input is the POSTed rule",
        code=r'''from flask import Flask, request, jsonify

app = Flask(__name__)

OPS = {
    "sum": lambda payload: sum(payload["values"]),
    "max": lambda payload: max(payload["values"]),
    "rule": lambda payload: eval(payload["rule"], {"__builtins__": {}}, {"v": payload["values"]}),
}


@app.post("/evaluate/<op>")
def evaluate(op):
    fn = OPS.get(op)
    if fn is None:
        return jsonify(error="unknown op"), 404
    return jsonify(result=fn(request.get_json()))
''',
    ),
    dict(
        key="py-ce-compile-exec-alias-job",
        lang="python", label=V, cls="code_execution", cwe="CWE-94", severity="critical",
        reason="exec aliased to _run; executes the 'transform' source taken from a user-submitted job spec",
        code=r'''import json
import sys

_build, _run = compile, exec


def load_job(path):
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)


def apply_transform(job, rows):
    namespace = {"rows": rows, "out": []}
    code = _build(job["transform"], "<transform>", "exec")
    _run(code, namespace)
    return namespace["out"]


if __name__ == "__main__":
    # jobs are uploaded by customers through the portal into the inbox folder
    job = load_job(sys.argv[1])
    rows = job.get("rows", [])
    print(json.dumps(apply_transform(job, rows)))
''',
    ),
    dict(
        key="py-ce-ssti-render-template-string",
        lang="python", label=V, cls="code_execution", cwe="CWE-1336", severity="critical",
        reason="user input concatenated into a Jinja template source: server-side template injection",
        code=r'''from flask import Flask, render_template_string, request

app = Flask(__name__)

PAGE = """
<html><body>
  <h1>{title}</h1>
  <p>Thanks for your order!</p>
</body></html>
"""


@app.route("/thanks")
def thanks():
    name = request.args.get("name", "customer")
    template = PAGE.replace("{title}", "Thank you, " + name)
    return render_template_string(template)
''',
    ),
    dict(
        key="py-ce-pandas-formula-eval",
        lang="python", label=V, cls="code_execution", cwe="CWE-95", severity="critical",
        reason="eval of the 'formula' column of a customer-uploaded CSV",
        code=r'''import pandas as pd
from flask import Flask, request

app = Flask(__name__)


def compute(row):
    env = {"qty": row["qty"], "price": row["price"]}
    return eval(row["formula"], env)


@app.post("/pricing/upload")
def upload_pricing():
    frame = pd.read_csv(request.files["sheet"])
    frame["total"] = frame.apply(compute, axis=1)
    return frame.to_json(orient="records")
''',
    ),
    dict(
        key="py-ce-builtins-dict-lookup-indirect",
        lang="python", label=V, cls="code_execution", cwe="CWE-95", severity="critical",
        reason="builtins.__dict__ entry chosen from a dict of names, called on the websocket message text",
        code=r'''import asyncio
import builtins

import websockets

MODES = {"calc": "ev" "al", "echo": "str"}


async def handler(ws):
    async for message in ws:
        mode, _, body = message.partition(":")
        fn = builtins.__dict__[MODES.get(mode, "str")]
        await ws.send(str(fn(body)))


async def main():
    async with websockets.serve(handler, "127.0.0.1", 8765):
        await asyncio.Future()


asyncio.run(main())
''',
    ),
    # ------------------------------------------------------------------ code execution, safe
    dict(
        key="py-ce-safe-literal-eval",
        lang="python", label=S, cls="code_execution", cwe=None, severity="none",
        reason="ast.literal_eval only accepts literals; no code runs",
        code=r'''import ast

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/shapes/area")
def area():
    raw = request.form.get("points", "[]")
    try:
        points = ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        return jsonify(error="points must be a list of pairs"), 400
    if not isinstance(points, list) or len(points) < 3:
        return jsonify(error="need at least three points"), 400
    total = 0.0
    for (x1, y1), (x2, y2) in zip(points, points[1:] + points[:1]):
        total += x1 * y2 - x2 * y1
    return jsonify(area=abs(total) / 2)
''',
    ),
    dict(
        key="py-ce-safe-dispatch-table",
        lang="python", label=S, cls="code_execution", cwe=None, severity="none",
        reason="request value only selects among two fixed functions in a dict; unknown keys rejected",
        code=r'''import csv
import io
import json

from flask import Flask, Response, abort, request

app = Flask(__name__)


def export_csv(rows):
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=["id", "name"])
    writer.writeheader()
    writer.writerows(rows)
    return buf.getvalue(), "text/csv"


def export_json(rows):
    return json.dumps(rows), "application/json"


EXPORTERS = {"csv": export_csv, "json": export_json}


@app.get("/export")
def export():
    fmt = request.args.get("format", "json")
    exporter = EXPORTERS.get(fmt)
    if exporter is None:
        abort(400)
    body, mime = exporter([{"id": 1, "name": "alpha"}, {"id": 2, "name": "beta"}])
    return Response(body, mimetype=mime)
''',
    ),
    dict(
        key="py-ce-safe-node-visitor",
        lang="python", label=S, cls="code_execution", cwe=None, severity="none",
        reason="getattr name built from the AST node's class name (visitor pattern); only visit_* methods of this class",
        code=r'''import ast
import sys


class ImportCollector:
    def __init__(self):
        self.modules = set()

    def visit(self, node):
        method = getattr(self, "visit_" + type(node).__name__, self.generic_visit)
        return method(node)

    def generic_visit(self, node):
        for child in ast.iter_child_nodes(node):
            self.visit(child)

    def visit_Import(self, node):
        for alias in node.names:
            self.modules.add(alias.name.split(".")[0])

    def visit_ImportFrom(self, node):
        if node.module:
            self.modules.add(node.module.split(".")[0])


if __name__ == "__main__":
    with open(sys.argv[1], encoding="utf-8") as fh:
        tree = ast.parse(fh.read())
    collector = ImportCollector()
    collector.visit(tree)
    print("\n".join(sorted(collector.modules)))
''',
    ),
    dict(
        key="py-ce-safe-importlib-allowlist",
        lang="python", label=S, cls="code_execution", cwe=None, severity="none",
        reason="import_module name is checked against a fixed set before use; attribute name is a literal",
        code=r'''import importlib

from fastapi import FastAPI, HTTPException

app = FastAPI()
ALLOWED_BACKENDS = {"s3", "gcs", "local"}


@app.get("/storage/{backend}/health")
def backend_health(backend: str):
    if backend not in ALLOWED_BACKENDS:
        raise HTTPException(status_code=404, detail="unknown backend")
    module = importlib.import_module(f"myapp.storage.{backend}")
    checker = getattr(module, "health_check")
    return {"backend": backend, "ok": bool(checker())}
''',
    ),
    dict(
        key="py-ce-safe-ast-calculator",
        lang="python", label=S, cls="code_execution", cwe=None, severity="none",
        reason="expression parsed with ast and only numeric constants and + - * / evaluated; no eval",
        code=r'''import ast
import operator

from flask import Flask, jsonify, request

app = Flask(__name__)

_OPS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.USub: operator.neg,
}


def _eval(node):
    if isinstance(node, ast.Expression):
        return _eval(node.body)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
        return _OPS[type(node.op)](_eval(node.left), _eval(node.right))
    if isinstance(node, ast.UnaryOp) and type(node.op) in _OPS:
        return _OPS[type(node.op)](_eval(node.operand))
    raise ValueError("unsupported expression")


@app.post("/calc")
def calc():
    expr = request.get_json(force=True).get("expr", "")
    if len(expr) > 200:
        return jsonify(error="too long"), 400
    try:
        return jsonify(result=_eval(ast.parse(expr, mode="eval")))
    except (ValueError, SyntaxError, ZeroDivisionError) as exc:
        return jsonify(error=str(exc)), 400
''',
    ),
    dict(
        key="py-ce-safe-model-eval-method",
        lang="python", label=S, cls="code_execution", cwe=None, severity="none",
        reason="model.eval() is torch's inference-mode switch; checkpoint loaded with weights_only=True from a fixed path",
        code=r'''import sys

import torch
from torch import nn

CHECKPOINT = "/opt/models/classifier.pt"


class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.Sequential(nn.Linear(16, 32), nn.ReLU(), nn.Linear(32, 3))

    def forward(self, x):
        return self.layers(x)


def main():
    model = Classifier()
    model.load_state_dict(torch.load(CHECKPOINT, weights_only=True))
    model.eval()
    values = [float(v) for v in sys.argv[1:17]]
    with torch.no_grad():
        logits = model(torch.tensor([values]))
    print(int(logits.argmax(dim=1)))


if __name__ == "__main__":
    main()
''',
    ),
    dict(
        key="py-ce-safe-getattr-literal",
        lang="python", label=S, cls="code_execution", cwe=None, severity="none",
        reason="getattr/hasattr only with literal attribute names for serialisation",
        code=r'''import datetime
import json


def to_jsonable(obj):
    if hasattr(obj, "to_dict"):
        return getattr(obj, "to_dict")()
    if isinstance(obj, (datetime.date, datetime.datetime)):
        return obj.isoformat()
    if isinstance(obj, set):
        return sorted(obj)
    serializer = getattr(obj, "__json__", None)
    if callable(serializer):
        return serializer()
    raise TypeError(f"{type(obj).__name__} is not JSON serializable")


def dumps(value):
    return json.dumps(value, default=to_jsonable, sort_keys=True)
''',
    ),
    # ------------------------------------------------------------------ command injection, vulnerable
    dict(
        key="py-ci-join-helper-shell",
        lang="python", label=V, cls="command_injection", cwe="CWE-78", severity="critical",
        reason="command assembled by a helper with ' '.join from query args, run with shell=True",
        code=r'''import subprocess

from flask import Flask, request, send_file

app = Flask(__name__)


def build_cmd(src, width):
    parts = ["convert", src]
    parts.append(f"-resize {width}x")
    parts.append("/tmp/thumb.png")
    return " ".join(parts)


@app.get("/thumb")
def thumb():
    src = "/srv/images/" + request.args["img"]
    cmd = build_cmd(src, request.args.get("w", "128"))
    subprocess.run(cmd, shell=True, check=True)
    return send_file("/tmp/thumb.png", mimetype="image/png")
''',
    ),
    dict(
        key="py-ci-import-concat-webhook",
        lang="python", label=V, cls="command_injection", cwe="CWE-78", severity="critical",
        reason="__import__('o'+'s') and getattr 'sys'+'tem' == os.system on a webhook's branch field",
        code=r'''import json
from http.server import BaseHTTPRequestHandler, HTTPServer


class HookHandler(BaseHTTPRequestHandler):
    def do_POST(self):
        length = int(self.headers.get("Content-Length", 0))
        payload = json.loads(self.rfile.read(length))
        mod = __import__("o" + "s")
        runner = getattr(mod, "sys" + "tem")
        status = runner("./deploy.sh " + payload["ref"].split("/")[-1])
        self.send_response(200 if status == 0 else 500)
        self.end_headers()


if __name__ == "__main__":
    HTTPServer(("0.0.0.0", 9000), HookHandler).serve_forever()
''',
    ),
    dict(
        key="py-ci-popen-nslookup",
        lang="python", label=V, cls="command_injection", cwe="CWE-78", severity="critical",
        reason="os.popen with domain from GET concatenated",
        code=r'''import os

from django.http import JsonResponse
from django.views.decorators.http import require_GET


@require_GET
def dns_lookup(request):
    domain = request.GET.get("domain", "").strip()
    if not domain:
        return JsonResponse({"error": "domain required"}, status=400)
    output = os.popen("nslookup " + domain).read()
    return JsonResponse({"domain": domain, "output": output})
''',
    ),
    dict(
        key="py-ci-argv-sh-c",
        lang="python", label=V, cls="command_injection", cwe="CWE-78", severity="critical",
        reason="sh -c through an argument vector with the host from the form concatenated",
        code=r'''import subprocess

from flask import Flask, request, jsonify

app = Flask(__name__)


@app.post("/diagnostics/ping")
def ping():
    host = request.form["host"]
    count = 3
    proc = subprocess.Popen(
        ["/bin/sh", "-c", "ping -c %d %s" % (count, host)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    out, _ = proc.communicate(timeout=15)
    return jsonify(output=out.decode(errors="replace"))
''',
    ),
    dict(
        key="py-ci-kwargs-dict-shell",
        lang="python", label=V, cls="command_injection", cwe="CWE-78", severity="critical",
        reason="shell=True passed through a **opts dict built earlier; command formatted with a CSV-supplied filename",
        code=r'''import csv
import subprocess
import sys

RUN_OPTS = dict(check=True, text=True)
RUN_OPTS.update({"shell": True})


def archive(name, dest):
    cmd = "gzip -c {src} > {dst}".format(src=name, dst=dest)
    return subprocess.check_output(cmd, **RUN_OPTS)


def main(manifest_path):
    # manifest.csv is produced by the upload form: one uploaded file name per row
    with open(manifest_path, newline="") as fh:
        for row in csv.DictReader(fh):
            archive(row["filename"], "/archive/" + row["filename"] + ".gz")


if __name__ == "__main__":
    main(sys.argv[1])
''',
    ),
    dict(
        key="py-ci-asyncio-shell",
        lang="python", label=V, cls="command_injection", cwe="CWE-78", severity="critical",
        reason="asyncio.create_subprocess_shell with the request's URL in an f-string",
        code=r'''import asyncio

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()


class ClipRequest(BaseModel):
    url: str
    seconds: int = 30


@app.post("/clips")
async def make_clip(req: ClipRequest):
    cmd = f"ffmpeg -y -i {req.url} -t {req.seconds} -c copy /data/clips/latest.mp4"
    proc = await asyncio.create_subprocess_shell(
        cmd, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE
    )
    _, err = await proc.communicate()
    return {"ok": proc.returncode == 0, "log": err.decode()[-500:]}
''',
    ),
    dict(
        key="py-ci-loop-concat-zip",
        lang="python", label=V, cls="command_injection", cwe="CWE-78", severity="critical",
        reason="file names from the form appended in a loop to a command string run by os.system",
        code=r'''import os
import uuid

from flask import Flask, request, send_file

app = Flask(__name__)
SHARE = "/srv/share"


@app.post("/bundle")
def bundle():
    names = request.form.getlist("files")
    out = f"/tmp/{uuid.uuid4().hex}.zip"
    cmd = "cd " + SHARE + " && zip -q " + out
    for name in names:
        cmd += " " + name
    if os.system(cmd) != 0:
        return "zip failed", 500
    return send_file(out, as_attachment=True, download_name="bundle.zip")
''',
    ),
    dict(
        key="py-ci-shell-const-true",
        lang="python", label=V, cls="command_injection", cwe="CWE-78", severity="critical",
        reason="shell flag is a module constant True; command includes the user-supplied branch name",
        code=r'''import subprocess

from django.http import HttpResponse

USE_SHELL = True
REPO = "/srv/checkout"


def run(cmd):
    return subprocess.run(cmd, shell=USE_SHELL, cwd=REPO, capture_output=True, text=True)


def switch_branch(request):
    branch = request.POST["branch"]
    result = run("git fetch origin && git checkout " + branch)
    status = 200 if result.returncode == 0 else 500
    return HttpResponse(result.stdout + result.stderr, status=status, content_type="text/plain")
''',
    ),
    # ------------------------------------------------------------------ command injection, safe
    dict(
        key="py-ci-safe-list-args-int",
        lang="python", label=S, cls="command_injection", cwe=None, severity="none",
        reason="argument list without shell; user value converted with int()",
        code=r'''import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)
REPO_DIR = "/srv/app"


@app.get("/changelog")
def changelog():
    try:
        n = int(request.args.get("n", "20"))
    except ValueError:
        return jsonify(error="n must be an integer"), 400
    n = max(1, min(n, 200))
    out = subprocess.run(
        ["git", "-C", REPO_DIR, "log", "--oneline", "-n", str(n)],
        check=True,
        capture_output=True,
        text=True,
    )
    return jsonify(commits=out.stdout.splitlines())
''',
    ),
    dict(
        key="py-ci-safe-shell-constants-fstring",
        lang="python", label=S, cls="command_injection", cwe=None, severity="none",
        reason="shell=True but the f-string only interpolates module constants and a strftime timestamp",
        code=r'''import datetime
import subprocess

BACKUP_DIR = "/var/backups/app"
DATA_DIR = "/srv/app/data"
RETENTION_DAYS = 14


def nightly_backup():
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    target = f"{BACKUP_DIR}/data-{stamp}.tar.gz"
    subprocess.run(f"tar -czf {target} -C {DATA_DIR} .", shell=True, check=True)
    subprocess.run(
        f"find {BACKUP_DIR} -name 'data-*.tar.gz' -mtime +{RETENTION_DAYS} -delete",
        shell=True,
        check=True,
    )
    return target


if __name__ == "__main__":
    print(nightly_backup())
''',
    ),
    dict(
        key="py-ci-safe-shlex-quote",
        lang="python", label=S, cls="command_injection", cwe=None, severity="none",
        reason="the only dynamic piece is passed through shlex.quote",
        code=r'''import shlex
import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)
LOG_FILE = "/var/log/app/access.log"


@app.get("/logs/count")
def count_matches():
    term = request.args.get("q", "")
    if not term:
        return jsonify(count=0)
    cmd = f"grep -F -c -- {shlex.quote(term)} {LOG_FILE} || true"
    out = subprocess.run(cmd, shell=True, capture_output=True, text=True)
    return jsonify(count=int(out.stdout.strip() or 0))
''',
    ),
    dict(
        key="py-ci-safe-ffprobe-secure-filename",
        lang="python", label=S, cls="command_injection", cwe=None, severity="none",
        reason="list arguments, no shell; path built from secure_filename under a fixed folder",
        code=r'''import json
import os
import subprocess

from flask import Flask, jsonify, request
from werkzeug.utils import secure_filename

app = Flask(__name__)
UPLOADS = "/srv/uploads"


@app.post("/media/probe")
def probe():
    f = request.files["media"]
    name = secure_filename(f.filename) or "upload.bin"
    path = os.path.join(UPLOADS, name)
    f.save(path)
    proc = subprocess.run(
        ["ffprobe", "-v", "error", "-print_format", "json", "-show_format", path],
        capture_output=True,
        text=True,
        timeout=30,
    )
    return jsonify(json.loads(proc.stdout or "{}"))
''',
    ),
    dict(
        key="py-ci-safe-dig-validated",
        lang="python", label=S, cls="command_injection", cwe=None, severity="none",
        reason="no shell; host validated by a strict hostname regex that cannot start with '-'",
        code=r'''import re
import subprocess

from django.http import JsonResponse

HOSTNAME = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*")


def resolve(request):
    host = request.GET.get("host", "")
    if len(host) > 253 or not HOSTNAME.fullmatch(host):
        return JsonResponse({"error": "invalid host"}, status=400)
    out = subprocess.run(["dig", "+short", host], capture_output=True, text=True, timeout=10)
    return JsonResponse({"host": host, "addresses": out.stdout.split()})
''',
    ),
    dict(
        key="py-ci-safe-const-command-variable",
        lang="python", label=S, cls="command_injection", cwe=None, severity="none",
        reason="os.system on constant commands chosen from a fixed mapping by a CLI flag",
        code=r'''import argparse
import os
import sys

COMMANDS = {
    "reload": "systemctl reload nginx",
    "status": "systemctl status nginx --no-pager",
    "test": "nginx -t",
}


def main():
    parser = argparse.ArgumentParser(description="nginx helper")
    parser.add_argument("action", choices=sorted(COMMANDS))
    args = parser.parse_args()
    cmd = COMMANDS[args.action]
    print(f"+ {cmd}")
    sys.exit(os.system(cmd) >> 8)


if __name__ == "__main__":
    main()
''',
    ),
]
