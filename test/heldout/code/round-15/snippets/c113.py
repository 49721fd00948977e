import importlib
import logging

from celery import Celery

celery_app = Celery("jobs", broker="redis://localhost:6379/0")
log = logging.getLogger(__name__)


@celery_app.task(bind=True, max_retries=3)
def run_plugin(self, job: dict):
    module_name = job["plugin"]
    log.info("loading plugin %s for job %s", module_name, job.get("id"))
    plugin = importlib.import_module(module_name)
    try:
        return plugin.run(**job.get("params", {}))
    except Exception as exc:
        raise self.retry(exc=exc, countdown=10)
