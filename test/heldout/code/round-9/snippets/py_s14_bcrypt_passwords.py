import bcrypt
from models import User, db


def register(email: str, password: str) -> User:
    hashed = bcrypt.hashpw(password.encode("utf-8"), bcrypt.gensalt(rounds=12))
    user = User(email=email.lower(), password_hash=hashed.decode("ascii"))
    db.session.add(user)
    db.session.commit()
    return user


def check_login(email: str, password: str):
    user = User.query.filter_by(email=email.lower()).first()
    if user is None:
        return None
    if bcrypt.checkpw(password.encode("utf-8"), user.password_hash.encode("ascii")):
        return user
    return None
