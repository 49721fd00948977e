from flask import Flask, request, send_from_directory, abort
from werkzeug.utils import secure_filename

app = Flask(__name__)
app.config["UPLOAD_FOLDER"] = "/srv/uploads"


@app.post("/upload")
def upload():
    f = request.files.get("file")
    if f is None or f.filename == "":
        abort(400)
    name = secure_filename(f.filename)
    f.save(f"{app.config['UPLOAD_FOLDER']}/{name}")
    return {"stored": name}, 201


@app.get("/files/<name>")
def get_file(name):
    return send_from_directory(app.config["UPLOAD_FOLDER"], secure_filename(name))
