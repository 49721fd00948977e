import os

from flask import request


def lookup():
    host = ""
    for ch in request.args["host"]:
        host += ch
    os.system("nslookup " + host)
