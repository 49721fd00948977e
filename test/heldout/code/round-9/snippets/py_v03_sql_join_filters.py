from fastapi import FastAPI, Request
import sqlite3

app = FastAPI()


def build_where(filters: dict) -> str:
    clauses = []
    for column, value in filters.items():
        clauses.append(f"{column} = '{value}'")
    return " AND ".join(clauses) if clauses else "1 = 1"


@app.get("/reports/orders")
async def orders_report(request: Request):
    filters = dict(request.query_params)
    where = build_where(filters)
    query = " ".join(["SELECT id, total, status FROM orders WHERE", where, "ORDER BY id DESC LIMIT 100"])
    conn = sqlite3.connect("reports.db")
    rows = conn.execute(query).fetchall()
    conn.close()
    return [{"id": r[0], "total": r[1], "status": r[2]} for r in rows]
