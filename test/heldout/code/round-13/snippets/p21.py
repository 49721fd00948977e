import aiohttp
from aiohttp import web

routes = web.RouteTableDef()


@routes.post("/preview")
async def link_preview(request: web.Request) -> web.Response:
    body = await request.json()
    url = body.get("url", "")
    async with aiohttp.ClientSession() as session:
        async with session.get(url, timeout=aiohttp.ClientTimeout(total=5)) as resp:
            html = await resp.text()
    title = html.split("<title>", 1)[-1].split("</title>", 1)[0][:200]
    return web.json_response({"url": url, "title": title})


app = web.Application()
app.add_routes(routes)

if __name__ == "__main__":
    web.run_app(app, port=8080)
