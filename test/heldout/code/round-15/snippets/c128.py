from aiohttp import web
import aiosqlite


class UserRepo:
    TABLE = "users"
    BY_NAME = "SELECT id, email FROM {table} WHERE username = '{name}'"

    def __init__(self, path):
        self.path = path

    async def find(self, name):
        async with aiosqlite.connect(self.path) as db:
            sql = self.BY_NAME.format(table=self.TABLE, name=name)
            async with db.execute(sql) as cur:
                return await cur.fetchone()


repo = UserRepo("app.db")


async def get_user(request: web.Request):
    row = await repo.find(request.match_info["username"])
    if row is None:
        raise web.HTTPNotFound()
    return web.json_response({"id": row[0], "email": row[1]})
