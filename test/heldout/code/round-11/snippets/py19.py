from django.http import HttpResponse
from django.views.decorators.http import require_GET

from tracking.models import Click


@require_GET
def outbound(request):
    """Record a click on an outbound link, then send the user on."""
    target = request.GET.get("u", "/")
    Click.objects.create(url=target[:2000], referer=request.META.get("HTTP_REFERER", ""))
    response = HttpResponse(status=302)
    response["Location"] = target
    return response
