import os
from aiohttp import web

STORAGE = "/data/storage/"


async def get_blob(request: web.Request):
    rel = request.match_info["name"]
    full = STORAGE + rel
    if not full.startswith(STORAGE):
        raise web.HTTPForbidden()
    if not os.path.isfile(full):
        raise web.HTTPNotFound()
    with open(full, "rb") as fh:
        return web.Response(body=fh.read(), content_type="application/octet-stream")


app = web.Application()
app.router.add_get("/blobs/{name:.+}", get_blob)
