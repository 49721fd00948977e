from flask import Flask


class ProductionConfig:
    DEBUG = False
    SQLALCHEMY_DATABASE_URI = "postgresql://app@db/app"
    SECRET_KEY = "9f8e7d6c5b4a39281706f5e4d3c2b1a0"
    JWT_SECRET_KEY = "prod-jwt-4f1c9b77e2d04a61"
    SESSION_COOKIE_SECURE = True


def create_app():
    app = Flask(__name__)
    app.config.from_object(ProductionConfig)
    return app
