import urllib.request
from django.core.files.base import ContentFile
from django.http import JsonResponse

from .models import Profile


def import_avatar(request):
    url = request.POST["avatar_url"]
    with urllib.request.urlopen(url, timeout=10) as resp:
        data = resp.read(2_000_000)
    profile = Profile.objects.get(user=request.user)
    profile.avatar.save("avatar.png", ContentFile(data), save=True)
    return JsonResponse({"ok": True, "size": len(data)})
