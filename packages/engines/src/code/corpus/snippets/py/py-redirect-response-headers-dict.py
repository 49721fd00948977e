from flask import Response, request


def bounce():
    dest = request.form.get("return_to") or "/"
    return Response(status=303, headers={"Location": dest})
