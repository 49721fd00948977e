import paramiko

HOSTS = ["web-1.internal", "web-2.internal", "web-3.internal"]


def restart_service(host: str, service: str = "gunicorn") -> str:
    client = paramiko.SSHClient()
    client.set_missing_host_key_policy(paramiko.AutoAddPolicy())
    client.connect(host, username="deploy", key_filename="/home/deploy/.ssh/id_ed25519")
    try:
        _, stdout, stderr = client.exec_command("sudo systemctl restart gunicorn")
        return stdout.read().decode() + stderr.read().decode()
    finally:
        client.close()


if __name__ == "__main__":
    for h in HOSTS:
        print(h, restart_service(h))
