from flask import Flask, jsonify

DEBUG = True
HOST = "0.0.0.0"

app = Flask(__name__)


@app.get("/health")
def health():
    return jsonify(status="ok")


@app.get("/version")
def version():
    return jsonify(version="1.4.2")


if __name__ == "__main__":
    app.run(host=HOST, port=5000, debug=DEBUG)
