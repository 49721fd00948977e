from aiohttp import web


async def run_plugin(request: web.Request) -> web.Response:
    name = request.match_info["plugin"]
    params = await request.json()
    module = __import__("plugins." + name if "." not in name else name, fromlist=["run"])
    result = module.run(**params)
    return web.json_response({"plugin": name, "result": result})


app = web.Application()
app.router.add_post("/plugins/{plugin}", run_plugin)

if __name__ == "__main__":
    web.run_app(app)
