import threading
import time
import jwt
import requests

TOKEN_URL = "https://auth.example.com/oauth/token"


class TokenKeeper:
    def __init__(self, client_id, client_secret):
        self.client_id = client_id
        self.client_secret = client_secret
        self.token = None
        self.refresh()

    def refresh(self):
        r = requests.post(TOKEN_URL, data={"grant_type": "client_credentials",
                                           "client_id": self.client_id,
                                           "client_secret": self.client_secret}, timeout=10)
        r.raise_for_status()
        self.token = r.json()["access_token"]
        # only used to know when to refresh; the API verifies the token itself
        exp = jwt.decode(self.token, options={"verify_signature": False})["exp"]
        delay = max(30, exp - time.time() - 60)
        threading.Timer(delay, self.refresh).start()
