from django.utils.safestring import mark_safe

def banner(request):
    return mark_safe("<b>" + request.GET["msg"] + "</b>")
