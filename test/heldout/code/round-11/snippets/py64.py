import logging

from django.http import HttpResponse, HttpResponseNotAllowed
from django.utils.html import escape

from .models import Comment

log = logging.getLogger(__name__)


def add_comment(request, post_id):
    if request.method != "POST":
        return HttpResponseNotAllowed(["POST"])
    text = request.POST.get("text", "").strip()
    comment = Comment.objects.create(post_id=post_id, author=request.user, text=text)
    log.info("comment %s added to post %s", comment.pk, post_id)
    return HttpResponse(
        f'<li class="comment"><b>{escape(request.user.username)}</b>: {escape(text)}</li>'
    )
