from django.utils.http import url_has_allowed_host_and_scheme
from flask import abort, redirect, request


def go():
    nxt = request.args.get("next")
    if not nxt or not url_has_allowed_host_and_scheme(nxt, allowed_hosts={"example.com"}):
        abort(400)
    return redirect(nxt)
