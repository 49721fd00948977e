from flask import Flask, render_template_string, request

app = Flask(__name__)

PAGE = """
<h2>Welcome back, {name}!</h2>
<p>You have {{{{ count }}}} unread messages.</p>
"""


@app.get("/welcome")
def welcome():
    name = request.args.get("name", "friend")
    return render_template_string(PAGE.format(name=name), count=3)
