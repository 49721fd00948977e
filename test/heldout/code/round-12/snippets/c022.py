import os

from flask import Flask, jsonify, request
from werkzeug.utils import secure_filename

app = Flask(__name__)
AVATAR_ROOT = "/srv/app/avatars"


@app.post("/avatars/<username>")
def upload_avatar(username):
    f = request.files["avatar"]
    fname = secure_filename(f.filename)
    if not fname.lower().endswith((".png", ".jpg", ".jpeg")):
        return jsonify(error="unsupported type"), 400
    dest = os.path.join(AVATAR_ROOT, username, fname)
    os.makedirs(os.path.dirname(dest), exist_ok=True)
    f.save(dest)
    return jsonify(path=f"/static/avatars/{username}/{fname}"), 201
