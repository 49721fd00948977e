import html

from aiohttp import web


async def search(request: web.Request) -> web.Response:
    q = request.query.get("q", "")
    rows = await request.app["index"].search(q)
    items = "".join(f"<li>{html.escape(r['title'])}</li>" for r in rows)
    body = f"<h1>Results for {html.escape(q)}</h1><ul>{items}</ul>"
    return web.Response(text=body, content_type="text/html")


app = web.Application()
app.router.add_get("/search", search)
