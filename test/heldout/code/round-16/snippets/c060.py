import requests

CA_BUNDLE = "/etc/ssl/certs/corp-root-ca.pem"
LDAP_PROXY = "https://directory.corp.example/api"


def lookup_employee(email: str) -> dict:
    resp = requests.get(
        f"{LDAP_PROXY}/people",
        params={"mail": email},
        verify=CA_BUNDLE,
        timeout=10,
    )
    resp.raise_for_status()
    people = resp.json()
    return people[0] if people else {}
