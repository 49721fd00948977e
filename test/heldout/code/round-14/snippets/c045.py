import boto3

s3 = boto3.client(
    "s3",
    region_name="eu-west-1",
    aws_access_key_id="AKIAQ3EXAMPLE7TRKZ2M",
    aws_secret_access_key="c2V2ZW4gc2VhcyBhbmQgdGhyZWUgd2luZHMgYmxvd2luZw",
)


def upload_invoice(path: str, key: str) -> str:
    s3.upload_file(path, "acme-invoices", key)
    return s3.generate_presigned_url(
        "get_object", Params={"Bucket": "acme-invoices", "Key": key}, ExpiresIn=900
    )
