import yaml
from celery import shared_task

YAML_OPTS = {"Loader": yaml.Loader}


@shared_task
def apply_config(document: str, tenant: str) -> dict:
    config = yaml.load(document, **YAML_OPTS)
    limits = config.get("limits", {})
    return {"tenant": tenant, "max_users": limits.get("users", 10), "max_projects": limits.get("projects", 3)}
