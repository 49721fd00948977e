import random
from flask import Flask, jsonify

app = Flask(__name__)

QUOTES = [
    "Simple is better than complex.",
    "Readability counts.",
    "Errors should never pass silently.",
    "Now is better than never.",
]


@app.get("/quote")
def quote_of_the_moment():
    picked = random.choice(QUOTES)
    delay_hint = round(random.uniform(0.5, 1.5), 2)
    return jsonify(quote=picked, retry_after=delay_hint)
