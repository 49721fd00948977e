from flask import Flask, jsonify

DEBUG = False

app = Flask(__name__)


@app.get("/health")
def health():
    return jsonify(status="ok")


@app.get("/version")
def version():
    return jsonify(version="1.4.2")


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=8000, debug=DEBUG)
