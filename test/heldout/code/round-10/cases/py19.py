from django.contrib.auth import authenticate, login
from django.http import HttpResponseRedirect
from django.shortcuts import render


def login_view(request):
    if request.method == "POST":
        user = authenticate(
            request,
            username=request.POST.get("username"),
            password=request.POST.get("password"),
        )
        if user is not None:
            login(request, user)
            return_to = request.GET.get("return_to", "/dashboard/")
            return HttpResponseRedirect(return_to)
        return render(request, "login.html", {"error": "Invalid credentials"})
    return render(request, "login.html")
