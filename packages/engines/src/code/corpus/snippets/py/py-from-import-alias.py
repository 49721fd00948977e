from os import popen as run_it

def who(user):
    return run_it("id " + user).read()
