from django.http import HttpResponseRedirect
from django.contrib.auth import logout


def logout_view(request):
    logout(request)
    target = request.GET.get("next", "/")
    # only allow local paths
    if not target.startswith("/"):
        target = "/"
    return HttpResponseRedirect(target)
