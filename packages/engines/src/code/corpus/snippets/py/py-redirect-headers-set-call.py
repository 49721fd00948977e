from flask import request, make_response


def handoff():
    nxt = request.cookies.get("after_login")
    resp = make_response("redirecting", 302)
    resp.headers.set("Location", nxt)
    return resp
