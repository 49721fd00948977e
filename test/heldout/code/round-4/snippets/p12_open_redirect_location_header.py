from django.http import HttpResponse


def sso_callback(request):
    state = request.GET.get("state", "")
    dest = request.GET.get("continue", "/")
    response = HttpResponse(status=302)
    response["Location"] = dest
    response.set_cookie("sso_state", state, httponly=True, secure=True)
    return response
