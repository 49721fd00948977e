import json
import sys


class EventProcessor:
    KNOWN = ("created", "updated", "deleted")

    def handle_created(self, evt):
        print("create", evt["id"])

    def handle_updated(self, evt):
        print("update", evt["id"])

    def handle_deleted(self, evt):
        print("delete", evt["id"])

    def dispatch(self, evt):
        kind = evt.get("type")
        if kind not in self.KNOWN:
            raise ValueError(f"unknown event type {kind!r}")
        getattr(self, "handle_" + kind)(evt)


if __name__ == "__main__":
    proc = EventProcessor()
    for line in sys.stdin:
        proc.dispatch(json.loads(line))
