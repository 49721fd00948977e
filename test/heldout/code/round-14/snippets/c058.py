import threading
import time
import jwt
import requests

TOKEN_URL = "https://auth.example.com/oauth/token"


class TokenKeeper:
    def __init__(self, client_id, client_secret):
        self._creds = {"grant_type": "client_credentials", "client_id": client_id, "client_secret": client_secret}
        self.access_token = None
        self.refresh()

    def refresh(self):
        r = requests.post(TOKEN_URL, data=self._creds, timeout=10)
        r.raise_for_status()
        self.access_token = r.json()["access_token"]
        exp = jwt.decode(self.access_token, options={"verify_signature": False})["exp"]
        delay = max(30, exp - time.time() - 60)
        threading.Timer(delay, self.refresh).start()
