from django.http import HttpResponse
from django.views import View


class LogoutView(View):
    default_target = "/"

    def get(self, request):
        request.session.flush()
        response = HttpResponse(status=302)
        response["Location"] = request.GET.get("continue", self.default_target)
        return response
