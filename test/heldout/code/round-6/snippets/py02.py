from django.http import JsonResponse
from django.views.decorators.http import require_GET

from accounts.models import Customer


@require_GET
def customer_lookup(request):
    email = request.GET.get("email", "").strip()
    if not email:
        return JsonResponse({"error": "email required"}, status=400)
    people = Customer.objects.raw(
        f"SELECT * FROM accounts_customer WHERE email = '{email}' AND active = 1"
    )
    return JsonResponse({"results": [{"id": p.id, "name": p.full_name} for p in people]})
