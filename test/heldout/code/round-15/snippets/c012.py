import requests


class WebhookSender:
    def __init__(self, endpoint, verify_tls=False, timeout=5):
        self.endpoint = endpoint
        self.verify_tls = verify_tls
        self.timeout = timeout
        self.session = requests.Session()

    def send(self, event: dict) -> int:
        resp = self.session.post(self.endpoint, json=event, timeout=self.timeout, verify=self.verify_tls)
        return resp.status_code


sender = WebhookSender("https://hooks.partner.example/events")


def notify_order_paid(order_id):
    return sender.send({"type": "order.paid", "order_id": order_id})
