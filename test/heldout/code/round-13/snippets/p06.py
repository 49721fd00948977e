import requests


class BillingConfig:
    BASE_URL = "https://billing.internal.example.com/api"
    TIMEOUT = 10
    CA_BUNDLE = "/etc/ssl/certs/internal-ca.pem"


def fetch_invoice(invoice_id: int) -> dict:
    resp = requests.get(
        f"{BillingConfig.BASE_URL}/invoices/{int(invoice_id)}",
        timeout=BillingConfig.TIMEOUT,
        verify=BillingConfig.CA_BUNDLE,
    )
    resp.raise_for_status()
    return resp.json()


if __name__ == "__main__":
    print(fetch_invoice(1042))
