import textwrap
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.route("/rules/test", methods=["POST"])
def test_rule():
    body = request.get_json()
    rule_src = body["rule"]
    sample = body.get("sample", {})
    wrapped = "def rule(row):\n" + textwrap.indent(rule_src, "    ")
    namespace = {}
    code_obj = compile(wrapped, "<rule>", "exec")
    exec(code_obj, namespace)
    return jsonify({"matched": bool(namespace["rule"](sample))})
