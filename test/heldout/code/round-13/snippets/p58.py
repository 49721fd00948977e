import os
import paramiko


def restart_service(host: str, service: str = "web") -> str:
    client = paramiko.SSHClient()
    client.set_missing_host_key_policy(paramiko.AutoAddPolicy())
    client.connect(host, username="deploy", key_filename=os.path.expanduser("~/.ssh/deploy_ed25519"))
    try:
        _, stdout, _ = client.exec_command("sudo systemctl restart web.service")
        return stdout.read().decode()
    finally:
        client.close()


if __name__ == "__main__":
    print(restart_service("app-01.internal.example.com"))
