from flask import Flask, request, jsonify
import sqlite3

app = Flask(__name__)


@app.route("/api/books/search")
def search_books():
    author = request.args.get("author", "")
    year = request.args.get("year", type=int)
    conn = sqlite3.connect("library.db")
    cur = conn.execute(
        "SELECT id, title, year FROM books WHERE author = ? AND (? IS NULL OR year = ?) ORDER BY title",
        (author, year, year),
    )
    books = [{"id": r[0], "title": r[1], "year": r[2]} for r in cur.fetchall()]
    conn.close()
    return jsonify(books)
