import os
from flask import Flask, request, jsonify
from werkzeug.utils import secure_filename

app = Flask(__name__)
app.config["UPLOAD_FOLDER"] = "/srv/media/avatars"
ALLOWED = {"png", "jpg", "jpeg", "gif"}


@app.post("/avatar")
def upload_avatar():
    file = request.files.get("avatar")
    if file is None or "." not in file.filename:
        return jsonify(error="invalid file"), 400
    if file.filename.rsplit(".", 1)[1].lower() not in ALLOWED:
        return jsonify(error="invalid type"), 400
    filename = secure_filename(file.filename)
    dest = os.path.join(app.config["UPLOAD_FOLDER"], filename)
    file.save(dest)
    return jsonify(filename=filename), 201
