from flask import Flask, request, redirect, url_for, session, flash

app = Flask(__name__)


@app.post("/settings/profile")
def save_profile():
    if "uid" not in session:
        return redirect(url_for("login"))
    display_name = request.form.get("display_name", "").strip()[:60]
    from models import update_display_name
    update_display_name(session["uid"], display_name)
    flash("Profile saved")
    return redirect(url_for("settings_page", tab="profile"))
