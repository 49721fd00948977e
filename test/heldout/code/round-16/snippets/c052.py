import os

from aiohttp import web

EXPORT_DIR = "/var/lib/app/exports"


async def download(request: web.Request) -> web.StreamResponse:
    name = request.match_info["name"]
    path = os.path.join(EXPORT_DIR, name)
    if not os.path.isfile(path):
        raise web.HTTPNotFound()
    return web.FileResponse(path, headers={"Content-Disposition": f'attachment; filename="{name}"'})


app = web.Application()
app.router.add_get("/exports/{name:.+}", download)

if __name__ == "__main__":
    web.run_app(app, port=8081)
