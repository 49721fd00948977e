import os
from flask import Flask

app = Flask(__name__)

ENV = "production"
DEBUG_MODE = ENV != "staging"


@app.route("/health")
def health():
    return {"ok": True}


if __name__ == "__main__":
    port = int(os.environ.get("PORT", "8000"))
    app.run(host="127.0.0.1", port=port, debug=DEBUG_MODE)
