"""Near misses for SQL injection: prose that contains SQL words, constant SQL, parameters."""
import logging

log = logging.getLogger(__name__)


def notify(directory, name, count):
    log.info(f"Please select a file from {directory}")
    message = "Update your profile, " + name
    summary = "Deleted %d rows from the cache" % count
    label = "select {} from the menu".format(name)
    return message, summary, label


def constant(cursor):
    cursor.execute("SELECT 1")
    cursor.execute("SELECT id FROM users " "WHERE active = 1")
    return cursor.fetchone()
