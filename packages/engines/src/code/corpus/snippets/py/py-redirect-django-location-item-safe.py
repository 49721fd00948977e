from django.http import HttpResponse
from django.urls import reverse


def leave(request):
    response = HttpResponse(status=302)
    response["Location"] = reverse("dashboard")
    response["X-Trace"] = request.GET.get("trace", "")
    return response
