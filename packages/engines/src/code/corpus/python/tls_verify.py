import ssl

import httpx
import requests


def fetch(url):
    return requests.get(url, verify=False)  # expect: tls_verification_disabled


def client():
    return httpx.Client(verify=False)  # expect: tls_verification_disabled


def post(session, url, payload):
    return session.post(url, json=payload, verify=False)  # expect: tls_verification_disabled


def context():
    ctx = ssl._create_unverified_context()  # expect: tls_verification_disabled
    return ctx


def manual():
    ctx = ssl.create_default_context()
    ctx.check_hostname = False  # expect: tls_verification_disabled
    ctx.verify_mode = ssl.CERT_NONE  # expect: tls_verification_disabled
    return ctx


def fine(url):
    # Near misses: verification on, custom CA bundle.
    a = requests.get(url, verify=True, timeout=5)
    b = requests.get(url, verify="/etc/ssl/certs/internal-ca.pem", timeout=5)
    return a, b
