from flask import request
from werkzeug.utils import secure_filename

@app.route("/upload", methods=["POST"])
def upload():
    f = request.files["doc"]
    f.save("/srv/uploads/" + secure_filename(f.filename))
