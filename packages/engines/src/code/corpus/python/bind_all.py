import socket

import uvicorn

HOST = "0.0.0.0"  # expect: bind_all_interfaces


def serve(app):
    uvicorn.run(app, host="0.0.0.0", port=8000)  # expect: bind_all_interfaces


def raw_socket():
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.bind(("0.0.0.0", 9000))  # expect: bind_all_interfaces
    return s


def is_unspecified(addr):
    # Near miss: comparing against the wildcard address is not binding to it.
    return addr == "0.0.0.0"
