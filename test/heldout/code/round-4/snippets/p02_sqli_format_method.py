import psycopg2


class UserRepository:
    def __init__(self, dsn):
        self.conn = psycopg2.connect(dsn)

    def find_by_email(self, email):
        query = "SELECT id, email, display_name FROM users WHERE email = '{}'".format(email)
        with self.conn.cursor() as cur:
            cur.execute(query)
            return cur.fetchone()

    def count_active(self):
        with self.conn.cursor() as cur:
            cur.execute("SELECT count(*) FROM users WHERE active")
            return cur.fetchone()[0]
