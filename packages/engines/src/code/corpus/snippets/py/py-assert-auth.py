def delete_user(current, target):
    assert current.is_admin
    target.delete()
