from urllib.parse import quote
import httpx
from fastapi import FastAPI

app = FastAPI()
client = httpx.AsyncClient(timeout=5)
GITHUB = "https://api.github.com"


@app.get("/gh/{user}")
async def gh_user(user: str):
    r = await client.get(GITHUB + "/users/" + quote(user, safe=""))
    data = r.json()
    return {"login": data.get("login"), "repos": data.get("public_repos")}
