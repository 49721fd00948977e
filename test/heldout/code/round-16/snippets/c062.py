import importlib
import logging

from celery import Celery

app = Celery("jobs", broker="redis://localhost:6379/0")
log = logging.getLogger(__name__)


@app.task(name="jobs.run_dotted", bind=True, max_retries=3)
def run_dotted(self, path: str, *args, **kwargs):
    """Run any callable given as 'package.module:function' so producers can schedule arbitrary work."""
    module_name, _, func_name = path.partition(":")
    log.info("running %s.%s", module_name, func_name)
    module = importlib.import_module(module_name)
    func = getattr(module, func_name)
    try:
        return func(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001
        raise self.retry(exc=exc, countdown=10)
