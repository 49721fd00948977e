import requests

CONFIG = {
    "crm": {
        "url": "https://crm.example.net/api/v2",
        "tls": {"verify": False, "timeout": 15},
    },
}


def push_contact(contact):
    crm = CONFIG["crm"]
    return requests.post(
        crm["url"] + "/contacts",
        json=contact,
        verify=crm["tls"]["verify"],
        timeout=crm["tls"]["timeout"],
    ).json()
