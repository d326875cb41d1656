"""The codec: exact round trips, and plain-words refusals of everything a damaged file can hold."""

from __future__ import annotations

import copy
import json
from types import MappingProxyType
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tabletop.core.actions import Batch, DrawCards, GameMove, MovePiece, RollDice, Shuffle
from tabletop.core.codec import (
    CodecError,
    LogContext,
    action_from_dict,
    action_to_dict,
    actions_from_list,
    actions_to_list,
    specs_to_list,
    table_from_dict,
    table_to_dict,
)
from tabletop.core.model import Piece, PieceSpec, Seat, Table, Visibility, Zone, ZoneKind, build_table


def small_table() -> Table:
    specs = [
        PieceSpec("c1", "card", "Baker", ("front", "back"), 63, 88, frozenset({1}), "customer card", ("card",),
                  data={"cost": 2, "goods": ["bread", "milk"], "text": "Deliver"}),
        PieceSpec("d", "die", "weather die", ("sun", "rain", "beast"), 18, 18, color=(200, 10, 10)),
    ]
    zones = [Zone("table", ZoneKind.AREA, "table", w=1600, h=1000, snaps=((10.0, 20.0),)),
             Zone("deck", ZoneKind.STACK, "customer deck", x=5, y=5, w=63, h=88),
             Zone("bag", ZoneKind.BAG, "bag", visibility=Visibility.NOBODY)]
    pieces = [Piece("k1", "c1", "deck", 1), Piece("k2", "c1", "deck", 1), Piece("die", "d", "table", 2, 10, 20, 90,
                                                                                 "p1", True, 7)]
    return build_table([Seat("p1", "Anna", (1, 2, 3)), Seat("p2", "Béla", (4, 5, 6))], specs, zones, pieces)


def through_json(data: Any) -> Any:
    return json.loads(json.dumps(data))


def test_table_round_trip_is_exact_and_ints_become_floats_once() -> None:
    table = small_table()
    data = through_json(table_to_dict(table))
    assert table_from_dict(data) == table
    assert through_json(table_to_dict(table_from_dict(data))) == data


def test_actions_round_trip_through_both_paths() -> None:
    ctx = LogContext.of(small_table())
    log = [
        MovePiece("k1", "table", 3, 4.5, actor="p1"),
        RollDice(("die",), (2,), actor="p2"),
        Shuffle("deck", ("k2", "k1")),
        GameMove("loyang", {"t": "flip"}, "Anna turned a card up.", chance=2**53 - 1, actor="p1"),
        Batch((GameMove("sandbox", {"move": "pass", "deep": {"a": [1, None]}}, "Anna passed."),
               DrawCards("deck", "hand:p1", 2)), "Anna passed.", actor="p1"),
    ]
    data = through_json(actions_to_list(log))
    assert actions_from_list(data, ctx) == log
    assert [action_from_dict(item, ctx) for item in data] == log
    assert data[0]["kind"] == "move" and action_to_dict(log[0])["x"] == 3
    reordered = [dict(reversed(list(item.items()))) for item in data]
    assert actions_from_list(reordered, ctx) == log


def test_a_log_is_written_in_bulk_as_each_action_is_alone() -> None:
    """Batch steps and game moves are converted a column at a time; nesting and order survive that."""
    inner = Batch((MovePiece("k1", "table", 1.0, 2.0), GameMove("g", {"n": [1, {"m": 2}]})), "inner")
    log = [
        GameMove("g", {"n": 1}),
        Batch((inner, GameMove("g", {"n": 2}, "two"), Shuffle("deck", ("k1", "k2"))), "outer", actor="p1"),
        MovePiece("k2", "deck"),
        Batch((), "empty"),
        Batch((GameMove("g", {"n": 3}),)),
    ]
    expected = [action_to_dict(a) for a in log]
    assert actions_to_list(log) == expected
    assert json.dumps(actions_to_list(log)) == json.dumps(expected)
    assert expected[1]["actions"][0]["actions"][1]["move"] == {"n": [1, {"m": 2}]}


