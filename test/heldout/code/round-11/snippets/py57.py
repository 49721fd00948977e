from celery import Celery
from sqlalchemy import create_engine, text

celery = Celery("maintenance", broker="redis://localhost:6379/1")
engine = create_engine("postgresql+psycopg2://app@localhost/app")


@celery.task
def purge_tenant_events(tenant_slug: str, before: str) -> int:
    with engine.begin() as conn:
        result = conn.execute(
            text("DELETE FROM events WHERE tenant = :tenant AND created_at < :before"),
            {"tenant": tenant_slug, "before": before},
        )
        return result.rowcount
