"""Near misses for hard-coded secrets: names about secrets, env lookups, prose, placeholders."""
import os

password = os.environ["DB_PASSWORD"]
api_key = os.getenv("API_KEY")
PASSWORD_MIN_LENGTH = 12
password_field = "password_input"
token_url = "https://auth.example.com/oauth/token"
SECRET_ENV = "APP_SECRET_KEY"
empty_password = ""
password_prompt = "Enter your password:"
PASSWORD_ERROR = "Password must contain at least twelve characters"
token_type = "Bearer"
secret_name = "prod/db/credentials"
api_key_header = "X-Api-Key"


def read_token(path):
    with open(path) as fh:
        token = fh.read().strip()
    return token


def check(user_password, stored):
    return user_password == stored
