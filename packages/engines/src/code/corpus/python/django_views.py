from django.db import connection
from django.http import HttpResponse

from .models import User


def search(request):
    name = request.GET.get("q", "")
    users = User.objects.raw("SELECT * FROM auth_user WHERE username = '%s'" % name)  # expect: sql_injection
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT id FROM auth_user WHERE email = '{name}'")  # expect: sql_injection
    return HttpResponse(len(list(users)))


def export(request):
    report = request.GET["report"]
    with open("/var/reports/" + report) as fh:  # expect: path_traversal
        return HttpResponse(fh.read())


def safe_search(request):
    name = request.GET.get("q", "")
    users = User.objects.raw("SELECT * FROM auth_user WHERE username = %s", [name])
    return HttpResponse(len(list(users)))
