talat select --split "$scratch" --games 2 split/crlf.tgn && od -c "$scratch"/split/crlf-2.tgn
