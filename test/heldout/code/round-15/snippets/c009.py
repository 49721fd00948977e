import json
import logging

log = logging.getLogger("events")


def handle_user_created(evt):
    log.info("welcome email queued for %s", evt["user_id"])


def handle_user_deleted(evt):
    log.info("purge scheduled for %s", evt["user_id"])


def handle_unknown(evt):
    log.warning("ignored event %r", evt.get("type"))


def dispatch(raw: bytes):
    evt = json.loads(raw)
    handler = globals().get("handle_" + str(evt.get("type", "")).replace(".", "_"), handle_unknown)
    if not callable(handler):
        handler = handle_unknown
    return handler(evt)
