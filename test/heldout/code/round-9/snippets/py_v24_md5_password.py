import hashlib
from models import User, db


def hash_password(password: str) -> str:
    return hashlib.md5(password.encode("utf-8")).hexdigest()


def register(username: str, password: str) -> User:
    user = User(username=username, password_hash=hash_password(password))
    db.session.add(user)
    db.session.commit()
    return user


def authenticate(username: str, password: str):
    user = User.query.filter_by(username=username).first()
    if user and user.password_hash == hash_password(password):
        return user
    return None
