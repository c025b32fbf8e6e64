#!/bin/sh
# SPDX-License-Identifier: ISC
# in_place.sh: fmt and fix --in-place lose nothing of a file (issue 24): a
# symbolic link rewrites its target and stays a link; a FIFO, a device and
# a file with several hard links are refused (exit 2, untouched); owner,
# group, mode, ACL and extended attributes are kept (by a talat built
# without libattr, configure --without-libattr, such a file is refused,
# exit 2, untouched, rather than rewritten without them); a file whose text
# would not change is not written at all (same inode, same mtime); a
# write cut by a file size limit or by SIGINT, SIGTERM or SIGHUP leaves
# the file as it was and no temporary file.
. "${top_srcdir:-.}/tests/lib.sh"

# no_temporary NAME DIR: no .talat-XXXXXX is left in DIR.
no_temporary() {
	[ -z "$(ls -A "$2" | grep '^\.talat-')" ] && pass ||
	    fail "$1: a temporary file is left: $(ls -A "$2" | grep talat-)"
}

cd "$tmp" || exit 99
rec=$srcdir/records/valid/round_numbers_glued_and_omitted.tgn
"$talat" fmt "$rec" > canonical.tgn
cmp -s canonical.tgn "$rec" && fail "the record is in canonical form already"
fixme=$srcdir/records/repair/rank.tgn
out_of "$srcdir/records/repair/rank.fix.out" > "$tmp/fixed.tgn"	# what fix prints

# --- a symbolic link: its target is rewritten, the link stays -------------
for cmd in fmt fix; do
	mkdir "link-$cmd" "link-$cmd/real"
	if [ $cmd = fmt ]; then
		cp "$rec" "link-$cmd/real/r.tgn"; want=canonical.tgn
	else
		cp "$fixme" "link-$cmd/real/r.tgn"
		want=$tmp/fixed.tgn
	fi
	ln -s real/r.tgn "link-$cmd/link.tgn"
	"$talat" $cmd --in-place "link-$cmd/link.tgn" 2> /dev/null
	is "$cmd link: exit status" $? 0
	[ -L "link-$cmd/link.tgn" ] && pass || fail "$cmd link: no longer a link"
	is "$cmd link: its target" "$(readlink "link-$cmd/link.tgn")" real/r.tgn
	file_is "$cmd link: the target" "link-$cmd/real/r.tgn" "$want"
	no_temporary "$cmd link" "link-$cmd"
	no_temporary "$cmd link" "link-$cmd/real"
done

# --- not a regular file: refused, untouched ---------------------------------
mkfifo fifo
for cmd in fmt fix; do
	timeout 10 "$talat" $cmd --in-place fifo 2> err
	is "$cmd fifo: exit status" $? 2
	is "$cmd fifo: message" "$(cat err)" \
	    "talat $cmd: fifo: not rewritten: it is not a regular file"
	[ -p fifo ] && pass || fail "$cmd fifo: no longer a FIFO"
	no_temporary "$cmd fifo" .
done
if mknod nulldev c 1 3 2> /dev/null; then
	for cmd in fmt fix; do
		"$talat" $cmd --in-place nulldev 2> err
		is "$cmd device: exit status" $? 2
		is "$cmd device: message" "$(cat err)" \
		    "talat $cmd: nulldev: not rewritten: it is not a regular file"
		[ -c nulldev ] && pass || fail "$cmd device: no longer a device"
	done
else
	skip device "mknod is not permitted here"
fi

# --- several hard links: refused, untouched ---------------------------------
for cmd in fmt fix; do
	cp "$rec" "hard-$cmd.tgn"
	ln "hard-$cmd.tgn" "other-$cmd.tgn"
	ino=$(stat -c %i "hard-$cmd.tgn")
	"$talat" $cmd --in-place "hard-$cmd.tgn" 2> err
	is "$cmd hard link: exit status" $? 2
	is "$cmd hard link: message" "$(cat err)" "talat $cmd: hard-$cmd.tgn: not\
 rewritten: it has several hard links, which rewriting it would break"
	is "$cmd hard link: inode" "$(stat -c %i "hard-$cmd.tgn")" "$ino"
	is "$cmd hard link: the other name" "$(stat -c %i "other-$cmd.tgn")" "$ino"
	file_is "$cmd hard link: the file" "hard-$cmd.tgn" "$rec"
done

