import random
import time

from flask import Flask, request, session

app = Flask(__name__)


def send_sms(phone, text):
    print(f"SMS to {phone}: {text}")


@app.post("/login/otp")
def request_otp():
    phone = request.form["phone"]
    otp = f"{random.randint(0, 999999):06d}"
    session["otp"] = otp
    session["otp_expires"] = time.time() + 300
    send_sms(phone, f"Your login code is {otp}")
    return {"sent": True}
