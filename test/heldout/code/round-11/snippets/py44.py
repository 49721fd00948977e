from jinja2 import Environment, FileSystemLoader, select_autoescape
from aiohttp import web

env = Environment(
    loader=FileSystemLoader("templates"),
    autoescape=select_autoescape(["html", "xml"]),
)


async def profile(request: web.Request) -> web.Response:
    name = request.query.get("name", "guest")
    bio = request.query.get("bio", "")
    html = env.get_template("profile.html").render(name=name, bio=bio)
    return web.Response(text=html, content_type="text/html")


app = web.Application()
app.router.add_get("/profile", profile)
