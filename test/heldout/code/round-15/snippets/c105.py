import html

from aiohttp import web


async def greet(request: web.Request) -> web.Response:
    name = request.query.get("name", "stranger")
    body = f"<!doctype html><html><body><h1>Hello, {html.escape(name)}!</h1></body></html>"
    return web.Response(text=body, content_type="text/html")


app = web.Application()
app.router.add_get("/greet", greet)

if __name__ == "__main__":
    web.run_app(app, host="127.0.0.1", port=8080)
