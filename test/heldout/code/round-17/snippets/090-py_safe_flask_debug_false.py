from flask import Flask, jsonify

app = Flask(__name__)
DEBUG = False
PORT = 8080


@app.get("/ping")
def ping():
    return jsonify(pong=True)


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=PORT, debug=DEBUG)
