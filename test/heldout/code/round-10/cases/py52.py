from flask import Flask, request, jsonify
import psycopg2

app = Flask(__name__)


@app.post("/carts/remove")
def remove_items():
    ids = [int(x) for x in request.get_json().get("ids", [])]
    if not ids:
        return jsonify({"removed": 0})
    placeholders = ", ".join(["%s"] * len(ids))
    conn = psycopg2.connect(dbname="shop", user="shop_app")
    with conn, conn.cursor() as cur:
        cur.execute(f"DELETE FROM cart_items WHERE id IN ({placeholders})", ids)
        removed = cur.rowcount
    conn.close()
    return jsonify({"removed": removed})
