from flask import Flask, jsonify

app = Flask(__name__)
RUN_OPTS = {"host": "127.0.0.1", "port": 5050, "debug": True}


@app.get("/healthz")
def healthz():
    return jsonify(status="ok")


if __name__ == "__main__":
    app.run(**RUN_OPTS)
