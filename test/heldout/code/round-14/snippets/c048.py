import os
import uuid
from flask import Flask, request, jsonify

app = Flask(__name__)
UPLOAD_DIR = "/srv/uploads"
ALLOWED_EXT = {".png", ".jpg", ".jpeg", ".gif"}


@app.post("/avatars")
def upload_avatar():
    f = request.files["avatar"]
    ext = os.path.splitext(f.filename or "")[1].lower()
    if ext not in ALLOWED_EXT:
        return jsonify(error="bad type"), 400
    stored = f"{uuid.uuid4().hex}.img"
    f.save(os.path.join(UPLOAD_DIR, stored))
    return jsonify(id=stored, original=f.filename), 201
