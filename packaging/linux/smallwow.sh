#!/bin/sh
# /usr/bin/smallwow: starts the game installed under /opt/smallwow (Debian package "smallwow").
exec /opt/smallwow/smallwow "$@"
