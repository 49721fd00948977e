from flask import Flask, jsonify

DEBUG = True
PORT = 5000

app = Flask(__name__)


@app.get("/health")
def health():
    return jsonify(status="ok")


@app.get("/items/<int:item_id>")
def item(item_id):
    return jsonify(id=item_id)


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=PORT, debug=DEBUG)
