import json
from http.server import BaseHTTPRequestHandler, HTTPServer

ALLOWED_COMMANDS = {"status", "version", "uptime"}


class ControlHandler(BaseHTTPRequestHandler):
    def do_POST(self):
        length = int(self.headers.get("Content-Length", 0))
        payload = json.loads(self.rfile.read(length) or b"{}")
        command = payload.get("command", "")
        if command not in ALLOWED_COMMANDS:
            self.send_response(400)
            self.end_headers()
            return
        handler = getattr(self, "cmd_" + command)
        body = json.dumps(handler()).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        self.wfile.write(body)

    def cmd_status(self):
        return {"status": "ok"}

    def cmd_version(self):
        return {"version": "1.4.2"}

    def cmd_uptime(self):
        with open("/proc/uptime") as fh:
            return {"seconds": float(fh.read().split()[0])}


if __name__ == "__main__":
    HTTPServer(("127.0.0.1", 8088), ControlHandler).serve_forever()
