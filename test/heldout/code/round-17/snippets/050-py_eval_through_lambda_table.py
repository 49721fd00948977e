from flask import Flask, request, jsonify

app = Flask(__name__)

EVALUATORS = {
    "python": eval,
    "echo": str,
}


@app.post("/calc")
def calc():
    data = request.get_json()
    engine = EVALUATORS["python"]
    return jsonify(value=engine(data["expression"], {"__builtins__": {}}))
