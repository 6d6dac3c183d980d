#!/bin/sh
# /usr/bin/smallwow: starts the game installed under /usr/lib/smallwow (Debian package "smallwow").
exec /usr/lib/smallwow/smallwow "$@"
