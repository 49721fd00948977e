from sqlalchemy import create_engine, text

engine = create_engine("postgresql+psycopg2://app@localhost/app")


def find_user_by_email(email: str):
    with engine.connect() as conn:
        result = conn.execute(
            text("SELECT id, email, created_at FROM users WHERE lower(email) = lower(:email)"),
            {"email": email},
        )
        return result.mappings().first()


def deactivate_users(ids: list[int]) -> int:
    with engine.begin() as conn:
        result = conn.execute(text("UPDATE users SET active = false WHERE id = ANY(:ids)"), {"ids": ids})
        return result.rowcount
