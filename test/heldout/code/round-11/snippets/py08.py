from django.contrib.auth.decorators import login_required
from django.shortcuts import render

from billing.models import Invoice


@login_required
def invoice_report(request):
    order = request.GET.get("order", "created_at")
    query = (
        "SELECT * FROM billing_invoice WHERE owner_id = %s ORDER BY %s"
        % (request.user.id, order)
    )
    invoices = Invoice.objects.raw(query)
    return render(request, "billing/report.html", {"invoices": invoices})
