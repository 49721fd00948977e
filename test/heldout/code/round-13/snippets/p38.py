from datetime import datetime, timedelta, timezone
import jwt
from flask import Flask, jsonify, request

app = Flask(__name__)
app.config["SECRET_KEY"] = "f3a9-prod-session-key-7c21e0"
TOKEN_TTL = timedelta(hours=2)


@app.post("/token")
def issue_token():
    user_id = request.json["user_id"]
    payload = {"sub": str(user_id), "exp": datetime.now(timezone.utc) + TOKEN_TTL}
    token = jwt.encode(payload, app.config["SECRET_KEY"], algorithm="HS256")
    return jsonify(access_token=token)
