from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest
from django.shortcuts import render

from billing.models import Invoice

STATUSES = {"open", "paid", "void"}


@login_required
def invoice_report(request):
    status = request.GET.get("status", "open")
    if status not in STATUSES:
        return HttpResponseBadRequest("unknown status")
    invoices = Invoice.objects.raw(
        "SELECT * FROM billing_invoice WHERE owner_id = %s AND status = %s "
        "ORDER BY created_at DESC",
        [request.user.id, status],
    )
    return render(request, "billing/report.html", {"invoices": invoices})