def test_spec_data_is_written_checked_and_a_bad_one_is_named() -> None:
    specs = list(small_table().specs.values())
    rows = specs_to_list(specs)
    assert [row[10] for row in rows] == [dict(s.data) for s in specs]
    assert rows[0][10] is not specs[0].data
    odd = PieceSpec("odd", "token", "odd", ("a",), 1, 1, data=MappingProxyType({"deep": {"n": (1, 2)}}))
    assert specs_to_list([odd])[0][10] == {"deep": {"n": [1, 2]}}
    bad = PieceSpec("broken", "token", "broken", ("a",), 1, 1, data={"x": {1, 2}})
    with pytest.raises(CodecError, match="the data of piece spec 'broken'"):
        specs_to_list([*specs, bad])


BAD_TABLES = [
    (lambda d: d["zones"][1][10].append("k1"), "two places"),
    (lambda d: d["pieces"][0].__setitem__(1, "nope"), "its spec 'nope' is not on this table"),
    (lambda d: d["pieces"][0].__setitem__(2, 5), "lacks"),
    (lambda d: d["pieces"][0].__setitem__(0, "ghost"), "its id 'ghost' is not on this table"),
    (lambda d: d["pieces"].pop(), "does not exist"),
    (lambda d: d["pieces"][0].__setitem__(3, float("nan")), "piece 1: its x should be a number"),
    (lambda d: d["pieces"][0].__setitem__(7, 1), "true or false"),
    (lambda d: d["pieces"][0].__setitem__(8, 10**400), "counter"),
    (lambda d: d["pieces"][0].__setitem__(3, 10**400), "piece 1: its x should be a number, not one that large"),
    (lambda d: d["zones"][0].__setitem__(1, "pile"), "unknown kind"),
    (lambda d: d.__setitem__("extra", 1), "a table has an unknown key 'extra'"),
    (lambda d: d.pop("seats"), "a table lacks its seats"),
    (lambda d: d["specs"][0][3].clear(), "piece spec 1: its faces should not be empty"),
    (lambda d: d["specs"][0][6].append(9), "hidden face"),
    (lambda d: d["specs"][0].__setitem__(9, [1, 2]), "piece spec 1: its colour"),
    (lambda d: d["specs"][1].__setitem__(4, -1), "piece spec 2: its width"),
    (lambda d: d["seats"].append(["p1", "Again", [1, 2, 3]]), "same id"),
    (lambda d: d["specs"][0][10].__setitem__("x", json.loads("[" * 40 + "]" * 40)), "nested"),
]


@pytest.mark.parametrize("damage,words", BAD_TABLES)
def test_damaged_table_is_refused_in_plain_words(damage: Any, words: str) -> None:
    data = through_json(table_to_dict(small_table()))
    damage(data)
    with pytest.raises(CodecError, match=words):
        table_from_dict(data)


BAD_ACTIONS = [
    ({"kind": "teleport", "piece": "k1"}, "not an action"),
    ({"kind": "move", "piece": "ghost", "zone": "table"}, "not on this table"),
    ({"kind": "move", "piece": "k1", "zone": "attic"}, "not on this table"),
    ({"kind": "move", "piece": "k1"}, "lacks its zone"),
    ({"kind": "move", "piece": "k1", "zone": "table", "speed": 3}, "unknown key"),
    ({"kind": "move", "piece": "k1", "zone": "table", "x": "left"}, "should be a number"),
    ({"kind": "move", "piece": "k1", "zone": "table", "x": 1e300}, "should be a number"),
    ({"kind": "move", "piece": "k1", "zone": "table", "x": 10**400}, "should be a number"),
    ({"kind": "move", "piece": "k1", "zone": "table", "index": True}, "whole number"),
    ({"kind": "roll", "pieces": ["die"], "results": [1, 10**6]}, "item 2 of its results should be a whole number of at most 999"),
    ({"kind": "deal", "zone": "deck", "seats": ["p9"]}, "not on this table"),
    ({"kind": "game_move", "game": "x", "move": {"a": {1, 2}}}, "not JSON data"),
    ({"kind": "batch", "actions": [{"kind": "flip", "piece": 3}]}, "step 1 of a batch"),
    ({"kind": "rules", "on": "yes"}, "true or false"),
    (["move"], "should be an object"),
]


