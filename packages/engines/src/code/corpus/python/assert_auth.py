def delete_account(request, account):
    assert request.user.is_authenticated  # expect: assert_used
    assert request.user.is_admin or account.owner == request.user  # expect: assert_used
    account.delete()


def transfer(user, amount):
    assert user.has_permission("transfer")  # expect: assert_used
    return amount


def mean(values):
    # Near misses: asserts about data, not authorisation.
    assert isinstance(values, list)
    assert len(values) > 0, "need at least one value"
    return sum(values) / len(values)
