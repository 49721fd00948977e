import secrets
from datetime import datetime, timedelta, timezone


def issue_invite(db, org_id: int, email: str) -> str:
    invite_token = secrets.token_urlsafe(32)
    db.execute(
        "INSERT INTO invites (org_id, email, token, expires_at) VALUES (%s, %s, %s, %s)",
        (org_id, email, invite_token, datetime.now(timezone.utc) + timedelta(days=7)),
    )
    return f"https://app.example.com/join?invite={invite_token}"
