from django.http import HttpResponseRedirect
from django.contrib.auth import logout


def logout_view(request):
    logout(request)
    next_url = request.GET.get("next", "/")
    # only allow relative paths so we never leave the site
    if not next_url.startswith("/"):
        next_url = "/"
    return HttpResponseRedirect(next_url)
