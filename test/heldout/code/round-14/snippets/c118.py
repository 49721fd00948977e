from itsdangerous import URLSafeTimedSerializer


class Settings:
    APP_NAME = "reports"
    SIGNING_KEY = "q8Zr1c7Kf0pWm2x9Ls4Tb6Vn3Yh5Jd"
    TOKEN_MAX_AGE = 3600


serializer = URLSafeTimedSerializer(Settings.SIGNING_KEY, salt="email-confirm")


def make_confirm_token(email: str) -> str:
    return serializer.dumps(email)


def read_confirm_token(token: str) -> str:
    return serializer.loads(token, max_age=Settings.TOKEN_MAX_AGE)
