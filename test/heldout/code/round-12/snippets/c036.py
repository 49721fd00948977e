from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_http_methods

from .models import Project


@login_required
@require_http_methods(["DELETE"])
def delete_project(request, pk):
    project = get_object_or_404(Project, pk=pk)
    assert project.owner_id == request.user.id, "not your project"
    project.delete()
    return JsonResponse({"deleted": pk})
