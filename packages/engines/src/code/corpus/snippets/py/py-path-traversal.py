from flask import request, send_file

@app.route("/download")
def download():
    name = request.args["file"]
    return send_file("/srv/files/" + name)
