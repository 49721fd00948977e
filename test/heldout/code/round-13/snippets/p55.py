from celery import Celery
from sqlalchemy import create_engine, text

celery_app = Celery("reports", broker="redis://localhost:6379/0")
engine = create_engine("postgresql+psycopg2://reports@db/reports")

ARCHIVE = text(
    "UPDATE orders SET archived = true "
    "WHERE customer_email = :email AND created_at < :before"
)


@celery_app.task
def archive_customer_orders(customer_email, before_date):
    with engine.begin() as conn:
        result = conn.execute(ARCHIVE, {"email": customer_email, "before": before_date})
    return result.rowcount
