import time

import jwt
import requests

TOKEN_URL = "https://auth.example.com/oauth/token"


class TokenCache:
    def __init__(self, client_id, client_secret):
        self.client_id = client_id
        self.client_secret = client_secret
        self.token = None
        self.refresh_at = 0.0

    def get(self):
        if self.token is None or time.time() >= self.refresh_at:
            resp = requests.post(TOKEN_URL, data={"grant_type": "client_credentials"},
                                 auth=(self.client_id, self.client_secret), timeout=10)
            resp.raise_for_status()
            self.token = resp.json()["access_token"]
            exp = jwt.decode(self.token, options={"verify_signature": False})["exp"]
            self.refresh_at = exp - 60
        return self.token
