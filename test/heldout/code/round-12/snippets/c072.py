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
