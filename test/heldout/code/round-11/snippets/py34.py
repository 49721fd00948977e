import os

from flask import Flask
from flask_sqlalchemy import SQLAlchemy


class Config:
    SQLALCHEMY_DATABASE_URI = os.getenv("DATABASE_URL", "sqlite:///app.db")
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    SECRET_KEY = "f3b9c2e8a1d74e06b5c9a2f1e7d3b8c4"
    SESSION_COOKIE_SECURE = True
    SESSION_COOKIE_HTTPONLY = True


db = SQLAlchemy()


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.from_object(Config)
    db.init_app(app)
    return app
