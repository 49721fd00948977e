from fastapi import FastAPI, Form
from fastapi.responses import RedirectResponse

app = FastAPI()
ORDERS: dict[int, dict] = {}


@app.post("/orders")
def create_order(product_id: int = Form(...), qty: int = Form(1)):
    order_id = len(ORDERS) + 1
    ORDERS[order_id] = {"product": product_id, "qty": qty}
    return RedirectResponse(url=f"/orders/{int(order_id)}/confirmation", status_code=303)
