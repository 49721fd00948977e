from flask import Flask, request, render_template_string

app = Flask(__name__)

PAGE = """
<html><body>
<h1>Order confirmation</h1>
<p>{greeting}</p>
<p>Order number: {{{{ order_id }}}}</p>
</body></html>
"""


@app.route("/orders/<int:order_id>/confirm")
def confirm(order_id):
    name = request.args.get("name", "customer")
    greeting = "Thank you, " + name + "!"
    return render_template_string(PAGE.format(greeting=greeting), order_id=order_id)
