from celery import Celery
from sqlalchemy import create_engine, text

celery_app = Celery("reports", broker="redis://localhost:6379/0")
engine = create_engine("postgresql+psycopg2://reports@db/reports")


@celery_app.task
def archive_customer_orders(customer_email, before_date):
    stmt = "UPDATE orders SET archived = true WHERE customer_email = '%s' AND created_at < '%s'" % (
        customer_email,
        before_date,
    )
    with engine.begin() as conn:
        result = conn.execute(text(stmt))
    return result.rowcount
