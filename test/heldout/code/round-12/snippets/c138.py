from flask import Flask, redirect, request, session

app = Flask(__name__)
ALLOWED_NEXT = {"/", "/dashboard", "/settings", "/billing"}


@app.post("/onboarding/done")
def onboarding_done():
    session["onboarded"] = True
    nxt = request.form.get("next", "/")
    if nxt not in ALLOWED_NEXT:
        nxt = "/"
    return redirect(nxt)
