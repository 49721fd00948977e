from flask import Flask, request, render_template_string

app = Flask(__name__)

PAGE = """
<!doctype html>
<title>Welcome</title>
<h1>Hello, %s!</h1>
<p>You have {{ count }} new messages.</p>
"""


@app.get("/welcome")
def welcome():
    name = request.args.get("name", "guest")
    return render_template_string(PAGE % name, count=3)
