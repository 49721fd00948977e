import socket
import ssl


def open_tls(host, port=443, strict=False):
    ctx = ssl.create_default_context()
    ctx.check_hostname = strict
    if not strict:
        ctx.verify_mode = ssl.CERT_NONE
    raw = socket.create_connection((host, port), timeout=5)
    return ctx.wrap_socket(raw, server_hostname=host)


def probe(host):
    conn = open_tls(host)
    conn.sendall(b"HEAD / HTTP/1.0\r\nHost: " + host.encode() + b"\r\n\r\n")
    return conn.recv(256)
