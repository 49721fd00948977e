import asyncpg
from aiohttp import web


async def init_pool(app):
    app["pool"] = await asyncpg.create_pool(dsn="postgresql:///orders")


async def order_lines(request: web.Request):
    order_id = int(request.match_info["order_id"])
    sku = request.query.get("sku")
    async with request.app["pool"].acquire() as conn:
        rows = await conn.fetch(
            "SELECT sku, qty, price FROM order_lines WHERE order_id = $1 AND ($2::text IS NULL OR sku = $2)",
            order_id,
            sku,
        )
    return web.json_response([dict(r) for r in rows])


app = web.Application()
app.on_startup.append(init_pool)
app.router.add_get("/orders/{order_id}/lines", order_lines)
