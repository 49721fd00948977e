from myapp.models import User

def by_email(email):
    return User.objects.raw("SELECT * FROM auth_user WHERE email = '%s'" % email)
