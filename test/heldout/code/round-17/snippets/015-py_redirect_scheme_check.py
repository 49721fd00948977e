from urllib.parse import urlparse
from django.http import HttpResponseRedirect, HttpResponseBadRequest


def sso_return(request):
    dest = request.GET.get("return_to", "/")
    parsed = urlparse(dest)
    if parsed.scheme not in ("", "https"):
        return HttpResponseBadRequest("bad scheme")
    return HttpResponseRedirect(dest)
