import os

from flask import Flask

app = Flask(__name__)
app.config["DEBUG"] = os.environ.get("FLASK_DEBUG") == "1"


def main():
    # Near misses: debug off, loopback only.
    app.run(host="127.0.0.1", port=5000, debug=False)


class Job:
    def run(self, debug=True):
        return debug


Job().run(debug=True)
