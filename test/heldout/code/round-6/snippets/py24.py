from flask import Flask, request, render_template_string

app = Flask(__name__)

PAGE = """
<html><body>
<h1>Order confirmation</h1>
<p>Thank you, %s!</p>
</body></html>
"""


@app.route("/thanks")
def thanks():
    name = request.args.get("name", "customer")
    return render_template_string(PAGE % name)
