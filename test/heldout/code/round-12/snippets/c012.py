import json
import os

import boto3
import psycopg2

sqs = boto3.client("sqs", region_name="eu-west-1")
QUEUE_URL = os.environ["ACCOUNT_EVENTS_QUEUE"]
conn = psycopg2.connect(os.environ["DATABASE_URL"])


def handle(message):
    body = json.loads(message["Body"])
    with conn.cursor() as cur:
        cur.execute(
            "UPDATE accounts SET status = '%s' WHERE email = '%s'"
            % (body["status"], body["email"])
        )
    conn.commit()


def poll_forever():
    while True:
        resp = sqs.receive_message(QueueUrl=QUEUE_URL, MaxNumberOfMessages=10, WaitTimeSeconds=20)
        for msg in resp.get("Messages", []):
            handle(msg)
            sqs.delete_message(QueueUrl=QUEUE_URL, ReceiptHandle=msg["ReceiptHandle"])


if __name__ == "__main__":
    poll_forever()
