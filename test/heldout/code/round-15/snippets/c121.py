import requests


class WebhookSender:
    def __init__(self, endpoint, verify_tls=True, timeout=5):
        self.endpoint = endpoint
        self.verify_tls = verify_tls
        self.timeout = timeout
        self.session = requests.Session()

    def send(self, event: dict) -> int:
        resp = self.session.post(self.endpoint, json=event, timeout=self.timeout, verify=self.verify_tls)
        return resp.status_code


sender = WebhookSender("https://hooks.partner.example/events")


def notify_refund(refund_id):
    return sender.send({"type": "refund.created", "refund_id": refund_id})
