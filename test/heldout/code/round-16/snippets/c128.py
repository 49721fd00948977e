import requests


class ApiClient:
    BASE = "https://api.example.com"
    VERIFY = True

    def get(self, path, **params):
        resp = requests.get(f"{self.BASE}{path}", params=params, verify=self.VERIFY, timeout=10)
        resp.raise_for_status()
        return resp.json()


class LabClient(ApiClient):
    BASE = "https://lab-gw.example.com"
    VERIFY = False  # lab gateway uses a self-signed certificate


def fetch_samples(batch_id):
    return LabClient().get("/samples", batch=batch_id)
