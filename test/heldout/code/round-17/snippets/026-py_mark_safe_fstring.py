from django.shortcuts import render
from django.utils.safestring import mark_safe


def profile_banner(request):
    display = request.GET.get("display_name", "guest")
    banner = mark_safe(f'<div class="banner">Welcome back, <strong>{display}</strong></div>')
    return render(request, "profile.html", {"banner": banner})
