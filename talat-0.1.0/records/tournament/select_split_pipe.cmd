cat split/crlf.tgn | talat select --split "$scratch" --games 1 && od -c "$scratch"/stdin-1.tgn | head -2
