from flask import redirect, request

ALLOWED = {"/home", "/settings"}


def go():
    nxt = request.args.get("next", "/home")
    if nxt not in ALLOWED:
        nxt = "/home"
    return redirect(nxt)
