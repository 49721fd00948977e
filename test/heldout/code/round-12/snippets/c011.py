import time

import jwt
import requests

TOKEN_URL = "https://auth.example.com/oauth/token"


class TokenCache:
    def __init__(self, client_id: str, client_secret: str):
        self._creds = {"client_id": client_id, "client_secret": client_secret,
                       "grant_type": "client_credentials"}
        self._token = None

    def _seconds_left(self) -> float:
        claims = jwt.decode(self._token, options={"verify_signature": False})
        return claims["exp"] - time.time()

    def get(self) -> str:
        if self._token is None or self._seconds_left() < 60:
            r = requests.post(TOKEN_URL, data=self._creds, timeout=10)
            r.raise_for_status()
            self._token = r.json()["access_token"]
        return self._token
