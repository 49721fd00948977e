from flask import Flask, request, redirect

app = Flask(__name__)
ALLOWED_NEXT = {"/", "/dashboard", "/settings", "/billing"}


@app.post("/login")
def login():
    nxt = request.args.get("next", "/")
    if nxt not in ALLOWED_NEXT:
        nxt = "/"
    return redirect(nxt)
