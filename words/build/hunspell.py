"""Reading a hunspell dictionary: its stems with their flags, and its suffix rules.

Only what the word build needs: the ``.aff`` file's character set, flag type,
flag aliases (``AF``) and suffix rules (``SFX``), and the ``.dic`` file's stems.
Expanding the whole dictionary is left to hunspell's own ``unmunch``, whose output is
read as a stream: pt_BR expands to some 80 million forms, most of them enclitic verb forms
with a hyphen ("amá-lo-ei"), so only forms a list can hold are kept (:data:`LONGEST_FORM`).
Both files may start with a UTF-8 byte order mark (pt_BR): it is not part of the text.
"""

from __future__ import annotations

import re
import subprocess
from collections import defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from words.build.wordfiles import BuildError, read_lines

FLAG_TYPES = ("char", "UTF-8", "long", "num")
BOM = "\ufeff"
# The longest form expand() keeps: the lists hold 4-8 letters, and a folded letter is never
# shorter than its character, so a longer form (or one with a hyphen, which folds to no
# letter) can never be a word of a list.
LONGEST_FORM = 12


def aff_encoding(aff: Path) -> str:
    """The character set a hunspell .aff declares (``SET``); .dic and unmunch use it too."""
    for raw in aff.read_bytes().splitlines():
        raw = raw.removeprefix(BOM.encode("utf-8"))
        if raw.startswith(b"SET "):
            name = raw.split()[1].decode("ascii")
            return {"ISO8859-1": "iso-8859-1", "ISO8859-15": "iso-8859-15"}.get(name, name)
    return "iso-8859-1"  # hunspell's default


def split_flags(text: str, flag_type: str) -> list[str]:
    """A flag field split into flags: one character each (the default and ``FLAG UTF-8``),
    two characters each (``FLAG long``) or comma-separated numbers (``FLAG num``)."""
    if flag_type == "long":
        if len(text) % 2:
            raise ValueError(f"{text!r} is not a list of two-character flags")
        return [text[i : i + 2] for i in range(0, len(text), 2)]
    if flag_type == "num":
        return [flag for flag in text.split(",") if flag]
    return list(text)


@dataclass(frozen=True)
class Suffix:
    """One SFX rule of a hunspell .aff file."""

    flag: str
    strip: str
    add: str
    continuation: frozenset[str]
    condition: re.Pattern[str]

    def apply(self, word: str) -> str | None:
        """The derived form, or None when the rule's condition does not hold."""
        if not word.endswith(self.strip) or not self.condition.search(word):
            return None
        return word[: len(word) - len(self.strip)] + self.add


@dataclass
class Hunspell:
    """A hunspell dictionary: its stems with their flags, and its suffix rules."""

    base: Path
    encoding: str
    stems: dict[str, set[str]]
    suffixes: dict[str, list[Suffix]]

    @classmethod
    def load(cls, base: Path) -> Hunspell:
        """Read ``base.aff`` and ``base.dic`` (strictly decoded in the ``SET`` encoding)."""
        aff = base.with_suffix(".aff")
        dic = base.with_suffix(".dic")
        for path in (aff, dic):
            if not path.is_file():
                raise BuildError(f"{path}: missing")
        encoding = aff_encoding(aff)
        flag_type = "char"
        aliases: list[set[str]] = []
        alias_count: int | None = None  # the first AF line counts the aliases
        suffixes: dict[str, list[Suffix]] = defaultdict(list)

        def flags_of(text: str) -> set[str]:
            if aliases and text.isdigit():
                number = int(text)
                if not 1 <= number <= len(aliases):
                    raise BuildError(f"{aff}: flag alias {number} is not defined")
                return aliases[number - 1]
            return set(split_flags(text, flag_type))

        for number, line in enumerate(read_lines(aff, encoding), start=1):
            parts = line.removeprefix(BOM).split()
            try:
                if parts[0] == "FLAG":
                    if parts[1] not in FLAG_TYPES:
                        raise BuildError(f"{aff}: FLAG {parts[1]} is not supported")
                    flag_type = parts[1]
                elif parts[0] == "AF" and len(parts) >= 2:
                    if alias_count is None:
                        alias_count = int(parts[1])
                    else:
                        aliases.append(set(split_flags(parts[1], flag_type)))
                elif parts[0] == "SFX" and len(parts) >= 5:
                    add, _, continuation = parts[3].partition("/")
                    suffixes[parts[1]].append(
                        Suffix(
                            flag=parts[1],
                            strip="" if parts[2] == "0" else parts[2],
                            add="" if add == "0" else add,
                            continuation=frozenset(flags_of(continuation)),
                            condition=re.compile(f"(?:{parts[4]})$"),
                        )
                    )
            except (ValueError, re.error) as exc:
                raise BuildError(f"{aff}:{number}: {exc}") from None
        stems: dict[str, set[str]] = defaultdict(set)
        raw_lines = dic.read_bytes().decode(encoding).removeprefix(BOM).splitlines()
        for line in raw_lines[1:]:  # line 1 is a count
            # A line that starts with a tab, "/" or "#" is a comment (de_DE, it_IT).
            if not line.strip() or line.startswith(("\t", "/", "#")):
                continue
            word, _, flags = line.split()[0].partition("/")
            try:
                stems[word].update(flags_of(flags))
            except ValueError as exc:
                raise BuildError(f"{dic}: {word}: {exc}") from None
        return cls(base, encoding, dict(stems), dict(suffixes))

    def expand(self) -> list[str]:
        """Every word form a list can hold, as hunspell's own ``unmunch`` expands the
        dictionary: read line by line, keeping forms of at most :data:`LONGEST_FORM`
        characters and without a hyphen."""
        dic, aff = self.base.with_suffix(".dic"), self.base.with_suffix(".aff")
        command = ["unmunch", str(dic), str(aff)]
        try:
            process = subprocess.Popen(
                command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, bufsize=1 << 20
            )
        except FileNotFoundError:
            raise BuildError("unmunch is missing (Debian package hunspell-tools)") from None
        assert process.stdout is not None
        forms: list[str] = []
        with process:
            for raw in process.stdout:
                for form in raw.decode(self.encoding).split():
                    if len(form) <= LONGEST_FORM and "-" not in form:
                        forms.append(form.removeprefix(BOM))
        if process.returncode:
            raise BuildError(f"unmunch {self.base} failed (exit {process.returncode})")
        return forms

    def forms(self, word: str, flags: Iterable[str]) -> Iterator[tuple[str, str]]:
        """(flag, form) for each suffix rule of ``flags`` that applies to ``word``."""
        for flag in sorted(flags):
            for rule in self.suffixes.get(flag, ()):
                form = rule.apply(word)
                if form is not None:
                    yield flag, form

    def inflect(self, word: str, flags: Iterable[str]) -> set[str]:
        """The forms ``flags`` make of ``word``, and the forms their continuation
        classes among ``flags`` make of those ("puta" → "putita" → "putitas")."""
        wanted = set(flags)
        found: set[str] = set()
        for flag in sorted(wanted & self.stems.get(word, set())):
            for rule in self.suffixes.get(flag, ()):
                form = rule.apply(word)
                if form is None:
                    continue
                found.add(form)
                found |= {f for _, f in self.forms(form, rule.continuation & wanted)}
        return found

    def flag_classes(self) -> set[str]:
        """Every flag that has suffix rules."""
        return set(self.suffixes)
