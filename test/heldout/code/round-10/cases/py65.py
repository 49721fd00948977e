import random
import secrets
import string

from flask import Flask, jsonify

app = Flask(__name__)
QUESTIONS = ["q1", "q2", "q3", "q4", "q5", "q6"]


def new_reset_token() -> str:
    return secrets.token_urlsafe(32)


def new_backup_codes(n: int = 8) -> list:
    alphabet = string.ascii_uppercase + string.digits
    return ["".join(secrets.choice(alphabet) for _ in range(10)) for _ in range(n)]


@app.get("/quiz")
def quiz():
    order = QUESTIONS[:]
    random.shuffle(order)
    return jsonify({"questions": order[:4]})
