talat html --event club/round3.yaml | awk '/^<section id="event"/ { p = 1 } /^<script/ { p = 0 } p; /id="index"/ && match($0, /"event":[a-z]+/) { print substr($0, RSTART, RLENGTH) }'
