import asyncpg
from aiohttp import web


async def search_orders(request: web.Request) -> web.Response:
    status = request.query.get("status", "open")
    limit = int(request.query.get("limit", "50"))
    sql = "SELECT id, total, status FROM orders WHERE status = '%s' LIMIT %d" % (status, limit)
    async with request.app["pool"].acquire() as conn:
        rows = await conn.fetch(sql)
    return web.json_response([dict(r) for r in rows])


async def init_pool(app: web.Application):
    app["pool"] = await asyncpg.create_pool(dsn="postgresql://app@localhost/shop")
    yield
    await app["pool"].close()


app = web.Application()
app.cleanup_ctx.append(init_pool)
app.router.add_get("/orders", search_orders)
