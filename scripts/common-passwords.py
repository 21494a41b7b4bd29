#!/usr/bin/env python3
"""Rebuilds Sources/Domain/Resources/common-passwords.txt: the 5,000 most frequent passwords of
8 to 128 characters, lowercased, from zxcvbn's `passwords` frequency list (MIT), merged with
Openwall's password.lst (public domain). Both come from Debian packages, read without installing:

    apt-get download python3-zxcvbn john-data
    dpkg -x python3-zxcvbn_*.deb zxcvbn && dpkg -x john-data_*.deb john
    python3 scripts/common-passwords.py zxcvbn/usr/lib/python3/dist-packages john/usr/share/john/password.lst
"""
import sys

COUNT = 5000


def main() -> int:
    if len(sys.argv) != 3:
        print(__doc__)
        return 64
    sys.path.insert(0, sys.argv[1])
    from zxcvbn.frequency_lists import FREQUENCY_LISTS  # noqa: E402

    with open(sys.argv[2], encoding="latin-1") as handle:
        openwall = [line.rstrip("\n") for line in handle if not line.startswith("#!comment")]
    chosen, seen = [], set()
    for password in openwall + FREQUENCY_LISTS["passwords"]:
        password = password.lower()
        if 8 <= len(password) <= 128 and password not in seen and len(chosen) < COUNT + len(openwall):
            seen.add(password)
            chosen.append(password)
    # Openwall's few hundred long ones first (in its frequency order), then zxcvbn's by frequency.
    chosen = chosen[:COUNT]
    with open("Sources/Domain/Resources/common-passwords.txt", "w") as out:
        out.write("# The most common passwords of 8-128 characters, lowercased; see scripts/common-passwords.py.\n")
        out.write("\n".join(chosen) + "\n")
    print(f"{len(chosen)} passwords")
    return 0


if __name__ == "__main__":
    sys.exit(main())
