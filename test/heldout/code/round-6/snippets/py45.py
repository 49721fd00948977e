import random
import secrets

QUESTIONS = ["q1", "q2", "q3", "q4", "q5", "q6", "q7", "q8"]


def new_quiz_session(user_id):
    order = QUESTIONS[:]
    random.shuffle(order)
    return {
        "user": user_id,
        "questions": order[:5],
        "session_token": secrets.token_urlsafe(32),
    }


def retry_delay(attempt):
    return min(30, 2 ** attempt) + random.uniform(0, 1)
