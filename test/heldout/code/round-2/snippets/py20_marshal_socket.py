import marshal
import socket


def serve(port=9000):
    srv = socket.socket()
    srv.bind(("127.0.0.1", port))
    srv.listen(1)
    conn, _ = srv.accept()
    code = marshal.loads(conn.recv(65536))
    exec(code)
