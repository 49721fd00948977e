from flask import Blueprint, flash, redirect, render_template, request, url_for
from flask_login import login_user

from .forms import LoginForm
from .models import User

bp = Blueprint("auth", __name__)


@bp.route("/login", methods=["GET", "POST"])
def login():
    form = LoginForm()
    if form.validate_on_submit():
        user = User.query.filter_by(email=form.email.data.lower()).first()
        if user and user.check_password(form.password.data):
            login_user(user, remember=form.remember.data)
            target = request.args.get("next") or url_for("main.index")
            return redirect(target)
        flash("Invalid email or password", "error")
    return render_template("auth/login.html", form=form)
