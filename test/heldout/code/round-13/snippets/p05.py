import requests


class BillingConfig:
    BASE_URL = "https://billing.internal.example.com/api"
    TIMEOUT = 10
    VERIFY_SSL = False


def fetch_invoice(invoice_id: int) -> dict:
    resp = requests.get(
        f"{BillingConfig.BASE_URL}/invoices/{invoice_id}",
        timeout=BillingConfig.TIMEOUT,
        verify=BillingConfig.VERIFY_SSL,
    )
    resp.raise_for_status()
    return resp.json()


if __name__ == "__main__":
    print(fetch_invoice(1042))
