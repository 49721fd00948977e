import paramiko


def disk_free(host: str, user: str) -> str:
    client = paramiko.SSHClient()
    client.load_system_host_keys()
    client.set_missing_host_key_policy(paramiko.RejectPolicy())
    client.connect(host, username=user, timeout=10)
    try:
        _in, out, _err = client.exec_command("df -h /")
        return out.read().decode()
    finally:
        client.close()


if __name__ == "__main__":
    print(disk_free("db1.example.net", "ops"))
