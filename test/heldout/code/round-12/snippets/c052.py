from aiohttp import web
from jinja2 import Environment, FileSystemLoader

env = Environment(loader=FileSystemLoader("templates"), autoescape=False)


async def profile(request: web.Request) -> web.Response:
    display = request.query.get("display", "anonymous")
    tpl = env.get_template("profile.html")
    html = tpl.render(display_name=display, bio=request.query.get("bio", ""))
    return web.Response(text=html, content_type="text/html")


app = web.Application()
app.router.add_get("/profile", profile)
