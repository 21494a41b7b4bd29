#!/usr/bin/env python3
"""Every relative link of the guide resolves: README.md and every Markdown page under docs/.

A link to a file or folder must name one of the repository; a link with a #fragment must name a
heading of its page, slugged as GitHub does (lowercased, punctuation dropped, spaces to hyphens).
Addresses with a scheme (https:, mailto:) are not checked. Exit 1, listing each broken link.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
FENCE = re.compile(r"^(```|~~~)")


def prose(path):
    """The page's lines outside fenced code, with inline code removed."""
    inside = False
    for line in path.read_text(encoding="utf-8").splitlines():
        if FENCE.match(line.strip()):
            inside = not inside
            continue
        if not inside:
            yield re.sub(r"`[^`]*`", "", line)


def slugs(path):
    found = set()
    for line in prose(path):
        match = re.match(r"^#{1,6}\s+(.*)$", line)
        if match:
            slug = re.sub(r"[^\w\- ]", "", match.group(1).strip().lower()).replace(" ", "-")
            found.add(slug)
    return found


def main():
    pages = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
    broken = []
    for page in pages:
        for line in prose(page):
            for target in LINK.findall(line):
                if re.match(r"^[a-z][a-z0-9+.-]*:", target):
                    continue
                file_part, _, fragment = target.partition("#")
                resolved = (page.parent / file_part).resolve() if file_part else page
                if not resolved.exists():
                    broken.append(f"{page.relative_to(ROOT)}: {target} (no such file)")
                elif fragment and resolved.suffix == ".md" and fragment not in slugs(resolved):
                    broken.append(f"{page.relative_to(ROOT)}: {target} (no such heading)")
    for line in broken:
        print(line, file=sys.stderr)
    print(f"{len(pages)} pages checked, {len(broken)} broken links")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
