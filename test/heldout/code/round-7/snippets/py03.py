import logging
import pymysql

log = logging.getLogger(__name__)


def get_connection():
    return pymysql.connect(host="db.internal", user="svc", database="crm")


def find_customer(last_name, city):
    """Look up customers by last name and city (called from the API layer)."""
    conn = get_connection()
    try:
        with conn.cursor() as cur:
            stmt = "SELECT id, first_name, last_name FROM customers WHERE last_name = '%s' AND city = '%s'" % (
                last_name,
                city,
            )
            log.debug("running %s", stmt)
            cur.execute(stmt)
            return cur.fetchall()
    finally:
        conn.close()
