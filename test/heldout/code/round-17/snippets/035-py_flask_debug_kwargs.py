from flask import Flask, jsonify

app = Flask(__name__)
RUN_OPTS = dict(host="127.0.0.1", port=5000, debug=True)


@app.get("/health")
def health():
    return jsonify(ok=True)


if __name__ == "__main__":
    app.run(**RUN_OPTS)
