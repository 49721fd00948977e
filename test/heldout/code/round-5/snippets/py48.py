import json
import base64
from flask import Flask, request, make_response

app = Flask(__name__)


@app.route("/wizard/step", methods=["POST"])
def wizard_step():
    raw = request.cookies.get("wizard")
    state = {}
    if raw:
        try:
            state = json.loads(base64.urlsafe_b64decode(raw).decode("utf-8"))
        except (ValueError, UnicodeDecodeError):
            state = {}
    state[request.form.get("step", "start")] = request.form.get("value", "")
    resp = make_response({"steps": list(state)})
    resp.set_cookie("wizard", base64.urlsafe_b64encode(json.dumps(state).encode()).decode(), httponly=True)
    return resp
