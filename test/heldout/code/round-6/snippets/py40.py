from flask import Flask, redirect, request, url_for

app = Flask(__name__)


@app.post("/orders/<int:order_id>/pay")
def pay(order_id):
    method = request.form.get("method", "card")
    if method not in ("card", "invoice"):
        return {"error": "bad method"}, 400
    return redirect(url_for("order_detail", order_id=order_id, paid_with=method))


@app.get("/orders/<int:order_id>")
def order_detail(order_id):
    return {"order": order_id}
