import psycopg2
from flask import Flask, request

app = Flask(__name__)
conn = psycopg2.connect("dbname=shop")


@app.route("/items/delete", methods=["POST"])
def delete_item():
    item_id = request.form["id"]
    query = "DELETE FROM items WHERE id = {} AND owner = {}".format(item_id, request.form["owner"])
    with conn.cursor() as cur:
        cur.execute(query)
    conn.commit()
    return "", 204
