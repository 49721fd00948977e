import os

from flask import Flask, request, send_from_directory
from werkzeug.utils import secure_filename

app = Flask(__name__)


@app.route("/avatar")
def avatar():
    user_dir = os.path.join("/data/avatars", request.args["user"])
    return send_from_directory(user_dir, secure_filename(request.args["file"]))
