import requests

CA_BUNDLE = "/etc/ssl/certs/internal-ca.pem"
AUDIT_URL = "https://audit.internal.example.com/api/v1/events"


def send_audit_event(event_type: str, payload: dict) -> None:
    body = {"type": event_type, "payload": payload}
    resp = requests.post(AUDIT_URL, json=body, verify=CA_BUNDLE, timeout=5)
    if resp.status_code >= 400:
        raise RuntimeError(f"audit service answered {resp.status_code}")


if __name__ == "__main__":
    send_audit_event("deploy", {"service": "billing", "version": "1.4.2"})
