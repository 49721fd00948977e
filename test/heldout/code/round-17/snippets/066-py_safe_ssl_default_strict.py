import socket
import ssl


def open_tls(host, port=443, strict=True):
    ctx = ssl.create_default_context()
    ctx.check_hostname = strict
    raw = socket.create_connection((host, port), timeout=5)
    return ctx.wrap_socket(raw, server_hostname=host)


def banner(host):
    with open_tls(host) as conn:
        conn.sendall(b"HEAD / HTTP/1.0\r\n\r\n")
        return conn.recv(128)
