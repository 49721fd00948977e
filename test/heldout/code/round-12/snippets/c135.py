from flask import Flask, jsonify, request
from flask_login import current_user, login_required

app = Flask(__name__)
PUBLIC_FIELDS = ("id", "email", "display_name", "created_at", "timezone")


def serialize(obj, fields):
    return {f: getattr(obj, f) for f in fields if f in PUBLIC_FIELDS}


@app.get("/me")
@login_required
def me():
    wanted = request.args.getlist("field") or list(PUBLIC_FIELDS)
    data = serialize(current_user, wanted)
    if "created_at" in data:
        data["created_at"] = data["created_at"].isoformat()
    return jsonify(data)
