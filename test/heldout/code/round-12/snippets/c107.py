from fastapi import Depends, FastAPI, Query
from sqlalchemy import text
from sqlalchemy.orm import Session

from .db import get_session

app = FastAPI()

RECENT = text(
    "SELECT id, kind, created_at FROM events "
    "WHERE user_id = :uid AND kind = :kind ORDER BY created_at DESC LIMIT :n"
)


@app.get("/users/{uid}/events")
def recent_events(uid: int, kind: str = Query("login"), n: int = Query(20, le=100),
                  db: Session = Depends(get_session)):
    rows = db.execute(RECENT, {"uid": uid, "kind": kind, "n": n}).mappings().all()
    return {"events": [dict(r) for r in rows]}
