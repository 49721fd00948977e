from flask import Flask, jsonify

app = Flask(__name__)
RUN_CFG = {"host": "0.0.0.0", "port": 5000, "debug": True}


@app.get("/health")
def health():
    return jsonify(status="ok")


@app.get("/version")
def version():
    return jsonify(version="1.4.2")


if __name__ == "__main__":
    app.run(**RUN_CFG)
