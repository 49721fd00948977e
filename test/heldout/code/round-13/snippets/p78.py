from django.http import HttpResponse
from django.views.decorators.http import require_POST

from .models import Subscription


@require_POST
def toggle_subscription(request, plan_id):
    sub, _ = Subscription.objects.get_or_create(user=request.user, plan_id=plan_id)
    sub.active = not sub.active
    sub.save(update_fields=["active"])
    response = HttpResponse(status=303)
    response["Location"] = request.POST.get("back", "/account/")
    return response
