"""Ways to split a number into ordered parts (dividing damage among targets 601.2d, assigning combat
damage 510.1c)."""


def splits(total: int, k: int):
    """Every way to write ``total`` as ``k`` ordered non-negative parts."""
    if k == 1:
        yield (total,)
        return
    for i in range(total + 1):
        for rest in splits(total - i, k - 1):
            yield (i,) + rest
