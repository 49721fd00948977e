import datetime
import sys


class CommandShell:
    """Tiny line-oriented command interpreter for the support chat bot."""

    def handle_ping(self, args):
        return "pong"

    def handle_echo(self, args):
        return " ".join(args)

    def handle_time(self, args):
        return datetime.datetime.now(datetime.timezone.utc).isoformat()

    def dispatch(self, line: str) -> str:
        parts = line.strip().split()
        if not parts:
            return ""
        name, args = parts[0], parts[1:]
        handler = getattr(self, "handle_" + name.lower(), None)
        if handler is None:
            return f"unknown command: {name}"
        return handler(args)


if __name__ == "__main__":
    shell = CommandShell()
    for raw in sys.stdin:
        print(shell.dispatch(raw))
