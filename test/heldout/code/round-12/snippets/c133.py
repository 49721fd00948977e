from django.contrib.auth.decorators import login_required
from django.shortcuts import render

from .models import Order


@login_required
def order_history(request):
    status = request.GET.get("status", "paid")
    orders = Order.objects.raw(
        "SELECT * FROM shop_order WHERE customer_id = %s AND status = %s ORDER BY created DESC LIMIT 50",
        [request.user.id, status],
    )
    return render(request, "shop/history.html", {"orders": list(orders), "status": status})
