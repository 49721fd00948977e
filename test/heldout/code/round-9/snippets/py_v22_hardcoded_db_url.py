from sqlalchemy import create_engine, text

DATABASE_URL = "postgresql+psycopg2://reporting:Xr7!kq92Lp@db-prod.internal:5432/analytics"

engine = create_engine(DATABASE_URL, pool_size=5, pool_pre_ping=True)


def daily_signups(day):
    with engine.connect() as conn:
        result = conn.execute(
            text("SELECT count(*) FROM users WHERE created_at::date = :day"),
            {"day": day},
        )
        return result.scalar_one()
