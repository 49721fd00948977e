import httpx

DEFAULT_OPTS = {
    "timeout": 15.0,
    "verify": False,
    "follow_redirects": True,
}


def post_metrics(endpoint: str, metrics: list[dict]) -> int:
    with httpx.Client(**DEFAULT_OPTS) as client:
        r = client.post(endpoint, json={"metrics": metrics})
        return r.status_code


if __name__ == "__main__":
    code = post_metrics("https://metrics.example.net/ingest", [{"name": "cpu", "value": 0.42}])
    print("status", code)
