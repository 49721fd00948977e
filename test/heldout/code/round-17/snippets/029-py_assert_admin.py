from flask import Flask, g, jsonify

app = Flask(__name__)
FLAGS = {"beta_checkout": False}


@app.post("/admin/flags/<name>/toggle")
def toggle_flag(name):
    user = g.get("user")
    assert user is not None and user.is_staff, "staff only"
    FLAGS[name] = not FLAGS.get(name, False)
    return jsonify(FLAGS)
