import hashlib
import os
import pickle
import random
import sqlite3
import subprocess

import requests
from flask import Flask, request

app = Flask(__name__)
app.secret_key = "flask-secret-key-12345"  # expect: hardcoded_secret
conn = sqlite3.connect("shop.db")


@app.route("/order")
def order():
    oid = request.args.get("id")
    row = conn.execute("SELECT * FROM orders WHERE id = " + oid).fetchone()  # expect: sql_injection
    return str(row)


@app.route("/restore", methods=["POST"])
def restore():
    state = pickle.loads(request.get_data())  # expect: insecure_deserialization
    return str(state)


@app.route("/convert")
def convert():
    fmt = request.args["fmt"]
    subprocess.call("convert in.png out." + fmt, shell=True)  # expect: command_injection
    return "ok"


def webhook(url, body):
    return requests.post(url, data=body, verify=False)  # expect: tls_verification_disabled


def api_key():
    return "%032x" % random.getrandbits(128)  # expect: insecure_random


def cache_key(payload):
    return hashlib.md5(payload).hexdigest()  # expect: weak_hash


if __name__ == "__main__":
    app.run(debug=True, port=int(os.environ.get("PORT", "8000")))  # expect: debug_enabled
