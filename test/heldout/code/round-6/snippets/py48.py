from flask import Flask, request, abort

app = Flask(__name__)


def export_csv(rows):
    return "\n".join(",".join(map(str, r)) for r in rows)


def export_json(rows):
    return {"rows": rows}


EXPORTERS = {"csv": export_csv, "json": export_json}


@app.post("/export")
def export():
    fmt = request.args.get("format", "json")
    exporter = EXPORTERS.get(fmt)
    if exporter is None:
        abort(400)
    return exporter(request.get_json()["rows"])
