talat html --lang de --event ../../records/event/club/round3.yaml 2>/dev/null | grep -o '<section id="event" lang="[^"]*"\|<h3 id="event-r[0-9]">[^<]*\|<caption>[^<]*'
