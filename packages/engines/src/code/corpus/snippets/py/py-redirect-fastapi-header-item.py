from fastapi import FastAPI, Request, Response

app = FastAPI()


@app.get("/go")
async def go(request: Request):
    response = Response(status_code=307)
    response.headers["location"] = request.query_params["to"]
    return response
