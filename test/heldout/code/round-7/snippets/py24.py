import psycopg2
import psycopg2.extras

DB_HOST = "10.0.4.12"
DB_USER = "reporting"


def connect():
    return psycopg2.connect(
        host=DB_HOST,
        port=5432,
        user=DB_USER,
        password="R3p0rt!ng#2024",
        dbname="warehouse",
    )


def monthly_totals(year: int):
    with connect() as conn, conn.cursor(cursor_factory=psycopg2.extras.RealDictCursor) as cur:
        cur.execute(
            "SELECT date_trunc('month', paid_at) AS m, sum(amount) AS total FROM payments "
            "WHERE extract(year FROM paid_at) = %s GROUP BY 1 ORDER BY 1",
            (year,),
        )
        return cur.fetchall()
