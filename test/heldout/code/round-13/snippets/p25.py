from django.shortcuts import get_object_or_404, render
from django.utils.safestring import mark_safe

from .models import Profile


def profile_detail(request, username):
    profile = get_object_or_404(Profile, user__username=username)
    bio_html = profile.bio.replace("\n", "<br>")
    context = {
        "profile": profile,
        "bio": mark_safe(bio_html),
        "preview": mark_safe(request.GET.get("preview", "")),
    }
    return render(request, "profiles/detail.html", context)
