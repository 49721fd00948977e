from django.http import HttpResponseRedirect
from django.views.decorators.http import require_POST


@require_POST
def switch_language(request):
    lang = request.POST.get("lang", "en")
    back = request.POST.get("back", "/")
    if not back.startswith(("http://", "https://", "/")):
        back = "/"
    response = HttpResponseRedirect(back)
    response.set_cookie("django_language", lang, max_age=365 * 24 * 3600, samesite="Lax")
    return response
