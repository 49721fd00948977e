from flask import Flask, request

app = Flask(__name__)


@app.route("/greet")
def greet():
    name = request.args.get("name", "stranger")
    lang = request.args.get("lang", "en")
    greeting = "Hola" if lang == "es" else "Hello"
    return f"""<!doctype html>
<html><body>
  <h1>{greeting}, {name}!</h1>
  <p>Welcome back.</p>
</body></html>"""
