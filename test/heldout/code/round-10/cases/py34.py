from django.http import HttpResponse
from django.utils.safestring import mark_safe


def profile_badge(request):
    display_name = request.GET.get("display_name", "")
    homepage = request.GET.get("homepage", "#")
    badge = mark_safe(f'<a class="badge" href="{homepage}">{display_name}</a>')
    return HttpResponse(f"<div class='profile'>{badge}</div>")
