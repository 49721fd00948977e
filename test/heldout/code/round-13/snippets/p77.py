from flask import Flask, request, redirect, url_for, abort

from .models import Order

app = Flask(__name__)


@app.post("/checkout/complete")
def complete_checkout():
    order_id = request.form.get("order_id", type=int)
    if order_id is None:
        abort(400)
    order = Order.query.get_or_404(order_id)
    order.mark_paid()
    return redirect(url_for("order_detail", order_id=order.id))


@app.get("/orders/<int:order_id>")
def order_detail(order_id):
    return {"order": order_id}
