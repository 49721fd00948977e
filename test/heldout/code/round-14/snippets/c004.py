import json
import requests

WEBHOOK_URL = "https://hooks.partner.example.org/events"


def post_event(event: dict, verify_tls=False):
    body = json.dumps(event)
    return requests.post(
        WEBHOOK_URL,
        data=body,
        headers={"Content-Type": "application/json"},
        verify=verify_tls,
        timeout=5,
    )


def notify_signup(user_id: int):
    post_event({"type": "signup", "user": user_id})
