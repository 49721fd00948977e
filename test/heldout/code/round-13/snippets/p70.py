from jinja2 import Environment, DictLoader, select_autoescape
from aiohttp import web

env = Environment(
    loader=DictLoader({"comment.html": "<div class='c'><b>{{ author }}</b>: {{ body }}</div>"}),
    autoescape=select_autoescape(["html"]),
)


async def preview_comment(request: web.Request) -> web.Response:
    data = await request.post()
    html = env.get_template("comment.html").render(author=data.get("author", "anon"), body=data.get("body", ""))
    return web.Response(text=html, content_type="text/html")


app = web.Application()
app.router.add_post("/comments/preview", preview_comment)
