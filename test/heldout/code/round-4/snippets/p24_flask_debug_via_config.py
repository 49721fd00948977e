from flask import Flask, jsonify

app = Flask(__name__)

CONFIG = {"host": "127.0.0.1", "port": 5000, "debug": True}


@app.route("/health")
def health():
    return jsonify(status="ok")


if __name__ == "__main__":
    app.run(host=CONFIG["host"], port=CONFIG["port"], debug=CONFIG["debug"])
