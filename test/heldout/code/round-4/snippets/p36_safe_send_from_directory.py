from flask import Flask, send_from_directory
from werkzeug.utils import secure_filename

app = Flask(__name__)
UPLOAD_DIR = "/srv/app/uploads"


@app.route("/files/<name>")
def get_file(name):
    return send_from_directory(UPLOAD_DIR, secure_filename(name))
