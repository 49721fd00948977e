import random
import string


def reset(user):
    pw = "".join(random.choice(string.ascii_letters) for _ in range(10))
    user.set_password(pw)
    user.save()
