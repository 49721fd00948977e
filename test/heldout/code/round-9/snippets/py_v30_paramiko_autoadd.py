import paramiko

HOSTS = ["10.0.4.11", "10.0.4.12"]


def restart_workers(username: str, key_path: str) -> None:
    for host in HOSTS:
        client = paramiko.SSHClient()
        client.set_missing_host_key_policy(paramiko.AutoAddPolicy())
        client.connect(host, username=username, key_filename=key_path, timeout=10)
        _, stdout, _ = client.exec_command("sudo systemctl restart worker")
        print(host, stdout.channel.recv_exit_status())
        client.close()
