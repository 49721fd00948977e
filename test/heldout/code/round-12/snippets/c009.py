from itsdangerous import BadSignature, SignatureExpired, URLSafeTimedSerializer

_K = "f3c1a9e0b7d24c55a1e2d9f8c7b6a5e4"
serializer = URLSafeTimedSerializer(_K, salt="email-confirm")


def make_confirm_link(email: str) -> str:
    token = serializer.dumps(email)
    return f"https://app.example.com/confirm/{token}"


def confirm(token: str):
    try:
        return serializer.loads(token, max_age=3600)
    except (SignatureExpired, BadSignature):
        return None
