import os
from flask import Flask, request

app = Flask(__name__)
RULES_DIR = "/srv/rules"


def load_rule(text, filename):
    code_obj = compile(text, filename, "exec")
    scope = {}
    exec(code_obj, scope)
    return scope.get("apply")


@app.post("/rules/upload")
def upload_rule():
    f = request.files["rule"]
    text = f.read().decode("utf-8")
    apply = load_rule(text, "<uploaded rule>")
    if apply is None:
        return {"error": "rule must define apply()"}, 400
    return {"loaded": True}
