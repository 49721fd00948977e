from flask import Flask, request, render_template_string

app = Flask(__name__)


@app.route("/greeting")
def greeting():
    name = request.args.get("name", "friend")
    template = """
    <html>
      <body>
        <h1>Hello, %s!</h1>
        <p>Welcome back.</p>
      </body>
    </html>
    """ % name
    return render_template_string(template)
