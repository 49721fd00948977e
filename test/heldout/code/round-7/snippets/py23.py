import boto3

AWS_REGION = "eu-west-1"
AWS_ACCESS_KEY_ID = "AKIAQX7Z3LMN4PQR8T2W"
AWS_SECRET_ACCESS_KEY = "p8Vn3kR2xQ7mT1sL9wZ4yB6cD0fH5jK8nM2qR7tU"


def upload_backup(path: str, key: str) -> None:
    s3 = boto3.client(
        "s3",
        region_name=AWS_REGION,
        aws_access_key_id=AWS_ACCESS_KEY_ID,
        aws_secret_access_key=AWS_SECRET_ACCESS_KEY,
    )
    s3.upload_file(path, "acme-nightly-backups", key)


if __name__ == "__main__":
    upload_backup("/var/backups/db.sql.gz", "db/latest.sql.gz")
