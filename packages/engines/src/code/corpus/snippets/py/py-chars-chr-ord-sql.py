import sqlite3

from flask import request


def search(db: sqlite3.Connection):
    term = "".join(chr(ord(c)) for c in request.args["q"])
    return db.execute("SELECT * FROM items WHERE name = '" + term + "'").fetchall()
