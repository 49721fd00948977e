import requests


class Settings:
    BASE_URL = "https://ledger.internal.example.com"
    TIMEOUT = 10
    VERIFY_SSL = True


def get_balance(account_id: int) -> dict:
    resp = requests.get(
        f"{Settings.BASE_URL}/api/accounts/{account_id}/balance",
        timeout=Settings.TIMEOUT,
        verify=Settings.VERIFY_SSL,
    )
    resp.raise_for_status()
    return resp.json()
