from flask import Flask, g, jsonify

from .auth import load_current_user
from .models import User, db

app = Flask(__name__)
app.before_request(load_current_user)


@app.delete("/admin/users/<int:user_id>")
def delete_user(user_id):
    assert g.user is not None and g.user.is_admin, "admin only"
    user = db.session.get(User, user_id)
    if user is None:
        return jsonify(error="not found"), 404
    db.session.delete(user)
    db.session.commit()
    return "", 204
