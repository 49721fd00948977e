import boto3

AWS_ACCESS_KEY_ID = "AKIAQ7XK3PLM2ZT9RWNB"
AWS_SECRET_ACCESS_KEY = "h8Jx2LpQ9vZt4Rk0WmYc7Ns1Bd5Fg3Ea6Uo8Ti2S"


def upload_report(path, key):
    s3 = boto3.client(
        "s3",
        aws_access_key_id=AWS_ACCESS_KEY_ID,
        aws_secret_access_key=AWS_SECRET_ACCESS_KEY,
        region_name="eu-west-1",
    )
    s3.upload_file(path, "acme-reports", key)
