import json
import urllib.request

from django.http import JsonResponse


def service_health(request):
    host = request.GET.get("host", "localhost:8000")
    url = f"http://{host}/health"
    try:
        with urllib.request.urlopen(url, timeout=3) as resp:
            body = json.loads(resp.read().decode())
    except OSError as exc:
        return JsonResponse({"host": host, "up": False, "error": str(exc)}, status=502)
    return JsonResponse({"host": host, "up": True, "details": body})
