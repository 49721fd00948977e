from sqlalchemy import create_engine, text
from fastapi import FastAPI, Query

app = FastAPI()
engine = create_engine("postgresql+psycopg2://app@localhost/app")


@app.get("/search")
def search(q: str = Query(""), sort: str = Query("name")):
    stmt = text(f"SELECT id, name FROM items WHERE name ILIKE :pattern ORDER BY {sort}")
    with engine.connect() as conn:
        rows = conn.execute(stmt, {"pattern": f"%{q}%"}).fetchall()
    return [{"id": r.id, "name": r.name} for r in rows]
