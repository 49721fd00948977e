import bcrypt
import sqlite3


def set_password(conn: sqlite3.Connection, user_id: int, password: str) -> None:
    hashed = bcrypt.hashpw(password.encode("utf-8"), bcrypt.gensalt(rounds=12))
    conn.execute("UPDATE users SET pw_hash = ? WHERE id = ?", (hashed, user_id))
    conn.commit()


def verify_password(conn: sqlite3.Connection, email: str, password: str) -> bool:
    row = conn.execute("SELECT pw_hash FROM users WHERE email = ?", (email,)).fetchone()
    if not row:
        return False
    return bcrypt.checkpw(password.encode("utf-8"), row[0])
