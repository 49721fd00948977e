from flask import Flask, request, render_template_string

app = Flask(__name__)


@app.route("/greet")
def greet():
    name = request.args.get("name", "guest")
    template = "<h1>Hello " + name + "!</h1><p>Welcome back.</p>"
    return render_template_string(template)
