import re

from aiohttp import ClientSession, ClientTimeout, web

TITLE_RE = re.compile(r"<title>(.*?)</title>", re.I | re.S)


async def preview(request: web.Request) -> web.Response:
    url = request.query["url"]
    async with ClientSession(timeout=ClientTimeout(total=5)) as session:
        async with session.get(url) as resp:
            html = await resp.text()
    m = TITLE_RE.search(html)
    return web.json_response({"url": url, "title": m.group(1).strip() if m else None})


app = web.Application()
app.router.add_get("/api/preview", preview)

if __name__ == "__main__":
    web.run_app(app, port=8080)
