import bcrypt


def hash_password(password: str) -> bytes:
    return bcrypt.hashpw(password.encode("utf-8"), bcrypt.gensalt(rounds=12))


def check_password(password: str, stored: bytes) -> bool:
    return bcrypt.checkpw(password.encode("utf-8"), stored)


def change_password(user, old, new):
    if not check_password(old, user.password_hash):
        raise PermissionError("wrong password")
    user.password_hash = hash_password(new)
