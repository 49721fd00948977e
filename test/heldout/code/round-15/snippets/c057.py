from fastapi import FastAPI
from sqlalchemy import create_engine, text

app = FastAPI()
engine = create_engine("sqlite:///events.db")

QUERY = text(
    "SELECT id, title, starts_at FROM events "
    "WHERE city = :city AND starts_at >= :since ORDER BY starts_at LIMIT :limit"
)


@app.get("/events")
def events(city: str, since: str = "1970-01-01", limit: int = 20):
    with engine.connect() as conn:
        rows = conn.execute(QUERY, {"city": city, "since": since, "limit": min(limit, 100)}).all()
    return [dict(r._mapping) for r in rows]
