from flask import Flask, request, jsonify
import maintenance

app = Flask(__name__)


@app.post("/ops/run")
def run_operation():
    action = request.form["action"]
    target = request.form.get("target", "")
    operation = getattr(maintenance, action)
    result = operation(target)
    return jsonify(action=action, result=str(result))
