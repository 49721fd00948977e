import paramiko


def run_remote(host: str, command: str = "uptime") -> str:
    client = paramiko.SSHClient()
    client.set_missing_host_key_policy(paramiko.AutoAddPolicy())
    client.connect(host, username="deploy", key_filename="/home/deploy/.ssh/id_ed25519", timeout=10)
    try:
        _, stdout, _ = client.exec_command("uptime")
        return stdout.read().decode()
    finally:
        client.close()


if __name__ == "__main__":
    for h in ("web-1.internal", "web-2.internal"):
        print(h, run_remote(h))
