from pathlib import Path
from flask import Flask, request, abort

app = Flask(__name__)
TEMPLATES = Path("/srv/app/email_templates")


def clean(name: str) -> str:
    # strip traversal attempts
    return name.replace("../", "").replace("..\\", "")


@app.get("/templates/preview")
def preview_template():
    name = clean(request.args.get("name", ""))
    target = TEMPLATES / name
    if not target.is_file():
        abort(404)
    return target.read_text(encoding="utf-8"), 200, {"Content-Type": "text/plain"}
