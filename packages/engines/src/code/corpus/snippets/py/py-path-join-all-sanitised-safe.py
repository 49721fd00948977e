import os

from flask import Flask, request, send_file
from werkzeug.utils import secure_filename

app = Flask(__name__)
BASE = "/srv/uploads"


@app.route("/download")
def download():
    folder = secure_filename(request.args["folder"])
    name = secure_filename(request.args["name"])
    return send_file(os.path.join(BASE, folder, name))
