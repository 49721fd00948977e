import psycopg2

DB_PASSWORD = "Sup3rS3cret!"  # expect: hardcoded_secret
SECRET_KEY = "django-insecure-9f8a7b6c5d4e3f2a1b0c"  # expect: hardcoded_secret


class Settings:
    api_key = "a1b2c3d4e5f6a7b8c9d0"  # expect: hardcoded_secret


def connect():
    return psycopg2.connect(host="db", user="app", password="hunter2hunter2")  # expect: hardcoded_secret


def login(user, passwd="admin123"):  # expect: hardcoded_secret
    if passwd == "letmein99":  # expect: hardcoded_secret
        return True
    return False


CONFIG = {
    "client_secret": "7c9e6679-7425-40de-944b-e07fc1f90ae7",  # expect: hardcoded_secret
    "timeout": 30,
}
