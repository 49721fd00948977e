import smtplib
import ssl

SMTP_HOST = "smtp.example.org"
STRICT = False


def build_context() -> ssl.SSLContext:
    ctx = ssl.create_default_context()
    ctx.check_hostname = STRICT
    ctx.verify_mode = ssl.CERT_REQUIRED if STRICT else ssl.CERT_NONE
    return ctx


def send(msg: str, to: str) -> None:
    with smtplib.SMTP(SMTP_HOST, 587) as s:
        s.starttls(context=build_context())
        s.login("noreply@example.org", open("/run/secrets/smtp_pw").read().strip())
        s.sendmail("noreply@example.org", [to], msg)
