import os
import paramiko


def restart_service(host: str) -> str:
    client = paramiko.SSHClient()
    client.load_system_host_keys()
    client.load_host_keys(os.path.expanduser("~/.ssh/known_hosts"))
    client.set_missing_host_key_policy(paramiko.RejectPolicy())
    client.connect(host, username="deploy", key_filename=os.path.expanduser("~/.ssh/deploy_ed25519"))
    try:
        _, stdout, _ = client.exec_command("sudo systemctl restart web.service")
        return stdout.read().decode()
    finally:
        client.close()


if __name__ == "__main__":
    print(restart_service("app-01.internal.example.com"))
