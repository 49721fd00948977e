from flask import Flask, redirect, render_template, request, url_for
from flask_login import login_user

from .forms import LoginForm
from .models import User

app = Flask(__name__)


@app.route("/login", methods=["GET", "POST"])
def login():
    form = LoginForm()
    if form.validate_on_submit():
        user = User.query.filter_by(email=form.email.data).first()
        if user and user.check_password(form.password.data):
            login_user(user, remember=form.remember.data)
            dest = request.args.get("next") or url_for("dashboard")
            return redirect(dest)
        form.password.errors.append("Invalid email or password")
    return render_template("login.html", form=form)
