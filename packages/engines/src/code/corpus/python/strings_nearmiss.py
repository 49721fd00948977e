"""Near misses: dangerous names inside strings and comments only.

Never call eval(user_input) or os.system(cmd); pickle.loads is unsafe too.
"""
import logging

log = logging.getLogger(__name__)
# password = "hunter2"  (an example in a comment, not code)
HELP = "Use yaml.safe_load instead of yaml.load(data)"
WARNING = "subprocess.run(cmd, shell=True) is dangerous"


def explain():
    log.warning("eval() was removed from this module")
    return HELP + WARNING
