import os

DB_PASSWORD = os.environ["DB_PASSWORD"]
PASSWORD_MIN_LENGTH = 12
password_prompt = "Enter your password:"
