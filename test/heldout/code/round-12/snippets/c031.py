from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)
FAQ = {"shipping": "We ship within 2 days.", "returns": "Returns are free for 30 days."}


@app.get("/faq")
def faq():
    topic = request.args.get("topic", "")
    answer = FAQ.get(topic)
    if answer is None:
        return f"<p>No answer found for <b>{escape(topic)}</b>.</p>", 404
    return f"<h3>{escape(topic)}</h3><p>{answer}</p>"
