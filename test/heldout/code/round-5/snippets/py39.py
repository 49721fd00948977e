from flask import Flask
from flask_sqlalchemy import SQLAlchemy
from flask_login import LoginManager

app = Flask(__name__)
app.config.update(
    SECRET_KEY="b7f1c0e94a2d4c8e9a61f3d2c5e8b0a7",
    SQLALCHEMY_DATABASE_URI="postgresql://app@localhost/app",
    SESSION_COOKIE_SECURE=True,
)
db = SQLAlchemy(app)
login_manager = LoginManager(app)


@app.route("/health")
def health():
    return {"ok": True}
