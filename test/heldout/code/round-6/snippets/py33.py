from flask import Flask, abort, request
from sqlalchemy import select
from sqlalchemy.orm import Session

from .db import engine
from .models import Ticket

app = Flask(__name__)


@app.get("/tickets/<int:ticket_id>")
def get_ticket(ticket_id):
    owner = request.headers.get("X-User", "")
    with Session(engine) as session:
        stmt = select(Ticket).where(Ticket.id == ticket_id, Ticket.owner == owner)
        ticket = session.scalars(stmt).first()
        if ticket is None:
            abort(404)
        return {"id": ticket.id, "subject": ticket.subject}
