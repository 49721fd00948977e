import httpx
from flask import Flask, request, Response

app = Flask(__name__)
client = httpx.Client(timeout=4.0, follow_redirects=True)


@app.get("/preview")
def link_preview():
    url = request.args.get("url", "")
    if not url:
        return {"error": "url required"}, 400
    r = client.get(url)
    return Response(r.text[:2000], mimetype="text/plain")
