from django.http import HttpResponseRedirect


def jump(request):
    host = request.POST["host"]
    return HttpResponseRedirect(f"https://{host}/welcome")
