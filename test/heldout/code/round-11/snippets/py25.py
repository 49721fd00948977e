import base64
import pickle as _p

from aiohttp import web

loads = _p.loads
routes = web.RouteTableDef()


@routes.post("/session/import")
async def import_session(request: web.Request) -> web.Response:
    blob = await request.read()
    try:
        state = loads(base64.b64decode(blob))
    except Exception:
        raise web.HTTPBadRequest(text="bad session blob")
    request.app["sessions"][state["id"]] = state
    return web.json_response({"imported": state["id"]})


app = web.Application()
app["sessions"] = {}
app.add_routes(routes)
