import marshal
import socket
import struct

HOST = "0.0.0.0"
PORT = 9400


def recv_exact(sock, n):
    data = b""
    while len(data) < n:
        chunk = sock.recv(n - len(data))
        if not chunk:
            raise ConnectionError("peer closed")
        data += chunk
    return data


def serve():
    with socket.create_server((HOST, PORT)) as srv:
        while True:
            conn, _ = srv.accept()
            with conn:
                (length,) = struct.unpack("!I", recv_exact(conn, 4))
                job = marshal.loads(recv_exact(conn, length))
                print("received job", job.get("id"))


if __name__ == "__main__":
    serve()
