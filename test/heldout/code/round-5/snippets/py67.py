from flask import Flask, request, jsonify
from flask_sqlalchemy import SQLAlchemy

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:////var/lib/todo/todo.db"
db = SQLAlchemy(app)


class Task(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    owner = db.Column(db.String(80), nullable=False)
    title = db.Column(db.String(200), nullable=False)
    done = db.Column(db.Boolean, default=False)


@app.get("/tasks")
def list_tasks():
    owner = request.args.get("owner", "")
    q = Task.query.filter_by(owner=owner)
    if request.args.get("open") == "1":
        q = q.filter(Task.done.is_(False))
    term = request.args.get("q")
    if term:
        q = q.filter(Task.title.ilike(f"%{term}%"))
    return jsonify([{"id": t.id, "title": t.title, "done": t.done} for t in q.limit(100)])
