from django.utils.http import url_has_allowed_host_and_scheme
from flask import redirect, request


def go():
    nxt = request.args.get("next")
    if not url_has_allowed_host_and_scheme(nxt, allowed_hosts={"example.com"}):
        print("suspicious redirect", nxt)
    return redirect(nxt)
