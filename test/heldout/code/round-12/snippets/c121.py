import os

from flask import Flask, jsonify

app = Flask(__name__)
DEBUG = False
app.config["SECRET_KEY"] = os.environ["SECRET_KEY"]


@app.get("/healthz")
def healthz():
    return jsonify(ok=True)


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=int(os.environ.get("PORT", "8000")), debug=DEBUG)
