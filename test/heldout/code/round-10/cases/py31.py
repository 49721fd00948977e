from flask import Flask, request, render_template_string

app = Flask(__name__)

BASE = "<html><body><h2>Order confirmation</h2><p>{}</p></body></html>"


@app.get("/orders/confirm")
def confirm():
    note = request.args.get("note", "Thank you for your order.")
    return render_template_string(BASE.format(note))
