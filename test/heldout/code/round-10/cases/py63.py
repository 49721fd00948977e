from flask import Flask, request, render_template

app = Flask(__name__)


@app.route("/greet")
def greet():
    name = request.args.get("name", "stranger")
    lang = request.args.get("lang", "en")
    greeting = "Hola" if lang == "es" else "Hello"
    return render_template("greet.html", greeting=greeting, name=name)
