from flask import Flask, jsonify

DEBUG = False
HOST = "127.0.0.1"

app = Flask(__name__)


@app.get("/healthz")
def healthz():
    return jsonify(status="ok", debug=DEBUG)


if __name__ == "__main__":
    app.run(host=HOST, port=5050, debug=DEBUG)
