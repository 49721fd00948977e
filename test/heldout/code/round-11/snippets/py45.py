from flask import Flask, render_template_string, request

app = Flask(__name__)

HEADER = "<h2>Preview</h2><hr>"


@app.post("/newsletter/preview")
def preview():
    body = request.form.get("body", "")
    template = HEADER + body
    return render_template_string(template, year=2024)
