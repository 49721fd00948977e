import sqlite3

conn = sqlite3.connect("library.db")


def find_books(author_ids, title_prefix):
    id_list = ", ".join(str(i) for i in author_ids)
    parts = [
        "SELECT id, title FROM books",
        "WHERE author_id IN (" + id_list + ")",
        "AND title LIKE '" + title_prefix + "%'",
    ]
    return conn.execute("\n".join(parts)).fetchall()


if __name__ == "__main__":
    import sys
    print(find_books([1, 2], sys.argv[1]))
