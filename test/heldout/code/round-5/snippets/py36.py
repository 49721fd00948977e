import jsonpickle
from flask import Flask, request, jsonify

app = Flask(__name__)


class Preferences:
    def __init__(self, theme="light", language="en"):
        self.theme = theme
        self.language = language


@app.put("/me/preferences")
def save_preferences():
    prefs = jsonpickle.decode(request.get_data(as_text=True))
    if not isinstance(prefs, Preferences):
        return jsonify({"error": "bad payload"}), 400
    return jsonify({"theme": prefs.theme, "language": prefs.language})
