import subprocess
from django.shortcuts import redirect
from django.contrib.auth import logout


def logout_view(request):
    logout(request)
    return redirect("/accounts/login/?logged_out=1")


def disk_usage():
    out = subprocess.check_output(["df", "-h", "/"], text=True)
    return out.splitlines()[-1]
