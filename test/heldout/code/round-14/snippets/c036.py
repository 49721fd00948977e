from flask import Flask, redirect, request, session

app = Flask(__name__)
ALLOWED_RETURNS = {"/", "/dashboard", "/settings", "/billing"}


@app.get("/switch-team/<int:team_id>")
def switch_team(team_id):
    session["team_id"] = team_id
    back = request.args.get("back", "/")
    if back not in ALLOWED_RETURNS:
        back = "/"
    return redirect(back)
