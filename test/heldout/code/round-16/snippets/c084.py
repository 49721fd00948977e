from flask import Flask, jsonify

app = Flask(__name__)
RUN_OPTS = {"host": "0.0.0.0", "port": 8000, "debug": True}


@app.get("/api/health")
def health():
    return jsonify({"status": "ok"})


@app.get("/api/version")
def version():
    return jsonify({"version": "2.4.1"})


if __name__ == "__main__":
    app.run(**RUN_OPTS)
