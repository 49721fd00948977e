from flask import request

@app.route("/read")
def read():
    with open(request.args.get("p")) as fh:
        return fh.read()
