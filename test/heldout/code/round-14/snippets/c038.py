from aiohttp import web
import aiosqlite


async def list_orders(request: web.Request):
    sort = request.query.get("sort", "created_at")
    direction = request.query.get("dir", "desc")
    parts = ["SELECT id, total FROM orders ORDER BY ", sort, " ", direction]
    query = "".join(parts)
    async with aiosqlite.connect("shop.db") as db:
        async with db.execute(query) as cur:
            rows = await cur.fetchall()
    return web.json_response([{"id": r[0], "total": r[1]} for r in rows])


app = web.Application()
app.router.add_get("/orders", list_orders)
