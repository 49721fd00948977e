from django.http import HttpResponse


def leave(request):
    target = request.GET.get("next", "/")
    response = HttpResponse(status=302)
    response["Location"] = target
    return response
