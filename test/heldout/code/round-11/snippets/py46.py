from flask import Flask, render_template_string, request

app = Flask(__name__)

PREVIEW = """
<h2>Preview</h2>
<hr>
<div class="body">{{ body }}</div>
<footer>&copy; {{ year }}</footer>
"""


@app.post("/newsletter/preview")
def preview():
    body = request.form.get("body", "")
    return render_template_string(PREVIEW, body=body, year=2024)
