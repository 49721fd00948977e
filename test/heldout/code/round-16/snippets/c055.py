from aiohttp import web


async def list_orders(request: web.Request) -> web.Response:
    status = request.query.get("status", "open")
    try:
        limit = min(int(request.query.get("limit", "50")), 200)
    except ValueError:
        raise web.HTTPBadRequest(text="limit must be a number")
    async with request.app["pool"].acquire() as conn:
        rows = await conn.fetch(
            "SELECT id, total, status FROM orders WHERE status = $1 ORDER BY id DESC LIMIT $2",
            status,
            limit,
        )
    return web.json_response([dict(r) for r in rows])


app = web.Application()
app.router.add_get("/orders", list_orders)