# --- owner, group, mode, ACL, extended attributes ---------------------------
# attrs FILE: what is to be kept, one line each.
attrs() {
	stat -c '%u:%g %a' "$1"
	getfacl -n -c "$1" 2> /dev/null
	getfattr -d -m - "$1" 2> /dev/null | grep -v '^#'
}
for cmd in fmt fix; do
	if [ $cmd = fmt ]; then
		cp "$rec" "attr-$cmd.tgn"; want=canonical.tgn
	else
		cp "$fixme" "attr-$cmd.tgn"
		want=$tmp/fixed.tgn
	fi
	f=attr-$cmd.tgn
	chmod 640 "$f"
	if [ "$(id -u)" -eq 0 ]; then
		chown 1234:5678 "$f"
	else
		skip "$cmd: another owner and group" "not root"
	fi
	# The ACL and xattr part may be skipped on a file system without
	# them, never under CI (tools/install-deps installs acl and attr):
	# then a talat without libattr has nothing to refuse, and owner,
	# group and mode are checked as with libattr.
	acl=yes
	if ! setfacl -m u:4321:rw- "$f" 2> /dev/null ||
	    ! setfattr -n user.talat -v kept "$f" 2> /dev/null; then
		if [ "${CI:-}" = true ]; then
			fail "$cmd: no setfacl/setfattr, or no ACLs and extended" \
			    "attributes on $tmp: CI must run this"
		else
			skip "$cmd: ACLs and extended attributes" \
			    "no setfacl/setfattr, or none on the file system of $tmp"
			acl=no
		fi
	fi
	attrs "$f" > "attr-$cmd.before"
	ino=$(stat -c %i "$f")
	if [ $acl = yes ] &&
	    ! grep -q '^#define HAVE_LIBATTR 1' "$builddir/config.h"; then
		cp "$f" "attr-$cmd.orig"
		run 2 "$talat" $cmd --in-place "$f" &&
		is "$cmd attributes, without libattr: refused" \
		    "$(tail -n 1 "$tmp/err")" \
		    "talat $cmd: $f: its owner, group, mode or extended attributes could not be kept (Operation not supported); the file is left as it was"
		file_is "$cmd attributes, without libattr: the file" "$f" \
		    "attr-$cmd.orig"
		is "$cmd attributes, without libattr: the same file" \
		    "$(stat -c %i "$f")" "$ino"
		attrs "$f" > "attr-$cmd.after"
		file_is "$cmd attributes, without libattr: kept" \
		    "attr-$cmd.after" "attr-$cmd.before"
		no_temporary "$cmd attributes, without libattr" .
		# without any, the file is rewritten
		cp "$rec" "plain-$cmd.tgn"
		run 0 "$talat" $cmd --in-place "plain-$cmd.tgn"
		continue
	fi
	"$talat" $cmd --in-place "$f" 2> /dev/null
	is "$cmd attributes: exit status" $? 0
	file_is "$cmd attributes: the file" "$f" "$want"
	[ "$(stat -c %i "$f")" != "$ino" ] && pass ||
	    fail "$cmd attributes: the file was not replaced"
	attrs "$f" > "attr-$cmd.after"
	file_is "$cmd attributes: owner, group, mode, ACL and xattrs" \
	    "attr-$cmd.after" "attr-$cmd.before"
done

# --- the same text: not written at all --------------------------------------
cp canonical.tgn same-fmt.tgn
cp canonical.tgn same-fix-canonical.tgn
cp "$rec" same-fix.tgn		# not canonical, but nothing to repair
for f in same-fmt.tgn same-fix-canonical.tgn same-fix.tgn; do
	case $f in same-fmt*) cmd=fmt ;; *) cmd=fix ;; esac
	cp "$f" "$f.orig"
	touch -d '2001-02-03 04:05:06' "$f"
	before=$(stat -c '%i %Y' "$f")
	"$talat" $cmd --in-place "$f" 2> err
	is "$cmd $f: exit status" $? 0
	is "$cmd $f: inode and mtime" "$(stat -c '%i %Y' "$f")" "$before"
	file_is "$cmd $f: the file" "$f" "$f.orig"
	no_temporary "$cmd $f" .
done

# --- a file size limit (SIGXFSZ): refused with EFBIG, nothing left ----------
mkdir big
{ cat "$srcdir/records/valid/three_player_2.tgn"; echo; } |
    sed 's/^1\. /1.  /' > big/big.orig
for i in 1 2 3 4 5 6 7 8; do	# 256 games, 300 kB
	cat big/big.orig big/big.orig > big/tmp && mv big/tmp big/big.orig
done
for cmd in fmt fix; do
	cp big/big.orig big/big.tgn
	(ulimit -f 100; exec "$talat" $cmd --in-place big/big.tgn) 2> err
	is "$cmd size limit: exit status" $? 2
	is "$cmd size limit: message" "$(tail -n 1 err)" \
	    "talat $cmd: big/big.tgn: File too large"
	file_is "$cmd size limit: the file" big/big.tgn big/big.orig
	no_temporary "$cmd size limit" big
done

# --- SIGINT, SIGTERM, SIGHUP while the temporary file exists ----------------
# fix writes a note per repaired game on standard error: a FIFO read only
# after the signal was sent, so that its 4096 notes (more than a pipe
# holds) keep fix from finishing before the signal comes.
{ cat "$srcdir/records/repair/file_letter.tgn"; echo; } > many.orig
for i in 1 2 3 4 5 6 7 8 9 10 11 12; do	# 4096 games
	cat many.orig many.orig > many.tmp && mv many.tmp many.orig
done
for sig in INT TERM HUP; do
	d=sig-$sig
	mkdir "$d"
	cp many.orig "$d/many.tgn"
	mkfifo "$d/err"
	env --default-signal="$sig" "$talat" fix --in-place "$d/many.tgn" \
	    2> "$d/err" &
	pid=$!
	exec 3< "$d/err"
	n=0
	while [ -z "$(ls -A "$d" | grep '^\.talat-')" ] && [ $n -lt 200 ]; do
		sleep 0.05
		n=$((n + 1))
	done
	[ $n -lt 200 ] && pass || fail "$sig: no temporary file was made"
	kill -s "$sig" $pid
	cat <&3 > /dev/null
	exec 3<&-
	wait $pid
	st=$?
	case $sig in INT) n=2 ;; TERM) n=15 ;; HUP) n=1 ;; esac
	is "$sig: exit status" $st $((128 + n))
	file_is "$sig: the file" "$d/many.tgn" many.orig
	no_temporary "$sig" "$d"
done

finish
