"""A growing labelled set (rl.labelling.extend): the run stops at its budget, and Ctrl-C
ends it with everything labelled so far saved and the reader told how to go on."""

from __future__ import annotations

from pathlib import Path

import pytest

from marsmatch.rl.labelling import extend


class Growing:
    def __init__(self) -> None:
        self.items: list[int] = []
        self.saved: list[list[int]] = []

    def save(self, path: Path) -> None:
        self.saved.append(list(self.items))


def test_a_run_labels_its_budget_and_saves_at_the_end(tmp_path: Path) -> None:
    data, said = Growing(), []
    extend(data, tmp_path / "set", units=3, minutes=1, progress=said.append,
           label_one=lambda: data.items.append(len(data.items)),
           describe=lambda: f"{len(data.items)} labelled")
    assert data.items == [0, 1, 2] and data.saved[-1] == [0, 1, 2]
    assert said == ["1 labelled", "2 labelled", "3 labelled"]


@pytest.mark.parametrize("budget", [5, 1_000_000])
def test_ctrl_c_keeps_every_position_labelled_so_far(tmp_path: Path, budget: int) -> None:
    data, said = Growing(), []

    def one() -> None:
        if len(data.items) == 2:
            raise KeyboardInterrupt
        data.items.append(len(data.items))

    extend(data, tmp_path / "set", units=budget, minutes=1, label_one=one,
           describe=lambda: "", progress=said.append)
    assert data.saved == [[0, 1]]
    assert said[-1].startswith("interrupted: the set so far is saved")
