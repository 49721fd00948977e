import operator
import shutil
from flask import Flask, request

app = Flask(__name__)


@app.post("/fs/op")
def fs_op():
    body = request.get_json()
    op = operator.methodcaller(body["op"], *body.get("args", []))
    op(shutil)
    return {"done": body["op"]}
