import jsonpickle
from flask import Flask, request

app = Flask(__name__)


class Cart:
    def __init__(self, items=None):
        self.items = items or []

    def total(self):
        return sum(i["price"] * i["qty"] for i in self.items)


@app.post("/cart/restore")
def restore_cart():
    cart = jsonpickle.decode(request.get_data(as_text=True))
    if not isinstance(cart, Cart):
        return {"error": "bad cart"}, 400
    return {"total": cart.total()}
