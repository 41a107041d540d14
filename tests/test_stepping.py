"""The controls every watched bot game shares (bots/stepping.py), tested once for all."""

from wordle_tui.bots.stepping import DEFAULT_SPEED, SPEEDS, Stepping, WorkedSteps


class Line(Stepping):
    """A game of three known steps (as Absurdle's line is known at once)."""

    @property
    def finished(self) -> bool:
        return self.shown == 3


class Worked(WorkedSteps[str]):
    """Steps worked out one at a time; done after two."""

    @property
    def done(self) -> bool:
        return len(self.steps) >= 2


def test_speeds_go_from_slowest_to_fastest_and_stop_at_either_end():
    line = Line()
    assert line.speed == DEFAULT_SPEED and line.interval == SPEEDS[DEFAULT_SPEED]
    while line.faster():
        pass
    assert line.interval == min(SPEEDS) and not line.faster()
    while line.slower():
        pass
    assert line.interval == max(SPEEDS) and not line.slower()


def test_pause_play_and_replay_of_a_finished_game():
    line = Line()
    assert line.playing
    assert line.toggle() is False and not line.playing
    assert line.toggle() is True
    line.shown = 3
    line.pause()
    assert line.toggle() is True  # finished and paused: play again from the start
    assert line.shown == 0 and line.playing


def test_worked_steps_are_shown_in_turn_and_stale_ones_dropped():
    worked = Worked()
    assert worked.needs_work and worked.show_next() is None
    assert worked.add(0, "crane")
    assert not worked.add(0, "slate")  # worked out after a step that is already there
    assert not worked.needs_work
    assert worked.show_next() == "crane"
    assert worked.needs_work
    assert worked.add(1, "share") and worked.done
    assert not worked.add(2, "spare")  # done: nothing more
    assert not worked.finished
    assert worked.show_next() == "share"
    assert worked.finished and not worked.needs_work
    worked.replay()
    assert worked.shown == 0 and worked.steps == ["crane", "share"]
