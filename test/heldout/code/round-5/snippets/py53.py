from flask import Flask, redirect, url_for, request, flash

app = Flask(__name__)
app.config.from_envvar("APP_SETTINGS")


@app.post("/projects/<int:project_id>/archive")
def archive_project(project_id):
    reason = request.form.get("reason", "")
    flash(f"Project {project_id} archived")
    app.logger.info("archived %s: %s", project_id, reason[:200])
    return redirect(url_for("project_detail", project_id=project_id))


@app.get("/projects/<int:project_id>")
def project_detail(project_id):
    return f"project {project_id}"
