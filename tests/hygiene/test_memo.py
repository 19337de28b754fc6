"""``BoundedMemo``: what peers' inputs made is kept in bounded memory, whatever the threads do."""

from __future__ import annotations

import threading

from opentelemetry.instrumentation.a2a.hygiene.memo import BoundedMemo


def test_the_oldest_entry_goes_first_and_the_bound_holds():
    memo: BoundedMemo[int] = BoundedMemo(3)
    for key in "abcd":
        memo.put(key, ord(key))
    assert len(memo) == 3
    assert memo.get("a") is None
    assert [memo.get(key) for key in "bcd"] == [98, 99, 100]


def test_threads_filling_it_at_once_neither_fail_nor_pass_the_bound():
    memo: BoundedMemo[int] = BoundedMemo(64)
    errors: list[BaseException] = []

    def fill(offset: int) -> None:
        try:
            for index in range(20_000):
                memo.put((offset, index), index)
                memo.get((offset, index - 1))
        except BaseException as error:  # any error is the failure under test
            errors.append(error)

    threads = [threading.Thread(target=fill, args=(offset,)) for offset in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert len(memo) <= 64 + len(threads)  # each thread may add one while another evicts
