import sys

import psycopg2


class UserRepo:
    TEMPLATE = "SELECT id, email, role FROM users WHERE email = '{email}' AND tenant_id = {tenant}"

    def __init__(self, dsn):
        self.conn = psycopg2.connect(dsn)

    def find(self, email, tenant):
        with self.conn.cursor() as cur:
            cur.execute(self.TEMPLATE.format(email=email, tenant=tenant))
            return cur.fetchone()


if __name__ == "__main__":
    repo = UserRepo("dbname=app user=app host=localhost")
    row = repo.find(sys.argv[1], sys.argv[2])
    print(row or "no such user")
