from django.http import HttpResponse
from django.utils.http import url_has_allowed_host_and_scheme


def leave(request):
    target = request.GET.get("next", "/")
    if not url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}):
        target = "/"
    response = HttpResponse(status=302)
    response["Location"] = target
    return response
