import os
from flask import Flask, request

app = Flask(__name__)


@app.route("/tools/dns")
def dns_lookup():
    domain = request.args.get("domain", "example.com")
    record = request.args.get("type", "A")
    output = os.popen("dig +short %s %s" % (record, domain)).read()
    return {"answers": output.split()}
