from django.contrib.auth import authenticate, login
from django.http import HttpResponseRedirect
from django.shortcuts import render


def _go(target):
    return HttpResponseRedirect(target)


def login_view(request):
    if request.method == "POST":
        user = authenticate(request, username=request.POST["username"], password=request.POST["password"])
        if user is not None:
            login(request, user)
            return _go(request.GET.get("next", "/dashboard/"))
    return render(request, "login.html")
