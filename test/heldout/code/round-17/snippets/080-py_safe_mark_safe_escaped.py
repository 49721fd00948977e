from django.shortcuts import render
from django.utils.html import escape
from django.utils.safestring import mark_safe


def greeting(request):
    who = escape(request.GET.get("who", "guest"))
    badge = mark_safe("<span class='badge'>" + who + "</span>")
    return render(request, "greeting.html", {"badge": badge})
