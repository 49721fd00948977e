from flask import Flask, render_template, request

app = Flask(__name__)


@app.post("/emails/preview")
def preview_email():
    data = request.get_json()
    return render_template(
        "emails/order_confirmation.html",
        first_name=data.get("first_name", "there"),
        order_id=data.get("order_id", ""),
    )