@pytest.mark.parametrize("data,words", BAD_ACTIONS)
def test_bad_action_is_refused_in_plain_words(data: Any, words: str) -> None:
    ctx = LogContext.of(small_table())
    with pytest.raises(CodecError, match=words):
        action_from_dict(copy.deepcopy(data), ctx)
    with pytest.raises(CodecError, match=f"action 2 of the log.*{words}"):
        actions_from_list([{"kind": "announce", "text": "hi"}, copy.deepcopy(data)], ctx)


def test_batches_nested_too_deep_are_refused() -> None:
    ctx = LogContext.of(small_table())
    action: dict[str, Any] = {"kind": "announce", "text": "deep"}
    for _ in range(12):
        action = {"kind": "batch", "actions": [action]}
    with pytest.raises(CodecError, match="deeper"):
        actions_from_list([action], ctx)


def test_unknown_action_type_cannot_be_saved() -> None:
    with pytest.raises(CodecError, match="cannot be saved"):
        action_to_dict(object())  # type: ignore[arg-type]


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=5)
    | st.sampled_from(["k1", "table", "p1", "deck", "move", "batch"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(["kind", "piece", "x", "actions"]), inner, max_size=3),
    max_leaves=8,
)


@given(st.lists(st.dictionaries(st.sampled_from(["kind", "actor", "piece", "zone", "x", "y", "index", "pieces", "results",
                                                 "actions", "move", "order", "count", "face", "value", "on"]),
                                JSON, max_size=6), max_size=4))
def test_any_json_log_gives_actions_or_a_codec_error(log: list[dict[str, Any]]) -> None:
    ctx = LogContext.of(small_table())
    for item in log:
        item.setdefault("kind", "move")
    try:
        actions = actions_from_list(copy.deepcopy(log), ctx)
    except CodecError:
        return
    assert actions_from_list(through_json(actions_to_list(actions)), ctx) == actions


def test_the_invariants_name_what_a_table_gets_wrong() -> None:
    from msgspec.structs import replace

    from tabletop.core.invariants import check_spec_data, check_table

    table = small_table()
    check_table(table)
    broken = {
        "no seats": replace(table, seats=()),
        "private hand zone": table.with_changes(zones={"hand:p1": replace(table.zones["hand:p1"], owner="p2")}),
        "lies elsewhere or nowhere": table.with_changes(zones={"bag": replace(table.zones["bag"], pieces=("k1",))}),
        "on a face its spec lacks": table.with_changes(pieces={"die": replace(table.pieces["die"], face=9)}),
        "not a number": table.with_changes(pieces={"die": replace(table.pieces["die"], x=float("inf"))}),
        "who is not at the table": table.with_changes(pieces={"die": replace(table.pieces["die"], owner="p9")}),
        "made pile": table.with_changes(zones={"deck": replace(table.zones["deck"], made_on="bag")}),
    }
    for words, bad in broken.items():
        with pytest.raises(CodecError, match=words):
            check_table(bad)
    check_spec_data({"spaces": [{"x": 1, "y": 2.5, "w": 3, "h": 4, "shape": "circle"}], "spaces_left": 3})
    for data, words in (({"spaces": [{"x": 1, "y": 2, "w": 3}]}, "number h"), ({"spaces": 10**6}, "spaces"),
                        ({"tracks": [{"cells": [{"x": "a", "y": 0, "w": 1, "h": 1}]}]}, "number x"),
                        ({"goods": [{"bowls": 10**9}]}, "bowls"), ({"spaces": [{"x": 0, "y": 0, "w": -1, "h": 1}]}, "w")):
        with pytest.raises(CodecError, match=words):
            check_spec_data(data)
