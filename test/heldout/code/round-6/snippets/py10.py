import socket
import ssl


class Settings:
    VERIFY_PEER = False
    HOST = "ledger.example.net"
    PORT = 8443


def open_channel(settings=Settings):
    ctx = ssl.create_default_context()
    if not settings.VERIFY_PEER:
        ctx.check_hostname = False
        ctx.verify_mode = ssl.CERT_NONE
    sock = socket.create_connection((settings.HOST, settings.PORT))
    return ctx.wrap_socket(sock, server_hostname=settings.HOST)


def send_batch(lines):
    with open_channel() as chan:
        for line in lines:
            chan.sendall(line.encode() + b"\n")
