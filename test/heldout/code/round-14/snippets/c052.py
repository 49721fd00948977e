import psycopg2
from celery import Celery

app = Celery("tasks", broker="redis://localhost:6379/0")


def build_update(table, column, value, row_id):
    return "UPDATE {} SET {} = '{}' WHERE id = {}".format(table, column, value, row_id)


@app.task
def update_profile_field(user_id, field, value):
    conn = psycopg2.connect(dsn="dbname=app")
    with conn, conn.cursor() as cur:
        cur.execute(build_update("profiles", field, value, user_id))
    conn.close()
