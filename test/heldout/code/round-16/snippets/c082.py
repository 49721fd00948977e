from flask import Flask, redirect, request

app = Flask(__name__)
ALLOWED_TARGETS = {"/", "/account", "/billing", "/settings/profile"}


@app.post("/language")
def set_language():
    lang = request.form.get("lang", "en")
    nxt = request.form.get("next", "/")
    if nxt not in ALLOWED_TARGETS:
        nxt = "/"
    resp = redirect(nxt)
    resp.set_cookie("lang", lang if lang in ("en", "de", "fr") else "en", samesite="Lax")
    return resp
