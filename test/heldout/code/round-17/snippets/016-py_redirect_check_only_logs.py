import logging
from django.http import HttpResponse
from django.utils.http import url_has_allowed_host_and_scheme

log = logging.getLogger(__name__)


def after_logout(request):
    nxt = request.GET.get("next", "/")
    if not url_has_allowed_host_and_scheme(nxt, allowed_hosts={request.get_host()}):
        log.warning("suspicious next parameter: %s", nxt)
    response = HttpResponse(status=302)
    response["Location"] = nxt
    return response
